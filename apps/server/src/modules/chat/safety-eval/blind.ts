import type { ScoredMessage } from '../safety/metrics.js';
import { thirtySecondBlindSet } from './thirty-second-blind-set.js';
import { thirtyThirdBlindSet } from './thirty-third-blind-set.js';
import { thirtyFourthBlindSet } from './thirty-fourth-blind-set.js';
import { thirtyFifthBlindSet } from './thirty-fifth-blind-set.js';

/**
 * The blind sets: each written by someone who saw neither the rules, the model, nor any other set, and never
 * used for tuning or training the shipped check. Kept apart from safety/metrics.ts and safety/model/ so that
 * nothing used while changing the rules or training the model loads them.
 *
 * All four were written in the twenty-fourth session by four helpers, each with an emphasis not used before:
 *  - blind set 32 (thirty-second-blind-set.ts): work, money and housing;
 *  - blind set 33 (thirty-third-blind-set.ts): people in helping and high-pressure jobs, about themselves and about
 *    the people they look after;
 *  - blind set 34 (thirty-fourth-blind-set.ts): life online;
 *  - blind set 35 (thirty-fifth-blind-set.ts): trauma, abuse and safety.
 * They were written for candidate Z (Y with a fifth model, M) and measure Y and Z once each (decision 007,
 * "twenty-fourth session"). No model of Y or Z trained on any of them. Blind sets 2 to 31 are spent
 * (safety/dataset-former-blind-*.ts); sets 10 to 31 are training data for the later models (model/data.ts).
 */
/** Measure one with `evaluateSafety(set.messages)` (the rules alone) or `evaluateChatCheck(set.messages)`. */
export interface BlindSet {
  name: string;
  file: string;
  messages: readonly ScoredMessage[];
}

export const BLIND_SETS: readonly BlindSet[] = [
  { name: 'blind set 32', file: 'chat/safety-eval/thirty-second-blind-set.ts', messages: thirtySecondBlindSet },
  { name: 'blind set 33', file: 'chat/safety-eval/thirty-third-blind-set.ts', messages: thirtyThirdBlindSet },
  { name: 'blind set 34', file: 'chat/safety-eval/thirty-fourth-blind-set.ts', messages: thirtyFourthBlindSet },
  { name: 'blind set 35', file: 'chat/safety-eval/thirty-fifth-blind-set.ts', messages: thirtyFifthBlindSet },
];
