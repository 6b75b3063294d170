/**
 * The safety layer on the BLIND sets (blind.ts), each written by someone who saw neither the rules, the
 * model, nor any other set, and never used for tuning: the honest estimate of how the check does on phrasing
 * it was not shaped around. Every other set is tuning or training data.
 *
 * MEASURED (2026-11-21). "Chat check" = rules OR the mixed model (assess.ts); A = the model trained on five
 * labelled sets (thresholds 0.57 / 0.68), B = retrained with the sixth set added (dataset-sixth.ts, written
 * by a helper that saw no set; thresholds 0.66 / 0.76 by the same leave-one-set-out rule). B ships: it is what
 * the fixed procedure gives with all the training data; A's figures did not choose it.
 *
 *   blind set 2 (second-fresh-set.ts: 274 = 117 crisis, 64 elevated, 93 none)
 *                      rules             chat check A               chat check B (ships)
 *   crisis recall      0.72 (84/117)     0.91 (106/117)             0.84 (98/117)
 *   false-alarm rate   0.12 (11/93)      0.14 (13/93; →crisis 6)    0.12 (11/93; →crisis 5)
 *   elevated recall    0.63              0.75                       0.78
 *
 *   blind set 3 (third-blind-set.ts: 302 = 122 crisis, 70 elevated, 110 none, 99 with earlier turns;
 *   written with many everyday "I want to…/tonight/bye" messages on purpose)
 *                      rules             chat check A               chat check B (ships)
 *   crisis recall      0.49 (60/122)     0.80 (98/122)              0.71 (87/122)
 *   false-alarm rate   0.06 (7/110)      0.27 (30/110; →crisis 28)  0.12 (13/110; →crisis 8)
 *   elevated recall    0.54              0.69                       0.80
 *
 * The targets (crisis recall >= 0.98, false alarms <= 0.05) are far off; `npm run bench` reports these rows
 * as FAIL. Crises only the model reads get the crisis response's check-in opening (crisis-response.ts),
 * which asks rather than tells (decision 007).
 *
 * Do NOT tune against these files: never print or read their misses when changing the rules or training the
 * model. The floors sit just under the measurements (ceilings just over, for false alarms), so a regression
 * fails; once anything is changed because of a message here, the set stops being blind and a new one written
 * by someone else is needed.
 */
import { evaluateSafety } from '../safety/metrics.js';
import { evaluateChatCheck } from '../safety/model/evaluate.js';
import { BLIND_SETS } from './blind.js';
import { describeSetFigures, type SetFloors } from './set-figures.js';

const FLOORS: Record<string, { rules: SetFloors; check: SetFloors }> = {
  // Measured: rules 0.718 / 0.118 / 0.625; check 0.838 / 0.118 / 0.781.
  'blind set 2': { rules: { crisisRecall: 0.71, falseAlarmRate: 0.13, elevatedRecall: 0.61 }, check: { crisisRecall: 0.83, falseAlarmRate: 0.13, elevatedRecall: 0.77 } },
  // Measured: rules 0.492 / 0.064 / 0.543; check 0.713 / 0.118 / 0.800.
  'blind set 3': { rules: { crisisRecall: 0.48, falseAlarmRate: 0.07, elevatedRecall: 0.53 }, check: { crisisRecall: 0.7, falseAlarmRate: 0.13, elevatedRecall: 0.79 } },
};

for (const set of BLIND_SETS) {
  const floors = FLOORS[set.name];
  if (!floors) throw new Error(`no floors for ${set.name}`);
  describeSetFigures(`the rules alone on ${set.name} (never seen while writing or tuning them)`, `${set.name}, rules`, evaluateSafety(set.messages), set.messages.length, floors.rules);
  describeSetFigures(`the chat's check on ${set.name} (never seen while training the model)`, `${set.name}, chat check`, await evaluateChatCheck(set.messages), set.messages.length, floors.check);
}
