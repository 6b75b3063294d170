/**
 * Cross-validation for the learned model, and the figures train.ts prints (README.md).
 *
 *  - leave-one-set-out (LOSO): train on four of the five sets, score the fifth; each set was
 *    written by a different person or round, so this is the honest test of a new writer;
 *  - stratified 5-fold over all messages pooled (seeded shuffle).
 * In both, a training message whose normalised text and context equal a test message's is
 * dropped from that fold's training data (4 exact duplicates exist across sets).
 *
 * Levels from probabilities: crisis if P(crisis) ≥ tCrisis, else elevated if P(not none) ≥
 * tElevated, else none. "Combined" is the higher of the rules' level and the model's level.
 */
import { assessRisk, maxLevel, type RiskLevel } from '../risk.js';
import { normaliseMessage } from '../normalise.js';
import { SET_NAMES, type Example, type SetName } from './data.js';
import { DEFAULT_FEATURES, type FeatureOptions, type SparseVector } from './features.js';
import { DEFAULT_HYPER, featurise, modelLevel, probability, trainModel, type Hyper } from './learn.js';

export interface OutOfFold {
  /** P(crisis) and P(not none) for each example, from a model that never saw it. */
  pCrisis: Float64Array;
  pElevated: Float64Array;
}

const key = (e: Example): string => `${normaliseMessage(e.text)}#${e.previous.map(normaliseMessage).join('#')}`;

/** Deterministic PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How thresholds are chosen: one set held out at a time, or ten groups of whole sets (data.ts's TRAINED_MODELS). */
export type ThresholdCv = 'loso' | 'groups';
/** How many groups of whole sets the 'groups' scheme makes (decision 007, "AD"). */
export const SET_GROUPS = 10;

/**
 * Fold index per example: the set's index (LOSO); the set's group ('groups': the k-th set present, in SET_NAMES
 * order, is in group k mod SET_GROUPS, so each fold holds out whole sets); or a stratified seeded 5-fold split.
 */
export function folds(examples: readonly Example[], scheme: ThresholdCv | 'kfold', k = 5, seed = 20261121): number[] {
  if (scheme === 'loso') return examples.map((e) => SET_NAMES.indexOf(e.set));
  if (scheme === 'groups') {
    const inExamples = new Set(examples.map((e) => e.set));
    const present = SET_NAMES.filter((s) => inExamples.has(s));
    return examples.map((e) => present.indexOf(e.set) % SET_GROUPS);
  }
  const out = new Array<number>(examples.length).fill(0);
  const random = rng(seed);
  for (const label of ['crisis', 'elevated', 'none'] as const) {
    const ids = examples.map((e, i) => (e.label === label ? i : -1)).filter((i) => i >= 0);
    for (let i = ids.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [ids[i], ids[j]] = [ids[j] as number, ids[i] as number];
    }
    ids.forEach((id, r) => (out[id] = r % k));
  }
  return out;
}

export function outOfFold(
  examples: readonly Example[],
  fold: readonly number[],
  hyper: Hyper = DEFAULT_HYPER,
  opts: FeatureOptions = DEFAULT_FEATURES,
  /** Optionally restrict a fold's training data further (the chronological check in train.ts). */
  trainable: (testFold: number, e: Example) => boolean = () => true,
): OutOfFold {
  return outOfFoldVectors(examples, featurise(examples, opts), fold, hyper, trainable);
}

/** What a fold's training gives: each head's probability for any vector. */
export interface FoldModel {
  crisis(x: SparseVector): number;
  elevated(x: SparseVector): number;
}

/** The linear heads (learn.ts's trainModel) as a fold's model. */
export const linearLearner =
  (hyper: Hyper) =>
  (examples: readonly Example[], xs: readonly SparseVector[]): FoldModel => {
    const model = trainModel(examples, hyper, xs);
    return { crisis: (x) => probability(model.crisis, x), elevated: (x) => probability(model.elevated, x) };
  };

/** outOfFold() on given feature vectors (the sentence heads' embeddings, sentence-build.ts). */
export function outOfFoldVectors(
  examples: readonly Example[],
  xs: readonly SparseVector[],
  fold: readonly number[],
  hyper: Hyper,
  trainable: (testFold: number, e: Example) => boolean = () => true,
): OutOfFold {
  return outOfFoldLearned(examples, xs, fold, linearLearner(hyper), trainable);
}

/** The same held-out scores with any learner (the hidden-layer heads, hidden-build.ts). */
export function outOfFoldLearned(
  examples: readonly Example[],
  xs: readonly SparseVector[],
  fold: readonly number[],
  learner: (examples: readonly Example[], xs: readonly SparseVector[]) => FoldModel,
  trainable: (testFold: number, e: Example) => boolean = () => true,
): OutOfFold {
  const keys = examples.map(key);
  const pCrisis = new Float64Array(examples.length);
  const pElevated = new Float64Array(examples.length);
  const nFolds = Math.max(...fold) + 1;
  for (let f = 0; f < nFolds; f++) {
    const testKeys = new Set(keys.filter((_, i) => fold[i] === f));
    const train = examples
      .map((_, i) => i)
      .filter((i) => fold[i] !== f && !testKeys.has(keys[i] as string) && trainable(f, examples[i] as Example));
    const model = learner(
      train.map((i) => examples[i] as Example),
      train.map((i) => xs[i]!),
    );
    fold.forEach((g, i) => {
      if (g !== f) return;
      pCrisis[i] = model.crisis(xs[i]!);
      pElevated[i] = model.elevated(xs[i]!);
    });
  }
  return { pCrisis, pElevated };
}

export const rulesLevels = (examples: readonly Example[]): RiskLevel[] => examples.map((e) => assessRisk(e.text, e.previous).level);

export interface Figures {
  n: number;
  crisisRecall: number;
  /** 'none' messages called crisis (the brief's false alarm). */
  crisisFalseAlarm: number;
  /** 'none' messages called anything but none (metrics.ts's falseAlarmRate). */
  anyFalseAlarm: number;
  elevatedRecall: number;
  /** Elevated messages called crisis (over-escalation; allowed by policy, but worth watching). */
  elevatedToCrisis: number;
}

export function figures(examples: readonly Example[], levels: readonly RiskLevel[], only?: SetName): Figures {
  const c = { crisis: [0, 0], elevated: [0, 0], noneCrisis: 0, noneAny: 0, none: 0, elevCrisis: 0, n: 0 };
  examples.forEach((e, i) => {
    if (only && e.set !== only) return;
    const got = levels[i] as RiskLevel;
    c.n++;
    if (e.label === 'crisis') {
      c.crisis[1]!++;
      if (got === 'crisis') c.crisis[0]!++;
    } else if (e.label === 'elevated') {
      c.elevated[1]!++;
      if (got === 'elevated') c.elevated[0]!++;
      if (got === 'crisis') c.elevCrisis++;
    } else {
      c.none++;
      if (got === 'crisis') c.noneCrisis++;
      if (got !== 'none') c.noneAny++;
    }
  });
  const r = (a: number, b: number): number => (b === 0 ? 1 : a / b);
  return {
    n: c.n,
    crisisRecall: r(c.crisis[0]!, c.crisis[1]!),
    crisisFalseAlarm: c.none === 0 ? 0 : c.noneCrisis / c.none,
    anyFalseAlarm: c.none === 0 ? 0 : c.noneAny / c.none,
    elevatedRecall: r(c.elevated[0]!, c.elevated[1]!),
    elevatedToCrisis: c.elevated[1]! === 0 ? 0 : c.elevCrisis / c.elevated[1]!,
  };
}

export function levelsAt(oof: OutOfFold, tCrisis: number, tElevated: number, rules?: readonly RiskLevel[]): RiskLevel[] {
  return Array.from(oof.pCrisis, (pc, i) => {
    const m = modelLevel(pc, oof.pElevated[i] as number, tCrisis, tElevated);
    return rules ? maxLevel(m, rules[i] as RiskLevel) : m;
  });
}
