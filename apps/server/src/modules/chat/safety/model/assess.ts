/**
 * The chat's risk check: the rules (risk.ts) OR twelve learned models behind a stacker's gate (decision 007: "AJ′",
 * since the thirty-fourth session). C learned from ten labelled sets, I from fifteen, J from twenty-five, L from
 * thirty-one, M from thirty-nine, N from forty-three, O from fifty-six, P from sixty, Q and R from sixty-four, S and T
 * from seventy-two (model/data.ts); each reads crises the others miss (J to T add crisis reads only: their elevated
 * thresholds are 1). C to S read USE's embeddings; T reads USE's and MiniLM's side by side. The highest level of the
 * twelve counts only where the stacker (stacker.ts), which reads all twelve models' probabilities and the rules' level
 * and was fitted on eight blind sets none of the models learned from, gives P(not none) at least its gate; below it the
 * rules' level stands: a message the stacker is sure is everyday is not raised by one model's false alarm.
 *
 * Each model's probability mixes two halves trained on the same sets:
 *  - the n-gram heads (weights.json for C, weights-i.json, -j, -l, -m, -n, -o, -p, -q and -s for the others, R
 *    sharing Q's and T sharing S's; score.ts): surface wording, slang and typos;
 *  - the sentence heads (sentence-weights.json, -i, -j, -l, -m, -n, -o, -p, -q: linear; hidden-weights-r.json, -s
 *    and -t: one hidden layer): what a sentence encoder makes of the message, of the earlier turns, and of both
 *    together, so that phrasings no rule and no n-gram has seen still count.
 * Thresholds on the mix were chosen by leave-one-set-out cross-validation, O's to T's by ten groups of whole sets
 * (sentence-build.ts, hidden-build.ts).
 *
 * If USE cannot answer (not loaded, busy past the timeout, failed), the rules' answer stands alone and the reason
 * "model:unavailable" says so: a message is never held back waiting for the model, and never judged by half a model
 * whose thresholds were not chosen for it. If only MiniLM cannot, T and the stacker are left out and C to S answer,
 * the highest of the eleven (decision 007's "AH"), with the reason "model:partial".
 */
import { assessRisk, maxLevel, type RiskLevel } from '../risk.js';
import { modelLevel, probability } from './learn.js';
import { extractFeatures, type SparseVector } from './features.js';
import { combineRisk, ngramHeads, ngramHeadsC, type CombinedRisk, type ModelRisk, type NgramHeads } from './score.js';
import { minilmEncoder } from './minilm-encoder.js';
import { sentenceEncoder, type SentenceEncoder, type WorkerEncoder } from './sentence-encoder.js';
import { sentenceInputs, sentenceVector, sentenceVectorBoth } from './sentence-features.js';
import { decodeSentenceHeads, mixProbability, type SentenceWeightsFile } from './sentence-weights-format.js';
import { decodeStacker, STACK_MODEL_ORDER, stackFeatures, type StackerFile } from './stacker.js';
import stackerJson from './stacker-weights-aj.json' with { type: 'json' };
import { decodeHiddenSentenceHeads, hiddenProbability, type HiddenSentenceWeightsFile } from './hidden-weights-format.js';
import hiddenRJson from './hidden-weights-r.json' with { type: 'json' };
import hiddenSJson from './hidden-weights-s.json' with { type: 'json' };
import hiddenTJson from './hidden-weights-t.json' with { type: 'json' };
import sentenceIJson from './sentence-weights-i.json' with { type: 'json' };
import sentenceJJson from './sentence-weights-j.json' with { type: 'json' };
import sentenceLJson from './sentence-weights-l.json' with { type: 'json' };
import sentenceMJson from './sentence-weights-m.json' with { type: 'json' };
import sentenceNJson from './sentence-weights-n.json' with { type: 'json' };
import sentenceOJson from './sentence-weights-o.json' with { type: 'json' };
import sentencePJson from './sentence-weights-p.json' with { type: 'json' };
import sentenceQJson from './sentence-weights-q.json' with { type: 'json' };
import sentenceJson from './sentence-weights.json' with { type: 'json' };
import type { WeightsFile } from './weights-format.js';
import ngramIJson from './weights-i.json' with { type: 'json' };
import ngramJJson from './weights-j.json' with { type: 'json' };
import ngramLJson from './weights-l.json' with { type: 'json' };
import ngramMJson from './weights-m.json' with { type: 'json' };
import ngramNJson from './weights-n.json' with { type: 'json' };
import ngramOJson from './weights-o.json' with { type: 'json' };
import ngramPJson from './weights-p.json' with { type: 'json' };
import ngramQJson from './weights-q.json' with { type: 'json' };
import ngramSJson from './weights-s.json' with { type: 'json' };

/**
 * What every mixed model reads of one message: its n-gram features and its sentence vector from USE (modelInputs);
 * `both`, USE's and MiniLM's side by side, when MiniLM answered.
 */
export interface ModelInputs {
  features: SparseVector;
  dense: SparseVector;
  both?: SparseVector;
}

/** One mixed model: n-gram heads and sentence heads, half and half, at the thresholds chosen for the mix. */
export interface MixedModel {
  name: string;
  thresholds: Readonly<{ crisis: number; elevated: number }>;
  /** The sentence vector its heads read: USE's alone, or both encoders' (T). */
  reads: 'use' | 'both';
  risk(inputs: ModelInputs): ModelRisk;
}

/** A sentence half: P(crisis) and P(not none) from the sentence vector. */
type SentenceHalf = (dense: SparseVector) => { crisis: number; elevated: number };

/** Linear heads (sentence-weights*.json: C to Q). */
function linearHalf(file: SentenceWeightsFile): SentenceHalf {
  const heads = decodeSentenceHeads(file);
  return (dense) => ({ crisis: probability(heads.crisis, dense), elevated: probability(heads.elevated, dense) });
}

/** Heads with one hidden layer (hidden-weights-r.json and -s.json: R and S, decision 007's "AG" and "AH"). */
function hiddenHalf(file: HiddenSentenceWeightsFile): SentenceHalf {
  const heads = decodeHiddenSentenceHeads(file);
  return (dense) => ({ crisis: hiddenProbability(heads.crisis, dense), elevated: hiddenProbability(heads.elevated, dense) });
}

function mixedModel(
  name: string,
  ngram: NgramHeads,
  sentence: SentenceHalf,
  file: { share: number; thresholds: { crisis: number; elevated: number } },
  reads: MixedModel['reads'] = 'use',
): MixedModel {
  const thresholds = Object.freeze({ ...file.thresholds });
  return {
    name,
    thresholds,
    reads,
    risk({ features, dense, both }) {
      const vector = reads === 'use' ? dense : both;
      if (!vector) throw new Error(`model ${name} needs both encoders' vector`);
      const n = ngram.probabilities(features);
      const s = sentence(vector);
      const pCrisis = mixProbability(s.crisis, n.pCrisis, file.share);
      const pElevated = mixProbability(s.elevated, n.pElevated, file.share);
      return { level: modelLevel(pCrisis, pElevated, thresholds.crisis, thresholds.elevated), pCrisis, pElevated };
    },
  };
}

/** Each n-gram file's heads, decoded once: R reads Q's (the same procedure on the same sets gives the same file). */
const NGRAM_HEADS = {
  C: ngramHeadsC,
  I: ngramHeads(ngramIJson as WeightsFile),
  J: ngramHeads(ngramJJson as WeightsFile),
  L: ngramHeads(ngramLJson as WeightsFile),
  M: ngramHeads(ngramMJson as WeightsFile),
  N: ngramHeads(ngramNJson as WeightsFile),
  O: ngramHeads(ngramOJson as WeightsFile),
  P: ngramHeads(ngramPJson as WeightsFile),
  Q: ngramHeads(ngramQJson as WeightsFile),
  S: ngramHeads(ngramSJson as WeightsFile),
} as const;

const linear = (name: string, ngram: NgramHeads, json: unknown): MixedModel => {
  const file = json as SentenceWeightsFile;
  return mixedModel(name, ngram, linearHalf(file), file);
};
const hidden = (name: string, ngram: NgramHeads, json: unknown, reads: MixedModel['reads'] = 'use'): MixedModel => {
  const file = json as HiddenSentenceWeightsFile;
  return mixedModel(name, ngram, hiddenHalf(file), file, reads);
};

/**
 * The eleven mixed models that read USE's vector (decision 007, twenty-first to twenty-ninth sessions; with
 * BOTH_ENCODER_MODELS, the same list as data.ts's TRAINED_MODELS, which the training scripts read): C (ten labelled
 * sets), I (fifteen), J (twenty-five), L (thirty-one), M (thirty-nine), N (forty-three), O (fifty-six), P (sixty), Q
 * (sixty-four), R (Q's sets and n-gram heads, its sentence heads with a hidden layer) and S (R's procedure on
 * seventy-two sets). Each reads crises the others miss.
 */
export const MIXED_MODELS: readonly MixedModel[] = [
  linear('C', NGRAM_HEADS.C, sentenceJson),
  linear('I', NGRAM_HEADS.I, sentenceIJson),
  linear('J', NGRAM_HEADS.J, sentenceJJson),
  linear('L', NGRAM_HEADS.L, sentenceLJson),
  linear('M', NGRAM_HEADS.M, sentenceMJson),
  linear('N', NGRAM_HEADS.N, sentenceNJson),
  linear('O', NGRAM_HEADS.O, sentenceOJson),
  linear('P', NGRAM_HEADS.P, sentencePJson),
  linear('Q', NGRAM_HEADS.Q, sentenceQJson),
  hidden('R', NGRAM_HEADS.Q, hiddenRJson),
  hidden('S', NGRAM_HEADS.S, hiddenSJson),
];

/** The models that read both encoders' vector: T (S's sets and n-gram heads, its sentence heads on USE and MiniLM). */
export const BOTH_ENCODER_MODELS: readonly MixedModel[] = [hidden('T', NGRAM_HEADS.S, hiddenTJson, 'both')];

// Every model's n-gram heads were trained on features extracted the same way, so a message's are extracted once.
const FEATURES = ngramHeadsC.features;
for (const heads of Object.values(NGRAM_HEADS)) {
  if (JSON.stringify(heads.features) !== JSON.stringify(FEATURES)) throw new Error('the mixed models must share their n-gram feature options');
}

/**
 * The message's n-gram features and its sentence vectors, from the embeddings of sentenceInputs(text, previous) by
 * USE and, when given, by MiniLM.
 */
export function modelInputs(text: string, previous: readonly string[], embeddings: readonly ArrayLike<number>[], minilm?: readonly ArrayLike<number>[]): ModelInputs {
  const inputs: ModelInputs = { features: extractFeatures(text, previous, FEATURES), dense: sentenceVector(embeddings) };
  if (minilm) inputs.both = sentenceVectorBoth(embeddings, minilm);
  return inputs;
}

/** C's thresholds (the first model's). */
export const ASSESS_THRESHOLDS: Readonly<{ crisis: number; elevated: number }> = MIXED_MODELS[0]!.thresholds;
/** How long a message waits for its embeddings before the rules answer alone. */
export const ASSESS_EMBED_TIMEOUT_MS = 3_000;

/** The chat's answer: the rules' assessment, raised by the mixed models (score.ts's combineRisk). */
export type AssessedRisk = CombinedRisk;

/** The highest level of the given readings; on a tie, the first one. */
function highest(risks: readonly ModelRisk[]): ModelRisk {
  let top = risks[0]!;
  for (const risk of risks) if (maxLevel(top.level, risk.level) !== top.level) top = risk;
  return top;
}

const STACKER = decodeStacker(stackerJson as StackerFile);
/** The twelve models, in the order the stacker reads them. */
export const STACKED_MODELS: readonly MixedModel[] = [...MIXED_MODELS, ...BOTH_ENCODER_MODELS];
if (STACKED_MODELS.map((m) => m.name).join() !== STACK_MODEL_ORDER.join()) throw new Error('the stacker reads the models in this order');

/**
 * What the learned models read of a message, from the embeddings of sentenceInputs(text, previous) and the rules'
 * level. With MiniLM's embeddings (AJ′): the highest level of all twelve where the stacker's P(not none) reaches its
 * gate, otherwise none (the models' readings are set aside, and the rules' level stands). With USE's alone (AH): the
 * highest level of the eleven that read USE.
 */
export function mixedModelRisk(
  text: string,
  previous: readonly string[],
  embeddings: readonly ArrayLike<number>[],
  minilm: readonly ArrayLike<number>[] | undefined,
  rules: RiskLevel,
): ModelRisk {
  const inputs = modelInputs(text, previous, embeddings, minilm);
  if (!inputs.both) return highest(MIXED_MODELS.map((model) => model.risk(inputs)));
  const risks = STACKED_MODELS.map((model) => model.risk(inputs));
  const stacked = STACKER.probabilities(stackFeatures(risks, rules));
  return stacked.pElevated >= STACKER.gate ? highest(risks) : { level: 'none', ...stacked };
}

const unavailable = (result: PromiseSettledResult<unknown>): boolean => {
  if (result.status === 'fulfilled') return false;
  if ((result.reason as Error).name !== 'EmbeddingUnavailable') throw result.reason;
  return true;
};

/**
 * The check the chat runs on every message before any reply is generated. Both encoders embed at once, each on its
 * own worker, within the same timeout.
 */
export async function assessMessage(
  text: string,
  previous: readonly string[],
  encoder: SentenceEncoder = sentenceEncoder(),
  timeoutMs = ASSESS_EMBED_TIMEOUT_MS,
  second: WorkerEncoder = minilmEncoder(),
): Promise<AssessedRisk> {
  const rules = assessRisk(text, previous);
  // Nothing can raise a crisis: the person gets crisis help without waiting for the model.
  if (rules.level === 'crisis') return { ...rules, rules: rules.level };
  const texts = sentenceInputs(text, previous);
  const [use, minilm] = await Promise.allSettled([encoder.embed(texts, timeoutMs), second.embed(texts, timeoutMs)]);
  if (unavailable(use) || use.status !== 'fulfilled') return combineRisk(rules, undefined);
  if (unavailable(minilm) || minilm.status !== 'fulfilled') {
    const partial = combineRisk(rules, mixedModelRisk(text, previous, use.value, undefined, rules.level));
    return { ...partial, reasons: [...partial.reasons, 'model:partial'] };
  }
  return combineRisk(rules, mixedModelRisk(text, previous, use.value, minilm.value, rules.level));
}
