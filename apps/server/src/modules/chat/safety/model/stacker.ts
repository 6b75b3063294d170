/**
 * A stacker over the twelve models (decision 007, "AJ" and "AJ′"): two logistic heads that read all twelve models'
 * probabilities and the rules' level. Fitted on sets 64 to 71, which no model learned from (stack-build.ts); read by
 * assess.ts at run time from stacker-weights-aj.json, so that the server loads no labelled set. AJ read its levels
 * from both heads and did not ship; AJ′ uses its not-none head as a gate: below `gate`, the models' readings of a
 * message are set aside and the rules' level stands.
 *
 * Features, 25: each model's log-odds of crisis and of not-none, clipped to ±10, in STACK_MODEL_ORDER, then 1 if the
 * rules read the message as elevated. The rules' own crisis reads never reach the stacker.
 */
import type { RiskLevel } from '../risk.js';
import type { SparseVector } from './features.js';
import { sigmoid } from './learn.js';
import type { ModelRisk } from './score.js';

export const STACKER_FORMAT = 'harbour-model-stacker/1';
/** The models whose probabilities the stacker reads, in its features' order. */
export const STACK_MODEL_ORDER = ['C', 'I', 'J', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T'] as const;
export const STACK_FEATURES = STACK_MODEL_ORDER.length * 2 + 1;
const CLIP = 10;

export interface StackerHeadFile {
  bias: number;
  weights: number[];
}

export interface StackerFile {
  format: typeof STACKER_FORMAT;
  models: string[];
  features: number;
  /** L2 strength on the summed log-loss (bias not penalised). */
  lambda: number;
  sets: string[];
  trainedOn: Record<RiskLevel, number>;
  /** AJ's thresholds on the two heads (decision 007, "AJ"; kept for the record, not read by the check). */
  thresholds: { crisis: number; elevated: number };
  /** AJ′'s: the models' readings count only where P(not none) ≥ gate. */
  gate: number;
  crisis: StackerHeadFile;
  elevated: StackerHeadFile;
  /** A few of the fitting messages' features with the probabilities the shipped heads gave them. */
  checks: { x: number[]; pCrisis: number; pElevated: number }[];
}

const logit = (p: number): number => {
  const z = Math.log(p) - Math.log1p(-p);
  return Number.isFinite(z) ? Math.max(-CLIP, Math.min(CLIP, z)) : p >= 0.5 ? CLIP : -CLIP;
};

/** The stacker's 25 numbers for one message: the models' risks in STACK_MODEL_ORDER and the rules' level. */
export function stackFeatures(risks: ReadonlyArray<Pick<ModelRisk, 'pCrisis' | 'pElevated'>>, rules: RiskLevel): number[] {
  if (risks.length !== STACK_MODEL_ORDER.length) throw new Error(`the stacker reads ${STACK_MODEL_ORDER.length} models, not ${risks.length}`);
  return [...risks.flatMap((r) => [logit(r.pCrisis), logit(r.pElevated)]), rules === 'elevated' ? 1 : 0];
}

/** A dense feature list as the sparse vector learn.ts trains on (every slot present, in order). */
export function stackVector(x: readonly number[]): SparseVector {
  return { idx: Int32Array.from(x.keys()), val: Float64Array.from(x) };
}

export interface Stacker {
  thresholds: Readonly<{ crisis: number; elevated: number }>;
  gate: number;
  probabilities(x: readonly number[]): { pCrisis: number; pElevated: number };
}

function head(file: StackerHeadFile): (x: readonly number[]) => number {
  if (file.weights.length !== STACK_FEATURES) throw new Error(`a stacker head has ${STACK_FEATURES} weights`);
  return (x) => {
    let s = file.bias;
    for (let i = 0; i < STACK_FEATURES; i++) s += (file.weights[i] as number) * (x[i] as number);
    return sigmoid(s);
  };
}

export function decodeStacker(file: StackerFile): Stacker {
  if (file.format !== STACKER_FORMAT || file.features !== STACK_FEATURES) throw new Error('not a stacker file of this format');
  if (file.models.join() !== STACK_MODEL_ORDER.join()) throw new Error('the stacker file reads other models');
  const crisis = head(file.crisis);
  const elevated = head(file.elevated);
  const thresholds = Object.freeze({ ...file.thresholds });
  return { thresholds, gate: file.gate, probabilities: (x) => ({ pCrisis: crisis(x), pElevated: elevated(x) }) };
}
