/**
 * The chat's risk check: the rules (risk.ts) OR two learned models, the highest level of the three (decision 007:
 * "U", since the twenty-first session). C learned from ten labelled sets, I from fifteen (model/data.ts); each
 * reads crises the other misses, and both read the same embeddings.
 *
 * Each model's probability mixes two halves trained on the same sets:
 *  - the n-gram heads (weights.json for C, weights-i.json for I; score.ts): surface wording, slang and typos;
 *  - the sentence heads (sentence-weights.json, sentence-weights-i.json): what a sentence encoder makes of the
 *    message, of the earlier turns, and of both together, so that phrasings no rule and no n-gram has seen still
 *    count.
 * Thresholds on the mix were chosen by leave-one-set-out cross-validation (sentence-build.ts).
 *
 * If the encoder cannot answer (not loaded, busy past the timeout, failed), the rules' answer stands alone
 * and the reason "model:unavailable" says so: a message is never held back waiting for the model, and never
 * judged by half a model whose thresholds were not chosen for it.
 */
import { assessRisk, maxLevel } from '../risk.js';
import { modelLevel, probability } from './learn.js';
import { combineRisk, ngramHeads, ngramProbabilities, type CombinedRisk, type ModelRisk, type NgramProbabilities } from './score.js';
import { sentenceEncoder, type SentenceEncoder } from './sentence-encoder.js';
import { sentenceInputs, sentenceVector } from './sentence-features.js';
import { decodeSentenceHeads, mixProbability, type SentenceWeightsFile } from './sentence-weights-format.js';
import sentenceIJson from './sentence-weights-i.json' with { type: 'json' };
import sentenceJson from './sentence-weights.json' with { type: 'json' };
import type { WeightsFile } from './weights-format.js';
import ngramIJson from './weights-i.json' with { type: 'json' };

/** One mixed model: n-gram heads and sentence heads, half and half, at the thresholds chosen for the mix. */
export interface MixedModel {
  name: string;
  thresholds: Readonly<{ crisis: number; elevated: number }>;
  risk(text: string, previous: readonly string[], embeddings: readonly ArrayLike<number>[]): ModelRisk;
}

function mixedModel(name: string, ngram: NgramProbabilities, file: SentenceWeightsFile): MixedModel {
  const heads = decodeSentenceHeads(file);
  const thresholds = Object.freeze({ ...file.thresholds });
  return {
    name,
    thresholds,
    risk(text, previous, embeddings) {
      const n = ngram(text, previous);
      const dense = sentenceVector(embeddings);
      const pCrisis = mixProbability(probability(heads.crisis, dense), n.pCrisis, file.share);
      const pElevated = mixProbability(probability(heads.elevated, dense), n.pElevated, file.share);
      return { level: modelLevel(pCrisis, pElevated, thresholds.crisis, thresholds.elevated), pCrisis, pElevated };
    },
  };
}

/**
 * The two mixed models the check reads, both from the same embeddings (decision 007, twenty-first session):
 * C (ten labelled sets) and I (fifteen). Each reads crises the other misses.
 */
export const MIXED_MODELS: readonly MixedModel[] = [
  mixedModel('C', ngramProbabilities, sentenceJson as SentenceWeightsFile),
  mixedModel('I', ngramHeads(ngramIJson as WeightsFile), sentenceIJson as SentenceWeightsFile),
];

/** C's thresholds (the first model's). */
export const ASSESS_THRESHOLDS: Readonly<{ crisis: number; elevated: number }> = MIXED_MODELS[0]!.thresholds;
/** How long a message waits for its embeddings before the rules answer alone. */
export const ASSESS_EMBED_TIMEOUT_MS = 3_000;

/** The chat's answer: the rules' assessment, raised by the mixed models (score.ts's combineRisk). */
export type AssessedRisk = CombinedRisk;

/** The highest level the mixed models read, from the message and the embeddings of sentenceInputs(text, previous); on a tie, the first model's answer. */
export function mixedModelRisk(text: string, previous: readonly string[], embeddings: readonly ArrayLike<number>[]): ModelRisk {
  let highest: ModelRisk | undefined;
  for (const model of MIXED_MODELS) {
    const risk = model.risk(text, previous, embeddings);
    if (!highest || maxLevel(highest.level, risk.level) !== highest.level) highest = risk;
  }
  return highest!;
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
