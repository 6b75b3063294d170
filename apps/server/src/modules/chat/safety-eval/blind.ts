import type { ScoredMessage } from '../safety/metrics.js';
import { eleventhBlindSet } from './eleventh-blind-set.js';
import { fifteenthBlindSet } from './fifteenth-blind-set.js';
import { fourteenthBlindSet } from './fourteenth-blind-set.js';
import { tenthBlindSet } from './tenth-blind-set.js';
import { thirteenthBlindSet } from './thirteenth-blind-set.js';
import { twelfthBlindSet } from './twelfth-blind-set.js';
import { sixteenthBlindSet } from './sixteenth-blind-set.js';
import { seventeenthBlindSet } from './seventeenth-blind-set.js';
import { eighteenthBlindSet } from './eighteenth-blind-set.js';
import { nineteenthBlindSet } from './nineteenth-blind-set.js';

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
 * Sets 10 to 15 measured C, the check shipped until the twenty-first session; sets 10 to 13 also measured E and E′
 * (twelfth session), and all six judged I (sixteenth session), so each has informed a choice.
 *
 * Four more were written in the twenty-first session by four helpers, with emphases not used before:
 *  - blind set 16 (sixteenth-blind-set.ts): phone typing, short bursts, typos, text-speak, emoji;
 *  - blind set 17 (seventeenth-blind-set.ts): mid and later life, carers, long illness and pain, and
 *    professionals or supporters writing about someone;
 *  - blind set 18 (eighteenth-blind-set.ts): risk said in code beside the same images used harmlessly, in
 *    several varieties of English;
 *  - blind set 19 (nineteenth-blind-set.ts): long messages with the risk in one clause, and conversations that
 *    change direction.
 * Sets 16 to 19 measured C and U once each and chose U, the check that ships now (decision 007, "twenty-first
 * session"). Neither of U's models trained on any of sets 10 to 19. Blind sets 2 to 9 are spent
 * (safety/dataset-former-blind-*.ts).
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
  { name: 'blind set 16', file: 'chat/safety-eval/sixteenth-blind-set.ts', messages: sixteenthBlindSet },
  { name: 'blind set 17', file: 'chat/safety-eval/seventeenth-blind-set.ts', messages: seventeenthBlindSet },
  { name: 'blind set 18', file: 'chat/safety-eval/eighteenth-blind-set.ts', messages: eighteenthBlindSet },
  { name: 'blind set 19', file: 'chat/safety-eval/nineteenth-blind-set.ts', messages: nineteenthBlindSet },
];
