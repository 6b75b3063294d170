import type { ScoredMessage } from '../safety/metrics.js';
import { fortyEighthBlindSet } from './forty-eighth-blind-set.js';
import { fortyNinthBlindSet } from './forty-ninth-blind-set.js';
import { fiftiethBlindSet } from './fiftieth-blind-set.js';
import { fiftyFirstBlindSet } from './fifty-first-blind-set.js';

/**
 * The blind sets: each written by someone who saw neither the rules, the model, nor any other set, and never
 * used for tuning or training the shipped check. Kept apart from safety/metrics.ts and safety/model/ so that
 * nothing used while changing the rules or training the model loads them.
 *
 * All four were written in the twenty-seventh session by four helpers, each with an emphasis not used before:
 *  - blind set 48 (forty-eighth-blind-set.ts): later life and ageing;
 *  - blind set 49 (forty-ninth-blind-set.ts): pregnancy, birth and parenthood;
 *  - blind set 50 (fiftieth-blind-set.ts): faith, religion, culture and family;
 *  - blind set 51 (fifty-first-blind-set.ts): alcohol, drugs, gambling and recovery.
 * They were written for candidate AD (AA with model O, which learns from fifty-six sets) and measured AA and AD once
 * each (decision 007, "AD"): AD found more crises at the same false alarms and shipped, so they are AD's blind rows
 * and have judged one candidate. No model trained and no rule or combination was tuned on any of them. Blind sets 2 to
 * 47 are spent (safety/dataset-former-blind-*.ts); sets 10 to 47 are training data for the later models
 * (model/data.ts).
 */
/** Measure one with `evaluateSafety(set.messages)` (the rules alone) or `evaluateChatCheck(set.messages)`. */
export interface BlindSet {
  name: string;
  file: string;
  messages: readonly ScoredMessage[];
}

export const BLIND_SETS: readonly BlindSet[] = [
  { name: 'blind set 48', file: 'chat/safety-eval/forty-eighth-blind-set.ts', messages: fortyEighthBlindSet },
  { name: 'blind set 49', file: 'chat/safety-eval/forty-ninth-blind-set.ts', messages: fortyNinthBlindSet },
  { name: 'blind set 50', file: 'chat/safety-eval/fiftieth-blind-set.ts', messages: fiftiethBlindSet },
  { name: 'blind set 51', file: 'chat/safety-eval/fifty-first-blind-set.ts', messages: fiftyFirstBlindSet },
];
