/**
 * The safety layer on the FRESH held-out set (fresh-set.ts): 176 messages (91 crisis, 15
 * elevated, 70 none), written before the rules were read in the round that used the independent
 * set for tuning, and never used to tune them. This is now the held-out figure; the independent
 * set (independent.test.ts) is tuning data.
 *
 * MEASURED (same day, same checkout):
 *
 *                      before that round's rule changes   after
 *   crisis recall      0.68  (62 / 91)                    0.74  (67 / 91)
 *   false-alarm rate   0.029 (2 / 70)                     0.029 (2 / 70)
 *   elevated recall    0.73  (11 / 15)                    0.73  (11 / 15)
 *
 * The gap between these figures and the independent set's (1.00 after tuning) is the honest
 * measure of how far the rules generalise. Caveat: the same engineer wrote this set and the
 * rule changes, so even this figure is not fully blind; a set written by someone else is the
 * next honest check.
 *
 * Do NOT tune against this file (do not print or read its misses when changing rules). The test
 * recomputes the figures on every run and asserts floors just below the measurement, so a
 * regression fails.
 */
import { describe, expect, it } from 'vitest';
import { evaluateFresh } from '../safety/metrics.js';
import { freshSet } from './fresh-set.js';

const result = evaluateFresh();
const fmt = (x: number): string => x.toFixed(2);

describe('evaluateSafety on the fresh held-out set (never tuned on)', () => {
  it(
    `fresh set (${result.total} msgs): crisis recall ${fmt(result.crisisRecall)}, ` +
      `false-alarm rate ${fmt(result.falseAlarmRate)}, elevated recall ${fmt(result.elevatedRecall)}`,
    () => {
      expect(result.total).toBe(freshSet.length);
      // Floors just below the single measurement (0.736 / 0.029 / 0.733): regressions fail.
      expect(result.crisisRecall).toBeGreaterThanOrEqual(0.72);
      expect(result.falseAlarmRate).toBeLessThanOrEqual(0.04);
      expect(result.elevatedRecall).toBeGreaterThanOrEqual(0.72);
    },
  );
});
