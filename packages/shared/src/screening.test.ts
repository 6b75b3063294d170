import { describe, it, expect } from 'vitest';
import {
  instruments,
  scoreAssessment,
  bandFor,
  SCREENING_DISCLAIMER,
  type InstrumentId,
} from './screening.js';

/** Build `length` answers (each 0..3) that sum to `total`, filling from the front. */
function answersSumming(length: number, total: number): number[] {
  if (total < 0 || total > length * 3) throw new Error(`cannot reach ${total} with ${length} items`);
  const answers: number[] = [];
  let remaining = total;
  for (let i = 0; i < length; i++) {
    const a = Math.min(3, remaining);
    answers.push(a);
    remaining -= a;
  }
  return answers;
}

/** PHQ-9 answers with item 9 fixed and items 1-8 summing to `rest`. */
function phq9With(item9: number, rest: number): number[] {
  return [...answersSumming(8, rest), item9];
}

describe('instruments', () => {
  it('PHQ-9 has 9 items with ids phq9-1..phq9-9 and max score 27', () => {
    const phq9 = instruments.phq9;
    expect(phq9.name).toBe('PHQ-9');
    expect(phq9.items).toHaveLength(9);
    expect(phq9.items.map((i) => i.id)).toEqual(Array.from({ length: 9 }, (_, i) => `phq9-${i + 1}`));
    expect(phq9.items[8]?.text).toBe(
      'Thoughts that you would be better off dead or of hurting yourself in some way',
    );
    expect(phq9.maxScore).toBe(27);
  });

  it('GAD-7 has 7 items with ids gad7-1..gad7-7 and max score 21', () => {
    const gad7 = instruments.gad7;
    expect(gad7.name).toBe('GAD-7');
    expect(gad7.items).toHaveLength(7);
    expect(gad7.items.map((i) => i.id)).toEqual(Array.from({ length: 7 }, (_, i) => `gad7-${i + 1}`));
    expect(gad7.maxScore).toBe(21);
  });

  it('both share the standard stem and answer options', () => {
    for (const id of ['phq9', 'gad7'] as const) {
      const inst = instruments[id];
      expect(inst.stem).toBe(
        'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
      );
      expect(inst.options).toEqual([
        { value: 0, label: 'Not at all' },
        { value: 1, label: 'Several days' },
        { value: 2, label: 'More than half the days' },
        { value: 3, label: 'Nearly every day' },
      ]);
      expect(inst.screensFor.length).toBeGreaterThan(0);
    }
  });

  it('has a one-sentence disclaimer saying it is not a diagnosis', () => {
    expect(SCREENING_DISCLAIMER).toMatch(/screening/i);
    expect(SCREENING_DISCLAIMER).toMatch(/not a diagnosis/i);
    expect(SCREENING_DISCLAIMER.trim().split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBe(1);
  });
});

describe('PHQ-9 band boundaries', () => {
  const cases: [number, string, string][] = [
    [0, 'minimal', 'Minimal'],
    [4, 'minimal', 'Minimal'],
    [5, 'mild', 'Mild'],
    [9, 'mild', 'Mild'],
    [10, 'moderate', 'Moderate'],
    [14, 'moderate', 'Moderate'],
    [15, 'moderately-severe', 'Moderately severe'],
    [19, 'moderately-severe', 'Moderately severe'],
    [20, 'severe', 'Severe'],
    [27, 'severe', 'Severe'],
  ];
  it.each(cases)('total %i → %s', (total, band, label) => {
    // Keep item 9 at 0 where possible so only the band is under test (27 needs item 9 = 3).
    const answers = total <= 24 ? phq9With(0, total) : answersSumming(9, total);
    expect(answers).toHaveLength(9);
    const result = scoreAssessment('phq9', answers);
    expect(result.instrument).toBe('phq9');
    expect(result.total).toBe(total);
    expect(result.band).toBe(band);
    expect(result.bandLabel).toBe(label);
    expect(result.suggestsProfessional).toBe(total >= 10);
    expect(bandFor('phq9', total)).toBe(band);
    expect(result.nextSteps.length).toBeGreaterThan(0);
  });
});

describe('GAD-7 band boundaries', () => {
  const cases: [number, string, string][] = [
    [0, 'minimal', 'Minimal'],
    [4, 'minimal', 'Minimal'],
    [5, 'mild', 'Mild'],
    [9, 'mild', 'Mild'],
    [10, 'moderate', 'Moderate'],
    [14, 'moderate', 'Moderate'],
    [15, 'severe', 'Severe'],
    [21, 'severe', 'Severe'],
  ];
  it.each(cases)('total %i → %s', (total, band, label) => {
    const answers = answersSumming(7, total);
    const result = scoreAssessment('gad7', answers);
    expect(result.instrument).toBe('gad7');
    expect(result.total).toBe(total);
    expect(result.band).toBe(band);
    expect(result.bandLabel).toBe(label);
    expect(result.suggestsProfessional).toBe(total >= 10);
    expect(result.needsCrisisHelp).toBe(false);
    expect(bandFor('gad7', total)).toBe(band);
    expect(result.nextSteps.length).toBeGreaterThan(0);
  });

  it('never flags crisis help, even with every answer at 3', () => {
    expect(scoreAssessment('gad7', [3, 3, 3, 3, 3, 3, 3]).needsCrisisHelp).toBe(false);
  });
});

describe('PHQ-9 item 9 escalation', () => {
  for (const item9 of [1, 2, 3]) {
    // Items 1-8 can sum to 0..24, so totals item9..item9+24 are reachable.
    for (let rest = 0; rest <= 24; rest++) {
      const total = item9 + rest;
      it(`item 9 = ${item9}, total ${total} → needsCrisisHelp`, () => {
        const result = scoreAssessment('phq9', phq9With(item9, rest));
        expect(result.total).toBe(total);
        expect(result.needsCrisisHelp).toBe(true);
        // Crisis support comes first in the next steps, whatever the band.
        expect(result.nextSteps[0]).toMatch(/crisis/i);
      });
    }
  }

  for (let total = 0; total <= 24; total++) {
    it(`item 9 = 0, total ${total} → no crisis flag`, () => {
      const result = scoreAssessment('phq9', phq9With(0, total));
      expect(result.total).toBe(total);
      expect(result.needsCrisisHelp).toBe(false);
    });
  }

  it('item 9 alone (total 1, minimal band) still escalates', () => {
    const result = scoreAssessment('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(result.band).toBe('minimal');
    expect(result.suggestsProfessional).toBe(false);
    expect(result.needsCrisisHelp).toBe(true);
  });
});

describe('next steps', () => {
  it('mild suggests self-help, checking again in 2 weeks and talking to someone trusted', () => {
    const steps = scoreAssessment('gad7', answersSumming(7, 6)).nextSteps.join(' ');
    expect(steps).toMatch(/self-help/i);
    expect(steps).toMatch(/2 weeks/);
    expect(steps).toMatch(/someone you trust/i);
  });

  it('moderate and above point to Find a professional', () => {
    for (const [id, total] of [
      ['phq9', 12],
      ['phq9', 17],
      ['phq9', 22],
      ['gad7', 12],
      ['gad7', 18],
    ] as [InstrumentId, number][]) {
      const length = instruments[id].items.length;
      const answers = id === 'phq9' ? phq9With(0, total) : answersSumming(length, total);
      expect(scoreAssessment(id, answers).nextSteps.join(' ')).toMatch(/find a professional/i);
    }
  });

  it('severe says soon, today if you can', () => {
    expect(scoreAssessment('gad7', answersSumming(7, 21)).nextSteps.join(' ')).toMatch(/today if you can/i);
  });

  it('returns a fresh array each time', () => {
    const a = scoreAssessment('gad7', answersSumming(7, 0));
    a.nextSteps.push('mutated');
    const b = scoreAssessment('gad7', answersSumming(7, 0));
    expect(b.nextSteps).not.toContain('mutated');
  });
});

describe('invalid input', () => {
  const valid9 = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  const valid7 = [0, 0, 0, 0, 0, 0, 0];

  it.each([
    ['phq9', valid9.slice(0, 8)],
    ['phq9', [...valid9, 0]],
    ['phq9', []],
    ['gad7', valid7.slice(0, 6)],
    ['gad7', valid9],
  ] as [InstrumentId, number[]][])('%s rejects %j (wrong length)', (id, answers) => {
    expect(() => scoreAssessment(id, answers)).toThrow(RangeError);
    expect(() => scoreAssessment(id, answers)).toThrow(/exactly/);
  });

  for (const bad of [4, -1, 1.5, NaN, Infinity]) {
    it(`rejects an answer of ${bad}`, () => {
      const phq = [...valid9];
      phq[3] = bad;
      expect(() => scoreAssessment('phq9', phq)).toThrow(RangeError);
      expect(() => scoreAssessment('phq9', phq)).toThrow(/answer 4 must be a whole number from 0 to 3/);
      const gad = [...valid7];
      gad[6] = bad;
      expect(() => scoreAssessment('gad7', gad)).toThrow(RangeError);
    });
  }

  it('rejects non-number answers and unknown instruments from untyped callers', () => {
    expect(() => scoreAssessment('gad7', ['1', 0, 0, 0, 0, 0, 0] as unknown as number[])).toThrow(RangeError);
    expect(() => scoreAssessment('bdi' as InstrumentId, valid7)).toThrow(RangeError);
    expect(() => scoreAssessment('toString' as InstrumentId, valid7)).toThrow(RangeError);
  });

  it('bandFor rejects impossible totals', () => {
    expect(() => bandFor('phq9', 28)).toThrow(RangeError);
    expect(() => bandFor('gad7', 22)).toThrow(RangeError);
    expect(() => bandFor('gad7', -1)).toThrow(RangeError);
    expect(() => bandFor('phq9', 2.5)).toThrow(RangeError);
  });
});
