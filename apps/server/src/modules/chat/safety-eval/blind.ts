import type { ScoredMessage } from '../safety/metrics.js';
import { eighthBlindSet } from './eighth-blind-set.js';
import { fifthBlindSet } from './fifth-blind-set.js';
import { fourthBlindSet } from './fourth-blind-set.js';
import { ninthBlindSet } from './ninth-blind-set.js';
import { seventhBlindSet } from './seventh-blind-set.js';
import { sixthBlindSet } from './sixth-blind-set.js';

/**
 * The blind sets: each written by someone who saw neither the rules, the model, nor any other set, and never
 * used for tuning. Kept apart from safety/metrics.ts and safety/model/ so that nothing used while changing the
 * rules or training the model loads them.
 *
 *  - blind set 4 (fourth-blind-set.ts) and blind set 5 (fifth-blind-set.ts): written in the fifth session by
 *    two helpers, each with its own emphasis. They measured the six-set model and a ten-set model once each,
 *    which decided against the ten-set model of that moment (decision 007).
 *  - blind set 6 (sixth-blind-set.ts): a cross-section of a week's messages, written by a third helper after
 *    that; it measured the six-set model and the ten-set model with the rules' frames once each, under a rule
 *    fixed beforehand, and the ten-set model ships.
 *  - blind set 7 (seventh-blind-set.ts): written at the end of the fifth session, with care over the line
 *    between elevated and none. In the sixth session it measured C (shipped) and D (C's procedure on thirteen
 *    sets, sets 4 to 6 added) once each, under a rule fixed beforehand; D found one crisis fewer, so C stays.
 *  - blind set 8 (eighth-blind-set.ts: indirect and coded crises, crises that show only across turns) and
 *    blind set 9 (ninth-blind-set.ts: supporters and professionals, suicide as a topic against suicide as a
 *    person's own): written in the sixth session by two more helpers, measured once each after that choice.
 *    Nothing has been chosen on them: the next change to the check is measured on them.
 *  - Blind sets 2 and 3 each measured two models (decision 007) and are training data now
 *    (safety/dataset-former-blind-2.ts, safety/dataset-former-blind-3.ts).
 */
/** Measure one with `evaluateSafety(set.messages)` (the rules alone) or `evaluateChatCheck(set.messages)`. */
export interface BlindSet {
  name: string;
  file: string;
  messages: readonly ScoredMessage[];
}

export const BLIND_SETS: readonly BlindSet[] = [
  { name: 'blind set 4', file: 'chat/safety-eval/fourth-blind-set.ts', messages: fourthBlindSet },
  { name: 'blind set 5', file: 'chat/safety-eval/fifth-blind-set.ts', messages: fifthBlindSet },
  { name: 'blind set 6', file: 'chat/safety-eval/sixth-blind-set.ts', messages: sixthBlindSet },
  { name: 'blind set 7', file: 'chat/safety-eval/seventh-blind-set.ts', messages: seventhBlindSet },
  { name: 'blind set 8', file: 'chat/safety-eval/eighth-blind-set.ts', messages: eighthBlindSet },
  { name: 'blind set 9', file: 'chat/safety-eval/ninth-blind-set.ts', messages: ninthBlindSet },
];
