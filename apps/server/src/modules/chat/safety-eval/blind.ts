import type { ScoredMessage } from '../safety/metrics.js';
import { seventyFifthBlindSet } from './seventy-fifth-blind-set.js';
import { seventyFourthBlindSet } from './seventy-fourth-blind-set.js';
import { seventySecondBlindSet } from './seventy-second-blind-set.js';
import { seventyThirdBlindSet } from './seventy-third-blind-set.js';

/**
 * The blind sets: each written by someone who saw neither the rules, the model, nor any other set, and never
 * used for tuning or training the shipped check. Kept apart from safety/metrics.ts and safety/model/ so that
 * nothing used while changing the rules or training the model loads them.
 *
 * All four were written in the thirty-fourth session by four helpers who opened no code and no set, each with an
 * emphasis not used before in a blind set:
 *  - blind set 72 (seventy-second-blind-set.ts): journal entries, mood logs and lists;
 *  - blind set 73 (seventy-third-blind-set.ts): regional and national Englishes (dialect typed by native speakers);
 *  - blind set 74 (seventy-fourth-blind-set.ts): people in treatment and the language of care;
 *  - blind set 75 (seventy-fifth-blind-set.ts): places, heights and journeys.
 * They were written for candidate AJ (AI's twelve models combined by a stacker fitted on spent sets 64 to 71) and
 * measured AI and AJ once each (decision 007, "AJ"). No model trained and no rule, combination or stacker was tuned
 * on any of them. Blind sets 2 to 71 are spent (safety/dataset-former-blind-*.ts); sets 10 to 63 are training data
 * for the later models (model/data.ts), sets 64 to 71 the stacker's (model/stack-build.ts).
 */
/** Measure one with `evaluateSafety(set.messages)` (the rules alone) or `evaluateChatCheck(set.messages)`. */
export interface BlindSet {
  name: string;
  file: string;
  messages: readonly ScoredMessage[];
}

export const BLIND_SETS: readonly BlindSet[] = [
  { name: 'blind set 72', file: 'chat/safety-eval/seventy-second-blind-set.ts', messages: seventySecondBlindSet },
  { name: 'blind set 73', file: 'chat/safety-eval/seventy-third-blind-set.ts', messages: seventyThirdBlindSet },
  { name: 'blind set 74', file: 'chat/safety-eval/seventy-fourth-blind-set.ts', messages: seventyFourthBlindSet },
  { name: 'blind set 75', file: 'chat/safety-eval/seventy-fifth-blind-set.ts', messages: seventyFifthBlindSet },
];

/**
 * Written and not measured yet: none. Sets written for the next candidate go here until its rule is written (no
 * test, no bench row, no report reads them); `apart.test.ts` keeps every training set apart from them already.
 */
export const WAITING_BLIND_SETS: readonly BlindSet[] = [];
