/**
 * Builds a model's sentence half with two heads of one hidden layer each: hidden-weights-r.json (R, decision 007,
 * "AG") and hidden-weights-s.json (S, "AH"). The procedure is sentence-build.ts's with another learner:
 *
 *  1. Every labelled message of the model's sets (R: Q's sixty-four; S: seventy-two) is embedded by the real encoder.
 *  2. Ten groups of whole sets: the hidden-layer heads and the n-gram heads are each trained on the other groups and
 *     score the held-out one; the mix is half and half, as every model's.
 *  3. Thresholds for rules OR model from those out-of-fold scores (build.ts's chooseThresholds, Q's rule).
 *  4. The heads are trained on all the sets (hidden-learn.ts, HIDDEN_HYPER).
 *
 * The n-gram half is train.ts's on the same sets (R shares Q's weights-q.json; S has weights-s.json).
 */
import { chooseThresholds } from './build.js';
import { folds, outOfFold, outOfFoldLearned, rulesLevels, type FoldModel } from './cv.js';
import { allExamples, type Example, type TrainedModel } from './data.js';
import type { SparseVector } from './features.js';
import { HIDDEN_HYPER, trainHiddenModel } from './hidden-learn.js';
import { encodeHiddenHead, HIDDEN_SENTENCE_FORMAT, hiddenProbability, type HiddenSentenceWeightsFile } from './hidden-weights-format.js';
import type { SentenceEncoder } from './sentence-encoder.js';
import { embedWithBoth, mixOutOfFold, trainingChecks, type SentenceBuilt } from './sentence-build.js';
import type { MiniLmEncoder } from './minilm-encoder.js';
import { BOTH_SENTENCE_FEATURES, SENTENCE_FEATURES, sentenceVector, sentenceVectorBoth } from './sentence-features.js';
import { SENTENCE_SHARE } from './sentence-weights-format.js';

function hiddenLearner(examples: readonly Example[], xs: readonly SparseVector[]): FoldModel {
  const model = trainHiddenModel(examples, xs);
  return { crisis: (x) => hiddenProbability(model.crisis, x), elevated: (x) => hiddenProbability(model.elevated, x) };
}

export type HiddenBuilt = Omit<SentenceBuilt, 'file'> & { file: HiddenSentenceWeightsFile };

/**
 * `second`, for T (decision 007, "AI"): MiniLM, whose embeddings follow USE's in each vector (sentenceVectorBoth);
 * both encoders embed at once, each on its own worker.
 */
export async function buildHiddenSentenceWeights(
  model: Pick<TrainedModel, 'sets' | 'cv'>,
  encoder: SentenceEncoder,
  encoderName: string,
  log: (line: string) => void = () => {},
  second?: MiniLmEncoder,
): Promise<HiddenBuilt> {
  const examples = allExamples(model.sets);
  const [use, minilm] = await embedWithBoth(encoder, second, examples);
  const xs = minilm ? use.map((u, i) => sentenceVectorBoth(u, minilm[i] as Float32Array[])) : use.map(sentenceVector);
  const features = minilm ? BOTH_SENTENCE_FEATURES : SENTENCE_FEATURES;
  log(`embedded ${examples.length} messages`);
  const rules = rulesLevels(examples);
  const fold = folds(examples, model.cv);
  const sentence = outOfFoldLearned(examples, xs, fold, hiddenLearner);
  log('hidden-layer heads scored on the ten groups');
  const ngram = outOfFold(examples, fold);
  log('n-gram heads scored on the ten groups');
  const mixed = mixOutOfFold(sentence, ngram);
  const thresholds = chooseThresholds(examples, mixed, rules);
  const trained = trainHiddenModel(examples, xs);
  const file: HiddenSentenceWeightsFile = {
    format: HIDDEN_SENTENCE_FORMAT,
    encoder: encoderName,
    features,
    hyper: HIDDEN_HYPER,
    share: SENTENCE_SHARE,
    thresholds,
    trainedOn: Object.fromEntries(['crisis', 'elevated', 'none'].map((l) => [l, examples.filter((e) => e.label === l).length])),
    crisis: encodeHiddenHead(trained.crisis),
    elevated: encodeHiddenHead(trained.elevated),
    checks: trainingChecks(examples, xs, (x) => ({ pCrisis: hiddenProbability(trained.crisis, x), pElevated: hiddenProbability(trained.elevated, x) })),
  };
  return { file, json: `${JSON.stringify(file)}\n`, examples, rules, heldOut: { sentence, ngram, mixed } };
}
