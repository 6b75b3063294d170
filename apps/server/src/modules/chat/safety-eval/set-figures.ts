import { describe, expect, it } from 'vitest';
import type { SafetyMetrics } from '../safety/metrics.js';

export interface SetFloors {
  crisisRecall: number;
  falseAlarmRate: number;
  elevatedRecall: number;
}

const fmt = (x: number): string => x.toFixed(2);

/**
 * One evaluation set's figures as a test: its name shows the measurement on every run, and the floors (set
 * just below a measurement, see each test file's header) make a regression fail.
 */
export function describeSetFigures(title: string, name: string, result: SafetyMetrics, size: number, floors: SetFloors): void {
  describe(title, () => {
    it(
      `${name} (${result.total} msgs): crisis recall ${fmt(result.crisisRecall)}, ` +
        `false-alarm rate ${fmt(result.falseAlarmRate)}, elevated recall ${fmt(result.elevatedRecall)}`,
      () => {
        expect(result.total).toBe(size);
        expect(result.crisisRecall).toBeGreaterThanOrEqual(floors.crisisRecall);
        expect(result.falseAlarmRate).toBeLessThanOrEqual(floors.falseAlarmRate);
        expect(result.elevatedRecall).toBeGreaterThanOrEqual(floors.elevatedRecall);
      },
    );
  });
}
