import type { ScoredMessage } from '../safety/metrics.js';
import { fortiethBlindSet } from './fortieth-blind-set.js';
import { fortyFirstBlindSet } from './forty-first-blind-set.js';
import { fortySecondBlindSet } from './forty-second-blind-set.js';
import { fortyThirdBlindSet } from './forty-third-blind-set.js';

/**
 * The blind sets: each written by someone who saw neither the rules, the model, nor any other set, and never
 * used for tuning or training the shipped check. Kept apart from safety/metrics.ts and safety/model/ so that
 * nothing used while changing the rules or training the model loads them.
 *
 * All four were written in the twenty-sixth session by four helpers, each with an emphasis not used before:
 *  - blind set 40 (fortieth-blind-set.ts): rural and remote lives, farming, fishing and fly-in work;
 *  - blind set 41 (forty-first-blind-set.ts): eating disorders, body image, sport and fitness;
 *  - blind set 42 (forty-second-blind-set.ts): autism, ADHD and neurodivergence;
 *  - blind set 43 (forty-third-blind-set.ts): psychosis, mania, voices, OCD and intrusive thoughts.
 * They were written for candidate AB (AA with the rules' false alarms cut) and measured AA and AB once each
 * (decision 007, "twenty-sixth session"): AB read them exactly as AA did and did not ship, so they are AA's blind
 * rows and have judged one candidate. No model trained and no rule was tuned on any of them. Blind sets 2 to 39 are
 * spent (safety/dataset-former-blind-*.ts); sets 10 to 35 are training data for the later models (model/data.ts),
 * and sets 36 to 39 were AB's tuning data.
 */
/** Measure one with `evaluateSafety(set.messages)` (the rules alone) or `evaluateChatCheck(set.messages)`. */
export interface BlindSet {
  name: string;
  file: string;
  messages: readonly ScoredMessage[];
}

export const BLIND_SETS: readonly BlindSet[] = [
  { name: 'blind set 40', file: 'chat/safety-eval/fortieth-blind-set.ts', messages: fortiethBlindSet },
  { name: 'blind set 41', file: 'chat/safety-eval/forty-first-blind-set.ts', messages: fortyFirstBlindSet },
  { name: 'blind set 42', file: 'chat/safety-eval/forty-second-blind-set.ts', messages: fortySecondBlindSet },
  { name: 'blind set 43', file: 'chat/safety-eval/forty-third-blind-set.ts', messages: fortyThirdBlindSet },
];
