import type { ScoredMessage } from '../safety/metrics.js';
import { secondFreshSet } from './second-fresh-set.js';
import { thirdBlindSet } from './third-blind-set.js';

/**
 * The blind sets: each written by someone who saw neither the rules, the model, nor any other set, and never
 * used for tuning. Kept apart from safety/metrics.ts and safety/model/ so that nothing used while changing the
 * rules or training the model loads them.
 *
 *  - blind set 2 (second-fresh-set.ts): measured the rules twice and the n-gram model once; then, with every
 *    choice about the mixed model already fixed by cross-validation, it measured that model once, which
 *    decided that the chat uses it (decision 007). Nothing was tuned on it.
 *  - blind set 3 (third-blind-set.ts): written for the mixed model's final measurement; measured once with the
 *    rules before the model was wired in, and then with the chat's check.
 */
/** Measure one with `evaluateSafety(set.messages)` (the rules alone) or `evaluateChatCheck(set.messages)`. */
export interface BlindSet {
  name: string;
  file: string;
  messages: readonly ScoredMessage[];
}

export const BLIND_SETS: readonly BlindSet[] = [
  { name: 'blind set 2', file: 'chat/safety-eval/second-fresh-set.ts', messages: secondFreshSet },
  { name: 'blind set 3', file: 'chat/safety-eval/third-blind-set.ts', messages: thirdBlindSet },
];
