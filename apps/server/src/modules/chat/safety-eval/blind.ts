import type { ScoredMessage } from '../safety/metrics.js';
import { twentiethBlindSet } from './twentieth-blind-set.js';
import { twentyFirstBlindSet } from './twenty-first-blind-set.js';
import { twentySecondBlindSet } from './twenty-second-blind-set.js';
import { twentyThirdBlindSet } from './twenty-third-blind-set.js';

/**
 * The blind sets: each written by someone who saw neither the rules, the model, nor any other set, and never
 * used for tuning or training the shipped check. Kept apart from safety/metrics.ts and safety/model/ so that
 * nothing used while changing the rules or training the model loads them.
 *
 * All four were written in the twenty-second session by four helpers, each with an emphasis not used before:
 *  - blind set 20 (twentieth-blind-set.ts): messages written in a rush or in pieces (run-ons, unfinished thoughts,
 *    several topics, corrections mid-message, a risk said in passing, alarming words used harmlessly);
 *  - blind set 21 (twenty-first-blind-set.ts): the body, sleep, food, pain and medication, where risk can hide in the
 *    physical, beside the same topics said harmlessly or with distress only;
 *  - blind set 22 (twenty-second-blind-set.ts): plans, endings and goodbyes, beside ordinary plans, moves, trips and
 *    gifts;
 *  - blind set 23 (twenty-third-blind-set.ts): anger, blame and hurt between people, threats said for real beside
 *    violent idioms, and someone else in danger now.
 * They measured U and W once each and chose W, the check that ships now (decision 007, "twenty-second session").
 * No model of W trained on any of them. Blind sets 2 to 19 are spent (safety/dataset-former-blind-*.ts); sets 10 to
 * 19 are training data for model J.
 */
/** Measure one with `evaluateSafety(set.messages)` (the rules alone) or `evaluateChatCheck(set.messages)`. */
export interface BlindSet {
  name: string;
  file: string;
  messages: readonly ScoredMessage[];
}

export const BLIND_SETS: readonly BlindSet[] = [
  { name: 'blind set 20', file: 'chat/safety-eval/twentieth-blind-set.ts', messages: twentiethBlindSet },
  { name: 'blind set 21', file: 'chat/safety-eval/twenty-first-blind-set.ts', messages: twentyFirstBlindSet },
  { name: 'blind set 22', file: 'chat/safety-eval/twenty-second-blind-set.ts', messages: twentySecondBlindSet },
  { name: 'blind set 23', file: 'chat/safety-eval/twenty-third-blind-set.ts', messages: twentyThirdBlindSet },
];
