import { describe, expect, it } from 'vitest';
import { PHQ9_SELF_HARM_ITEM_INDEX, instruments, scoreAssessment } from '@wellbeing/shared/screening';
import { emptyAnswers, firstUnanswered, isComplete, needsCrisisHelpNow, type Answer } from './assessment';

describe('needsCrisisHelpNow (what the page checks after every answer)', () => {
  it('is true as soon as PHQ-9 question 9 is above 0, with every other question still open', () => {
    for (const value of [1, 2, 3] as const) {
      const answers = emptyAnswers('phq9');
      answers[PHQ9_SELF_HARM_ITEM_INDEX] = value;
      expect(needsCrisisHelpNow('phq9', answers)).toBe(true);
    }
  });

  it('is false while question 9 is open or answered 0, whatever else is answered', () => {
    const answers = emptyAnswers('phq9');
    expect(needsCrisisHelpNow('phq9', answers)).toBe(false);
    for (let i = 0; i < PHQ9_SELF_HARM_ITEM_INDEX; i++) answers[i] = 3;
    expect(needsCrisisHelpNow('phq9', answers)).toBe(false);
    answers[PHQ9_SELF_HARM_ITEM_INDEX] = 0;
    expect(needsCrisisHelpNow('phq9', answers)).toBe(false);
  });

  it('agrees with the shared scoring for every complete PHQ-9 total with question 9 above 0', () => {
    // Totals 1–27 with item 9 at 1–3 and the rest spread over items 1–8.
    for (let item9 = 1; item9 <= 3; item9++) {
      for (let rest = 0; rest <= 24; rest++) {
        const answers = Array.from({ length: 8 }, (_, i) => Math.min(3, Math.max(0, rest - i * 3)) as Answer);
        const full = [...answers, item9 as Answer];
        expect(needsCrisisHelpNow('phq9', full)).toBe(true);
        expect(scoreAssessment('phq9', full).needsCrisisHelp).toBe(true);
      }
    }
  });

  it('never applies to GAD-7', () => {
    expect(needsCrisisHelpNow('gad7', [3, 3, 3, 3, 3, 3, 3])).toBe(false);
  });
});

describe('answer bookkeeping', () => {
  it('starts with one open slot per question and finds the first open one', () => {
    const answers = emptyAnswers('gad7');
    expect(answers).toHaveLength(instruments.gad7.items.length);
    expect(firstUnanswered(answers)).toBe(0);
    answers[0] = 1;
    answers[1] = 0;
    expect(firstUnanswered(answers)).toBe(2);
    expect(isComplete(answers)).toBe(false);
    expect(isComplete([0, 0, 0, 0, 0, 0, 0])).toBe(true);
  });
});
