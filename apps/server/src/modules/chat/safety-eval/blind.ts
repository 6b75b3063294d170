import type { ScoredMessage } from '../safety/metrics.js';
import { fortyFourthBlindSet } from './forty-fourth-blind-set.js';
import { fortyFifthBlindSet } from './forty-fifth-blind-set.js';
import { fortySixthBlindSet } from './forty-sixth-blind-set.js';
import { fortySeventhBlindSet } from './forty-seventh-blind-set.js';

/**
 * The blind sets: each written by someone who saw neither the rules, the model, nor any other set, and never
 * used for tuning or training the shipped check. Kept apart from safety/metrics.ts and safety/model/ so that
 * nothing used while changing the rules or training the model loads them.
 *
 * All four were written in the twenty-sixth session by four helpers, each with an emphasis not used before:
 *  - blind set 44 (forty-fourth-blind-set.ts): students and study;
 *  - blind set 45 (forty-fifth-blind-set.ts): dating, sex and relationships;
 *  - blind set 46 (forty-sixth-blind-set.ts): war, disasters and displacement;
 *  - blind set 47 (forty-seventh-blind-set.ts): jokes, sarcasm and dark humour.
 * They were written for candidate AC (AA's models combined by a rule chosen on sets 36 to 43) and measured AA and AC
 * once each (decision 007, "AC"): AC read them exactly as AA did and did not ship, so they are AA's blind rows and
 * have judged one candidate. No model trained and no rule or combination was tuned on any of them. Blind sets 2
 * to 43 are spent (safety/dataset-former-blind-*.ts); sets 10 to 35 are training data for the later models
 * (model/data.ts), sets 36 to 39 were AB's tuning data, and sets 36 to 43 were AC's.
 */
/** Measure one with `evaluateSafety(set.messages)` (the rules alone) or `evaluateChatCheck(set.messages)`. */
export interface BlindSet {
  name: string;
  file: string;
  messages: readonly ScoredMessage[];
}

export const BLIND_SETS: readonly BlindSet[] = [
  { name: 'blind set 44', file: 'chat/safety-eval/forty-fourth-blind-set.ts', messages: fortyFourthBlindSet },
  { name: 'blind set 45', file: 'chat/safety-eval/forty-fifth-blind-set.ts', messages: fortyFifthBlindSet },
  { name: 'blind set 46', file: 'chat/safety-eval/forty-sixth-blind-set.ts', messages: fortySixthBlindSet },
  { name: 'blind set 47', file: 'chat/safety-eval/forty-seventh-blind-set.ts', messages: fortySeventhBlindSet },
];
