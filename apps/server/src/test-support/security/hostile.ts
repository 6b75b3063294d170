import fc from 'fast-check';

/**
 * Text that has broken web apps before. Stored text must come back exactly as sent (after the documented
 * trim of surrounding blank space), so every value here has printable text at both ends.
 */
export const UNICODE_EDGE_CASES: Record<string, string> = {
  emoji: 'I feel 😀 then 😢, honestly',
  'zwj family': 'with 👨‍👩‍👧‍👦 at home',
  'skin tone and flag': 'thumbs 👍🏽 from 🇬🇧 and 🏳️‍🌈 too',
  rtl: 'שלום and مرحبا بالعالم mixed',
  'bidi override': 'file\u202Egnp.exe\u202C end',
  'combining marks': 'cafe\u0301 Z\u0351\u0364a\u036Cl\u0303g\u0307o',
  'nfc vs nfd': 'é (one) and e\u0301 (two)',
  'zero width': 'zero\u200Bwidth\u200Cjoin\u200Dhere\u2060x',
  'astral plane': '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𝟙𝟚𝟛 and 𠜎𠜱',
  'line separators': 'one\u2028two\u2029three',
  cjk: '日本語のテキストと한국어',
  'tab and newlines': 'first line\n\tindented\r\nwindows line',
  'lookalike quotes': '“smart” ‘quotes’ and ′primes′',
  bom: 'a\uFEFFb',
  'max bmp': 'edge \uFFFD\uFFFC\uE000 end',
  'long word': `start ${'W'.repeat(300)} end`,
};

/** Looks like SQL, LIKE patterns, format strings or paths: must be stored as plain text. */
export const SQL_LOOKING: Record<string, string> = {
  'drop table': "x'); DROP TABLE users; --",
  'or 1=1': "' OR '1'='1' --",
  'union select': '1 UNION SELECT password FROM accounts --',
  'quotes and backslashes': `a'b"c\\d\\'e\\"f`,
  'like wildcards': '100% of _people_ say \\% \\_',
  placeholders: '$1 ? :name @p0 %s %d {0}',
  'comment tricks': '/* comment */ -- line # hash',
  'sqlite pragma': 'x; PRAGMA writable_schema = 1; --',
  'pg sleep': "'; SELECT pg_sleep(5); --",
  'json in text': '{"role":"admin","__proto__":{"x":1}}',
  'path traversal': '../../../../etc/passwd',
};

/** Stored text in these forms must render inert (used by the browser suite and the round trips). */
export const XSS_PAYLOADS: Record<string, string> = {
  script: '<script>window.__xss=1</script>',
  'img onerror': '<img src=x onerror="window.__xss=1">',
  'svg onload': '<svg onload="window.__xss=1"><circle r=1 /></svg>',
  'javascript url': '<a href="javascript:window.__xss=1">tap</a>',
  'markdown javascript link': '[tap here](javascript:window.__xss=1)',
  'iframe srcdoc': '"><iframe srcdoc="<script>parent.__xss=1</script>">',
};

/** Characters the product refuses everywhere (they cannot be stored as sent): U+0000 and lone surrogates. */
export const UNSTORABLE: Record<string, string> = {
  nul: 'before\u0000after',
  'lone high surrogate': 'broken \uD83D emoji',
  'lone low surrogate': 'broken \uDE00 emoji',
  'reversed pair': 'swapped \uDE00\uD83D pair',
};

/** Other control characters: refused by the field's schema or stored faithfully, never a 5xx. */
export const CONTROL_CHARACTERS: Record<string, string> = {
  'start of heading': 'a\u0001b',
  bell: 'ring\u0007ring',
  escape: 'esc\u001B[31mred',
  delete: 'del\u007Fete',
  'c1 control': 'next\u0085line',
};

const ALL_HOSTILE = [...Object.values(UNICODE_EDGE_CASES), ...Object.values(SQL_LOOKING), ...Object.values(XSS_PAYLOADS), ...Object.values(UNSTORABLE), ...Object.values(CONTROL_CHARACTERS)];

/** A hostile string: a known troublemaker, random full-Unicode text (surrogate halves included), or a blank. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ALL_HOSTILE) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\u00A0\u3000', '\n\n', 'null', 'undefined', 'NaN', '0', '-1', 'true', '[]', '{}') },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty') },
);

/** Any JSON-ish value, including the types a field never expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 3, maxKeys: 5, withNullPrototype: false }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [null], { role: 'admin' }) },
);
