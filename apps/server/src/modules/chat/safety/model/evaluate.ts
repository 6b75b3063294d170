/**
 * The chat's check (assess.ts: rules OR the mixed model) measured on a labelled set. The set's embeddings
 * are computed in batches first, which is the same vectors assessMessage() would get one message at a time.
 */
import { scoreLevels, type SafetyMetrics, type ScoredMessage } from '../metrics.js';
import { assessRisk } from '../risk.js';
import { mixedModelRisk } from './assess.js';
import { combineRisk } from './score.js';
import { embedMessages } from './sentence-build.js';
import { sentenceEncoder, type SentenceEncoder } from './sentence-encoder.js';

export async function evaluateChatCheck(set: readonly ScoredMessage[], encoder: SentenceEncoder = sentenceEncoder()): Promise<SafetyMetrics> {
  const embeddings = await embedMessages(encoder, set);
  const levels = set.map((m, i) => {
    const previous = m.previous ?? [];
    return combineRisk(assessRisk(m.text, previous), mixedModelRisk(m.text, previous, embeddings[i] as Float32Array[])).level;
  });
  return scoreLevels(set, levels);
}
