/**
 * Trains the learned risk model and prints the cross-validation report (README.md).
 *
 *   npx tsx apps/server/src/modules/chat/safety/model/train.ts            write weights.json
 *   npx tsx apps/server/src/modules/chat/safety/model/train.ts --check    compare, write nothing
 *   … --model=i   model I (fifteen sets, weights-i.json) instead of C (ten, weights.json); --model=j model J
 *       (twenty-five sets, weights-j.json; about three and a half minutes); --model=l model L (thirty-one sets,
 *       weights-l.json; about five minutes); --model=m model M (thirty-nine sets, weights-m.json; about ten minutes);
 *       --model=n model N (forty-three sets, weights-n.json; eighteen minutes beside another training); --model=o
 *       model O (fifty-six sets, weights-o.json; thresholds from ten groups of whole sets instead of one fold per
 *       set); --model=p, --model=q and --model=s: P (sixty sets), Q (sixty-four; R shares its file) and S
 *       (seventy-two) as O, about five minutes each
 *   … --rules-then independent=/tmp/rules-bd2a486/…/safety/risk.ts fresh=/tmp/rules-ec33dec/…/risk.ts
 *       also score those sets with the rules as they stood before that set was used for tuning
 *       (exported with `git archive <commit> apps/server/src/modules/chat/safety`), combined with a
 *       model trained only on the sets that existed then (README.md, "honest combination").
 *
 * Takes about a minute on one core (C; a little more for I). Output is Markdown.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SET_NAMES, trainedModelFromArgs, type Example, type SetName } from './data.js';
import { buildWeights } from './build.js';
import { figures, folds, levelsAt, outOfFold, type Figures, type OutOfFold } from './cv.js';
import { extractFeatures } from './features.js';
import { probability } from './learn.js';
import { decode } from './weights-format.js';
import type { RiskLevel } from '../risk.js';

const out = (line = ''): void => void process.stdout.write(`${line}\n`);
const f2 = (x: number): string => x.toFixed(2);
const row = (name: string, m: Figures): string =>
  `| ${name} | ${m.n} | ${f2(m.crisisRecall)} | ${f2(m.crisisFalseAlarm)} | ${f2(m.anyFalseAlarm)} | ${f2(m.elevatedRecall)} | ${f2(m.elevatedToCrisis)} |`;
const HEADER = [
  '| | n | crisis recall | none→crisis | none→flagged | elevated recall | elevated→crisis |',
  '|---|---:|---:|---:|---:|---:|---:|',
];

const args = process.argv.slice(2);
const model = trainedModelFromArgs(args);
const weightsPath = fileURLToPath(new URL(`./${model.ngramFile}`, import.meta.url));
const check = args.includes('--check');
const rulesThen = new Map<SetName, string>();
for (let i = 0; i < args.length; i++) {
  if (args[i] !== '--rules-then') continue;
  for (let j = i + 1; j < args.length && !(args[j] as string).startsWith('--'); j++) {
    const [set, path] = (args[j] as string).split('=');
    if (set && path && (SET_NAMES as readonly string[]).includes(set)) rulesThen.set(set as SetName, path);
  }
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const built = buildWeights(model.sets, model.cv);
  const { examples, rules, heldOut, file } = built;
  const { crisis: tc, elevated: te } = file.thresholds;
  const kfold = outOfFold(examples, folds(examples, 'kfold'));

  out(`Thresholds chosen by ${model.cv === 'loso' ? 'leave-one-set-out' : 'ten-groups-of-sets'} CV: P(crisis) ≥ ${tc}, P(not none) ≥ ${te}.`);
  out();
  out(model.cv === 'loso' ? '### Leave-one-set-out (each set scored by a model trained on the others)' : '### Ten groups of whole sets (each group scored by a model trained on the other nine)');
  out();
  for (const set of [...model.sets, undefined]) {
    out(`**${set ?? 'pooled (every held-out set)'}**`);
    out();
    out(HEADER.join('\n'));
    out(row('rules alone (tuned on this set: optimistic)', figures(examples, rules, set)));
    out(row('model alone', figures(examples, levelsAt(heldOut, tc, te), set)));
    out(row('rules OR model', figures(examples, levelsAt(heldOut, tc, te, rules), set)));
    out();
  }
  out('### Stratified 5-fold (all sets pooled, seed 20261121)');
  out();
  out(HEADER.join('\n'));
  out(row('rules alone (optimistic)', figures(examples, rules)));
  out(row('model alone', figures(examples, levelsAt(kfold, tc, te))));
  out(row('rules OR model', figures(examples, levelsAt(kfold, tc, te, rules))));
  out();
  out('### Threshold sweep (pooled; the elevated threshold fixed at the chosen value)');
  out();
  out('| P(crisis) ≥ | LOSO model: crisis recall | none→crisis | LOSO rules OR model: none→crisis | none→flagged | 5-fold model: crisis recall | none→crisis |');
  out('|---:|---:|---:|---:|---:|---:|---:|');
  for (const t of [...new Set([0.3, 0.4, 0.5, 0.6, tc, 0.7, 0.8, 0.9])].sort()) {
    const lm = figures(examples, levelsAt(heldOut, t, te));
    const lc = figures(examples, levelsAt(heldOut, t, te, rules));
    const km = figures(examples, levelsAt(kfold, t, te));
    out(`| ${t}${t === tc ? ' (chosen)' : ''} | ${f2(lm.crisisRecall)} | ${f2(lm.crisisFalseAlarm)} | ${f2(lc.crisisFalseAlarm)} | ${f2(lc.anyFalseAlarm)} | ${f2(km.crisisRecall)} | ${f2(km.crisisFalseAlarm)} |`);
  }
  out();

  // Pruning and int16 quantisation must not change decisions: compare on every example.
  const q = decode(file);
  const level = (pc: number, pe: number): RiskLevel => (pc >= tc ? 'crisis' : pe >= te ? 'elevated' : 'none');
  let changed = 0;
  let maxDiff = 0;
  for (const e of examples) {
    const x = extractFeatures(e.text, e.previous, file.features);
    const [pc, pe] = [probability(built.model.crisis, x), probability(built.model.elevated, x)];
    const [qc, qe] = [probability(q.crisis, x), probability(q.elevated, x)];
    maxDiff = Math.max(maxDiff, Math.abs(pc - qc), Math.abs(pe - qe));
    if (level(pc, pe) !== level(qc, qe)) changed++;
  }
  out(`Encoded weights: ${built.json.length} bytes; decisions changed by pruning/quantisation on the training messages: ${changed} (largest probability change ${maxDiff.toExponential(1)}).`);

  if (rulesThen.size > 0) await honestCombination(examples, heldOut, tc, te);

  if (check) {
    const same = readFileSync(weightsPath, 'utf8') === built.json;
    out(`${model.ngramFile} ${same ? 'matches' : 'DIFFERS FROM'} a retrain.`);
    if (!same) process.exitCode = 1;
  } else {
    writeFileSync(weightsPath, built.json);
    out(`Wrote ${weightsPath}.`);
  }
  out(`Total ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
}

/**
 * The honest test of the combination: the rules as they stood before a set was used for tuning
 * (the commits named in README.md), OR a model that never saw that set. "chronological" trains
 * only on the sets that existed then (the order of SET_NAMES); "LOSO" on the other four.
 */
async function honestCombination(examples: readonly Example[], heldOut: OutOfFold, tc: number, te: number): Promise<void> {
  const order = (s: SetName): number => SET_NAMES.indexOf(s);
  const chrono = outOfFold(examples, folds(examples, 'loso'), undefined, undefined, (f, e) => order(e.set) < f);
  out();
  out('### Honest combination: rules before tuning on the set, OR a model that never saw it');
  for (const [set, path] of rulesThen) {
    const mod = (await import(path)) as { assessRisk: (t: string, p: readonly string[]) => { level: RiskLevel } };
    const then = examples.map((e): RiskLevel => (e.set === set ? mod.assessRisk(e.text, e.previous).level : 'none'));
    out();
    out(`**${set}** (rules from ${path.replace(/^.*rules-([0-9a-f]+).*$/, '$1')})`);
    out();
    out(HEADER.join('\n'));
    out(row('rules then', figures(examples, then, set)));
    for (const [name, oof] of [['chronological', chrono], ['LOSO', heldOut]] as const) {
      out(row(`${name} model alone`, figures(examples, levelsAt(oof, tc, te), set)));
      out(row(`rules then OR ${name} model`, figures(examples, levelsAt(oof, tc, te, then), set)));
    }
    for (const t of [0.5, 0.6, 0.8]) {
      if (t === tc) continue;
      out(row(`rules then OR chronological model, P(crisis) ≥ ${t}`, figures(examples, levelsAt(chrono, t, te, then), set)));
    }
  }
}

void main();
