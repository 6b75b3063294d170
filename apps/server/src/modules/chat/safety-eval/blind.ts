import type { ScoredMessage } from '../safety/metrics.js';
import { twentyEighthBlindSet } from './twenty-eighth-blind-set.js';
import { twentyNinthBlindSet } from './twenty-ninth-blind-set.js';
import { thirtiethBlindSet } from './thirtieth-blind-set.js';
import { thirtyFirstBlindSet } from './thirty-first-blind-set.js';

/**
 * The blind sets: each written by someone who saw neither the rules, the model, nor any other set, and never
 * used for tuning or training the shipped check. Kept apart from safety/metrics.ts and safety/model/ so that
 * nothing used while changing the rules or training the model loads them.
 *
 * All four were written in the twenty-third session by four helpers, each with an emphasis not used before:
 *  - blind set 28 (twenty-eighth-blind-set.ts): supporters writing about someone else (friends, parents, partners,
 *    teachers, colleagues), at risk or not;
 *  - blind set 29 (twenty-ninth-blind-set.ts): identity, discrimination and belonging (sexuality, gender, race,
 *    faith, migration);
 *  - blind set 30 (thirtieth-blind-set.ts): nights, holidays and anniversaries;
 *  - blind set 31 (thirty-first-blind-set.ts): pregnancy, babies and parenting.
 * They were written for candidate Y (W with a fourth model, L) and measure W and Y once each (decision 007,
 * "twenty-third session"). No model of W trained on any of them. Blind sets 2 to 27 are spent
 * (safety/dataset-former-blind-*.ts); sets 10 to 19 are training data for model J, and sets 20 to 27 for later ones.
 */
/** Measure one with `evaluateSafety(set.messages)` (the rules alone) or `evaluateChatCheck(set.messages)`. */
export interface BlindSet {
  name: string;
  file: string;
  messages: readonly ScoredMessage[];
}

export const BLIND_SETS: readonly BlindSet[] = [
  { name: 'blind set 28', file: 'chat/safety-eval/twenty-eighth-blind-set.ts', messages: twentyEighthBlindSet },
  { name: 'blind set 29', file: 'chat/safety-eval/twenty-ninth-blind-set.ts', messages: twentyNinthBlindSet },
  { name: 'blind set 30', file: 'chat/safety-eval/thirtieth-blind-set.ts', messages: thirtiethBlindSet },
  { name: 'blind set 31', file: 'chat/safety-eval/thirty-first-blind-set.ts', messages: thirtyFirstBlindSet },
];
