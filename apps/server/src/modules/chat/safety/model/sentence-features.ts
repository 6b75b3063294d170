/**
 * What the sentence half of the learned model reads (training and inference share this file):
 *
 *  - the message's embedding;
 *  - the earlier turns' embedding (the last 5 user turns joined), zeros without any;
 *  - the embedding of those turns and the message together (the message alone without any);
 *  - a has-context flag.
 *
 * Texts are lower-cased before they are embedded (the sets mix cases freely; the meaning does not change).
 *
 * Model T (decision 007, "AI") reads both encoders: USE's vector above, followed by the same three texts embedded by
 * MiniLM (the message; the turns, zeros without any; both together, the message alone without any), the flag not
 * repeated (sentenceVectorBoth).
 */
import type { SparseVector } from './features.js';
import { MINILM_DIMENSIONS } from './minilm-encoder.js';
import { EMBEDDING_DIMENSIONS } from './sentence-encoder.js';

export const SENTENCE_CONTEXT_TURNS = 5;
export const SENTENCE_FEATURES = EMBEDDING_DIMENSIONS * 3 + 1;

const ALL_SLOTS = Int32Array.from({ length: SENTENCE_FEATURES }, (_, i) => i);

/** The texts to embed for a message: [message] alone, or [message, context, context + message]. */
export function sentenceInputs(text: string, previous: readonly string[]): string[] {
  const message = text.toLowerCase();
  const turns = previous.slice(-SENTENCE_CONTEXT_TURNS);
  if (turns.length === 0) return [message];
  const context = turns.join(' ').toLowerCase();
  return [message, context, `${context} ${message}`];
}

/** Writes one encoder's message, context and joint embeddings at `offset` (3 × dimensions numbers). */
function writeEmbeddings(val: Float64Array, offset: number, dimensions: number, embeddings: readonly ArrayLike<number>[]): boolean {
  const [message, context, joint] = embeddings;
  if (!message || embeddings.length === 2 || embeddings.length > 3) throw new Error('sentenceVector needs 1 or 3 embeddings');
  for (let i = 0; i < dimensions; i++) {
    val[offset + i] = message[i] as number;
    val[offset + dimensions + i] = context ? (context[i] as number) : 0;
    val[offset + 2 * dimensions + i] = joint ? (joint[i] as number) : (message[i] as number);
  }
  return context !== undefined;
}

/** The feature vector from the embeddings of sentenceInputs(), in the same order. */
export function sentenceVector(embeddings: readonly ArrayLike<number>[]): SparseVector {
  const val = new Float64Array(SENTENCE_FEATURES);
  val[3 * EMBEDDING_DIMENSIONS] = writeEmbeddings(val, 0, EMBEDDING_DIMENSIONS, embeddings) ? 1 : 0;
  return { idx: ALL_SLOTS, val };
}

export const BOTH_SENTENCE_FEATURES = SENTENCE_FEATURES + MINILM_DIMENSIONS * 3;
const ALL_BOTH_SLOTS = Int32Array.from({ length: BOTH_SENTENCE_FEATURES }, (_, i) => i);

/** Model T's vector: USE's (sentenceVector) followed by MiniLM's embeddings of the same sentenceInputs(). */
export function sentenceVectorBoth(use: readonly ArrayLike<number>[], minilm: readonly ArrayLike<number>[]): SparseVector {
  if (use.length !== minilm.length) throw new Error('both encoders must embed the same texts');
  const val = new Float64Array(BOTH_SENTENCE_FEATURES);
  val[3 * EMBEDDING_DIMENSIONS] = writeEmbeddings(val, 0, EMBEDDING_DIMENSIONS, use) ? 1 : 0;
  writeEmbeddings(val, SENTENCE_FEATURES, MINILM_DIMENSIONS, minilm);
  return { idx: ALL_BOTH_SLOTS, val };
}
