import type { ScoredMessage } from '../safety/metrics.js';
import { seventiethBlindSet } from './seventieth-blind-set.js';
import { seventyFirstBlindSet } from './seventy-first-blind-set.js';
import { sixtyEighthBlindSet } from './sixty-eighth-blind-set.js';
import { sixtyNinthBlindSet } from './sixty-ninth-blind-set.js';

/**
 * The blind sets: each written by someone who saw neither the rules, the model, nor any other set, and never
 * used for tuning or training the shipped check. Kept apart from safety/metrics.ts and safety/model/ so that
 * nothing used while changing the rules or training the model loads them.
 *
 * All four were written in the thirty-second session by four helpers who opened no code and no set, each with an
 * emphasis not used before in a blind set:
 *  - blind set 68 (sixty-eighth-blind-set.ts): dictated messages (speech-to-text: no punctuation, misheard words);
 *  - blind set 69 (sixty-ninth-blind-set.ts): home, chores and hobbies (household words that sound dangerous);
 *  - blind set 70 (seventieth-blind-set.ts): men who find it hard to talk (banter, deflection, risk said sideways);
 *  - blind set 71 (seventy-first-blind-set.ts): formal and polite writing (letters, e-mails, case-note register).
 * They were written for candidate AI (AH with model T, whose sentence half reads both encoders) and measured AH and
 * AI once each (decision 007, "AI"). No model trained and no rule or combination was tuned on any of them. Blind
 * sets 2 to 67 are spent (safety/dataset-former-blind-*.ts); sets 10 to 63 are training data for the later models
 * (model/data.ts).
 */
/** Measure one with `evaluateSafety(set.messages)` (the rules alone) or `evaluateChatCheck(set.messages)`. */
export interface BlindSet {
  name: string;
  file: string;
  messages: readonly ScoredMessage[];
}

export const BLIND_SETS: readonly BlindSet[] = [
  { name: 'blind set 68', file: 'chat/safety-eval/sixty-eighth-blind-set.ts', messages: sixtyEighthBlindSet },
  { name: 'blind set 69', file: 'chat/safety-eval/sixty-ninth-blind-set.ts', messages: sixtyNinthBlindSet },
  { name: 'blind set 70', file: 'chat/safety-eval/seventieth-blind-set.ts', messages: seventiethBlindSet },
  { name: 'blind set 71', file: 'chat/safety-eval/seventy-first-blind-set.ts', messages: seventyFirstBlindSet },
];

/**
 * Written and not measured yet: none. Sets written for the next candidate go here until its rule is written (no
 * test, no bench row, no report reads them); `apart.test.ts` keeps every training set apart from them already.
 */
export const WAITING_BLIND_SETS: readonly BlindSet[] = [];
