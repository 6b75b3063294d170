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
    note: `${figures.total ?? '?'} labelled messages${figures.elevatedRecall !== undefined ? `; elevated-risk recall ${Number(figures.elevatedRecall).toFixed(3)}` : ''}`,
  });
  report.add({
    section: SECTION,
    figure: 'Safety classifier: false-alarm rate',
    value: figures.falseAlarmRate,
    target: `≤ ${falseAlarmTarget}`,
    pass: figures.falseAlarmRate <= falseAlarmTarget,
  });
  if (figures.heldOut) {
    const held = figures.heldOut;
    const note = `${held.total} messages written by someone who never saw the rules, never tuned on (chat/safety-eval/second-fresh-set.ts); elevated-risk recall ${Number(held.elevatedRecall).toFixed(3)}`;
    report.add({ section: SECTION, figure: 'Safety classifier, blind set: crisis recall', value: held.crisisRecall, target: `≥ ${recallTarget}`, pass: held.crisisRecall >= recallTarget, note });
    report.add({ section: SECTION, figure: 'Safety classifier, blind set: false-alarm rate', value: held.falseAlarmRate, target: `≤ ${falseAlarmTarget}`, pass: held.falseAlarmRate <= falseAlarmTarget });
  }
}
