/**
 * The sentence half's weights file (sentence-weights.json) and what inference needs from it: read by
 * assess.ts at run time, written by sentence-build.ts. Kept apart from the training code so that the running
 * server loads neither the labelled sets nor the trainer.
 */
import type { Hyper, LinearHead } from './learn.js';

export const SENTENCE_FORMAT = 'harbour-sentence-model/1';
/** The sentence heads' share of the model's probability; the n-gram heads (weights.json) have the rest. */
export const SENTENCE_SHARE = 0.5;
export interface SentenceHeadFile {
  bias: number;
  weights: number[];
}

export interface SentenceWeightsFile {
  format: typeof SENTENCE_FORMAT;
  encoder: string;
  features: number;
  hyper: Hyper;
  share: number;
  /** Thresholds on the mixed probability, for rules OR model. */
  thresholds: { crisis: number; elevated: number };
  trainedOn: Record<string, number>;
  crisis: SentenceHeadFile;
  elevated: SentenceHeadFile;
  checks: { text: string; previous: string[]; pCrisis: number; pElevated: number }[];
}

export interface SentenceHeads {
  crisis: LinearHead;
  elevated: LinearHead;
}

export const mixProbability = (sentence: number, ngram: number, share = SENTENCE_SHARE): number => share * sentence + (1 - share) * ngram;

export function decodeSentenceHeads(file: SentenceWeightsFile): SentenceHeads {
  const head = (h: SentenceHeadFile): LinearHead => ({ bias: h.bias, w: Float64Array.from(h.weights) });
  return { crisis: head(file.crisis), elevated: head(file.elevated) };
}
