/**
 * The labelled sets the model may learn from, each tagged with the set it came from so that
 * cross-validation can hold out a whole set (a different writer or round) at a time.
 *
 * All six share dataset.ts's labelling policy. The sixth (dataset-sixth.ts) was written as training data
 * for the model: indirect crises, and everyday messages that share words with them. The blind sets
 * (safety-eval/second-fresh-set.ts, safety-eval/third-blind-set.ts) are deliberately NOT imported here,
 * nor anywhere under model/ (evaluate.ts scores whatever set its caller passes it).
 */
import { freshSet } from '../../safety-eval/fresh-set.js';
import { independentSet } from '../../safety-eval/independent-set.js';
import { addedMessages } from '../dataset-added.js';
import { sixthSet } from '../dataset-sixth.js';
import { labelledMessages } from '../dataset.js';
import { heldOutMessages } from '../held-out.js';
import type { RiskLevel } from '../risk.js';

export type SetName = 'dataset' | 'added' | 'held-out' | 'independent' | 'fresh' | 'sixth';

export const SET_NAMES: readonly SetName[] = ['dataset', 'added', 'held-out', 'independent', 'fresh', 'sixth'];

export interface Example {
  text: string;
  previous: readonly string[];
  label: RiskLevel;
  set: SetName;
}

const added = new Set<object>(addedMessages);

function tag(set: SetName, messages: ReadonlyArray<{ text: string; previous?: string[]; label: RiskLevel }>): Example[] {
  return messages.map((m) => ({ text: m.text, previous: m.previous ?? [], label: m.label, set }));
}

/** Every example, in a fixed order (set order above, then file order). */
export function allExamples(): Example[] {
  return [
    // labelledMessages = dataset.ts's own messages followed by addedMessages; split them again.
    ...tag('dataset', labelledMessages.filter((m) => !added.has(m))),
    ...tag('added', addedMessages),
    ...tag('held-out', heldOutMessages),
    ...tag('independent', independentSet),
    ...tag('fresh', freshSet),
    ...tag('sixth', sixthSet),
  ];
}
