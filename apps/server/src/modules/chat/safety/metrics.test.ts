import { describe, it, expect } from 'vitest';
import { evaluateHeldOut, evaluateSafety } from './metrics.js';
import { heldOutMessages, labelledMessages, type LabelledMessage } from './dataset.js';

const count = (set: readonly LabelledMessage[], pred: (m: LabelledMessage) => boolean): number => set.filter(pred).length;
const fmt = (x: number): string => x.toFixed(2);

// The second set (held-out.ts) was held out once, then used for tuning; it is now held to the
// same thresholds as the first. Figures are reported in the test name, recomputed on every run.
// The set nobody tuned on is measured in safety-eval/independent.test.ts.
const heldOut = evaluateHeldOut();
const heldOutName =
  `second set (${heldOut.total} msgs, now tuning data): crisis recall ${fmt(heldOut.crisisRecall)}, ` +
  `false-alarm rate ${fmt(heldOut.falseAlarmRate)}, elevated recall ${fmt(heldOut.elevatedRecall)}`;

describe('labelled dataset', () => {
  it('has at least 300 messages and the per-label minimums', () => {
    expect(labelledMessages.length).toBeGreaterThanOrEqual(320);
    expect(count(labelledMessages, (m) => m.label === 'crisis')).toBeGreaterThanOrEqual(110);
    expect(count(labelledMessages, (m) => m.label === 'elevated')).toBeGreaterThanOrEqual(60);
    expect(count(labelledMessages, (m) => m.label === 'none')).toBeGreaterThanOrEqual(150);
  });

  it('spreads crisis messages over explicit, indirect, misspelt, multi-turn and other-person', () => {
    for (const kind of ['explicit', 'indirect', 'misspelt', 'multi-turn', 'other-person'] as const) {
      expect({ kind, n: count(labelledMessages, (m) => m.label === 'crisis' && m.kind === kind) }).toMatchObject({ kind });
      expect(count(labelledMessages, (m) => m.label === 'crisis' && m.kind === kind)).toBeGreaterThanOrEqual(15);
    }
  });

  it('has no duplicate messages, and no message in both sets', () => {
    const key = (m: LabelledMessage): string => `${m.text}\u0000${(m.previous ?? []).join('\u0000')}`;
    const tuning = new Set(labelledMessages.map(key));
    expect(tuning.size).toBe(labelledMessages.length);
    for (const m of heldOutMessages) expect(tuning.has(key(m))).toBe(false);
    expect(heldOutMessages.length).toBeGreaterThan(0);
  });

  it('gives at most 5 earlier turns per message', () => {
    for (const m of [...labelledMessages, ...heldOutMessages]) expect((m.previous ?? []).length).toBeLessThanOrEqual(5);
  });
});

describe('evaluateSafety on labelledMessages', () => {
  const result = evaluateSafety();

  it('never misses crises (recall ≥ 0.98) and rarely cries wolf (false alarms ≤ 0.05)', () => {
    expect(result.total).toBe(labelledMessages.length);
    expect(result.crisisRecall).toBeGreaterThanOrEqual(0.98);
    expect(result.falseAlarmRate).toBeLessThanOrEqual(0.05);
    expect(result.elevatedRecall).toBeGreaterThanOrEqual(0.8);
  });

  it('reports a consistent confusion matrix and misses', () => {
    const cells = Object.values(result.confusion).flatMap((row) => Object.values(row));
    expect(cells.reduce((a, b) => a + b, 0)).toBe(result.total);
    const diagonal = result.confusion.none.none + result.confusion.elevated.elevated + result.confusion.crisis.crisis;
    expect(result.misses.length).toBe(result.total - diagonal);
    for (const miss of result.misses) expect(miss.got).not.toBe(miss.label);
  });

  it('defaults to labelledMessages and accepts any set', () => {
    const tiny: LabelledMessage[] = [
      { text: 'I want to die', label: 'crisis', kind: 'explicit' },
      { text: 'this commute is killing me', label: 'none', kind: 'idiomatic' },
      { text: 'I feel hopeless', label: 'elevated', kind: 'explicit' },
    ];
    expect(evaluateSafety(tiny)).toMatchObject({ total: 3, crisisRecall: 1, falseAlarmRate: 0, elevatedRecall: 1, misses: [] });
    expect(evaluateSafety([])).toMatchObject({ total: 0, crisisRecall: 1, falseAlarmRate: 0, elevatedRecall: 1 });
  });
});

describe('evaluateSafety on the second set (held-out.ts, now tuning data)', () => {
  it(heldOutName, () => {
    expect(heldOut.total).toBe(heldOutMessages.length);
    expect(heldOut.crisisRecall).toBeGreaterThanOrEqual(0.98);
    expect(heldOut.falseAlarmRate).toBeLessThanOrEqual(0.05);
    expect(heldOut.elevatedRecall).toBeGreaterThanOrEqual(0.8);
  });
});
