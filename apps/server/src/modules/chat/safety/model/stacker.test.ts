import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RiskLevel } from '../risk.js';
import { chooseGate, chooseStackThresholds, counts, gatedLevel, STACK_LAMBDA, STACK_SETS, stackedLevel, type Reading } from './stack-build.js';
import { decodeStacker, STACK_FEATURES, STACK_MODEL_ORDER, stackFeatures, STACKER_FORMAT, type StackerFile } from './stacker.js';

/** sha256 of the stacker as written by `npx tsx …/model/stack-train.ts` (decision 007, "AJ"); update both together. */
const STACKER_SHA256 = 'e827703a2ce8c0205fc28def80687986c91f00f100c1658040c8397ccbfce94b';

describe('the stacker over the twelve models (decision 007, "AJ" and "AJ′")', () => {
  const json = readFileSync(new URL('./stacker-weights-aj.json', import.meta.url), 'utf8');
  const file = JSON.parse(json) as StackerFile;

  it('ships the file recorded here, fitted on the eight spent sets the rules do not already read as a crisis, and its heads give the fitting messages the probabilities they gave them then', () => {
    expect(createHash('sha256').update(json).digest('hex')).toBe(STACKER_SHA256);
    expect(json.length).toBeLessThan(8_000);
    expect(file).toMatchObject({ format: STACKER_FORMAT, models: [...STACK_MODEL_ORDER], features: STACK_FEATURES, lambda: STACK_LAMBDA });
    expect(file.sets).toEqual(STACK_SETS.map((s) => s.name));
    const sizes = STACK_SETS.flatMap((s) => s.messages).reduce((n, m) => ({ ...n, [m.label]: n[m.label] + 1 }), { crisis: 0, elevated: 0, none: 0 } as Record<RiskLevel, number>);
    // The rules read some crises (and a few others) as a crisis already; those never reach the stacker.
    expect(file.trainedOn.crisis).toBeLessThan(sizes.crisis);
    expect(file.trainedOn.none).toBeLessThanOrEqual(sizes.none);
    expect(file.trainedOn.none).toBeGreaterThan(sizes.none * 0.95);
    for (const t of [file.thresholds.crisis, file.thresholds.elevated, file.gate]) expect(t > 0 && t < 1).toBe(true);
    expect(file.checks.length).toBeGreaterThanOrEqual(8);
    const stacker = decodeStacker(file);
    for (const check of file.checks) expect(stacker.probabilities(check.x)).toEqual({ pCrisis: check.pCrisis, pElevated: check.pElevated });
  });

  it('reads each model’s log-odds of crisis and of not-none in a fixed order, clipped, then whether the rules read elevated', () => {
    const risks = STACK_MODEL_ORDER.map((_, i) => ({ pCrisis: i === 0 ? 0.5 : i === 1 ? 1 : 1e-9, pElevated: i === 0 ? 0.75 : 0 }));
    const x = stackFeatures(risks, 'elevated');
    expect(x).toHaveLength(STACK_FEATURES);
    expect(x[0]).toBe(0);
    expect(x[1]).toBeCloseTo(Math.log(3), 12);
    expect(x.slice(2, 4)).toEqual([10, -10]);
    expect(x.slice(4, 6)).toEqual([-10, -10]);
    expect(x.at(-1)).toBe(1);
    expect(stackFeatures(risks, 'none').at(-1)).toBe(0);
    expect(() => stackFeatures(risks.slice(1), 'none')).toThrow('reads 12 models');
    expect(() => decodeStacker({ ...file, models: [...STACK_MODEL_ORDER].reverse() })).toThrow('other models');
  });

  it('never lowers the rules: their crisis stands without the stacker, their elevated read is kept when the stacker reads none', () => {
    const t = { crisis: 0.5, elevated: 0.5 };
    expect(stackedLevel('crisis', { pCrisis: 0, pElevated: 0 }, t)).toBe('crisis');
    expect(stackedLevel('elevated', { pCrisis: 0, pElevated: 0 }, t)).toBe('elevated');
    expect(stackedLevel('none', { pCrisis: 0.2, pElevated: 0.4 }, t)).toBe('none');
    expect(stackedLevel('none', { pCrisis: 0.2, pElevated: 0.6 }, t)).toBe('elevated');
    expect(stackedLevel('elevated', { pCrisis: 0.7, pElevated: 0.6 }, t)).toBe('crisis');
  });

  it('chooses θc as the highest threshold that finds AI’s crises, then θe as the highest that reads no more crises as none and keeps elevated recall within 0.02', () => {
    const reading = (label: RiskLevel, ai: RiskLevel, rules: RiskLevel = 'none'): Reading => ({ label, ai, rules, set: 0, x: [] });
    // AI: two of three crises (one read as none), both elevated messages, and two false alarms of three.
    const readings = [
      reading('crisis', 'crisis'), reading('crisis', 'crisis', 'crisis'), reading('crisis', 'none'),
      reading('elevated', 'elevated'), reading('elevated', 'elevated'),
      reading('none', 'crisis'), reading('none', 'elevated'), reading('none', 'none'),
    ];
    const oof = [
      { pCrisis: 0.8, pElevated: 0.9 }, undefined, { pCrisis: 0.3, pElevated: 0.6 },
      { pCrisis: 0.1, pElevated: 0.7 }, { pCrisis: 0.2, pElevated: 0.5 },
      { pCrisis: 0.4, pElevated: 0.45 }, { pCrisis: 0.05, pElevated: 0.2 }, { pCrisis: 0.01, pElevated: 0.1 },
    ];
    // Two crises (the rules' and the one at 0.8) need θc ≤ 0.8; the elevated messages need θe ≤ 0.5.
    const t = chooseStackThresholds(readings, oof);
    expect(t).toEqual({ crisis: 0.8, elevated: 0.5 });
    const levels = readings.map((r, i) => stackedLevel(r.rules, oof[i], t!));
    expect(counts(readings, levels)).toMatchObject({ crisisFound: 2, crisisAsNone: 0, falseAlarms: 0, elevatedFound: 2 });
    expect(counts(readings, readings.map((r) => r.ai))).toMatchObject({ crisisFound: 2, crisisAsNone: 1, falseAlarms: 2, elevatedFound: 2 });
  });

  it('AJ′: behind the gate AI’s level counts, below it the rules’ level stands, and the rules’ crisis needs no gate', () => {
    expect(gatedLevel({ rules: 'crisis', ai: 'crisis' }, undefined, 0.5)).toBe('crisis');
    expect(gatedLevel({ rules: 'none', ai: 'crisis' }, { pElevated: 0.5 }, 0.5)).toBe('crisis');
    expect(gatedLevel({ rules: 'none', ai: 'crisis' }, { pElevated: 0.49 }, 0.5)).toBe('none');
    expect(gatedLevel({ rules: 'elevated', ai: 'crisis' }, { pElevated: 0.1 }, 0.5)).toBe('elevated');
  });

  it('AJ′: chooses the highest gate that keeps AI’s crises, its crises read as none and its elevated recall within 0.02', () => {
    const reading = (label: RiskLevel, ai: RiskLevel, rules: RiskLevel = 'none'): Reading => ({ label, ai, rules, set: 0, x: [] });
    const readings = [reading('crisis', 'crisis'), reading('crisis', 'crisis', 'crisis'), reading('elevated', 'elevated'), reading('none', 'crisis'), reading('none', 'elevated')];
    const oof = [{ pElevated: 0.3 }, undefined, { pElevated: 0.6 }, { pElevated: 0.2 }, { pElevated: 0.4 }];
    // The model-found crisis sits at 0.3: a higher gate would lose it; at 0.3 the false alarm at 0.2 is set aside.
    expect(chooseGate(readings, oof)).toBe(0.3);
    expect(counts(readings, readings.map((r, i) => gatedLevel(r, oof[i], 0.3)))).toMatchObject({ crisisFound: 2, falseAlarms: 1, elevatedFound: 1 });
    // No gate qualifies when even the lowest loses elevated recall AI had.
    expect(chooseGate([reading('elevated', 'elevated')], [undefined])).toBeUndefined();
  });
});
