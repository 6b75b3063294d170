import type { ScoredMessage } from '../safety/metrics.js';
import { fiftySecondBlindSet } from './fifty-second-blind-set.js';
import { fiftyThirdBlindSet } from './fifty-third-blind-set.js';
import { fiftyFourthBlindSet } from './fifty-fourth-blind-set.js';
import { fiftyFifthBlindSet } from './fifty-fifth-blind-set.js';

/**
 * The blind sets: each written by someone who saw neither the rules, the model, nor any other set, and never
 * used for tuning or training the shipped check. Kept apart from safety/metrics.ts and safety/model/ so that
 * nothing used while changing the rules or training the model loads them.
 *
 * All four were written in the twenty-seventh session by four helpers, each with an emphasis not used before:
 *  - blind set 52 (fifty-second-blind-set.ts): homelessness and insecure housing;
 *  - blind set 53 (fifty-third-blind-set.ts): the armed forces, veterans and first responders;
 *  - blind set 54 (fifty-fourth-blind-set.ts): trans and non-binary lives;
 *  - blind set 55 (fifty-fifth-blind-set.ts): the small hours (messages sent between midnight and five).
 * They were written for candidate AE (AD with model P, which learns from sixty sets) and measured AD and AE once each
 * (decision 007, "AE"): AE shipped, so they are AE's blind rows and have judged one candidate. No model trained and no rule or combination was tuned on any of them. Blind sets 2 to 51 are
 * spent (safety/dataset-former-blind-*.ts); sets 10 to 51 are training data for the later models (model/data.ts).
 */
/** Measure one with `evaluateSafety(set.messages)` (the rules alone) or `evaluateChatCheck(set.messages)`. */
export interface BlindSet {
  name: string;
  file: string;
  messages: readonly ScoredMessage[];
}

export const BLIND_SETS: readonly BlindSet[] = [
  { name: 'blind set 52', file: 'chat/safety-eval/fifty-second-blind-set.ts', messages: fiftySecondBlindSet },
  { name: 'blind set 53', file: 'chat/safety-eval/fifty-third-blind-set.ts', messages: fiftyThirdBlindSet },
  { name: 'blind set 54', file: 'chat/safety-eval/fifty-fourth-blind-set.ts', messages: fiftyFourthBlindSet },
  { name: 'blind set 55', file: 'chat/safety-eval/fifty-fifth-blind-set.ts', messages: fiftyFifthBlindSet },
];
