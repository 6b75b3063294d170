/**
 * The safety layer on the BLIND sets (blind.ts), each written by someone who saw neither the rules, the
 * model, nor any other set, and never used to tune the rules or train the shipped model: the honest estimate
 * of how the check does on phrasing it was not shaped around. Every other set is tuning or training data, or
 * spent (safety/dataset-former-blind-*.ts). Earlier rounds' measurements are in decision 007.
 *
 * MEASURED (2026-11-26, twelfth session). "Chat check" = rules OR the mixed model (assess.ts): C, the ten-set
 * model with the rules' frames, thresholds 0.63 / 0.93, shipped since the fifth session. Each set measured C
 * once; the candidates of that session are in decision 007 ("Twelfth session"): E and E′ were measured on
 * sets 10 to 13 and neither ships; E″ and F failed standing tests before any measurement, so sets 14 and 15
 * have measured only C (G, fifteenth session, failed standing tests too).
 *
 * Figures below are C's on the sets as they are since 2026-11-27: thirteen messages were removed then (six
 * from set 10, one from 11, one from 13, three from 14, two from 15) because C's training sets hold the same
 * message after the same earlier turns, so they were never blind for C (apart.test.ts now keeps the two
 * apart). The removal was by that match alone; C's figures moved by at most 0.004.
 *
 *   set (messages = crisis / elevated / none; with earlier turns)   rules alone              chat check (C)
 *   blind set 10 (302 = 110 / 90 / 102; 101)   crisis recall        0.60 (66/110)            0.86 (95/110; 8 read as none)
 *                                              false-alarm rate     0.12 (12/102)            0.14 (14/102; →crisis 5)
 *                                              elevated recall      0.54                     0.66
 *   blind set 11 (300 = 110 / 90 / 100; 100)   crisis recall        0.63 (69/110)            0.92 (101/110; 6 as none)
 *                                              false-alarm rate     0.24 (24/100)            0.26 (26/100; →crisis 7)
 *                                              elevated recall      0.44                     0.70
 *   blind set 12 (300 = 110 / 90 / 100; 100)   crisis recall        0.45 (49/110)            0.85 (94/110; 9 as none)
 *                                              false-alarm rate     0.06 (6/100)             0.09 (9/100; →crisis 4)
 *                                              elevated recall      0.43                     0.64
 *   blind set 13 (306 = 112 / 91 / 103; 105)   crisis recall        0.46 (52/112)            0.82 (92/112; 15 as none)
 *                                              false-alarm rate     0.13 (13/103)            0.15 (15/103; →crisis 9)
 *                                              elevated recall      0.52                     0.69
 *   blind set 14 (302 = 111 / 91 / 100; 103)   crisis recall        0.68 (76/111)            0.87 (97/111; 7 as none)
 *                                              false-alarm rate     0.08 (8/100)             0.08 (8/100; →crisis 3)
 *                                              elevated recall      0.60                     0.74
 *   blind set 15 (300 = 109 / 90 / 101; 158)   crisis recall        0.51 (56/109)            0.86 (94/109; 9 as none)
 *                                              false-alarm rate     0.21 (21/101)            0.24 (24/101; →crisis 6)
 *                                              elevated recall      0.48                     0.59
 *
 * Over the six sets C finds 573 of 662 crises (0.87; the rules alone 368) and flags 96 of 606 everyday
 * messages (0.16; 34 as a crisis). Set 11's and set 15's false alarms are mostly the rules' own (dark humour
 * and memes among younger writers; short replies read through earlier turns).
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
  // Measured: rules 0.600 / 0.118 / 0.544; check 0.864 / 0.137 / 0.656.
  'blind set 10': { rules: { crisisRecall: 0.59, falseAlarmRate: 0.12, elevatedRecall: 0.53 }, check: { crisisRecall: 0.85, falseAlarmRate: 0.14, elevatedRecall: 0.64 } },
  // Measured: rules 0.627 / 0.240 / 0.444; check 0.918 / 0.260 / 0.700.
  'blind set 11': { rules: { crisisRecall: 0.61, falseAlarmRate: 0.24, elevatedRecall: 0.43 }, check: { crisisRecall: 0.9, falseAlarmRate: 0.26, elevatedRecall: 0.69 } },
  // Measured: rules 0.445 / 0.060 / 0.433; check 0.855 / 0.090 / 0.644.
  'blind set 12': { rules: { crisisRecall: 0.43, falseAlarmRate: 0.07, elevatedRecall: 0.42 }, check: { crisisRecall: 0.84, falseAlarmRate: 0.1, elevatedRecall: 0.63 } },
  // Measured: rules 0.464 / 0.126 / 0.516; check 0.821 / 0.146 / 0.692.
  'blind set 13': { rules: { crisisRecall: 0.45, falseAlarmRate: 0.13, elevatedRecall: 0.5 }, check: { crisisRecall: 0.81, falseAlarmRate: 0.15, elevatedRecall: 0.68 } },
  // Measured: rules 0.685 / 0.080 / 0.604; check 0.874 / 0.080 / 0.736.
  'blind set 14': { rules: { crisisRecall: 0.67, falseAlarmRate: 0.08, elevatedRecall: 0.59 }, check: { crisisRecall: 0.86, falseAlarmRate: 0.08, elevatedRecall: 0.72 } },
  // Measured: rules 0.514 / 0.208 / 0.478; check 0.862 / 0.238 / 0.589.
  'blind set 15': { rules: { crisisRecall: 0.5, falseAlarmRate: 0.21, elevatedRecall: 0.46 }, check: { crisisRecall: 0.85, falseAlarmRate: 0.24, elevatedRecall: 0.57 } },
};

for (const set of BLIND_SETS) {
  const floors = FLOORS[set.name];
  if (!floors) throw new Error(`no floors for ${set.name}`);
  describeSetFigures(`the rules alone on ${set.name} (never seen while writing or tuning them)`, `${set.name}, rules`, evaluateSafety(set.messages), set.messages.length, floors.rules);
  describeSetFigures(`the chat's check on ${set.name} (never seen while training the model)`, `${set.name}, chat check`, await evaluateChatCheck(set.messages), set.messages.length, floors.check);
}
