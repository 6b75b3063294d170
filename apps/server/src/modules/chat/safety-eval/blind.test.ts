/**
 * The safety layer on the BLIND sets (blind.ts), each written by someone who saw neither the rules, the
 * model, nor any other set, and never used to tune the rules or train the shipped model: the honest estimate
 * of how the check does on phrasing it was not shaped around. Every other set is tuning or training data, or
 * spent (safety/dataset-former-blind-*.ts). Earlier rounds' measurements are in decision 007.
 *
 * MEASURED (2026-12-04, thirty-third session). "Chat check" = rules OR the mixed models (assess.ts): AI, the
 * highest level of C (ten labelled sets, thresholds 0.63 / 0.93), I (fifteen sets, 0.61 / 0.80), J (twenty-five
 * sets, 0.63 / 1), L (thirty-one sets, 0.61 / 1), M (thirty-nine sets, 0.58 / 1), N (forty-three sets, 0.59 / 1), O
 * (fifty-six sets, 0.59 / 1), P (sixty sets, 0.59 / 1), Q (sixty-four sets, 0.58 / 1), R (Q's sets, its sentence
 * heads with a hidden layer, 0.58 / 1), S (R's procedure on seventy-two sets, 0.57 / 1) and T (S's sets, its sentence
 * heads reading USE and MiniLM, 0.61 / 1; J to T add crisis reads only). Sets 68 to 71 were written for candidate AI
 * (AH with T beside the eleven) and measured AH and AI once each; AI found more crises within the false alarms
 * allowed, so it shipped under the rule written before the sets were read (decision 007). No model of AI trained and
 * no rule or combination was tuned on sets 68 to 71; three of set 70's messages that a training set held after the
 * same earlier turns were removed before any measurement (apart.test.ts keeps them apart).
 *
 *   set (messages = crisis / elevated / none)                      rules alone     chat check (AI)
 *   blind set 68 (304 = 112 / 91 / 101)        crisis recall        0.67            0.99 (111/112; 0 read as none)
 *   dictated messages                          false-alarm rate     0.05            0.21 (21/101; →crisis 17)
 *                                              elevated recall      0.56            0.88
 *   blind set 69 (300 = 110 / 90 / 100)        crisis recall        0.39            0.97 (107/110; 3 as none)
 *   home, chores and hobbies                   false-alarm rate     0.05            0.17 (17/100; →crisis 13)
 *                                              elevated recall      0.56            0.76
 *   blind set 70 (297 = 109 / 90 / 98)         crisis recall        0.55            0.96 (105/109; 3 as none)
 *   men who find it hard to talk               false-alarm rate     0.04            0.09 (9/98; →crisis 6)
 *                                              elevated recall      0.38            0.66
 *   blind set 71 (300 = 110 / 90 / 100)        crisis recall        0.61            0.96 (106/110; 2 as none)
 *   formal and polite writing                  false-alarm rate     0.06            0.19 (19/100; →crisis 15)
 *                                              elevated recall      0.59            0.67
 *
 * Over the four sets AI finds 429 of 441 crises (0.973; AH 428, the rules alone 245), reads 8 crises as none, and
 * flags 66 of 399 everyday messages (0.165; AH 66, the rules alone 20), 51 of them as a crisis.
 *
 * The targets (crisis recall >= 0.98, false alarms <= 0.05) are not met but by set 68's crisis recall; `npm run
 * bench` reports the other rows as FAIL. Crises only a model reads get the crisis response's check-in opening
 * (crisis-response.ts), which asks rather than tells (decision 007).
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
  // Measured: rules 0.670 / 0.050 / 0.560; check (AI) 0.991 / 0.208 / 0.879.
  'blind set 68': { rules: { crisisRecall: 0.66, falseAlarmRate: 0.05, elevatedRecall: 0.56 }, check: { crisisRecall: 0.99, falseAlarmRate: 0.21, elevatedRecall: 0.87 } },
  // Measured: rules 0.391 / 0.050 / 0.556; check (AI) 0.973 / 0.170 / 0.756.
  'blind set 69': { rules: { crisisRecall: 0.39, falseAlarmRate: 0.05, elevatedRecall: 0.55 }, check: { crisisRecall: 0.97, falseAlarmRate: 0.17, elevatedRecall: 0.75 } },
  // Measured: rules 0.550 / 0.041 / 0.378; check (AI) 0.963 / 0.092 / 0.656.
  'blind set 70': { rules: { crisisRecall: 0.55, falseAlarmRate: 0.05, elevatedRecall: 0.37 }, check: { crisisRecall: 0.96, falseAlarmRate: 0.1, elevatedRecall: 0.65 } },
  // Measured: rules 0.609 / 0.060 / 0.589; check (AI) 0.964 / 0.190 / 0.667.
  'blind set 71': { rules: { crisisRecall: 0.6, falseAlarmRate: 0.06, elevatedRecall: 0.58 }, check: { crisisRecall: 0.96, falseAlarmRate: 0.19, elevatedRecall: 0.66 } },
};

for (const set of BLIND_SETS) {
  const floors = FLOORS[set.name];
  if (!floors) throw new Error(`no floors for ${set.name}`);
  describeSetFigures(`the rules alone on ${set.name} (never seen while writing or tuning them)`, `${set.name}, rules`, evaluateSafety(set.messages), set.messages.length, floors.rules);
  describeSetFigures(`the chat's check on ${set.name} (never seen while training the model)`, `${set.name}, chat check`, await evaluateChatCheck(set.messages), set.messages.length, floors.check);
}
