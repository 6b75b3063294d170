/**
 * The chat's check (assess.ts: rules OR the mixed model) measured on a labelled set. The set's embeddings
 * are computed in batches first, which is the same vectors assessMessage() would get one message at a time.
 */
import { scoreLevels, type SafetyMetrics, type ScoredMessage } from '../metrics.js';
import { assessRisk } from '../risk.js';
import { mixedModelRisk } from './assess.js';
import { combineRisk } from './score.js';
import { embedWithBoth } from './sentence-build.js';
import { minilmEncoder } from './minilm-encoder.js';
import { sentenceEncoder, type SentenceEncoder, type WorkerEncoder } from './sentence-encoder.js';

/** `second`: MiniLM, which brings T in; `null` measures the check without it (decision 007's "AH"). */
export async function evaluateChatCheck(
  set: readonly ScoredMessage[],
  encoder: SentenceEncoder = sentenceEncoder(),
  second: WorkerEncoder | null = minilmEncoder(),
): Promise<SafetyMetrics> {
  const [embeddings, minilm] = await embedWithBoth(encoder, second, set);
  const levels = set.map((m, i) => {
    const previous = m.previous ?? [];
    const rules = assessRisk(m.text, previous);
    return combineRisk(rules, mixedModelRisk(m.text, previous, embeddings[i] as Float32Array[], minilm?.[i], rules.level)).level;
  });
  return scoreLevels(set, levels);
}
