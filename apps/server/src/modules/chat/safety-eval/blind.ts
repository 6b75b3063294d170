import type { ScoredMessage } from '../safety/metrics.js';
import { sixtiethBlindSet } from './sixtieth-blind-set.js';
import { sixtyFirstBlindSet } from './sixty-first-blind-set.js';
import { sixtySecondBlindSet } from './sixty-second-blind-set.js';
import { sixtyThirdBlindSet } from './sixty-third-blind-set.js';

/**
 * The blind sets: each written by someone who saw neither the rules, the model, nor any other set, and never
 * used for tuning or training the shipped check. Kept apart from safety/metrics.ts and safety/model/ so that
 * nothing used while changing the rules or training the model loads them.
 *
 * All four were written in the twenty-eighth session by four helpers, each with an emphasis not used before:
 *  - blind set 60 (sixtieth-blind-set.ts): far from home (expats, seafarers, long-haul drivers, people abroad);
 *  - blind set 61 (sixty-first-blind-set.ts): sport and competition;
 *  - blind set 62 (sixty-second-blind-set.ts): long messages, the risk one sentence inside a paragraph;
 *  - blind set 63 (sixty-third-blind-set.ts): bystanders worried about someone they barely know.
 * They were written for candidate AG (AF with model R, whose sentence heads have a hidden layer) and measure AF and
 * AG once each (decision 007, "AG"). No model trained and no rule or combination was tuned on any of them. Blind sets
 * 2 to 59 are spent (safety/dataset-former-blind-*.ts); sets 10 to 55 are training data for the later models
 * (model/data.ts).
 */
/** Measure one with `evaluateSafety(set.messages)` (the rules alone) or `evaluateChatCheck(set.messages)`. */
export interface BlindSet {
  name: string;
  file: string;
  messages: readonly ScoredMessage[];
}

export const BLIND_SETS: readonly BlindSet[] = [
  { name: 'blind set 60', file: 'chat/safety-eval/sixtieth-blind-set.ts', messages: sixtiethBlindSet },
  { name: 'blind set 61', file: 'chat/safety-eval/sixty-first-blind-set.ts', messages: sixtyFirstBlindSet },
  { name: 'blind set 62', file: 'chat/safety-eval/sixty-second-blind-set.ts', messages: sixtySecondBlindSet },
  { name: 'blind set 63', file: 'chat/safety-eval/sixty-third-blind-set.ts', messages: sixtyThirdBlindSet },
];
