import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BREATHING_PATTERNS, DEFAULT_BREATHING_PATTERN, breathingMomentAt, phaseAnnouncement, totalSeconds } from './breathing';

describe('breathingMomentAt', () => {
  const pattern = BREATHING_PATTERNS['4-7-8'];

  it('walks 4-7-8 through in, hold and out, counting down each phase', () => {
    expect(breathingMomentAt(pattern, 0)).toMatchObject({ round: 0, phaseIndex: 0, secondsLeft: 4, isFinished: false });
    expect(breathingMomentAt(pattern, 3)).toMatchObject({ phaseIndex: 0, secondsLeft: 1 });
    expect(breathingMomentAt(pattern, 4)).toMatchObject({ phaseIndex: 1, secondsLeft: 7 });
    expect(breathingMomentAt(pattern, 11)).toMatchObject({ phaseIndex: 2, secondsLeft: 8 });
    expect(breathingMomentAt(pattern, 18)).toMatchObject({ phaseIndex: 2, secondsLeft: 1 });
    expect(breathingMomentAt(pattern, 19)).toMatchObject({ round: 1, phaseIndex: 0, secondsLeft: 4 });
  });

  it('finishes after the last round', () => {
    expect(totalSeconds(pattern)).toBe(19 * 4);
    expect(breathingMomentAt(pattern, totalSeconds(pattern) - 1)).toMatchObject({ round: 3, isFinished: false });
    expect(breathingMomentAt(pattern, totalSeconds(pattern))).toMatchObject({ isFinished: true, secondsLeft: 0 });
  });

  it('gives box breathing four equal sides', () => {
    const box = BREATHING_PATTERNS.box;
    expect(box.phases.map((p) => [p.kind, p.seconds])).toEqual([
      ['in', 4],
      ['hold', 4],
      ['out', 4],
      ['hold', 4],
    ]);
    expect(breathingMomentAt(box, 12)).toMatchObject({ phaseIndex: 3, phase: { kind: 'hold' } });
  });
});

describe('the pattern the guide starts with', () => {
  const calm = BREATHING_PATTERNS[DEFAULT_BREATHING_PATTERN];

  it('is calm breathing, listed first: in for 4, hold for 4, out for 6', () => {
    expect(DEFAULT_BREATHING_PATTERN).toBe('calm');
    expect(Object.keys(BREATHING_PATTERNS)[0]).toBe('calm');
    expect(calm.phases.map((p) => [p.kind, p.seconds])).toEqual([
      ['in', 4],
      ['hold', 4],
      ['out', 6],
    ]);
    expect(phaseAnnouncement(calm, breathingMomentAt(calm, 8))).toBe('Breathe out for 6.');
  });

  it('is the one the crisis page describes in words, beside its link to the guide', () => {
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const [inhale, hold, exhale] = calm.phases.map((p) => words[p.seconds]);
    const crisisSteps = readFileSync(new URL('../../crisis-lines/components/safety-steps.tsx', import.meta.url), 'utf8');
    expect(crisisSteps).toContain(`in for ${inhale}, hold for ${hold}, out for ${exhale}`);
    expect(crisisSteps).toContain('/get-support/interactive-tools?tool=breathing');
  });
});

describe('phaseAnnouncement', () => {
  const pattern = BREATHING_PATTERNS['4-7-8'];
  it('is the same for every second of a phase, so screen readers hear it once', () => {
    const said = new Set([0, 1, 2, 3].map((s) => phaseAnnouncement(pattern, { ...breathingMomentAt(pattern, s), secondsLeft: 0 })));
    expect([...said]).toEqual(['Round 1 of 4. Breathe in for 4.']);
    expect(phaseAnnouncement(pattern, breathingMomentAt(pattern, 4))).toBe('Hold for 7.');
    expect(phaseAnnouncement(pattern, breathingMomentAt(pattern, totalSeconds(pattern)))).toMatch(/^Finished/);
  });
});
