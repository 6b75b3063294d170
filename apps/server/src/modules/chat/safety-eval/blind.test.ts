/**
 * The safety layer on the BLIND sets (blind.ts), each written by someone who saw neither the rules, the
 * model, nor any other set, and never used to tune the rules or train the shipped model: the honest estimate
 * of how the check does on phrasing it was not shaped around. Every other set is tuning or training data, or
 * spent (safety/dataset-former-blind-*.ts). Earlier rounds' measurements are in decision 007.
 *
 * MEASURED (2026-12-01, twenty-fourth session). "Chat check" = rules OR the mixed models (assess.ts): Z, the highest
 * level of C (ten labelled sets, thresholds 0.63 / 0.93), I (fifteen sets, 0.61 / 0.80), J (twenty-five sets, 0.63 /
 * 1), L (thirty-one sets, 0.61 / 1) and M (thirty-nine sets, 0.58 / 1; J, L and M add crisis reads only). Sets 32 to
 * 35 were written for candidate Z and measured Y (the check until then) and Z once each; Z shipped under a rule
 * written before M was trained (decision 007). No model of Z trained on any of them; three messages of set 35 that a
 * training set holds after the same earlier turns were removed before any measurement (apart.test.ts keeps them apart).
 *
 *   set (messages = crisis / elevated / none; with earlier turns)   rules alone     Y (until now)    chat check (Z)
 *   blind set 32 (307 = 112 / 92 / 103; 92)    crisis recall        0.42            0.81             0.88 (98/112; 9 read as none)
 *   work, money and housing                    false-alarm rate     0.09            0.12             0.13 (13/103; →crisis 8)
 *                                              elevated recall      0.49            0.74             0.74
 *   blind set 33 (301 = 111 / 90 / 100; 90)    crisis recall        0.42            0.79             0.84 (93/111; 10 as none)
 *   helping and high-pressure jobs             false-alarm rate     0.17            0.20             0.20 (20/100; →crisis 8)
 *                                              elevated recall      0.41            0.70             0.70
 *   blind set 34 (300 = 110 / 90 / 100; 95)    crisis recall        0.48            0.81             0.83 (91/110; 17 as none)
 *   life online                                false-alarm rate     0.17            0.18             0.18 (18/100; →crisis 7)
 *                                              elevated recall      0.47            0.79             0.79
 *   blind set 35 (297 = 109 / 90 / 98; 90)     crisis recall        0.44            0.91             0.96 (105/109; 3 as none)
 *   trauma, abuse and safety                   false-alarm rate     0.18            0.24             0.24 (24/98; →crisis 5)
 *                                              elevated recall      0.40            0.67             0.67
 *
 * Over the four sets Z finds 387 of 442 crises (0.88; Y 367, C 339, the rules alone 195), reads 39 crises as none
 * (Y 53), and flags 75 of 401 everyday messages (0.19; Y 74), 28 of them as a crisis (Y 26). These sets' everyday
 * messages are the hardest yet: the rules alone flag 0.09 to 0.18 of them.
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
  // Measured: rules 0.420 / 0.087 / 0.489; check (Z) 0.875 / 0.126 / 0.739.
  'blind set 32': { rules: { crisisRecall: 0.41, falseAlarmRate: 0.09, elevatedRecall: 0.48 }, check: { crisisRecall: 0.87, falseAlarmRate: 0.13, elevatedRecall: 0.73 } },
  // Measured: rules 0.423 / 0.170 / 0.411; check (Z) 0.838 / 0.200 / 0.700.
  'blind set 33': { rules: { crisisRecall: 0.42, falseAlarmRate: 0.17, elevatedRecall: 0.41 }, check: { crisisRecall: 0.83, falseAlarmRate: 0.2, elevatedRecall: 0.7 } },
  // Measured: rules 0.482 / 0.170 / 0.467; check (Z) 0.827 / 0.180 / 0.789.
  'blind set 34': { rules: { crisisRecall: 0.48, falseAlarmRate: 0.17, elevatedRecall: 0.46 }, check: { crisisRecall: 0.82, falseAlarmRate: 0.18, elevatedRecall: 0.78 } },
  // Measured: rules 0.440 / 0.184 / 0.400; check (Z) 0.963 / 0.245 / 0.667.
  'blind set 35': { rules: { crisisRecall: 0.44, falseAlarmRate: 0.19, elevatedRecall: 0.4 }, check: { crisisRecall: 0.96, falseAlarmRate: 0.25, elevatedRecall: 0.66 } },
};

for (const set of BLIND_SETS) {
  const floors = FLOORS[set.name];
  if (!floors) throw new Error(`no floors for ${set.name}`);
  describeSetFigures(`the rules alone on ${set.name} (never seen while writing or tuning them)`, `${set.name}, rules`, evaluateSafety(set.messages), set.messages.length, floors.rules);
  describeSetFigures(`the chat's check on ${set.name} (never seen while training the model)`, `${set.name}, chat check`, await evaluateChatCheck(set.messages), set.messages.length, floors.check);
}
