/**
 * BERT's lower-casing WordPiece tokenizer, as all-MiniLM-L6-v2's `tokenizer.json` declares it (BertNormalizer with
 * clean_text, Chinese characters split, accents stripped because it lower-cases; BertPreTokenizer; WordPiece with
 * "##" continuations, [UNK] for a word it cannot cover or longer than 100 characters; [CLS] … [SEP]). The second
 * sentence encoder (minilm-encoder.ts) reads its output; training and the chat share this file, so what the heads
 * learned from is what they read (decision 007, "AI").
 */

export interface WordPieceVocab {
  ids: ReadonlyMap<string, number>;
  unk: number;
  cls: number;
  sep: number;
}

const MAX_CHARS_PER_WORD = 100;

/** vocab.txt: one token per line, its id the line's index. */
export function parseVocab(text: string): WordPieceVocab {
  const ids = new Map<string, number>();
  text.split('\n').forEach((line, i) => {
    const token = line.replace(/\r$/, '');
    if (token !== '' && !ids.has(token)) ids.set(token, i);
  });
  const id = (token: string): number => {
    const value = ids.get(token);
    if (value === undefined) throw new Error(`the vocabulary has no ${token}`);
    return value;
  };
  return { ids, unk: id('[UNK]'), cls: id('[CLS]'), sep: id('[SEP]') };
}

const CONTROL = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}]/u;
const WHITESPACE = /[\s\p{Zs}]/u;
const PUNCTUATION = /\p{P}/u;
const MARK = /\p{Mn}/gu;

function isCjk(code: number): boolean {
  return (
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x20000 && code <= 0x2a6df) ||
    (code >= 0x2a700 && code <= 0x2b73f) ||
    (code >= 0x2b740 && code <= 0x2b81f) ||
    (code >= 0x2b820 && code <= 0x2ceaf) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0x2f800 && code <= 0x2fa1f)
  );
}

function isPunctuation(char: string, code: number): boolean {
  return (code >= 33 && code <= 47) || (code >= 58 && code <= 64) || (code >= 91 && code <= 96) || (code >= 123 && code <= 126) || PUNCTUATION.test(char);
}

/** The words the pre-tokenizer makes of a text, normalised: lower-cased, accents stripped, punctuation apart. */
export function basicTokens(text: string): string[] {
  let cleaned = '';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (char === '\t' || char === '\n' || char === '\r' || WHITESPACE.test(char)) cleaned += ' ';
    else if (code === 0 || code === 0xfffd || CONTROL.test(char)) continue;
    else if (isCjk(code)) cleaned += ` ${char} `;
    else cleaned += char;
  }
  const normalised = cleaned.toLowerCase().normalize('NFD').replace(MARK, '');
  const words: string[] = [];
  let current = '';
  for (const char of normalised) {
    const code = char.codePointAt(0) as number;
    if (char === ' ') {
      if (current) words.push(current);
      current = '';
    } else if (isPunctuation(char, code)) {
      if (current) words.push(current);
      words.push(char);
      current = '';
    } else current += char;
  }
  if (current) words.push(current);
  return words;
}

/** Greedy longest-match-first WordPiece over one word; the whole word is [UNK] when any part of it is not covered. */
function wordPieces(word: string, vocab: WordPieceVocab, out: number[]): void {
  const chars = [...word];
  if (chars.length > MAX_CHARS_PER_WORD) {
    out.push(vocab.unk);
    return;
  }
  const pieces: number[] = [];
  let start = 0;
  while (start < chars.length) {
    let end = chars.length;
    let found: number | undefined;
    while (start < end) {
      const piece = (start > 0 ? '##' : '') + chars.slice(start, end).join('');
      found = vocab.ids.get(piece);
      if (found !== undefined) break;
      end--;
    }
    if (found === undefined) {
      out.push(vocab.unk);
      return;
    }
    pieces.push(found);
    start = end;
  }
  out.push(...pieces);
}

/** [CLS], the text's pieces (cut so that the whole is at most maxTokens), [SEP]. */
export function encodeText(text: string, vocab: WordPieceVocab, maxTokens: number): number[] {
  const pieces: number[] = [];
  for (const word of basicTokens(text)) {
    wordPieces(word, vocab, pieces);
    if (pieces.length >= maxTokens - 2) break;
  }
  return [vocab.cls, ...pieces.slice(0, maxTokens - 2), vocab.sep];
}
