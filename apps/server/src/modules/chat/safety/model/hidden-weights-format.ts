/**
 * The weights file of a sentence half whose heads have one hidden layer (decision 007, "AG": model R), and what
 * inference needs from it: read by assess.ts at run time, written by hidden-build.ts. Kept apart from the trainer
 * (hidden-learn.ts) so that the running server loads neither the labelled sets nor the training code.
 *
 * Each head: P = sigmoid(b2 + Σ_j w2[j] · max(0, b1[j] + Σ_k W1[j][k] · x[k])) over the sentence features
 * (sentence-features.ts). The weights are float32, little-endian, base64 (W1 row by row, one row per hidden unit).
 */
import type { SparseVector } from './features.js';
import { sigmoid } from './learn.js';

export const HIDDEN_SENTENCE_FORMAT = 'harbour-hidden-sentence-model/1';

/** How a hidden-layer head is trained (hidden-learn.ts): Adam on the mean log-loss of each batch. */
export interface HiddenHyper {
  hidden: number;
  epochs: number;
  batch: number;
  step: number;
  /** L2 on every weight, not on the biases. */
  l2: number;
  seed: number;
}

export interface HiddenHeadFile {
  hidden: number;
  /** float32 little-endian, base64: W1 (hidden × features), b1 (hidden), w2 (hidden), b2 (1). */
  w1: string;
  b1: string;
  w2: string;
  b2: number;
}

export interface HiddenSentenceWeightsFile {
  format: typeof HIDDEN_SENTENCE_FORMAT;
  encoder: string;
  features: number;
  hyper: HiddenHyper;
  share: number;
  /** Thresholds on the mixed probability, for rules OR model. */
  thresholds: { crisis: number; elevated: number };
  trainedOn: Record<string, number>;
  crisis: HiddenHeadFile;
  elevated: HiddenHeadFile;
  checks: { text: string; previous: string[]; pCrisis: number; pElevated: number }[];
}

export interface HiddenHead {
  features: number;
  hidden: number;
  w1: Float32Array;
  b1: Float32Array;
  w2: Float32Array;
  b2: number;
}

/** P from one head; x is a dense sentence vector (every slot present, in order). */
export function hiddenProbability(head: HiddenHead, x: SparseVector): number {
  const { features: d, hidden, w1, b1, w2 } = head;
  if (x.val.length !== d) throw new Error(`a hidden-layer head needs ${d} features, not ${x.val.length}`);
  let z = head.b2;
  for (let j = 0; j < hidden; j++) {
    let u = b1[j] as number;
    const row = j * d;
    for (let k = 0; k < d; k++) u += (w1[row + k] as number) * (x.val[k] as number);
    if (u > 0) z += (w2[j] as number) * u;
  }
  return sigmoid(z);
}

function encodeFloats(values: Float32Array): string {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
}

/** A trained head as its file stores it. */
export function encodeHiddenHead(head: HiddenHead): HiddenHeadFile {
  return { hidden: head.hidden, w1: encodeFloats(head.w1), b1: encodeFloats(head.b1), w2: encodeFloats(head.w2), b2: Math.fround(head.b2) };
}

function decodeFloats(base64: string, length: number): Float32Array {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength !== length * 4) throw new Error(`expected ${length} float32 values, found ${bytes.byteLength / 4}`);
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) out[i] = bytes.readFloatLE(i * 4);
  return out;
}

export function decodeHiddenHead(file: HiddenHeadFile, features: number): HiddenHead {
  const { hidden } = file;
  return {
    features,
    hidden,
    w1: decodeFloats(file.w1, hidden * features),
    b1: decodeFloats(file.b1, hidden),
    w2: decodeFloats(file.w2, hidden),
    b2: file.b2,
  };
}

export function decodeHiddenSentenceHeads(file: HiddenSentenceWeightsFile): { crisis: HiddenHead; elevated: HiddenHead } {
  if (file.format !== HIDDEN_SENTENCE_FORMAT) throw new Error(`unknown sentence weights format ${String(file.format)}`);
  return { crisis: decodeHiddenHead(file.crisis, file.features), elevated: decodeHiddenHead(file.elevated, file.features) };
}
