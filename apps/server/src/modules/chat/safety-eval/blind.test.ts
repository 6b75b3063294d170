/**
 * The safety layer on the BLIND sets (blind.ts), each written by someone who saw neither the rules, the
 * model, nor any other set, and never used for tuning: the honest estimate of how the check does on phrasing
 * it was not shaped around. Every other set is tuning or training data.
 *
 * MEASURED (2026-11-21, fifth session). "Chat check" = rules OR the mixed model (assess.ts). Each model was
 * measured after every choice about it was fixed; each comparison followed a rule set beforehand.
 *  - A: the six-set model of the fourth session (thresholds 0.66 / 0.76).
 *  - B: the same procedure on ten sets (the six, former blind sets 2 and 3, the seventh and eighth). Its
 *    thresholds rose to 0.84 / 0.84. On sets 4 and 5 it found fewer crises than A for the same false
 *    alarms, so it was not shipped.
 *  - C (ships): ten sets, with the rules' frames (safety/frames.ts), which turn 22 of the rules' false
 *    crises on the training sets into elevated. Its thresholds are 0.63 / 0.93. The rule fixed before
 *    measuring it on set 6: C ships if it finds at least as many crises as A there (A with the frames too),
 *    with false alarms no more than 0.02 higher. It did. C's figures on sets 4 and 5 were read after that
 *    choice.
 *
 *   blind set 4 (fourth-blind-set.ts: 307 = 124 crisis, 72 elevated, 111 none, 100 with earlier turns)
 *                      rules             A                 B (not shipped)   C (ships)
 *   crisis recall      0.52 (65/124)     0.73 (90/124)     0.64 (79/124)     0.83 (103/124)
 *   false-alarm rate   0.08 (9/111)      0.12 (13/111)     0.11 (12/111)     0.10 (11/111; →crisis 5)
 *   elevated recall    0.60              0.86              0.89              0.74
 *
 *   blind set 5 (fifth-blind-set.ts: 311 = 125 crisis, 72 elevated, 114 none, 103 with earlier turns)
 *                      rules             A                 B (not shipped)   C (ships)
 *   crisis recall      0.42 (52/125)     0.74 (92/125)     0.64 (80/125)     0.82 (103/125)
 *   false-alarm rate   0.11 (13/114)     0.12 (14/114)     0.12 (14/114)     0.12 (14/114; →crisis 6)
 *   elevated recall    0.46              0.78              0.81              0.63
 *
 *   blind set 6 (sixth-blind-set.ts: 300 = 119 crisis, 71 elevated, 110 none, 102 with earlier turns; a
 *   cross-section of a week's messages). Rules with the frames; A with the frames as well.
 *                      rules             A                                   C (ships)
 *   crisis recall      0.64 (76/119)     0.83 (99/119)                       0.89 (106/119)
 *   false-alarm rate   0.08 (9/110)      0.09 (10/110)                       0.08 (9/110; →crisis 6)
 *   elevated recall    0.55              0.79                                0.70
 *
 * C's cost is elevated recall: its elevated threshold is high, because the rules already spend most of
 * the "any flag" budget.
 *
 * SIXTH SESSION. D = C's procedure on thirteen sets (sets 4, 5 and 6 added as training data), thresholds
 * 0.65 / 0.96. The rule fixed before measuring: D ships if on blind set 7 (never measured before) its crisis
 * recall is at least C's, with false alarms no more than 0.02 higher.
 *
 *   blind set 7 (seventh-blind-set.ts: 300 = 110 crisis, 90 elevated, 100 none, 102 with earlier turns)
 *                      rules             C (ships)                 D (not shipped)
 *   crisis recall      0.62 (68/110)     0.89 (98/110)             0.88 (97/110)
 *   false-alarm rate   0.10 (10/100)     0.12 (12/100; →crisis 3)  0.11 (11/100; →crisis 2)
 *   elevated recall    0.48              0.70                      0.73
 *
 * D found one crisis fewer, so C stays (sets 4 to 6 stay here, not training data). Then, once each, C on the
 * two sets written in this session, on which nothing has been chosen:
 *
 *   blind set 8 (eighth-blind-set.ts: 305 = 111 crisis, 92 elevated, 102 none, 97 with earlier turns; indirect
 *   and coded crises, crises that show only across turns)
 *                      rules             C
 *   crisis recall      0.43 (48/111)     0.75 (83/111; 20 read as none)
 *   false-alarm rate   0.02 (2/102)      0.02 (2/102)
 *   elevated recall    0.47              0.60
 *
 *   blind set 9 (ninth-blind-set.ts: 302 = 111 crisis, 91 elevated, 100 none, 101 with earlier turns;
 *   supporters and professionals, suicide as a topic against suicide as one's own)
 *                      rules             C
 *   crisis recall      0.68 (75/111)     0.88 (98/111)
 *   false-alarm rate   0.34 (34/100)     0.34 (34/100; →crisis 9)
 *   elevated recall    0.63              0.69
 *
 * Set 9's false alarms are the rules' own (the model adds none there): suicide, self-harm or overdose named as
 * a topic (news, lessons, a professional's question) is flagged. Set 8's misses are crises said in code.
 * Both are the next work; sets 8 and 9 measure it.
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
  // Measured: rules 0.524 / 0.081 / 0.597; check 0.831 / 0.099 / 0.736.
  'blind set 4': { rules: { crisisRecall: 0.51, falseAlarmRate: 0.09, elevatedRecall: 0.58 }, check: { crisisRecall: 0.82, falseAlarmRate: 0.11, elevatedRecall: 0.72 } },
  // Measured: rules 0.416 / 0.114 / 0.458; check 0.824 / 0.123 / 0.625.
  'blind set 5': { rules: { crisisRecall: 0.4, falseAlarmRate: 0.12, elevatedRecall: 0.44 }, check: { crisisRecall: 0.81, falseAlarmRate: 0.13, elevatedRecall: 0.61 } },
  // Measured: rules 0.639 / 0.082 / 0.549; check 0.891 / 0.082 / 0.704.
  'blind set 6': { rules: { crisisRecall: 0.63, falseAlarmRate: 0.09, elevatedRecall: 0.53 }, check: { crisisRecall: 0.88, falseAlarmRate: 0.09, elevatedRecall: 0.69 } },
  // Measured: rules 0.618 / 0.100 / 0.478; check 0.891 / 0.120 / 0.700.
  'blind set 7': { rules: { crisisRecall: 0.61, falseAlarmRate: 0.11, elevatedRecall: 0.47 }, check: { crisisRecall: 0.88, falseAlarmRate: 0.13, elevatedRecall: 0.69 } },
  // Measured: rules 0.432 / 0.020 / 0.467; check 0.748 / 0.020 / 0.598.
  'blind set 8': { rules: { crisisRecall: 0.42, falseAlarmRate: 0.03, elevatedRecall: 0.46 }, check: { crisisRecall: 0.74, falseAlarmRate: 0.03, elevatedRecall: 0.59 } },
  // Measured: rules 0.676 / 0.340 / 0.626; check 0.883 / 0.340 / 0.692.
  'blind set 9': { rules: { crisisRecall: 0.67, falseAlarmRate: 0.35, elevatedRecall: 0.62 }, check: { crisisRecall: 0.87, falseAlarmRate: 0.35, elevatedRecall: 0.68 } },
};

for (const set of BLIND_SETS) {
  const floors = FLOORS[set.name];
  if (!floors) throw new Error(`no floors for ${set.name}`);
  describeSetFigures(`the rules alone on ${set.name} (never seen while writing or tuning them)`, `${set.name}, rules`, evaluateSafety(set.messages), set.messages.length, floors.rules);
  describeSetFigures(`the chat's check on ${set.name} (never seen while training the model)`, `${set.name}, chat check`, await evaluateChatCheck(set.messages), set.messages.length, floors.check);
}
