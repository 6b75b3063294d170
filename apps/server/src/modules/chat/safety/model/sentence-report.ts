/**
 * What sentence-train.ts and hidden-train.ts print and write once a sentence half is built: its held-out figures
 * per set and pooled (Markdown), then the weights file written, or compared with `--check`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { figures, levelsAt, type Figures } from './cv.js';
import type { SetName } from './data.js';
import type { SentenceBuilt } from './sentence-build.js';

/** What the report reads of a built sentence half, linear or with a hidden layer. */
type Built = Pick<SentenceBuilt, 'examples' | 'rules' | 'heldOut'> & { file: { thresholds: { crisis: number; elevated: number } } };

const out = (line = ''): void => void process.stdout.write(`${line}\n`);
const f2 = (x: number): string => x.toFixed(2);
const row = (name: string, m: Figures): string => `| ${name} | ${m.n} | ${f2(m.crisisRecall)} | ${f2(m.crisisFalseAlarm)} | ${f2(m.anyFalseAlarm)} | ${f2(m.elevatedRecall)} |`;

/** Prints the report for `sets`; `heads` names the sentence heads in it. */
export function printSentenceReport(built: Built, sets: readonly SetName[], heads: string): void {
  const { examples, rules, heldOut, file } = built;
  const { crisis: tc, elevated: te } = file.thresholds;
  out(`Thresholds (mixed probability, rules OR model): P(crisis) ≥ ${tc}, P(not none) ≥ ${te}.`);
  out();
  out('| set | n | crisis recall | none→crisis | none→flagged | elevated recall |');
  out('|---|---:|---:|---:|---:|---:|');
  for (const set of [...sets, undefined]) {
    const name = set ?? 'pooled';
    out(row(`${name}: n-gram alone`, figures(examples, levelsAt(heldOut.ngram, tc, te), set)));
    out(row(`${name}: ${heads} alone`, figures(examples, levelsAt(heldOut.sentence, tc, te), set)));
    out(row(`${name}: mixed model alone`, figures(examples, levelsAt(heldOut.mixed, tc, te), set)));
    out(row(`${name}: rules OR mixed (rules tuned on it: optimistic)`, figures(examples, levelsAt(heldOut.mixed, tc, te, rules), set)));
  }
}

/** Writes the built file next to this module, or with `--check` compares it and sets the exit code. */
export function writeOrCheck(fileName: string, json: string, args: readonly string[] = process.argv): void {
  const path = new URL(`./${fileName}`, import.meta.url);
  out();
  if (args.includes('--check')) {
    const same = readFileSync(path, 'utf8') === json;
    out(same ? `${fileName} matches a fresh build.` : `${fileName} DIFFERS from a fresh build.`);
    process.exitCode = same ? 0 : 1;
  } else {
    writeFileSync(path, json);
    out(`Wrote ${fileName} (${json.length} bytes).`);
  }
}
