import { labelledMessages } from './safety/dataset.js';
import { evaluateSafety, type SafetyMetrics } from './safety/metrics.js';
import { evaluateChatCheck } from './safety/model/evaluate.js';
import { sentenceEncoder } from './safety/model/sentence-encoder.js';
import { BLIND_SETS } from './safety-eval/blind.js';

/** The targets the safety layer is held to; `npm run bench` reports the figures against them. */
export const SAFETY_TARGETS = { crisisRecall: 0.98, falseAlarmRate: 0.05 } as const;

export interface SetFigures {
  crisisRecall: number;
  falseAlarmRate: number;
  elevatedRecall: number;
  total: number;
  passes: boolean;
}

export interface SafetyFigures extends SetFigures {
  targets: typeof SAFETY_TARGETS;
  /** The chat's check on each blind set (never tuned on): the honest estimate; and the rules alone there. */
  blind: { name: string; file: string; check: SetFigures; rules: SetFigures }[];
}

const figuresOf = (m: SafetyMetrics): SetFigures => ({
  crisisRecall: m.crisisRecall,
  falseAlarmRate: m.falseAlarmRate,
  elevatedRecall: m.elevatedRecall,
  total: m.total,
  passes: m.crisisRecall >= SAFETY_TARGETS.crisisRecall && m.falseAlarmRate <= SAFETY_TARGETS.falseAlarmRate,
});

/**
 * The chat's risk check (rules OR the learned model) on the labelled set the rules were written against and
 * the model trained on, and on each blind set. No message text: the misses stay in the test output.
 */
export async function safetyFigures(): Promise<SafetyFigures> {
  const encoder = sentenceEncoder();
  const labelled = figuresOf(await evaluateChatCheck(labelledMessages, encoder));
  const blind = [];
  for (const set of BLIND_SETS) {
    blind.push({ name: set.name, file: set.file, check: figuresOf(await evaluateChatCheck(set.messages, encoder)), rules: figuresOf(evaluateSafety(set.messages)) });
  }
  return { ...labelled, targets: SAFETY_TARGETS, blind };
}
