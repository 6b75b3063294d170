/**
 * Measures the safety layer against a labelled set. The headline figures:
 *  - crisisRecall: share of crisis messages classified crisis (the one that must not drop);
 *  - falseAlarmRate: share of 'none' messages classified anything other than none;
 *  - elevatedRecall: share of elevated messages classified elevated.
 * Pure: no logging. Tests assert the thresholds.
 *
 * Sets: `labelledMessages`, `heldOutMessages` (see held-out.ts), the independent set
 * (safety-eval/independent-set.ts, used for tuning in the round that added rules-families.ts)
 * and the fresh set (safety-eval/fresh-set.ts, used for tuning on 2026-11-21 in the round that
 * added rules-composed.ts) are all tuning data now. The held-out sets are the blind sets
 * (safety-eval/blind.ts), which nothing here imports.
 */
import { freshSet } from '../safety-eval/fresh-set.js';
import { independentSet } from '../safety-eval/independent-set.js';
import { heldOutMessages, labelledMessages, type LabelledMessage } from './dataset.js';
import { assessRisk, type RiskLevel } from './risk.js';

/** What scoring needs from a message: any labelled set with these fields can be measured. */
export type ScoredMessage = Pick<LabelledMessage, 'text' | 'previous' | 'label'>;

export interface SafetyMiss {
  text: string;
  label: RiskLevel;
  got: RiskLevel;
}

export interface SafetyMetrics {
  total: number;
  crisisRecall: number;
  falseAlarmRate: number;
  elevatedRecall: number;
  confusion: Record<RiskLevel, Record<RiskLevel, number>>;
  misses: SafetyMiss[];
}

const LEVELS: readonly RiskLevel[] = ['none', 'elevated', 'crisis'];

function emptyConfusion(): Record<RiskLevel, Record<RiskLevel, number>> {
  const row = (): Record<RiskLevel, number> => ({ none: 0, elevated: 0, crisis: 0 });
  return { none: row(), elevated: row(), crisis: row() };
}

/** Share, or 1 when there is nothing to measure (an empty class cannot be missed). */
const ratio = (hit: number, of: number): number => (of === 0 ? 1 : hit / of);

/** `confusion[label][got]` counts messages labelled `label` that were classified `got`. */
export function evaluateSafety(set: readonly ScoredMessage[] = labelledMessages): SafetyMetrics {
  return scoreLevels(
    set,
    set.map((message) => assessRisk(message.text, message.previous ?? []).level),
  );
}

/** `confusion[label][got]` for the levels some check gave `labelled`, in order. */
export function confusionOf(labelled: readonly { label: RiskLevel }[], levels: readonly RiskLevel[]): Record<RiskLevel, Record<RiskLevel, number>> {
  const confusion = emptyConfusion();
  labelled.forEach(({ label }, i) => (confusion[label][levels[i] as RiskLevel] += 1));
  return confusion;
}

/** The figures for levels some check gave `set`, in order (model/evaluate.ts scores the chat's check). */
export function scoreLevels(set: readonly ScoredMessage[], levels: readonly RiskLevel[]): SafetyMetrics {
  const confusion = confusionOf(set, levels);
  const misses: SafetyMiss[] = [];
  for (const [i, message] of set.entries()) {
    const got = levels[i] as RiskLevel;
    if (got !== message.label) misses.push({ text: message.text, label: message.label, got });
  }
  const rowTotal = (label: RiskLevel): number => LEVELS.reduce((n, got) => n + confusion[label][got], 0);
  const noneTotal = rowTotal('none');
  return {
    total: set.length,
    crisisRecall: ratio(confusion.crisis.crisis, rowTotal('crisis')),
    falseAlarmRate: noneTotal === 0 ? 0 : (noneTotal - confusion.none.none) / noneTotal,
    elevatedRecall: ratio(confusion.elevated.elevated, rowTotal('elevated')),
    confusion,
    misses,
  };
}

/**
 * Figures on the second set (held-out.ts). Kept under this name for compatibility; that set was
 * held out once and has since been used for tuning, so these figures no longer measure
 * generalisation.
 */
export function evaluateHeldOut(): SafetyMetrics {
  return evaluateSafety(heldOutMessages);
}

/**
 * Figures on the independent set (safety-eval/independent-set.ts): written by someone who never
 * saw the rules. It was measured once untuned, then used to tune rules-families.ts, so these
 * figures no longer measure generalisation (see evaluateFresh). Its `label` and `previous`
 * fields map directly; its `note` (what kind of message it is) is not scored.
 */
export function evaluateIndependent(): SafetyMetrics {
  return evaluateSafety(independentSet.map((m): ScoredMessage => ({ text: m.text, previous: m.previous, label: m.label })));
}

/**
 * Figures on the fresh set (safety-eval/fresh-set.ts): written before the rules were read in the
 * round that tuned on the independent set; held out once (crisis recall 0.74), then used for
 * tuning on 2026-11-21, so these figures no longer measure generalisation.
 */
export function evaluateFresh(): SafetyMetrics {
  return evaluateSafety(freshSet.map((m): ScoredMessage => ({ text: m.text, previous: m.previous, label: m.label })));
}
