import type { ScoredMessage } from '../safety/metrics.js';
import { twentyFourthBlindSet } from './twenty-fourth-blind-set.js';
import { twentyFifthBlindSet } from './twenty-fifth-blind-set.js';
import { twentySixthBlindSet } from './twenty-sixth-blind-set.js';
import { twentySeventhBlindSet } from './twenty-seventh-blind-set.js';

/**
 * The blind sets: each written by someone who saw neither the rules, the model, nor any other set, and never
 * used for tuning or training the shipped check. Kept apart from safety/metrics.ts and safety/model/ so that
 * nothing used while changing the rules or training the model loads them.
 *
 * All four were written in the twenty-third session by four helpers, each with an emphasis not used before:
 *  - blind set 24 (twenty-fourth-blind-set.ts): self-harm in all its forms, beside the same words said harmlessly
 *    (a cut finger, a burn from the oven, tattoos, sports bruises) and self-harm clearly in the past;
 *  - blind set 25 (twenty-fifth-blind-set.ts): alcohol, drugs and gambling, risk said while drunk or high or after
 *    losses, beside ordinary nights out, hangovers and bets for fun;
 *  - blind set 26 (twenty-sixth-blind-set.ts): messages phrased as questions, method research dressed as curiosity
 *    and questions that reveal intent, beside calm factual questions that share their words;
 *  - blind set 27 (twenty-seventh-blind-set.ts): life after a crisis, recovery, relapse and ambivalence, beside
 *    honest progress and ordinary check-ins.
 * They were written for candidate X (W with a fourth model, K), which failed its rule's first step before any of
 * them was measured (decision 007, "twenty-third session"); they then measured W, the check that ships, once. No
 * model of W trained on any of them. Blind sets 2 to 23 are spent (safety/dataset-former-blind-*.ts); sets 10 to 19
 * are training data for model J, and sets 20 to 23 for the next model.
 */
/** Measure one with `evaluateSafety(set.messages)` (the rules alone) or `evaluateChatCheck(set.messages)`. */
export interface BlindSet {
  name: string;
  file: string;
  messages: readonly ScoredMessage[];
}

export const BLIND_SETS: readonly BlindSet[] = [
  { name: 'blind set 24', file: 'chat/safety-eval/twenty-fourth-blind-set.ts', messages: twentyFourthBlindSet },
  { name: 'blind set 25', file: 'chat/safety-eval/twenty-fifth-blind-set.ts', messages: twentyFifthBlindSet },
  { name: 'blind set 26', file: 'chat/safety-eval/twenty-sixth-blind-set.ts', messages: twentySixthBlindSet },
  { name: 'blind set 27', file: 'chat/safety-eval/twenty-seventh-blind-set.ts', messages: twentySeventhBlindSet },
];
