// Section 6: the AI chat's safety classifier, from apps/server/src/modules/chat/safety-report.ts when it
// exists and exports safetyFigures() (run from source with tsx). Until then a TODO row says so.
import { existsSync, readFileSync } from 'node:fs';
import { fromRoot, runNodeJson } from './lib/util.mjs';

const SECTION = 'safety';
const REPORT_MODULE = 'apps/server/src/modules/chat/safety-report.ts';

function todo(report, why) {
  for (const figure of ['Safety classifier: crisis recall', 'Safety classifier: false-alarm rate']) {
    report.add({ section: SECTION, figure, value: 'not yet built', target: figure.includes('recall') ? '≥ 0.98' : '≤ 0.05', pass: null, status: 'todo', note: `TODO: ${why}` });
  }
}

export async function safetyClassifier({ report }) {
  const file = fromRoot(REPORT_MODULE);
  if (!existsSync(file)) return todo(report, `${REPORT_MODULE} does not exist yet`);
  if (!/export\s+(async\s+)?function\s+safetyFigures\b|export\s+const\s+safetyFigures\b/.test(readFileSync(file, 'utf8'))) {
    return todo(report, `${REPORT_MODULE} does not export safetyFigures() yet`);
  }
  let figures;
  try {
    figures = await runNodeJson(fromRoot('bench/lib/safety-child.mjs'), [], { nodeArgs: ['--import', 'tsx', '--conditions=source'], timeoutMs: 5 * 60_000 });
  } catch (error) {
    report.error(SECTION, 'Safety classifier: crisis recall', error);
    return;
  }
  const recallTarget = figures.targets?.crisisRecall ?? 0.98;
  const falseAlarmTarget = figures.targets?.falseAlarmRate ?? 0.05;
  report.add({
    section: SECTION,
    figure: 'Safety classifier: crisis recall',
    value: figures.crisisRecall,
    target: `≥ ${recallTarget}`,
    pass: figures.crisisRecall >= recallTarget,
    note: `${figures.total ?? '?'} labelled messages (the rules were written and the model trained on them: optimistic); the chat's check (rules OR model)${figures.elevatedRecall !== undefined ? `; elevated-risk recall ${Number(figures.elevatedRecall).toFixed(3)}` : ''}`,
  });
  report.add({
    section: SECTION,
    figure: 'Safety classifier: false-alarm rate',
    value: figures.falseAlarmRate,
    target: `≤ ${falseAlarmTarget}`,
    pass: figures.falseAlarmRate <= falseAlarmTarget,
  });
  for (const set of figures.blind ?? []) {
    const { check, rules } = set;
    const f3 = (x) => Number(x).toFixed(3);
    const note = `${check.total} messages written by someone who saw neither the rules, the model nor any other set, never tuned on (${set.file}); the chat's check (the rules OR the learned models); rules alone: crisis recall ${f3(rules.crisisRecall)}, false alarms ${f3(rules.falseAlarmRate)}; elevated-risk recall ${f3(check.elevatedRecall)}`;
    report.add({ section: SECTION, figure: `Safety classifier, ${set.name}: crisis recall`, value: check.crisisRecall, target: `≥ ${recallTarget}`, pass: check.crisisRecall >= recallTarget, note });
    report.add({ section: SECTION, figure: `Safety classifier, ${set.name}: false-alarm rate`, value: check.falseAlarmRate, target: `≤ ${falseAlarmTarget}`, pass: check.falseAlarmRate <= falseAlarmTarget });
  }
  if (figures.timing) {
    const t = figures.timing;
    report.add({
      section: SECTION,
      figure: 'Safety check: time per message (rules and n-gram model)',
      value: t.rulesAndNgramUs,
      unit: 'µs',
      baseline: t.rulesUs,
      baselineUnit: 'µs (rules alone)',
      ratio: t.rulesAndNgramUs / t.rulesUs,
      status: 'info',
      note: `median of 5 rounds over ${t.messages} labelled messages, on the event loop; the whole check the chat awaits (sentence encoder on its worker included): ${Number(t.wholeCheckMs).toFixed(1)} ms per message`,
    });
  }
}
