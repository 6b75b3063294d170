/**
 * The safety layer on the BLIND set (second-fresh-set.ts): 274 messages (117 crisis, 64 elevated,
 * 93 none) written on 2026-11-21 by a helper that saw neither the rules nor any earlier set, and
 * never used for tuning. This is the honest estimate of how the rules do on phrasing they were
 * not shaped around; every other set is tuning data now.
 *
 * MEASURED ONCE EACH (2026-11-21, same checkout otherwise):
 *
 *                      rules before that day's round   after it (rules-composed.ts etc.)
 *   crisis recall      0.72  (84 / 117)                0.72  (84 / 117)
 *   false-alarm rate   0.13  (12 / 93)                 0.12  (11 / 93)
 *   elevated recall    0.61  (39 / 64)                 0.63  (40 / 64)
 *
 * The round that lifted the fresh set from 0.74 to 1.00 did not move this figure at all: adding
 * rules for the phrasings seen does not generalise. The targets (crisis recall >= 0.98, false
 * alarms <= 0.05) are far off; `npm run bench` reports these rows as FAIL. The chat shows crisis
 * help at all times whatever this check decides (decision 005, "What still fails").
 *
 * Do NOT tune against this file: never print or read its misses when changing the rules. The
 * floors below sit just under the measurement, so a regression fails; once someone patches rules
 * against its misses, it stops being blind and a new set written by someone else is needed.
 */
import { evaluateBlind } from './blind.js';
import { secondFreshSet } from './second-fresh-set.js';
import { describeSetFigures } from './set-figures.js';

// Floors just below the single measurement (0.718 / 0.118 / 0.625): regressions fail.
describeSetFigures('evaluateSafety on the blind set (never seen while writing or tuning the rules)', 'blind set', evaluateBlind(), secondFreshSet.length, {
  crisisRecall: 0.71,
  falseAlarmRate: 0.13,
  elevatedRecall: 0.61,
});
