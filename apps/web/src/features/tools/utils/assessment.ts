import { PHQ9_SELF_HARM_ITEM_INDEX, instruments, type InstrumentId } from '@wellbeing/shared/screening';

export type Answer = 0 | 1 | 2 | 3;
/** One slot per question; null until it is answered. */
export type PartialAnswers = readonly (Answer | null)[];

export function emptyAnswers(instrument: InstrumentId): (Answer | null)[] {
  return instruments[instrument].items.map(() => null);
}

/**
 * PHQ-9 item 9 (thoughts of being better off dead or of self-harm) above 0 needs crisis help at once,
 * whatever the total and however many other questions are still open.
 */
export function needsCrisisHelpNow(instrument: InstrumentId, answers: PartialAnswers): boolean {
  return instrument === 'phq9' && (answers[PHQ9_SELF_HARM_ITEM_INDEX] ?? 0) > 0;
}

/** Index of the first question without an answer, or -1 when all are answered. */
export function firstUnanswered(answers: PartialAnswers): number {
  return answers.findIndex((a) => a === null);
}

export function isComplete(answers: PartialAnswers): answers is readonly Answer[] {
  return firstUnanswered(answers) === -1;
}
