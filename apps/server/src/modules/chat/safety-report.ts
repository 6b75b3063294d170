import { performance } from 'node:perf_hooks';
import { labelledMessages } from './safety/dataset.js';
import { evaluateSafety, type SafetyMetrics, type ScoredMessage } from './safety/metrics.js';
import { evaluateChatCheck } from './safety/model/evaluate.js';
import { assessMessage } from './safety/model/assess.js';
import { combinedRisk } from './safety/model/score.js';
import { assessRisk } from './safety/risk.js';
import { sentenceEncoder } from './safety/model/sentence-encoder.js';
import { BLIND_SETS, type BlindSet } from './safety-eval/blind.js';

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

/** Time per message, median of 5 rounds over the labelled set (each message after its previous turns). */
export interface CheckTiming {
  rulesUs: number;
  rulesAndNgramUs: number;
  wholeCheckMs: number;
  messages: number;
}

const figuresOf = (m: SafetyMetrics): SetFigures => ({
  crisisRecall: m.crisisRecall,
  falseAlarmRate: m.falseAlarmRate,
  elevatedRecall: m.elevatedRecall,
  total: m.total,
  passes: m.crisisRecall >= SAFETY_TARGETS.crisisRecall && m.falseAlarmRate <= SAFETY_TARGETS.falseAlarmRate,
});

/** What the bench measures: the labelled set and every blind set, whole. */
export const SAFETY_REPORT_SETS = { labelled: labelledMessages, blind: BLIND_SETS } as const;

/**
 * The chat's risk check (rules OR the learned model) on the labelled set the rules were written against and
 * the model trained on, and on each blind set. No message text: the misses stay in the test output.
 * The sets default to the whole ones (about a minute of sentence encoding); a test passes samples.
 */
export async function safetyFigures(sets: { labelled: readonly ScoredMessage[]; blind: readonly BlindSet[] } = SAFETY_REPORT_SETS): Promise<SafetyFigures> {
  const encoder = sentenceEncoder();
  const labelled = figuresOf(await evaluateChatCheck(sets.labelled, encoder));
  const blind = [];
  for (const set of sets.blind) {
    blind.push({ name: set.name, file: set.file, check: figuresOf(await evaluateChatCheck(set.messages, encoder)), rules: figuresOf(evaluateSafety(set.messages)) });
  }
  return { ...labelled, targets: SAFETY_TARGETS, blind };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/**
 * What the check costs per message: the rules alone, the rules with the n-gram model (both on the event
 * loop), and the whole check the chat awaits (the sentence encoder's round trip to its worker included).
 */
export async function safetyCheckTiming(encoder = sentenceEncoder()): Promise<CheckTiming> {
  const cases = labelledMessages.map((m) => ({ text: m.text, previous: m.previous ?? [] }));
  const perMessage = (fn: (text: string, previous: readonly string[]) => unknown): number => {
    const t = performance.now();
    for (const c of cases) fn(c.text, c.previous);
    return ((performance.now() - t) * 1000) / cases.length;
  };
  for (const c of cases) combinedRisk(c.text, c.previous);
  const rulesUs = median(Array.from({ length: 5 }, () => perMessage(assessRisk)));
  const rulesAndNgramUs = median(Array.from({ length: 5 }, () => perMessage(combinedRisk)));
  await encoder.warmUp();
  // Spread over the set: the labelled file lists crises first, and the rules answer those without the encoder.
  const step = Math.max(1, Math.floor(cases.length / 40));
  const sample = cases.filter((_, i) => i % step === 0);
  const rounds: number[] = [];
  for (let r = 0; r < 5; r++) {
    const t = performance.now();
    for (const c of sample) await assessMessage(c.text, c.previous, encoder);
    rounds.push((performance.now() - t) / sample.length);
  }
  return { rulesUs, rulesAndNgramUs, wholeCheckMs: median(rounds), messages: cases.length };
}
