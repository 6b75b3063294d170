/**
 * Builds sentence-weights.json: the sentence half of the learned model (README.md, "Sentence model").
 *
 *  1. Every labelled message is embedded (sentence-features.ts) by the real encoder.
 *  2. Cross-validation by whole sets (the model's `cv`: one set held out at a time, or ten groups of sets; cv.ts's
 *     `folds`): the sentence heads and the n-gram heads are each trained on the other folds and score the held-out one; the model's probability is SENTENCE_SHARE × sentence + (1 − SENTENCE_SHARE) × n-gram.
 *  3. Thresholds for rules OR model from those out-of-fold scores (build.ts's chooseThresholds: none→crisis
 *     ≤ 0.05, then none→flagged ≤ 0.10, pooled).
 *  4. The sentence heads are trained on all the sets; weights are rounded to 7 significant digits.
 *
 * The shipped file also holds `checks`: a few training messages with the probabilities the sentence heads
 * gave them when the file was built, so a test can show the encoder on this machine embeds as it did then.
 * Hyper-parameters (λ 0.3, share 0.5, the three embeddings) were chosen by leave-one-set-out AUC and recall
 * among λ ∈ {0.001, 0.01, 0.1, 0.3, 1}, share ∈ {0.5, 0.7}, message/context/joint layouts; no blind set
 * was read for it.
 */
import type { RiskLevel } from '../risk.js';
import { chooseThresholds } from './build.js';
import { folds, outOfFold, outOfFoldVectors, rulesLevels, type OutOfFold, type ThresholdCv } from './cv.js';
import { allExamples, C_SETS, type Example, type SetName } from './data.js';
import type { SparseVector } from './features.js';
import { probability, trainModel, type Hyper, type LinearHead } from './learn.js';
import { decodeSentenceHeads, mixProbability, SENTENCE_FORMAT, SENTENCE_SHARE, type SentenceHeadFile, type SentenceWeightsFile } from './sentence-weights-format.js';
import type { SentenceEncoder, WorkerEncoder } from './sentence-encoder.js';
import { SENTENCE_FEATURES, sentenceInputs, sentenceVector } from './sentence-features.js';

export const SENTENCE_HYPER: Hyper = { lambda: 0.3, tolerance: 1e-6, maxIterations: 500 };
const CHECK_COUNT = 12;
const BATCH = 64;

/**
 * Embeds each message's sentenceInputs() (batched; repeated texts embedded once), in order. `byLength` batches the
 * texts shortest first (MiniLM pads a batch to its longest text; USE's batches keep the order they were built in).
 */
export async function embedMessages(
  encoder: WorkerEncoder,
  messages: readonly { text: string; previous?: readonly string[] }[],
  { byLength = false }: { byLength?: boolean } = {},
): Promise<Float32Array[][]> {
  const inputs = messages.map((m) => sentenceInputs(m.text, m.previous ?? []));
  const unique = [...new Set(inputs.flat())];
  if (byLength) unique.sort((a, b) => a.length - b.length);
  const vectors = new Map<string, Float32Array>();
  for (let i = 0; i < unique.length; i += BATCH) {
    const batch = unique.slice(i, i + BATCH);
    const embedded = await encoder.embed(batch, 120_000);
    batch.forEach((text, j) => vectors.set(text, embedded[j] as Float32Array));
  }
  return inputs.map((texts) => texts.map((t) => vectors.get(t) as Float32Array));
}

/**
 * Each message's embeddings by USE and, when `second` is given, by MiniLM (batched by length), both encoders at once
 * on their own workers; MiniLM's are undefined without it.
 */
export function embedWithBoth(
  encoder: WorkerEncoder,
  second: WorkerEncoder | null | undefined,
  messages: readonly { text: string; previous?: readonly string[] }[],
): Promise<[Float32Array[][], Float32Array[][] | undefined]> {
  return Promise.all([embedMessages(encoder, messages), second ? embedMessages(second, messages, { byLength: true }) : undefined]);
}

const round = (x: number): number => Number(x.toPrecision(7));

/**
 * A few training messages (spread over the sets, in order) with the probabilities the shipped heads give them, for
 * a weights file's `checks`: a test can then show the encoder on this machine embeds as it did at build time.
 */
export function trainingChecks(
  examples: readonly Example[],
  xs: readonly SparseVector[],
  score: (x: SparseVector) => { pCrisis: number; pElevated: number },
): SentenceWeightsFile['checks'] {
  const step = Math.floor(examples.length / CHECK_COUNT);
  return Array.from({ length: CHECK_COUNT }, (_, i) => {
    const n = i * step + (i % 3);
    const e = examples[n] as Example;
    const p = score(xs[n] as SparseVector);
    return { text: e.text, previous: [...e.previous], pCrisis: round(p.pCrisis), pElevated: round(p.pElevated) };
  });
}

export function mixOutOfFold(sentence: OutOfFold, ngram: OutOfFold, share = SENTENCE_SHARE): OutOfFold {
  return {
    pCrisis: sentence.pCrisis.map((p, i) => mixProbability(p, ngram.pCrisis[i] as number, share)),
    pElevated: sentence.pElevated.map((p, i) => mixProbability(p, ngram.pElevated[i] as number, share)),
  };
}

export interface SentenceBuilt {
  file: SentenceWeightsFile;
  json: string;
  examples: Example[];
  rules: RiskLevel[];
  /** Out-of-fold scores (the model's `cv`): the sentence heads alone, the n-gram heads alone, and the mix. */
  heldOut: { sentence: OutOfFold; ngram: OutOfFold; mixed: OutOfFold };
}

/** Model C's sentence weights by default; another model's with its sets and cross-validation (data.ts's TRAINED_MODELS). */
export async function buildSentenceWeights(encoder: SentenceEncoder, encoderName: string, sets: readonly SetName[] = C_SETS, cv: ThresholdCv = 'loso'): Promise<SentenceBuilt> {
  const examples = allExamples(sets);
  const xs = (await embedMessages(encoder, examples)).map(sentenceVector);
  const rules = rulesLevels(examples);
  const fold = folds(examples, cv);
  const sentence = outOfFoldVectors(examples, xs, fold, SENTENCE_HYPER);
  const ngram = outOfFold(examples, fold);
  const mixed = mixOutOfFold(sentence, ngram);
  const thresholds = chooseThresholds(examples, mixed, rules);
  const trained = trainModel(examples, SENTENCE_HYPER, xs);
  const head = (h: LinearHead): SentenceHeadFile => ({ bias: round(h.bias), weights: Array.from(h.w.subarray(0, SENTENCE_FEATURES), round) });
  const file: SentenceWeightsFile = {
    format: SENTENCE_FORMAT,
    encoder: encoderName,
    features: SENTENCE_FEATURES,
    hyper: SENTENCE_HYPER,
    share: SENTENCE_SHARE,
    thresholds,
    trainedOn: Object.fromEntries(['crisis', 'elevated', 'none'].map((l) => [l, examples.filter((e) => e.label === l).length])),
    crisis: head(trained.crisis),
    elevated: head(trained.elevated),
    checks: [],
  };
  const shipped = decodeSentenceHeads(file);
  file.checks = trainingChecks(examples, xs, (x) => ({ pCrisis: probability(shipped.crisis, x), pElevated: probability(shipped.elevated, x) }));
  return { file, json: `${JSON.stringify(file)}\n`, examples, rules, heldOut: { sentence, ngram, mixed } };
}
