import type { ScoredMessage } from '../safety/metrics.js';
import { thirtySixthBlindSet } from './thirty-sixth-blind-set.js';
import { thirtySeventhBlindSet } from './thirty-seventh-blind-set.js';
import { thirtyEighthBlindSet } from './thirty-eighth-blind-set.js';
import { thirtyNinthBlindSet } from './thirty-ninth-blind-set.js';

/**
 * The blind sets: each written by someone who saw neither the rules, the model, nor any other set, and never
 * used for tuning or training the shipped check. Kept apart from safety/metrics.ts and safety/model/ so that
 * nothing used while changing the rules or training the model loads them.
 *
 * All four were written in the twenty-fifth session by four helpers, each with an emphasis not used before:
 *  - blind set 36 (thirty-sixth-blind-set.ts): crime, police, courts and prison;
 *  - blind set 37 (thirty-seventh-blind-set.ts): grief and bereavement;
 *  - blind set 38 (thirty-eighth-blind-set.ts): illness, diagnosis and disability;
 *  - blind set 39 (thirty-ninth-blind-set.ts): English as a second language.
 * They were written for candidate AA (Z with a sixth model, N) and measure Z and AA once each (decision 007,
 * "twenty-fifth session"). No model of Z or AA trained on any of them. Blind sets 2 to 35 are spent
 * (safety/dataset-former-blind-*.ts); sets 10 to 35 are training data for the later models (model/data.ts).
 */
/** Measure one with `evaluateSafety(set.messages)` (the rules alone) or `evaluateChatCheck(set.messages)`. */
export interface BlindSet {
  name: string;
  file: string;
  messages: readonly ScoredMessage[];
}

export const BLIND_SETS: readonly BlindSet[] = [
  { name: 'blind set 36', file: 'chat/safety-eval/thirty-sixth-blind-set.ts', messages: thirtySixthBlindSet },
  { name: 'blind set 37', file: 'chat/safety-eval/thirty-seventh-blind-set.ts', messages: thirtySeventhBlindSet },
  { name: 'blind set 38', file: 'chat/safety-eval/thirty-eighth-blind-set.ts', messages: thirtyEighthBlindSet },
  { name: 'blind set 39', file: 'chat/safety-eval/thirty-ninth-blind-set.ts', messages: thirtyNinthBlindSet },
];
