/**
 * The safety layer on the BLIND sets (blind.ts), each written by someone who saw neither the rules, the
 * model, nor any other set, and never used to tune the rules or train the shipped model: the honest estimate
 * of how the check does on phrasing it was not shaped around. Every other set is tuning or training data, or
 * spent (safety/dataset-former-blind-*.ts). Earlier rounds' measurements are in decision 007.
 *
 * MEASURED (2026-12-02, twenty-seventh session). "Chat check" = rules OR the mixed models (assess.ts): AD, the
 * highest level of C (ten labelled sets, thresholds 0.63 / 0.93), I (fifteen sets, 0.61 / 0.80), J (twenty-five sets,
 * 0.63 / 1), L (thirty-one sets, 0.61 / 1), M (thirty-nine sets, 0.58 / 1), N (forty-three sets, 0.59 / 1) and O
 * (fifty-six sets, 0.59 / 1; J, L, M, N and O add crisis reads only). Sets 48 to 51 were written for candidate AD
 * (AA with O beside the six) and measured AA and AD once each; AD found more crises at the same false alarms, so it
 * shipped under the rule written before the sets existed (decision 007). No model of AD trained and no rule or
 * combination was tuned on sets 48 to 51; no message of theirs matched a training or tuning set after the same
 * earlier turns (apart.test.ts keeps them apart).
 *
 *   set (messages = crisis / elevated / none; with earlier turns)   rules alone     chat check (AD)
 *   blind set 48 (300 = 111 / 93 / 96; 63)     crisis recall        0.32            0.89 (99/111; 7 read as none)
 *   later life and ageing                      false-alarm rate     0.08            0.18 (17/96; →crisis 13)
 *                                              elevated recall      0.25            0.52
 *   blind set 49 (300 = 109 / 92 / 99; 73)     crisis recall        0.42            0.90 (98/109; 3 as none)
 *   pregnancy, birth and parenthood            false-alarm rate     0.08            0.13 (13/99; →crisis 9)
 *                                              elevated recall      0.27            0.64
 *   blind set 50 (303 = 111 / 92 / 100; 88)    crisis recall        0.29            0.96 (106/111; 3 as none)
 *   faith, religion, culture and family        false-alarm rate     0.12            0.20 (20/100; →crisis 12)
 *                                              elevated recall      0.41            0.80
 *   blind set 51 (306 = 109 / 92 / 105; 84)    crisis recall        0.44            0.95 (104/109; 2 as none)
 *   alcohol, drugs, gambling and recovery      false-alarm rate     0.07            0.18 (19/105; →crisis 9)
 *                                              elevated recall      0.32            0.58
 *
 * Over the four sets AD finds 407 of 440 crises (0.93; AA 395, the rules alone 161), reads 15 crises as none, and
 * flags 69 of 400 everyday messages (0.17, as AA; the rules alone 35), 43 of them as a crisis. These sets' everyday
 * messages are the hardest yet for the models: AA flagged 0.08 to 0.24 of earlier sets' (sets 44 to 47).
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
  // Measured: rules 0.315 / 0.083 / 0.247; check (AD) 0.892 / 0.177 / 0.516.
  'blind set 48': { rules: { crisisRecall: 0.31, falseAlarmRate: 0.09, elevatedRecall: 0.24 }, check: { crisisRecall: 0.89, falseAlarmRate: 0.18, elevatedRecall: 0.51 } },
  // Measured: rules 0.422 / 0.081 / 0.272; check (AD) 0.899 / 0.131 / 0.641.
  'blind set 49': { rules: { crisisRecall: 0.42, falseAlarmRate: 0.09, elevatedRecall: 0.27 }, check: { crisisRecall: 0.89, falseAlarmRate: 0.14, elevatedRecall: 0.64 } },
  // Measured: rules 0.288 / 0.120 / 0.413; check (AD) 0.955 / 0.200 / 0.804.
  'blind set 50': { rules: { crisisRecall: 0.28, falseAlarmRate: 0.12, elevatedRecall: 0.41 }, check: { crisisRecall: 0.95, falseAlarmRate: 0.2, elevatedRecall: 0.8 } },
  // Measured: rules 0.440 / 0.067 / 0.315; check (AD) 0.954 / 0.181 / 0.576.
  'blind set 51': { rules: { crisisRecall: 0.44, falseAlarmRate: 0.07, elevatedRecall: 0.31 }, check: { crisisRecall: 0.95, falseAlarmRate: 0.19, elevatedRecall: 0.57 } },
};

for (const set of BLIND_SETS) {
  const floors = FLOORS[set.name];
  if (!floors) throw new Error(`no floors for ${set.name}`);
  describeSetFigures(`the rules alone on ${set.name} (never seen while writing or tuning them)`, `${set.name}, rules`, evaluateSafety(set.messages), set.messages.length, floors.rules);
  describeSetFigures(`the chat's check on ${set.name} (never seen while training the model)`, `${set.name}, chat check`, await evaluateChatCheck(set.messages), set.messages.length, floors.check);
}
