/**
 * Hashed sparse features for the learned risk model. Shared by training (train.ts, learn.ts) and
 * inference (score.ts), so both see exactly the same features.
 *
 * Current message (after the pipeline's own normalisation, normalise.ts: case, slang, leetspeak,
 * one-slip typo correction; every normalised variant contributes):
 *   w:  word unigrams
 *   b:  word bigrams, with "|" standing for a clause boundary ("| bye", "tonight |")
 *   c:  character 3–5-grams inside "<word>" (catch spellings the normaliser does not know)
 * The word block (w:, b:) and the character block (c:) are each L2-normalised, the character block
 * then scaled by `charWeight`.
 * Earlier turns (the last MAX_CONTEXT_TURNS of `previous`), prefixed so they are distinct:
 *   pw: / pb:  word unigrams and bigrams of the earlier turns, L2-normalised, times `contextWeight`
 *   ctx        1 when there are earlier turns at all
 * Plus an implicit bias (kept outside the hashed space).
 *
 * Feature strings are hashed (FNV-1a, 32 bit) into 2^HASH_BITS slots; collisions are rare at this
 * size and harmless for a linear model. Values are summed for colliding slots.
 */
import { normaliseVariants } from '../normalise.js';

export const HASH_BITS = 18;
const MASK = (1 << HASH_BITS) - 1;
export const MAX_CONTEXT_TURNS = 5;

/** Knobs compared by cross-validation (README.md); DEFAULT_FEATURES is what weights.json uses. */
export interface FeatureOptions {
  /** Weight of the character n-gram block relative to the word block (0 = none). */
  charWeight: number;
  /** Weight of the earlier-turns block relative to the current message. */
  contextWeight: number;
  /** Also mark words after a negator ("not", "never", "dont" …) up to the clause end: "n:". */
  negation: boolean;
}

export const DEFAULT_FEATURES: FeatureOptions = { charWeight: 1, contextWeight: 0.6, negation: false };
const CHAR_MIN = 3;
const CHAR_MAX = 5;

/** A sparse vector: parallel arrays of slot indices (unique) and values. */
export interface SparseVector {
  idx: Int32Array;
  val: Float64Array;
}

/** FNV-1a over UTF-16 code units of prefix + s (prefix avoids building a new string). */
function hash(prefix: string, s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < prefix.length; i++) {
    h ^= prefix.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & MASK;
}

/** Word tokens with clause boundaries as "|", framed by "|" at both ends. */
function tokens(normalised: string): string[] {
  const out = ['|'];
  for (const t of normalised.split(' ')) {
    if (t === '') continue;
    if (t === '|' && out[out.length - 1] === '|') continue;
    out.push(t);
  }
  if (out[out.length - 1] !== '|') out.push('|');
  return out;
}

function addWords(acc: Map<number, number>, toks: readonly string[], wPrefix: string, bPrefix: string): void {
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i] as string;
    if (t !== '|') acc.set(hash(wPrefix, t), 1);
    if (i + 1 < toks.length) {
      const u = toks[i + 1] as string;
      if (t === '|' && u === '|') continue;
      acc.set(hash(bPrefix, `${t} ${u}`), 1);
    }
  }
}

function addChars(acc: Map<number, number>, toks: readonly string[]): void {
  for (const t of toks) {
    if (t === '|') continue;
    const w = `<${t}>`;
    for (let n = CHAR_MIN; n <= CHAR_MAX; n++) {
      for (let i = 0; i + n <= w.length; i++) acc.set(hash('c:', w.slice(i, i + n)), 1);
    }
  }
}

/** Adds a binary block, L2-normalised and scaled, into the running vector. */
function mergeBlock(into: Map<number, number>, block: Map<number, number>, scale: number): void {
  if (block.size === 0) return;
  const v = scale / Math.sqrt(block.size);
  for (const k of block.keys()) into.set(k, (into.get(k) ?? 0) + v);
}

/** Slot of the "has earlier turns" feature (hashed like any other). */
export const CONTEXT_FLAG_SLOT = hash('', 'ctx');

const NEGATORS = new Set(['not', 'no', 'never', 'dont', 'cant', 'wont', 'nothing', 'nobody', 'didnt', 'isnt', 'wasnt', 'wouldnt', 'havent', 'aint', 'nor']);

function addNegated(acc: Map<number, number>, toks: readonly string[]): void {
  let on = false;
  for (const t of toks) {
    if (t === '|') on = false;
    else if (NEGATORS.has(t)) on = true;
    else if (on) acc.set(hash('n:', t), 1);
  }
}

export function extractFeatures(text: string, previous: readonly string[] = [], opts: FeatureOptions = DEFAULT_FEATURES): SparseVector {
  const out = new Map<number, number>();

  const words = new Map<number, number>();
  const chars = new Map<number, number>();
  for (const variant of normaliseVariants(text)) {
    const toks = tokens(variant);
    addWords(words, toks, 'w:', 'b:');
    if (opts.negation) addNegated(words, toks);
    if (opts.charWeight > 0) addChars(chars, toks);
  }
  mergeBlock(out, words, 1);
  if (opts.charWeight > 0) mergeBlock(out, chars, opts.charWeight);

  const turns = previous.slice(-MAX_CONTEXT_TURNS);
  if (turns.length > 0) {
    const ctx = new Map<number, number>();
    for (const turn of turns) {
      for (const variant of normaliseVariants(turn)) addWords(ctx, tokens(variant), 'pw:', 'pb:');
    }
    mergeBlock(out, ctx, opts.contextWeight);
    out.set(CONTEXT_FLAG_SLOT, (out.get(CONTEXT_FLAG_SLOT) ?? 0) + 1);
  }

  const idx = new Int32Array(out.size);
  const val = new Float64Array(out.size);
  let i = 0;
  for (const [k, v] of out) {
    idx[i] = k;
    val[i] = v;
    i++;
  }
  return { idx, val };
}
