import type { ScoredMessage } from '../safety/metrics.js';
import { fiftySixthBlindSet } from './fifty-sixth-blind-set.js';
import { fiftySeventhBlindSet } from './fifty-seventh-blind-set.js';
import { fiftyEighthBlindSet } from './fifty-eighth-blind-set.js';
import { fiftyNinthBlindSet } from './fifty-ninth-blind-set.js';

/**
 * The blind sets: each written by someone who saw neither the rules, the model, nor any other set, and never
 * used for tuning or training the shipped check. Kept apart from safety/metrics.ts and safety/model/ so that
 * nothing used while changing the rules or training the model loads them.
 *
 * All four were written in the twenty-eighth session by four helpers, each with an emphasis not used before:
 *  - blind set 56 (fifty-sixth-blind-set.ts): teenagers typing in shorthand, slang and emoji;
 *  - blind set 57 (fifty-seventh-blind-set.ts): understatement (people who play everything down);
 *  - blind set 58 (fifty-eighth-blind-set.ts): pets and animals;
 *  - blind set 59 (fifty-ninth-blind-set.ts): creative work (poems, lyrics, stories, art).
 * They were written for candidate AF (AE with model Q, which learns from sixty-four sets) and measure AE and AF once
 * each (decision 007, "AF"). No model trained and no rule or combination was tuned on any of them. Blind sets 2 to 55
 * are spent (safety/dataset-former-blind-*.ts); sets 10 to 55 are training data for the later models (model/data.ts).
 */
/** Measure one with `evaluateSafety(set.messages)` (the rules alone) or `evaluateChatCheck(set.messages)`. */
export interface BlindSet {
  name: string;
  file: string;
  messages: readonly ScoredMessage[];
}

export const BLIND_SETS: readonly BlindSet[] = [
  { name: 'blind set 56', file: 'chat/safety-eval/fifty-sixth-blind-set.ts', messages: fiftySixthBlindSet },
  { name: 'blind set 57', file: 'chat/safety-eval/fifty-seventh-blind-set.ts', messages: fiftySeventhBlindSet },
  { name: 'blind set 58', file: 'chat/safety-eval/fifty-eighth-blind-set.ts', messages: fiftyEighthBlindSet },
  { name: 'blind set 59', file: 'chat/safety-eval/fifty-ninth-blind-set.ts', messages: fiftyNinthBlindSet },
];
