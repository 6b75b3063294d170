/**
 * Inference for the learned risk model (see README.md). NOT wired into risk.ts or the chat: this
 * is an experiment pending the blind test.
 *
 *  modelRisk(text, previous?)     the model alone: P(crisis), P(not none), and the level from
 *                                 the thresholds chosen by cross-validation (stored in
 *                                 weights.json)
 *  combinedRisk(text, previous?)  the rules (assessRisk) OR the model: the higher of the two levels
 *
 * Pure and synchronous; weights are decoded once, when this module loads (~20 ms).
 */
import { assessRisk, type RiskAssessment, type RiskLevel } from '../risk.js';
import { extractFeatures } from './features.js';
import { probability } from './learn.js';
import { decode, type WeightsFile } from './weights-format.js';
import weightsJson from './weights.json' with { type: 'json' };

const file = weightsJson as WeightsFile;
const heads = decode(file);

export const MODEL_THRESHOLDS: Readonly<{ crisis: number; elevated: number }> = Object.freeze({ ...file.thresholds });

export interface ModelRisk {
  level: RiskLevel;
  /** P(label = crisis). */
  pCrisis: number;
  /** P(label ≠ none). */
  pElevated: number;
}

const RANK: Record<RiskLevel, number> = { none: 0, elevated: 1, crisis: 2 };

export function modelRisk(text: string, previous: readonly string[] = []): ModelRisk {
  const x = extractFeatures(text, previous, file.features);
  const pCrisis = probability(heads.crisis, x);
  const pElevated = probability(heads.elevated, x);
  const level: RiskLevel = pCrisis >= file.thresholds.crisis ? 'crisis' : pElevated >= file.thresholds.elevated ? 'elevated' : 'none';
  return { level, pCrisis, pElevated };
}

export interface CombinedRisk extends RiskAssessment {
  rules: RiskLevel;
  model: ModelRisk;
}

/**
 * Rules OR model. Categories and reasons are the rules'; when the model raises the level, the
 * reason "model:crisis" or "model:elevated" is added (a static id, never the user's text).
 */
export function combinedRisk(text: string, previous: readonly string[] = []): CombinedRisk {
  const rules = assessRisk(text, previous);
  const model = modelRisk(text, previous);
  if (RANK[model.level] <= RANK[rules.level]) return { ...rules, rules: rules.level, model };
  // The model does not name a topic; 'distress' stands in when the rules matched nothing.
  const categories = rules.categories.length > 0 ? [...rules.categories] : (['distress'] as const).slice();
  return { level: model.level, categories, reasons: [...rules.reasons, `model:${model.level}`], rules: rules.level, model };
}
