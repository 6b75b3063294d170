/**
 * The labelled sets the model learns from, each tagged with the set it came from so that
 * cross-validation can hold out a whole set (a different writer or round) at a time.
 *
 * All ten share dataset.ts's labelling policy.
 *  - The first five are the rules' tuning sets; the sixth, seventh and eighth (dataset-sixth.ts,
 *    dataset-seventh.ts, dataset-eighth.ts) were written as training data for the model: indirect crises,
 *    short replies read through earlier turns, the same meaning in many voices, and everyday messages that
 *    share words with crises.
 *  - 'blind-2' and 'blind-3' were blind sets 2 and 3 until each had measured two models (decision 007).
 * The blind sets (safety-eval/blind.ts) are deliberately NOT imported here, nor anywhere under model/
 * (evaluate.ts scores whatever set its caller passes it).
 */
import { freshSet } from '../../safety-eval/fresh-set.js';
import { independentSet } from '../../safety-eval/independent-set.js';
import { addedMessages } from '../dataset-added.js';
import { eighthSet } from '../dataset-eighth.js';
import { formerBlindSet2 } from '../dataset-former-blind-2.js';
import { formerBlindSet3 } from '../dataset-former-blind-3.js';
import { seventhSet } from '../dataset-seventh.js';
import { sixthSet } from '../dataset-sixth.js';
import { labelledMessages } from '../dataset.js';
import { heldOutMessages } from '../held-out.js';
import type { RiskLevel } from '../risk.js';

export type SetName = 'dataset' | 'added' | 'held-out' | 'independent' | 'fresh' | 'sixth' | 'blind-2' | 'blind-3' | 'seventh' | 'eighth';

export const SET_NAMES: readonly SetName[] = ['dataset', 'added', 'held-out', 'independent', 'fresh', 'sixth', 'blind-2', 'blind-3', 'seventh', 'eighth'];

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
    ...tag('blind-2', formerBlindSet2),
    ...tag('blind-3', formerBlindSet3),
    ...tag('seventh', seventhSet),
    ...tag('eighth', eighthSet),
  ];
}
