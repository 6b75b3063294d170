/**
 * The chat's risk check: the rules (risk.ts) OR the learned model, the higher level of the two (decision 007).
 *
 * The model's probability mixes two halves trained on the same five labelled sets:
 *  - the n-gram heads (weights.json, score.ts): surface wording, slang and typos;
 *  - the sentence heads (sentence-weights.json): what a sentence encoder makes of the message, of the
 *    earlier turns, and of both together, so that phrasings no rule and no n-gram has seen still count.
 * Thresholds on the mix were chosen by leave-one-set-out cross-validation (sentence-build.ts).
 *
 * If the encoder cannot answer (not loaded, busy past the timeout, failed), the rules' answer stands alone
 * and the reason "model:unavailable" says so: a message is never held back waiting for the model, and never
 * judged by half a model whose thresholds were not chosen for it.
 */
import { assessRisk, type RiskAssessment, type RiskLevel } from '../risk.js';
import { extractFeatures } from './features.js';
import { probability } from './learn.js';
import { decodeSentenceHeads, mixProbability, type SentenceWeightsFile } from './sentence-weights-format.js';
import { sentenceEncoder, type SentenceEncoder } from './sentence-encoder.js';
import { sentenceInputs, sentenceVector } from './sentence-features.js';
import { decode, type WeightsFile } from './weights-format.js';
import ngramJson from './weights.json' with { type: 'json' };
import sentenceJson from './sentence-weights.json' with { type: 'json' };

const ngramFile = ngramJson as WeightsFile;
const ngram = decode(ngramFile);
const sentenceFile = sentenceJson as SentenceWeightsFile;
const sentence = decodeSentenceHeads(sentenceFile);

export const ASSESS_THRESHOLDS: Readonly<{ crisis: number; elevated: number }> = Object.freeze({ ...sentenceFile.thresholds });
/** How long a message waits for its embeddings before the rules answer alone. */
export const ASSESS_EMBED_TIMEOUT_MS = 3_000;

export interface MixedModelRisk {
  level: RiskLevel;
  pCrisis: number;
  pElevated: number;
}

export interface AssessedRisk extends RiskAssessment {
  rules: RiskLevel;
  /** Absent when the rules already said crisis, or the encoder could not answer ("model:unavailable"). */
  model?: MixedModelRisk;
}

const RANK: Record<RiskLevel, number> = { none: 0, elevated: 1, crisis: 2 };

/** The mixed model's level, from the message and the embeddings of sentenceInputs(text, previous). */
export function mixedModelRisk(text: string, previous: readonly string[], embeddings: readonly ArrayLike<number>[]): MixedModelRisk {
  const sparse = extractFeatures(text, previous, ngramFile.features);
  const dense = sentenceVector(embeddings);
  const pCrisis = mixProbability(probability(sentence.crisis, dense), probability(ngram.crisis, sparse), sentenceFile.share);
  const pElevated = mixProbability(probability(sentence.elevated, dense), probability(ngram.elevated, sparse), sentenceFile.share);
  const level: RiskLevel = pCrisis >= ASSESS_THRESHOLDS.crisis ? 'crisis' : pElevated >= ASSESS_THRESHOLDS.elevated ? 'elevated' : 'none';
  return { level, pCrisis, pElevated };
}

/** Rules OR model, given the embeddings (pure; the evaluation sets batch their embeddings and call this). */
export function combineRisk(rules: RiskAssessment, model: MixedModelRisk | undefined): AssessedRisk {
  if (!model) return { ...rules, reasons: [...rules.reasons, 'model:unavailable'], rules: rules.level };
  if (RANK[model.level] <= RANK[rules.level]) return { ...rules, rules: rules.level, model };
  // The model does not name a topic; 'distress' stands in when the rules matched nothing.
  const categories = rules.categories.length > 0 ? [...rules.categories] : (['distress'] as const).slice();
  return { level: model.level, categories, reasons: [...rules.reasons, `model:${model.level}`], rules: rules.level, model };
}

/** The check the chat runs on every message before any reply is generated. */
export async function assessMessage(
  text: string,
  previous: readonly string[],
  encoder: SentenceEncoder = sentenceEncoder(),
  timeoutMs = ASSESS_EMBED_TIMEOUT_MS,
): Promise<AssessedRisk> {
  const rules = assessRisk(text, previous);
  // Nothing can raise a crisis: the person gets crisis help without waiting for the model.
  if (rules.level === 'crisis') return { ...rules, rules: rules.level };
  let model: MixedModelRisk | undefined;
  try {
    model = mixedModelRisk(text, previous, await encoder.embed(sentenceInputs(text, previous), timeoutMs));
  } catch (error) {
    if ((error as Error).name !== 'EmbeddingUnavailable') throw error;
  }
  return combineRisk(rules, model);
}
