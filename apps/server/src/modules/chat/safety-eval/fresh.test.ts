/**
 * The safety layer on the FRESH set (fresh-set.ts): 176 messages (91 crisis, 15 elevated, 70
 * none), written before the rules were read in the round that used the independent set.
 *
 * USED FOR TUNING ON 2026-11-21: its misses were read and safety/rules-composed.ts (with lexicon,
 * normaliser, idiom and qualifier changes) was written by phrasing family to cover them, each
 * family also checked against every 'none' message of every set and against probes written for
 * it (safety/composed-families.test.ts). It is no longer held out; the honest figure now comes
 * from the blind sets (safety-eval/blind.ts), written by others and never read while tuning.
 *
 * MEASURED (same checkout):
 *
 *                      first measurement (held out)   after the 2026-11-21 round (tuned on)
 *   crisis recall      0.74  (67 / 91)                1.00  (91 / 91)
 *   false-alarm rate   0.029 (2 / 70)                 0.000 (0 / 70)
 *   elevated recall    0.73  (11 / 15)                1.00  (15 / 15)
 *
 * The test recomputes the figures on every run and asserts floors just below the measurement
 * after tuning, so a regression fails.
 */
import { evaluateFresh } from '../safety/metrics.js';
import { freshSet } from './fresh-set.js';
import { describeSetFigures } from './set-figures.js';

// Floors just below the measurement after tuning (1.00 / 0.000 / 1.00): regressions fail.
describeSetFigures('evaluateSafety on the fresh set (tuned on 2026-11-21)', 'fresh set', evaluateFresh(), freshSet.length, {
  crisisRecall: 0.98,
  falseAlarmRate: 0.015,
  elevatedRecall: 0.93,
});
