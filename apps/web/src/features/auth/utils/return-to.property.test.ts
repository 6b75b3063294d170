import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

const ORIGIN = 'https://harbour.test';

/** Pieces attackers build return paths from: slashes both ways, schemes, encodings, blanks, controls. */
const piece = fc.constantFrom('/', '//', '\\', '/\\', '\\/', ':', 'javascript:', 'JaVaScRiPt:', 'data:', 'https:', 'http://', 'evil.example', '@', '%2F', '%5C', '%09', '\t', '\n', '\r', ' ', '\u00A0', '\u2028', '.', '..', '?', '#', 'profile', '\u0000', '\u3002', '／');
const hostile = fc.oneof(fc.array(piece, { maxLength: 8 }).map((p) => p.join('')), fc.string({ unit: 'binary', maxLength: 30 }), fc.webUrl().map((u) => u.replace(/^https?:/, '')));

describe('safeReturnTo, for any input', () => {
  it('answers a path that the browser resolves on this site, or Home', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const result = safeReturnTo(value);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//') || result.startsWith('/\\')).toBe(false);
        // What a browser does with it: the same origin, always.
        expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
        // Kept as given, or replaced by Home: never rewritten into something else.
        expect([value, '/']).toContain(result);
        // Stable: a second pass changes nothing.
        expect(safeReturnTo(result)).toBe(result);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps every ordinary same-site path', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{1,5}$/), { nil: undefined }), (segments, query) => {
        const path = `/${segments.join('/')}${query ? `?${query}` : ''}`;
        fc.pre(!['/login', '/register', '/auth/action'].includes(`/${segments.join('/')}`));
        expect(safeReturnTo(path)).toBe(path);
      }),
      { numRuns: 500 },
    );
  });
});
