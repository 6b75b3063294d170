import { evaluateSafety, type SafetyMetrics } from './safety/metrics.js';

/** The targets the safety layer is held to; `npm run bench` reports the figures against them. */
export const SAFETY_TARGETS = { crisisRecall: 0.98, falseAlarmRate: 0.05 } as const;

export interface SafetyFigures {
  crisisRecall: number;
  falseAlarmRate: number;
  elevatedRecall: number;
  total: number;
  targets: typeof SAFETY_TARGETS;
  passes: boolean;
}

/** The risk check's figures on the labelled set (no message text: the misses stay in the test output). */
export function safetyFigures(): SafetyFigures {
  const metrics: SafetyMetrics = evaluateSafety();
  return {
    crisisRecall: metrics.crisisRecall,
    falseAlarmRate: metrics.falseAlarmRate,
    elevatedRecall: metrics.elevatedRecall,
    total: metrics.total,
    targets: SAFETY_TARGETS,
    passes: metrics.crisisRecall >= SAFETY_TARGETS.crisisRecall && metrics.falseAlarmRate <= SAFETY_TARGETS.falseAlarmRate,
  };
}
