import { evaluateSafety, type SafetyMetrics } from './safety/metrics.js';
import { evaluateBlind } from './safety-eval/blind.js';

/** The targets the safety layer is held to; `npm run bench` reports the figures against them. */
export const SAFETY_TARGETS = { crisisRecall: 0.98, falseAlarmRate: 0.05 } as const;

export interface SafetyFigures {
  crisisRecall: number;
  falseAlarmRate: number;
  elevatedRecall: number;
  total: number;
  targets: typeof SAFETY_TARGETS;
  passes: boolean;
  /** The same figures on the blind set (written by someone who never saw the rules, never tuned on): the honest estimate. */
  heldOut: { crisisRecall: number; falseAlarmRate: number; elevatedRecall: number; total: number; passes: boolean };
}

/**
 * The risk check's figures on the labelled set the rules were written against, and on the blind set
 * (safety-eval/second-fresh-set.ts) they were never tuned on. No message text: the misses stay in the test output.
 */
export function safetyFigures(): SafetyFigures {
  const metrics: SafetyMetrics = evaluateSafety();
  const fresh: SafetyMetrics = evaluateBlind();
  return {
    crisisRecall: metrics.crisisRecall,
    falseAlarmRate: metrics.falseAlarmRate,
    elevatedRecall: metrics.elevatedRecall,
    total: metrics.total,
    targets: SAFETY_TARGETS,
    passes: metrics.crisisRecall >= SAFETY_TARGETS.crisisRecall && metrics.falseAlarmRate <= SAFETY_TARGETS.falseAlarmRate,
    heldOut: {
      crisisRecall: fresh.crisisRecall,
      falseAlarmRate: fresh.falseAlarmRate,
      elevatedRecall: fresh.elevatedRecall,
      total: fresh.total,
      passes: fresh.crisisRecall >= SAFETY_TARGETS.crisisRecall && fresh.falseAlarmRate <= SAFETY_TARGETS.falseAlarmRate,
    },
  };
}
