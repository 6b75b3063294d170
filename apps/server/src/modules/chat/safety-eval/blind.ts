import type { ScoredMessage } from '../safety/metrics.js';
import { sixtyFifthBlindSet } from './sixty-fifth-blind-set.js';
import { sixtyFourthBlindSet } from './sixty-fourth-blind-set.js';
import { sixtySeventhBlindSet } from './sixty-seventh-blind-set.js';
import { sixtySixthBlindSet } from './sixty-sixth-blind-set.js';
import { seventiethBlindSet } from './seventieth-blind-set.js';
import { seventyFirstBlindSet } from './seventy-first-blind-set.js';
import { sixtyEighthBlindSet } from './sixty-eighth-blind-set.js';
import { sixtyNinthBlindSet } from './sixty-ninth-blind-set.js';

/**
 * The blind sets: each written by someone who saw neither the rules, the model, nor any other set, and never
 * used for tuning or training the shipped check. Kept apart from safety/metrics.ts and safety/model/ so that
 * nothing used while changing the rules or training the model loads them.
 *
 * All four were written in the twenty-ninth session by four helpers, each with an emphasis not used before:
 *  - blind set 64 (sixty-fourth-blind-set.ts): talking to the chat about the chat (privacy, trust, being let down);
 *  - blind set 65 (sixty-fifth-blind-set.ts): loneliness and isolation;
 *  - blind set 66 (sixty-sixth-blind-set.ts): ambition, status and failure;
 *  - blind set 67 (sixty-seventh-blind-set.ts): the news and the state of the world.
 * They were written for candidate AH (AG with model S, R's procedure on seventy-two sets) and measure AG and AH once
 * each (decision 007, "AH"). No model trained and no rule or combination was tuned on any of them. Blind sets 2 to
 * 63 are spent (safety/dataset-former-blind-*.ts); sets 10 to 63 are training data for the later models
 * (model/data.ts).
 */
/** Measure one with `evaluateSafety(set.messages)` (the rules alone) or `evaluateChatCheck(set.messages)`. */
export interface BlindSet {
  name: string;
  file: string;
  messages: readonly ScoredMessage[];
}

export const BLIND_SETS: readonly BlindSet[] = [
  { name: 'blind set 64', file: 'chat/safety-eval/sixty-fourth-blind-set.ts', messages: sixtyFourthBlindSet },
  { name: 'blind set 65', file: 'chat/safety-eval/sixty-fifth-blind-set.ts', messages: sixtyFifthBlindSet },
  { name: 'blind set 66', file: 'chat/safety-eval/sixty-sixth-blind-set.ts', messages: sixtySixthBlindSet },
  { name: 'blind set 67', file: 'chat/safety-eval/sixty-seventh-blind-set.ts', messages: sixtySeventhBlindSet },
];

/**
 * Written, and not measured yet: blind sets 68 to 71, written in the thirty-second session by four helpers who opened
 * no code and no set, for the next candidate (AI, decision 007: a sentence half that reads both encoders). Each has
 * an emphasis not used before in a blind set:
 *  - blind set 68 (sixty-eighth-blind-set.ts): dictated messages (speech-to-text: no punctuation, misheard words);
 *  - blind set 69 (sixty-ninth-blind-set.ts): home, chores and hobbies (household words that sound dangerous);
 *  - blind set 70 (seventieth-blind-set.ts): men who find it hard to talk (banter, deflection, risk said sideways);
 *  - blind set 71 (seventy-first-blind-set.ts): formal and polite writing (letters, e-mails, case-note register).
 * Nothing measures them until AI's rule is written (no test, no bench row, no report); `apart.test.ts` already keeps
 * every training set apart from them.
 */
export const WAITING_BLIND_SETS: readonly BlindSet[] = [
  { name: 'blind set 68', file: 'chat/safety-eval/sixty-eighth-blind-set.ts', messages: sixtyEighthBlindSet },
  { name: 'blind set 69', file: 'chat/safety-eval/sixty-ninth-blind-set.ts', messages: sixtyNinthBlindSet },
  { name: 'blind set 70', file: 'chat/safety-eval/seventieth-blind-set.ts', messages: seventiethBlindSet },
  { name: 'blind set 71', file: 'chat/safety-eval/seventy-first-blind-set.ts', messages: seventyFirstBlindSet },
];
