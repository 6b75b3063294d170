/**
 * The safety layer on the BLIND sets (blind.ts), each written by someone who saw neither the rules, the
 * model, nor any other set, and never used to tune the rules or train the shipped model: the honest estimate
 * of how the check does on phrasing it was not shaped around. Every other set is tuning or training data, or
 * spent (safety/dataset-former-blind-*.ts). Earlier rounds' measurements are in decision 007.
 *
 * MEASURED (2026-12-02, twenty-eighth session). "Chat check" = rules OR the mixed models (assess.ts): AF, the
 * highest level of C (ten labelled sets, thresholds 0.63 / 0.93), I (fifteen sets, 0.61 / 0.80), J (twenty-five sets,
 * 0.63 / 1), L (thirty-one sets, 0.61 / 1), M (thirty-nine sets, 0.58 / 1), N (forty-three sets, 0.59 / 1), O (fifty-six
 * sets, 0.59 / 1), P (sixty sets, 0.59 / 1) and Q (sixty-four sets, 0.58 / 1; J to Q add crisis reads only). Sets 56
 * to 59 were written for candidate AF (AE with Q beside the eight) and measured AE and AF once each; AF found more
 * crises at the same false alarms, so it shipped under the rule written before the sets existed (decision 007). No
 * model of AF trained and no rule or combination was tuned on sets 56 to 59; two of set 56's messages matched a
 * training message after the same earlier turns and were removed before any measurement (apart.test.ts keeps them
 * apart).
 *
 *   set (messages = crisis / elevated / none)                      rules alone     chat check (AF)
 *   blind set 56 (298 = 108 / 90 / 100)        crisis recall        0.63            0.98 (106/108; 2 read as none)
 *   teenagers: shorthand, slang and emoji      false-alarm rate     0.09            0.19 (19/100; →crisis 12)
 *                                              elevated recall      0.37            0.72
 *   blind set 57 (311 = 113 / 93 / 105)        crisis recall        0.43            0.88 (100/113; 10 as none)
 *   understatement                             false-alarm rate     0.10            0.13 (14/105; →crisis 5)
 *                                              elevated recall      0.25            0.65
 *   blind set 58 (300 = 110 / 90 / 100)        crisis recall        0.25            0.86 (95/110; 12 as none)
 *   pets and animals                           false-alarm rate     0.06            0.09 (9/100; →crisis 6)
 *                                              elevated recall      0.40            0.61
 *   blind set 59 (300 = 110 / 90 / 100)        crisis recall        0.41            0.81 (89/110; 18 as none)
 *   creative work                              false-alarm rate     0.13            0.14 (14/100; →crisis 5)
 *                                              elevated recall      0.53            0.71
 *
 * Over the four sets AF finds 390 of 441 crises (0.88; AE 387, the rules alone 190), reads 42 crises as none, and
 * flags 56 of 405 everyday messages (0.14; AE 56, the rules alone 38), 28 of them as a crisis.
 *
 * The targets (crisis recall >= 0.98, false alarms <= 0.05) are far off; `npm run bench` reports these rows
 * as FAIL. Crises only a model reads get the crisis response's check-in opening (crisis-response.ts),
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
  // Measured: rules 0.630 / 0.090 / 0.367; check (AF) 0.981 / 0.190 / 0.722.
  'blind set 56': { rules: { crisisRecall: 0.62, falseAlarmRate: 0.09, elevatedRecall: 0.36 }, check: { crisisRecall: 0.98, falseAlarmRate: 0.19, elevatedRecall: 0.72 } },
  // Measured: rules 0.434 / 0.095 / 0.247; check (AF) 0.885 / 0.133 / 0.645.
  'blind set 57': { rules: { crisisRecall: 0.43, falseAlarmRate: 0.1, elevatedRecall: 0.24 }, check: { crisisRecall: 0.88, falseAlarmRate: 0.14, elevatedRecall: 0.64 } },
  // Measured: rules 0.255 / 0.060 / 0.400; check (AF) 0.864 / 0.090 / 0.611.
  'blind set 58': { rules: { crisisRecall: 0.25, falseAlarmRate: 0.06, elevatedRecall: 0.4 }, check: { crisisRecall: 0.86, falseAlarmRate: 0.09, elevatedRecall: 0.61 } },
  // Measured: rules 0.409 / 0.130 / 0.533; check (AF) 0.809 / 0.140 / 0.711.
  'blind set 59': { rules: { crisisRecall: 0.4, falseAlarmRate: 0.13, elevatedRecall: 0.53 }, check: { crisisRecall: 0.8, falseAlarmRate: 0.14, elevatedRecall: 0.71 } },
};

for (const set of BLIND_SETS) {
  const floors = FLOORS[set.name];
  if (!floors) throw new Error(`no floors for ${set.name}`);
  describeSetFigures(`the rules alone on ${set.name} (never seen while writing or tuning them)`, `${set.name}, rules`, evaluateSafety(set.messages), set.messages.length, floors.rules);
  describeSetFigures(`the chat's check on ${set.name} (never seen while training the model)`, `${set.name}, chat check`, await evaluateChatCheck(set.messages), set.messages.length, floors.check);
}
