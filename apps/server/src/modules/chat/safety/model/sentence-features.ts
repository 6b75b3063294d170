/**
 * What the sentence half of the learned model reads (training and inference share this file):
 *
 *  - the message's embedding;
 *  - the earlier turns' embedding (the last 5 user turns joined), zeros without any;
 *  - the embedding of those turns and the message together (the message alone without any);
 *  - a has-context flag.
 *
 * Texts are lower-cased before they are embedded (the sets mix cases freely; the meaning does not change).
 */
import type { SparseVector } from './features.js';
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

/** The feature vector from the embeddings of sentenceInputs(), in the same order. */
export function sentenceVector(embeddings: readonly ArrayLike<number>[]): SparseVector {
  const [message, context, joint] = embeddings;
  if (!message || embeddings.length === 2 || embeddings.length > 3) throw new Error('sentenceVector needs 1 or 3 embeddings');
  const val = new Float64Array(SENTENCE_FEATURES);
  for (let i = 0; i < EMBEDDING_DIMENSIONS; i++) {
    val[i] = message[i] as number;
    val[EMBEDDING_DIMENSIONS + i] = context ? (context[i] as number) : 0;
    val[2 * EMBEDDING_DIMENSIONS + i] = joint ? (joint[i] as number) : (message[i] as number);
  }
  val[3 * EMBEDDING_DIMENSIONS] = context ? 1 : 0;
  return { idx: ALL_SLOTS, val };
}
