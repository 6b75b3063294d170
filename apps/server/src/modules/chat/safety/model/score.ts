/**
 * The n-gram half of the learned risk model (see README.md), and the rule that combines any model with the
 * rules. The chat's check (assess.ts) mixes these n-gram probabilities with the sentence heads'.
 *
 *  ngramProbabilities(text, previous?)  P(crisis) and P(not none) from the n-gram heads (weights.json)
 *  modelRisk(text, previous?)           the n-gram heads alone, at their own thresholds (weights.json)
 *  combineRisk(rules, model?)           the rules OR a model: the higher of the two levels
 *  combinedRisk(text, previous?)        the rules OR the n-gram heads alone (measured in README.md)
 *
 * Pure and synchronous; weights are decoded once, when this module loads (~20 ms).
 */
import { assessRisk, maxLevel, type RiskAssessment, type RiskLevel } from '../risk.js';
import { extractFeatures, type FeatureOptions, type SparseVector } from './features.js';
import { modelLevel, probability } from './learn.js';
import { decode, type WeightsFile } from './weights-format.js';
import weightsJson from './weights.json' with { type: 'json' };

const file = weightsJson as WeightsFile;

export interface ModelRisk {
  level: RiskLevel;
  /** P(label = crisis). */
  pCrisis: number;
  /** P(label ≠ none). */
  pElevated: number;
}

/** One weights file's n-gram heads: P(crisis) and P(not none) from a message's features, extracted with `features`. */
export interface NgramHeads {
  features: FeatureOptions;
  probabilities(x: SparseVector): Omit<ModelRisk, 'level'>;
}

export function ngramHeads(weights: WeightsFile): NgramHeads {
  const heads = decode(weights);
  return { features: weights.features, probabilities: (x) => ({ pCrisis: probability(heads.crisis, x), pElevated: probability(heads.elevated, x) }) };
}

export const MODEL_THRESHOLDS: Readonly<{ crisis: number; elevated: number }> = Object.freeze({ ...file.thresholds });

/** The n-gram heads of weights.json (model C's, decision 007). */
export const ngramHeadsC: NgramHeads = ngramHeads(file);

export function ngramProbabilities(text: string, previous: readonly string[] = []): Omit<ModelRisk, 'level'> {
  return ngramHeadsC.probabilities(extractFeatures(text, previous, ngramHeadsC.features));
}

export function modelRisk(text: string, previous: readonly string[] = []): ModelRisk {
  const { pCrisis, pElevated } = ngramProbabilities(text, previous);
  return { level: modelLevel(pCrisis, pElevated, file.thresholds.crisis, file.thresholds.elevated), pCrisis, pElevated };
}

export interface CombinedRisk extends RiskAssessment {
  rules: RiskLevel;
  /** Absent when no model answered: the rules already said crisis, or the encoder could not ("model:unavailable"). */
  model?: ModelRisk;
}

/**
 * Rules OR model. Categories and reasons are the rules'; when the model raises the level, the reason
 * "model:crisis" or "model:elevated" is added (a static id, never the user's text). Without a model's answer,
 * the rules' answer carries "model:unavailable".
 */
export function combineRisk(rules: RiskAssessment, model: ModelRisk | undefined): CombinedRisk {
  if (!model) return { ...rules, reasons: [...rules.reasons, 'model:unavailable'], rules: rules.level };
  if (maxLevel(rules.level, model.level) === rules.level) return { ...rules, rules: rules.level, model };
  // The model does not name a topic; 'distress' stands in when the rules matched nothing.
  const categories = rules.categories.length > 0 ? [...rules.categories] : (['distress'] as const).slice();
  return { level: model.level, categories, reasons: [...rules.reasons, `model:${model.level}`], rules: rules.level, model };
}

export function combinedRisk(text: string, previous: readonly string[] = []): CombinedRisk {
  return combineRisk(assessRisk(text, previous), modelRisk(text, previous));
}
