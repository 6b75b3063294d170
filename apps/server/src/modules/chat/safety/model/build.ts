/**
 * Builds weights.json's content from the labelled sets: leave-one-set-out cross-validation picks
 * the thresholds, then the model is trained on every set and encoded (weights-format.ts).
 * Deterministic: L-BFGS from zero, fixed example order, no randomness in this path; the 5-fold
 * split (report only) uses a fixed seed. score.test.ts rebuilds and compares byte for byte.
 */
import { allExamples, C_SETS, type Example, type SetName } from './data.js';
import { DEFAULT_FEATURES } from './features.js';
import { DEFAULT_HYPER, featurise, trainModel, type Model } from './learn.js';
import { figures, folds, levelsAt, outOfFold, rulesLevels, type OutOfFold, type ThresholdCv } from './cv.js';
import type { RiskLevel } from '../risk.js';
import { encode, type WeightsFile } from './weights-format.js';

/** The brief's limit on 'none' messages called crisis, pooled over the held-out sets. */
export const MAX_CRISIS_FALSE_ALARM = 0.05;
/**
 * Limit on 'none' messages called anything but none (metrics.ts's false-alarm rate) for the
 * elevated threshold: an 'elevated' flag only softens the reply, so it is allowed twice the
 * crisis budget.
 */
export const MAX_ANY_FALSE_ALARM = 0.1;

const GRID = Array.from({ length: 99 }, (_, i) => (i + 1) / 100);

/**
 * Thresholds from out-of-fold probabilities, for the combination (rules OR model):
 *  - crisis: the lowest threshold (most model recall) whose pooled none→crisis rate ≤ 0.05.
 *    On these sets the rules alone already reach crisis recall 1.00 (they were tuned on them), so
 *    "maximise combined crisis recall" is flat; the lowest admissible threshold is the one that
 *    maximises what the model contributes (its own recall) within the false-alarm budget;
 *  - elevated: with that crisis threshold, the lowest whose pooled none→not-none rate ≤ 0.10.
 */
export function chooseThresholds(examples: readonly Example[], oof: OutOfFold, rules: readonly RiskLevel[]): { crisis: number; elevated: number } {
  const crisis = GRID.find((t) => figures(examples, levelsAt(oof, t, 1.01, rules)).crisisFalseAlarm <= MAX_CRISIS_FALSE_ALARM) ?? 1;
  const elevated = GRID.find((t) => figures(examples, levelsAt(oof, crisis, t, rules)).anyFalseAlarm <= MAX_ANY_FALSE_ALARM) ?? 1;
  return { crisis, elevated };
}

export interface Built {
  file: WeightsFile;
  json: string;
  /** The unquantised model that `file` encodes. */
  model: Model;
  examples: Example[];
  rules: RiskLevel[];
  /** Out-of-fold probabilities the thresholds were chosen on (the model's `cv`: leave-one-set-out, or ten groups of sets). */
  heldOut: OutOfFold;
}

/** Model C's n-gram weights by default; another model's with its sets and cross-validation (data.ts's TRAINED_MODELS). */
export function buildWeights(sets: readonly SetName[] = C_SETS, cv: ThresholdCv = 'loso'): Built {
  const examples = allExamples(sets);
  const rules = rulesLevels(examples);
  const heldOut = outOfFold(examples, folds(examples, cv));
  const thresholds = chooseThresholds(examples, heldOut, rules);
  return { ...finalWeights(examples, thresholds), examples, rules, heldOut };
}

/**
 * buildWeights' last step: the model trained on every example and encoded with the thresholds cross-validation
 * chose. A test can rebuild a large model's file from its recorded thresholds in one training instead of one per set.
 */
export function finalWeights(examples: readonly Example[], thresholds: { crisis: number; elevated: number }): Pick<Built, 'file' | 'json' | 'model'> {
  const model = trainModel(examples, DEFAULT_HYPER, featurise(examples, DEFAULT_FEATURES));
  const trainedOn: Record<string, number> = { crisis: 0, elevated: 0, none: 0 };
  for (const e of examples) trainedOn[e.label] = (trainedOn[e.label] ?? 0) + 1;
  const file = encode(model, { features: DEFAULT_FEATURES, hyper: DEFAULT_HYPER, thresholds, trainedOn });
  return { file, json: `${JSON.stringify(file)}\n`, model };
}
