import { evaluateSafety, type SafetyMetrics, type ScoredMessage } from '../safety/metrics.js';
import { secondFreshSet } from './second-fresh-set.js';

/**
 * Figures on the blind set (second-fresh-set.ts): written by someone who saw neither the rules nor the
 * earlier sets, and never used for tuning. Kept apart from safety/metrics.ts so that nothing used while
 * changing the rules loads it.
 */
export function evaluateBlind(): SafetyMetrics {
  return evaluateSafety(secondFreshSet.map((m): ScoredMessage => ({ text: m.text, previous: m.previous, label: m.label })));
}
