/**
 * The safety layer on the BLIND sets (blind.ts), each written by someone who saw neither the rules, the
 * model, nor any other set, and never used to tune the rules or train the shipped model: the honest estimate
 * of how the check does on phrasing it was not shaped around. Every other set is tuning or training data, or
 * spent (safety/dataset-former-blind-*.ts). Earlier rounds' measurements are in decision 007.
 *
 * MEASURED (2026-12-02, twenty-sixth session). "Chat check" = rules OR the mixed models (assess.ts): AA, the highest
 * level of C (ten labelled sets, thresholds 0.63 / 0.93), I (fifteen sets, 0.61 / 0.80), J (twenty-five sets, 0.63 /
 * 1), L (thirty-one sets, 0.61 / 1), M (thirty-nine sets, 0.58 / 1) and N (forty-three sets, 0.59 / 1; J, L, M and N add
 * crisis reads only). Sets 44 to 47 were written for candidate AC (AA's models combined by a gate on their mean
 * crisis probability, chosen on the spent sets 36 to 43) and measured AA and AC once each; AC read every message of
 * them as AA did, so it did not ship under the rule written before the sets existed (decision 007). Sets 40 to 43
 * had judged AB the same way. No model of AA trained and no rule or combination was tuned on sets 44 to 47; one
 * message of set 44 that a training or tuning set holds after the same earlier turns was removed before any
 * measurement (apart.test.ts keeps them apart).
 *
 *   set (messages = crisis / elevated / none; with earlier turns)   rules alone     chat check (AA)
 *   blind set 44 (299 = 110 / 90 / 99; 97)     crisis recall        0.46            0.85 (93/110; 9 read as none)
 *   students and study                         false-alarm rate     0.12            0.13 (13/99; →crisis 3)
 *                                              elevated recall      0.44            0.73
 *   blind set 45 (300 = 110 / 90 / 100; 90)    crisis recall        0.49            0.95 (104/110; 1 as none)
 *   dating, sex and relationships              false-alarm rate     0.02            0.08 (8/100; →crisis 6)
 *                                              elevated recall      0.37            0.78
 *   blind set 46 (302 = 110 / 90 / 102; 91)    crisis recall        0.35            0.77 (85/110; 15 as none)
 *   war, disasters and displacement            false-alarm rate     0.00            0.02 (2/102; →crisis 2)
 *                                              elevated recall      0.29            0.63
 *   blind set 47 (305 = 110 / 94 / 101; 88)    crisis recall        0.28            0.54 (59/110; 36 as none)
 *   jokes, sarcasm and dark humour             false-alarm rate     0.14            0.24 (24/101; →crisis 10)
 *                                              elevated recall      0.39            0.52
 *
 * Over the four sets AA finds 341 of 440 crises (0.78; the rules alone 174), reads 61 crises as none, and flags 47 of
 * 402 everyday messages (0.12; the rules alone 28), 21 of them as a crisis. Crises said in a joking voice (set 47) are
 * the check's worst reading yet.
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
  // Measured: rules 0.464 / 0.121 / 0.444; check (AA) 0.845 / 0.131 / 0.733.
  'blind set 44': { rules: { crisisRecall: 0.46, falseAlarmRate: 0.13, elevatedRecall: 0.44 }, check: { crisisRecall: 0.84, falseAlarmRate: 0.14, elevatedRecall: 0.73 } },
  // Measured: rules 0.491 / 0.020 / 0.367; check (AA) 0.945 / 0.080 / 0.778.
  'blind set 45': { rules: { crisisRecall: 0.49, falseAlarmRate: 0.02, elevatedRecall: 0.36 }, check: { crisisRecall: 0.94, falseAlarmRate: 0.08, elevatedRecall: 0.77 } },
  // Measured: rules 0.345 / 0.000 / 0.289; check (AA) 0.773 / 0.020 / 0.633.
  'blind set 46': { rules: { crisisRecall: 0.34, falseAlarmRate: 0, elevatedRecall: 0.28 }, check: { crisisRecall: 0.77, falseAlarmRate: 0.02, elevatedRecall: 0.63 } },
  // Measured: rules 0.282 / 0.139 / 0.394; check (AA) 0.536 / 0.238 / 0.521.
  'blind set 47': { rules: { crisisRecall: 0.28, falseAlarmRate: 0.14, elevatedRecall: 0.39 }, check: { crisisRecall: 0.53, falseAlarmRate: 0.24, elevatedRecall: 0.52 } },
};

for (const set of BLIND_SETS) {
  const floors = FLOORS[set.name];
  if (!floors) throw new Error(`no floors for ${set.name}`);
  describeSetFigures(`the rules alone on ${set.name} (never seen while writing or tuning them)`, `${set.name}, rules`, evaluateSafety(set.messages), set.messages.length, floors.rules);
  describeSetFigures(`the chat's check on ${set.name} (never seen while training the model)`, `${set.name}, chat check`, await evaluateChatCheck(set.messages), set.messages.length, floors.check);
}
