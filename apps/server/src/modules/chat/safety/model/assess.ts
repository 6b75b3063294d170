/**
 * The chat's risk check: the rules (risk.ts) OR the learned model, the higher level of the two (decision 007).
 *
 * The model's probability mixes two halves trained on the same ten labelled sets (model/data.ts):
 *  - the n-gram heads (weights.json, score.ts): surface wording, slang and typos;
 *  - the sentence heads (sentence-weights.json): what a sentence encoder makes of the message, of the
 *    earlier turns, and of both together, so that phrasings no rule and no n-gram has seen still count.
 * Thresholds on the mix were chosen by leave-one-set-out cross-validation (sentence-build.ts).
 *
 * If the encoder cannot answer (not loaded, busy past the timeout, failed), the rules' answer stands alone
 * and the reason "model:unavailable" says so: a message is never held back waiting for the model, and never
 * judged by half a model whose thresholds were not chosen for it.
 */
import { assessRisk } from '../risk.js';
import { modelLevel, probability } from './learn.js';
import { combineRisk, ngramProbabilities, type CombinedRisk, type ModelRisk } from './score.js';
import { sentenceEncoder, type SentenceEncoder } from './sentence-encoder.js';
import { sentenceInputs, sentenceVector } from './sentence-features.js';
import { decodeSentenceHeads, mixProbability, type SentenceWeightsFile } from './sentence-weights-format.js';
import sentenceJson from './sentence-weights.json' with { type: 'json' };

const sentenceFile = sentenceJson as SentenceWeightsFile;
const sentence = decodeSentenceHeads(sentenceFile);

export const ASSESS_THRESHOLDS: Readonly<{ crisis: number; elevated: number }> = Object.freeze({ ...sentenceFile.thresholds });
/** How long a message waits for its embeddings before the rules answer alone. */
export const ASSESS_EMBED_TIMEOUT_MS = 3_000;

/** The chat's answer: the rules' assessment, raised by the mixed model (score.ts's combineRisk). */
export type AssessedRisk = CombinedRisk;

/** The mixed model's level, from the message and the embeddings of sentenceInputs(text, previous). */
export function mixedModelRisk(text: string, previous: readonly string[], embeddings: readonly ArrayLike<number>[]): ModelRisk {
  const ngram = ngramProbabilities(text, previous);
  const dense = sentenceVector(embeddings);
  const pCrisis = mixProbability(probability(sentence.crisis, dense), ngram.pCrisis, sentenceFile.share);
  const pElevated = mixProbability(probability(sentence.elevated, dense), ngram.pElevated, sentenceFile.share);
  return { level: modelLevel(pCrisis, pElevated, ASSESS_THRESHOLDS.crisis, ASSESS_THRESHOLDS.elevated), pCrisis, pElevated };
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
  let model: ModelRisk | undefined;
  try {
    model = mixedModelRisk(text, previous, await encoder.embed(sentenceInputs(text, previous), timeoutMs));
  } catch (error) {
    if ((error as Error).name !== 'EmbeddingUnavailable') throw error;
  }
  return combineRisk(rules, model);
}
