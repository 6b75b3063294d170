/**
 * The safety layer on the BLIND sets (blind.ts), each written by someone who saw neither the rules, the
 * model, nor any other set, and never used to tune the rules or train the shipped model: the honest estimate
 * of how the check does on phrasing it was not shaped around. Every other set is tuning or training data, or
 * spent (safety/dataset-former-blind-*.ts). Earlier rounds' measurements are in decision 007.
 *
 * MEASURED (2026-11-28, twenty-third session). "Chat check" = rules OR the mixed models (assess.ts): Y, the highest
 * level of C (ten labelled sets, thresholds 0.63 / 0.93), I (fifteen sets, 0.61 / 0.80), J (twenty-five sets, 0.63 /
 * 1) and L (thirty-one sets, 0.61 / 1; J and L add crisis reads only). Sets 28 to 31 were written for candidate Y and
 * measured W (the check until then) and Y once each; Y shipped under a rule written before L was trained (decision
 * 007). No model of Y trained on any of them, and none had to be removed (apart.test.ts keeps them apart).
 *
 *   set (messages = crisis / elevated / none; with earlier turns)   rules alone     W (until now)    chat check (Y)
 *   blind set 28 (300 = 110 / 90 / 100; 90)    crisis recall        0.48            0.88             0.88 (97/110; 6 read as none)
 *   supporters                                 false-alarm rate     0.11            0.15             0.15 (15/100; →crisis 6)
 *                                              elevated recall      0.58            0.69             0.69
 *   blind set 29 (301 = 111 / 90 / 100; 91)    crisis recall        0.47            0.81             0.84 (93/111; 10 as none)
 *   identity and belonging                     false-alarm rate     0.07            0.11             0.11 (11/100; →crisis 3)
 *                                              elevated recall      0.38            0.67             0.67
 *   blind set 30 (300 = 110 / 90 / 100; 90)    crisis recall        0.43            0.71             0.75 (83/110; 20 as none)
 *   nights, holidays, anniversaries            false-alarm rate     0.08            0.09             0.09 (9/100; →crisis 4)
 *                                              elevated recall      0.40            0.70             0.70
 *   blind set 31 (309 = 113 / 90 / 106; 90)    crisis recall        0.60            0.89             0.91 (103/113; 5 as none)
 *   pregnancy and parenting                    false-alarm rate     0.05            0.08             0.08 (9/106; →crisis 2)
 *                                              elevated recall      0.40            0.67             0.67
 *
 * Over the four sets Y finds 376 of 444 crises (0.85; W 366, C 354, the rules alone 220), reads 41 crises as none
 * (W 43), and flags 44 of 406 everyday messages (0.11, as W; 15 as a crisis, as W). Set 30 is the lowest: risk tied
 * to a date or a night ("get through Christmas for the kids and then").
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
  // Measured: rules 0.482 / 0.110 / 0.578; check (Y) 0.882 / 0.150 / 0.689.
  'blind set 28': { rules: { crisisRecall: 0.48, falseAlarmRate: 0.11, elevatedRecall: 0.57 }, check: { crisisRecall: 0.88, falseAlarmRate: 0.15, elevatedRecall: 0.68 } },
  // Measured: rules 0.468 / 0.070 / 0.378; check (Y) 0.838 / 0.110 / 0.667.
  'blind set 29': { rules: { crisisRecall: 0.46, falseAlarmRate: 0.07, elevatedRecall: 0.37 }, check: { crisisRecall: 0.83, falseAlarmRate: 0.11, elevatedRecall: 0.66 } },
  // Measured: rules 0.427 / 0.080 / 0.400; check (Y) 0.755 / 0.090 / 0.700.
  'blind set 30': { rules: { crisisRecall: 0.42, falseAlarmRate: 0.08, elevatedRecall: 0.4 }, check: { crisisRecall: 0.75, falseAlarmRate: 0.09, elevatedRecall: 0.7 } },
  // Measured: rules 0.602 / 0.047 / 0.400; check (Y) 0.912 / 0.085 / 0.667.
  'blind set 31': { rules: { crisisRecall: 0.6, falseAlarmRate: 0.05, elevatedRecall: 0.4 }, check: { crisisRecall: 0.91, falseAlarmRate: 0.09, elevatedRecall: 0.66 } },
};

for (const set of BLIND_SETS) {
  const floors = FLOORS[set.name];
  if (!floors) throw new Error(`no floors for ${set.name}`);
  describeSetFigures(`the rules alone on ${set.name} (never seen while writing or tuning them)`, `${set.name}, rules`, evaluateSafety(set.messages), set.messages.length, floors.rules);
  describeSetFigures(`the chat's check on ${set.name} (never seen while training the model)`, `${set.name}, chat check`, await evaluateChatCheck(set.messages), set.messages.length, floors.check);
}
