/**
 * The safety layer on the BLIND sets (blind.ts), each written by someone who saw neither the rules, the
 * model, nor any other set, and never used to tune the rules or train the shipped model: the honest estimate
 * of how the check does on phrasing it was not shaped around. Every other set is tuning or training data, or
 * spent (safety/dataset-former-blind-*.ts). Earlier rounds' measurements are in decision 007.
 *
 * MEASURED (2026-12-04, thirty-fourth session). "Chat check" = rules OR the mixed models (assess.ts): AJ′, the
 * highest level of C (ten labelled sets, thresholds 0.63 / 0.93), I (fifteen sets, 0.61 / 0.80), J (twenty-five
 * sets, 0.63 / 1), L (thirty-one sets, 0.61 / 1), M (thirty-nine sets, 0.58 / 1), N (forty-three sets, 0.59 / 1), O
 * (fifty-six sets, 0.59 / 1), P (sixty sets, 0.59 / 1), Q (sixty-four sets, 0.58 / 1), R (Q's sets, its sentence
 * heads with a hidden layer, 0.58 / 1), S (R's procedure on seventy-two sets, 0.57 / 1) and T (S's sets, its sentence
 * heads reading USE and MiniLM, 0.61 / 1; J to T add crisis reads only), counted only where a stacker fitted on the
 * spent sets 64 to 71 gives P(not none) ≥ 0.116 (stacker.ts). Sets 72 to 75 were written for candidate AJ′ and
 * measured AI and AJ′ once each; AJ′ found the same crises with fewer false alarms, so it shipped under the rule
 * written before the sets were read (decision 007). No model trained and no rule, combination or stacker was tuned
 * on sets 72 to 75; one of set 74's messages that a training set held after the same earlier turns was removed
 * before any measurement (apart.test.ts keeps them apart).
 *
 *   set (messages = crisis / elevated / none)                      rules alone     chat check (AJ′)
 *   blind set 72 (300 = 110 / 90 / 100)        crisis recall        0.44            0.85 (93/110; 17 read as none)
 *   journal entries, mood logs and lists       false-alarm rate     0.07            0.09 (9/100; →crisis 3)
 *                                              elevated recall      0.34            0.53
 *   blind set 73 (300 = 110 / 90 / 100)        crisis recall        0.52            0.97 (107/110; 3 as none)
 *   regional and national Englishes            false-alarm rate     0.10            0.16 (16/100; →crisis 4)
 *                                              elevated recall      0.42            0.77
 *   blind set 74 (299 = 110 / 90 / 99)         crisis recall        0.45            0.91 (100/110; 7 as none)
 *   people in treatment, the language of care  false-alarm rate     0.06            0.14 (14/99; →crisis 6)
 *                                              elevated recall      0.42            0.78
 *   blind set 75 (300 = 110 / 90 / 100)        crisis recall        0.26            0.93 (102/110; 5 as none)
 *   places, heights and journeys               false-alarm rate     0.10            0.15 (15/100; →crisis 10)
 *                                              elevated recall      0.43            0.73
 *
 * Over the four sets AJ′ finds 402 of 440 crises (0.914; AI 402, the rules alone 183), reads 32 crises as none, and
 * flags 54 of 399 everyday messages (0.135; AI 66, the rules alone 33), 23 of them as a crisis.
 *
 * The targets (crisis recall >= 0.98, false alarms <= 0.05) are not met; `npm run bench` reports the rows as FAIL.
 * Crises only a model reads get the crisis response's check-in opening (crisis-response.ts), which asks rather than
 * tells (decision 007).
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
  // Measured: rules 0.436 / 0.070 / 0.344; check (AJ′) 0.845 / 0.090 / 0.533.
  'blind set 72': { rules: { crisisRecall: 0.43, falseAlarmRate: 0.07, elevatedRecall: 0.34 }, check: { crisisRecall: 0.84, falseAlarmRate: 0.09, elevatedRecall: 0.53 } },
  // Measured: rules 0.518 / 0.100 / 0.422; check (AJ′) 0.973 / 0.160 / 0.767.
  'blind set 73': { rules: { crisisRecall: 0.51, falseAlarmRate: 0.1, elevatedRecall: 0.42 }, check: { crisisRecall: 0.97, falseAlarmRate: 0.16, elevatedRecall: 0.76 } },
  // Measured: rules 0.445 / 0.061 / 0.422; check (AJ′) 0.909 / 0.141 / 0.778.
  'blind set 74': { rules: { crisisRecall: 0.44, falseAlarmRate: 0.07, elevatedRecall: 0.42 }, check: { crisisRecall: 0.9, falseAlarmRate: 0.15, elevatedRecall: 0.77 } },
  // Measured: rules 0.264 / 0.100 / 0.433; check (AJ′) 0.927 / 0.150 / 0.733.
  'blind set 75': { rules: { crisisRecall: 0.26, falseAlarmRate: 0.1, elevatedRecall: 0.43 }, check: { crisisRecall: 0.92, falseAlarmRate: 0.15, elevatedRecall: 0.73 } },
};

for (const set of BLIND_SETS) {
  const floors = FLOORS[set.name];
  if (!floors) throw new Error(`no floors for ${set.name}`);
  describeSetFigures(`the rules alone on ${set.name} (never seen while writing or tuning them)`, `${set.name}, rules`, evaluateSafety(set.messages), set.messages.length, floors.rules);
  describeSetFigures(`the chat's check on ${set.name} (never seen while training the model)`, `${set.name}, chat check`, await evaluateChatCheck(set.messages), set.messages.length, floors.check);
}
