import type { ScoredMessage } from '../safety/metrics.js';
import { eleventhBlindSet } from './eleventh-blind-set.js';
import { fifteenthBlindSet } from './fifteenth-blind-set.js';
import { fourteenthBlindSet } from './fourteenth-blind-set.js';
import { tenthBlindSet } from './tenth-blind-set.js';
import { thirteenthBlindSet } from './thirteenth-blind-set.js';
import { twelfthBlindSet } from './twelfth-blind-set.js';

/**
 * The blind sets: each written by someone who saw neither the rules, the model, nor any other set, and never
 * used for tuning or training the shipped check. Kept apart from safety/metrics.ts and safety/model/ so that
 * nothing used while changing the rules or training the model loads them.
 *
 * All six were written in the twelfth session by six helpers, each with its own emphasis:
 *  - blind set 10 (tenth-blind-set.ts): a cross-section of a month's messages from adults, supporters and
 *    professionals among them;
 *  - blind set 11 (eleventh-blind-set.ts): younger people, and writers of English as a second language;
 *  - blind set 12 (twelfth-blind-set.ts): life problems tangled together (money, drink and drugs, illness,
 *    caring, abuse, bereavement, psychosis);
 *  - blind set 13 (thirteenth-blind-set.ts): the line between the three levels, drawn carefully;
 *  - blind set 14 (fourteenth-blind-set.ts): an ordinary evening's traffic, with many everyday check-ins;
 *  - blind set 15 (fifteenth-blind-set.ts): conversations, short replies read through earlier turns.
 *
 * Each measured the shipped check (C) once. Sets 10 to 13 also measured the session's candidates E and E′
 * (neither ships), so they have informed a choice; sets 14 and 15 have measured nothing but C (decision 007,
 * "Twelfth session"). Blind sets 2 to 9 are spent (safety/dataset-former-blind-*.ts).
 */
/** Measure one with `evaluateSafety(set.messages)` (the rules alone) or `evaluateChatCheck(set.messages)`. */
export interface BlindSet {
  name: string;
  file: string;
  messages: readonly ScoredMessage[];
}

export const BLIND_SETS: readonly BlindSet[] = [
  { name: 'blind set 10', file: 'chat/safety-eval/tenth-blind-set.ts', messages: tenthBlindSet },
  { name: 'blind set 11', file: 'chat/safety-eval/eleventh-blind-set.ts', messages: eleventhBlindSet },
  { name: 'blind set 12', file: 'chat/safety-eval/twelfth-blind-set.ts', messages: twelfthBlindSet },
  { name: 'blind set 13', file: 'chat/safety-eval/thirteenth-blind-set.ts', messages: thirteenthBlindSet },
  { name: 'blind set 14', file: 'chat/safety-eval/fourteenth-blind-set.ts', messages: fourteenthBlindSet },
  { name: 'blind set 15', file: 'chat/safety-eval/fifteenth-blind-set.ts', messages: fifteenthBlindSet },
];
