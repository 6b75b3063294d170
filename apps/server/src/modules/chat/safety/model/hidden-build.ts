/**
 * Builds hidden-weights-r.json: model R's sentence half, two heads with one hidden layer each (decision 007, "AG").
 * The procedure is sentence-build.ts's with another learner:
 *
 *  1. Every labelled message of R's sets (Q's sixty-four) is embedded by the real encoder.
 *  2. Ten groups of whole sets (Q's folds): the hidden-layer heads and the n-gram heads are each trained on the other
 *     groups and score the held-out one; the mix is half and half, as every model's.
 *  3. Thresholds for rules OR model from those out-of-fold scores (build.ts's chooseThresholds, Q's rule).
 *  4. The heads are trained on all the sets (hidden-learn.ts, HIDDEN_HYPER).
 *
 * R's n-gram half is Q's (weights-q.json): the same procedure on the same sets gives the same file.
 */
import { chooseThresholds } from './build.js';
import { folds, outOfFold, outOfFoldLearned, rulesLevels, type FoldModel } from './cv.js';
import { allExamples, TRAINED_MODELS, type Example } from './data.js';
import type { SparseVector } from './features.js';
import { HIDDEN_HYPER, trainHiddenModel } from './hidden-learn.js';
import { encodeHiddenHead, HIDDEN_SENTENCE_FORMAT, hiddenProbability, type HiddenSentenceWeightsFile } from './hidden-weights-format.js';
import type { SentenceEncoder } from './sentence-encoder.js';
import { embedMessages, mixOutOfFold, trainingChecks, type SentenceBuilt } from './sentence-build.js';
import { SENTENCE_FEATURES, sentenceVector } from './sentence-features.js';
import { SENTENCE_SHARE } from './sentence-weights-format.js';

/** Model R: Q's sets, Q's folds, Q's n-gram half. */
export const MODEL_R = { name: 'R', sets: TRAINED_MODELS.q.sets, cv: TRAINED_MODELS.q.cv, ngramFile: TRAINED_MODELS.q.ngramFile, sentenceFile: 'hidden-weights-r.json' } as const;

function hiddenLearner(examples: readonly Example[], xs: readonly SparseVector[]): FoldModel {
  const model = trainHiddenModel(examples, xs);
  return { crisis: (x) => hiddenProbability(model.crisis, x), elevated: (x) => hiddenProbability(model.elevated, x) };
}

export type HiddenBuilt = Omit<SentenceBuilt, 'file'> & { file: HiddenSentenceWeightsFile };

export async function buildHiddenSentenceWeights(encoder: SentenceEncoder, encoderName: string, log: (line: string) => void = () => {}): Promise<HiddenBuilt> {
  const examples = allExamples(MODEL_R.sets);
  const xs = (await embedMessages(encoder, examples)).map(sentenceVector);
  log(`embedded ${examples.length} messages`);
  const rules = rulesLevels(examples);
  const fold = folds(examples, MODEL_R.cv);
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
    features: SENTENCE_FEATURES,
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
