/**
 * Builds the stacker (decision 007, "AJ" and "AJ′"; stacker.ts): the twelve models' readings of sets 64 to 71, which
 * none of them learned from, two logistic heads fitted on them, and by leave-one-set-out AJ's thresholds and AJ′'s
 * gate, each chosen so that the check finds as many of those sets' crises as AI does. Run by stack-train.ts.
 */
import { formerBlindSet64 } from '../dataset-former-blind-64.js';
import { formerBlindSet65 } from '../dataset-former-blind-65.js';
import { formerBlindSet66 } from '../dataset-former-blind-66.js';
import { formerBlindSet67 } from '../dataset-former-blind-67.js';
import { formerBlindSet68 } from '../dataset-former-blind-68.js';
import { formerBlindSet69 } from '../dataset-former-blind-69.js';
import { formerBlindSet70 } from '../dataset-former-blind-70.js';
import { formerBlindSet71 } from '../dataset-former-blind-71.js';
import { confusionOf } from '../metrics.js';
import { assessRisk, maxLevel, type RiskLevel } from '../risk.js';
import { modelInputs, STACKED_MODELS } from './assess.js';
import { probability, trainHead, type LinearHead } from './learn.js';
import type { MiniLmEncoder } from './minilm-encoder.js';
import { embedWithBoth } from './sentence-build.js';
import type { SentenceEncoder } from './sentence-encoder.js';
import { STACK_FEATURES, STACK_MODEL_ORDER, STACKER_FORMAT, decodeStacker, stackFeatures, stackVector, type StackerFile } from './stacker.js';

type Message = { text: string; previous?: readonly string[]; label: RiskLevel };

/** The eight sets the stacker is fitted on, in order (spent blind sets; decision 007, "AI" and "AJ"). */
export const STACK_SETS: readonly { name: string; messages: readonly Message[] }[] = [
  { name: 'former blind set 64', messages: formerBlindSet64 },
  { name: 'former blind set 65', messages: formerBlindSet65 },
  { name: 'former blind set 66', messages: formerBlindSet66 },
  { name: 'former blind set 67', messages: formerBlindSet67 },
  { name: 'former blind set 68', messages: formerBlindSet68 },
  { name: 'former blind set 69', messages: formerBlindSet69 },
  { name: 'former blind set 70', messages: formerBlindSet70 },
  { name: 'former blind set 71', messages: formerBlindSet71 },
];

export const STACK_LAMBDA = 1;
const HYPER = { lambda: STACK_LAMBDA, tolerance: 1e-8, maxIterations: 2_000 };

/** What the check makes of one message before any combination: the rules' level, and the stacker's 25 numbers. */
export interface Reading {
  label: RiskLevel;
  set: number;
  rules: RiskLevel;
  /** AI's level: the highest of the rules and the twelve models. */
  ai: RiskLevel;
  x: number[];
}

export async function readSets(
  encoder: SentenceEncoder,
  second: MiniLmEncoder,
  sets: readonly { messages: readonly Message[] }[] = STACK_SETS,
): Promise<Reading[]> {
  const messages = sets.flatMap((s, set) => s.messages.map((m) => ({ ...m, set })));
  const [use, minilm] = await embedWithBoth(encoder, second, messages);
  return messages.map((m, i) => {
    const previous = m.previous ?? [];
    const rules = assessRisk(m.text, previous).level;
    const inputs = modelInputs(m.text, previous, use[i] as Float32Array[], minilm![i] as Float32Array[]);
    const risks = STACKED_MODELS.map((model) => model.risk(inputs));
    const ai = risks.reduce<RiskLevel>((level, r) => maxLevel(level, r.level), rules);
    return { label: m.label, set: m.set, rules, ai, x: stackFeatures(risks, rules) };
  });
}

export interface Counts {
  crises: number;
  crisisFound: number;
  crisisAsNone: number;
  nones: number;
  falseAlarms: number;
  noneToCrisis: number;
  elevated: number;
  elevatedFound: number;
}

export function counts(readings: readonly { label: RiskLevel }[], levels: readonly RiskLevel[]): Counts {
  const c = confusionOf(readings, levels);
  const total = (label: RiskLevel): number => c[label].none + c[label].elevated + c[label].crisis;
  return {
    crises: total('crisis'),
    crisisFound: c.crisis.crisis,
    crisisAsNone: c.crisis.none,
    nones: total('none'),
    falseAlarms: total('none') - c.none.none,
    noneToCrisis: c.none.crisis,
    elevated: total('elevated'),
    elevatedFound: c.elevated.elevated,
  };
}

/** The stacked check's level: the rules' crisis stands; otherwise the higher of the rules' and the stacker's. */
export function stackedLevel(rules: RiskLevel, p: { pCrisis: number; pElevated: number } | undefined, t: { crisis: number; elevated: number }): RiskLevel {
  if (rules === 'crisis' || !p) return rules;
  const stacked: RiskLevel = p.pCrisis >= t.crisis ? 'crisis' : p.pElevated >= t.elevated ? 'elevated' : 'none';
  return maxLevel(rules, stacked);
}

/** AJ′'s level: the rules' crisis stands; otherwise AI's level where P(not none) ≥ gate, else the rules'. */
export function gatedLevel(reading: Pick<Reading, 'rules' | 'ai'>, p: { pElevated: number } | undefined, gate: number): RiskLevel {
  if (reading.rules === 'crisis' || !p) return reading.rules;
  return p.pElevated >= gate ? reading.ai : reading.rules;
}

/**
 * AJ′'s gate (decision 007, "AJ′"), from out-of-fold probabilities: the highest at which the check finds at least
 * AI's crises, reads no more crises as none, and keeps elevated recall no more than 0.02 below AI's.
 */
export function chooseGate(readings: readonly Reading[], oof: readonly ({ pElevated: number } | undefined)[]): number | undefined {
  const ai = counts(readings, readings.map((r) => r.ai));
  const candidates = [...new Set(oof.flatMap((p) => (p ? [p.pElevated] : [])))].sort((a, b) => b - a);
  return candidates.find((gate) => {
    const c = counts(readings, readings.map((r, i) => gatedLevel(r, oof[i], gate)));
    return c.crisisFound >= ai.crisisFound && c.crisisAsNone <= ai.crisisAsNone && c.elevatedFound / c.elevated >= ai.elevatedFound / ai.elevated - 0.02;
  });
}

/**
 * The rule's thresholds (decision 007, "AJ"), from out-of-fold probabilities (undefined where the rules read a
 * crisis): θc the highest at which the check finds at least AI's crises; then θe the highest at which crises read as
 * none are no more than AI's and elevated recall is no more than 0.02 below AI's. Undefined if none qualifies.
 */
export function chooseStackThresholds(
  readings: readonly Reading[],
  oof: readonly ({ pCrisis: number; pElevated: number } | undefined)[],
): { crisis: number; elevated: number } | undefined {
  const ai = counts(readings, readings.map((r) => r.ai));
  const aiElevatedRecall = ai.elevatedFound / ai.elevated;
  const candidates = (key: 'pCrisis' | 'pElevated') => [...new Set(oof.flatMap((p) => (p ? [p[key]] : [])))].sort((a, b) => b - a);
  const levelsAt = (t: { crisis: number; elevated: number }) => readings.map((r, i) => stackedLevel(r.rules, oof[i], t));
  const crisis = candidates('pCrisis').find((tc) => counts(readings, levelsAt({ crisis: tc, elevated: 2 })).crisisFound >= ai.crisisFound);
  if (crisis === undefined) return undefined;
  const elevated = candidates('pElevated').find((te) => {
    const c = counts(readings, levelsAt({ crisis, elevated: te }));
    return c.crisisAsNone <= ai.crisisAsNone && c.elevatedFound / c.elevated >= aiElevatedRecall - 0.02;
  });
  return elevated === undefined ? undefined : { crisis, elevated };
}

interface Heads {
  crisis: LinearHead;
  elevated: LinearHead;
}

const fit = (readings: readonly Reading[]): Heads => {
  const xs = readings.map((r) => stackVector(r.x));
  return {
    crisis: trainHead(xs, readings.map((r) => r.label === 'crisis'), HYPER),
    elevated: trainHead(xs, readings.map((r) => r.label !== 'none'), HYPER),
  };
};

// Stored exactly (JSON round-trips a double), so the shipped heads read as fitted, and a threshold that is one
// message's probability still includes that message.
const headFile = (h: LinearHead) => ({ bias: h.bias, weights: Array.from(h.w.subarray(0, STACK_FEATURES)) });

export interface StackBuilt {
  /** Written when AJ′'s gate holds (decision 007, "AJ′"). */
  file: StackerFile | undefined;
  json: string | undefined;
  oofThresholds: { crisis: number; elevated: number } | undefined;
  gate: number | undefined;
  ai: Counts;
  /** AJ's and AJ′'s out-of-fold figures. */
  outOfFold: Counts | undefined;
  gated: Counts | undefined;
  perSet: { ai: Counts; outOfFold: Counts | undefined; gated: Counts | undefined }[];
}

/** Leave-one-set-out, AJ's thresholds and AJ′'s gate, and the stacker fitted on every set; no file unless AJ′'s gate lowers false alarms. */
export function buildStacker(readings: readonly Reading[], setNames: readonly string[] = STACK_SETS.map((s) => s.name)): StackBuilt {
  const seen = readings.filter((r) => r.rules !== 'crisis');
  const oof: ({ pCrisis: number; pElevated: number } | undefined)[] = readings.map(() => undefined);
  for (let set = 0; set < setNames.length; set++) {
    const heads = fit(seen.filter((r) => r.set !== set));
    readings.forEach((r, i) => {
      if (r.set !== set || r.rules === 'crisis') return;
      const x = stackVector(r.x);
      oof[i] = { pCrisis: probability(heads.crisis, x), pElevated: probability(heads.elevated, x) };
    });
  }
  const ai = counts(readings, readings.map((r) => r.ai));
  const thresholds = chooseStackThresholds(readings, oof);
  const levels = thresholds && readings.map((r, i) => stackedLevel(r.rules, oof[i], thresholds));
  const outOfFold = levels && counts(readings, levels);
  const gate = chooseGate(readings, oof);
  const gatedLevels = gate === undefined ? undefined : readings.map((r, i) => gatedLevel(r, oof[i], gate));
  const gated = gatedLevels && counts(readings, gatedLevels);
  const perSet = setNames.map((_, set) => {
    const idx = readings.flatMap((r, i) => (r.set === set ? [i] : []));
    const of = idx.map((i) => readings[i] as Reading);
    const at = (ls: RiskLevel[] | undefined) => ls && counts(of, idx.map((i) => ls[i] as RiskLevel));
    return { ai: counts(of, of.map((r) => r.ai)), outOfFold: at(levels), gated: at(gatedLevels) };
  });
  const result = { oofThresholds: thresholds, gate, ai, outOfFold, gated, perSet };
  if (!thresholds || gate === undefined || !gated || gated.falseAlarms >= ai.falseAlarms) return { file: undefined, json: undefined, ...result };
  const file = fileOf(fit(seen), thresholds, gate, seen, setNames);
  const shipped = decodeStacker(file);
  file.checks = seen.filter((_, i) => i % Math.ceil(seen.length / 8) === 0).map((r) => ({ x: r.x, ...shipped.probabilities(r.x) }));
  return { file, json: `${JSON.stringify(file)}\n`, ...result };
}

function fileOf(heads: Heads, thresholds: { crisis: number; elevated: number }, gate: number, seen: readonly Reading[], setNames: readonly string[]): StackerFile {
  return {
    format: STACKER_FORMAT,
    models: [...STACK_MODEL_ORDER],
    features: STACK_FEATURES,
    lambda: STACK_LAMBDA,
    sets: [...setNames],
    trainedOn: { crisis: seen.filter((r) => r.label === 'crisis').length, elevated: seen.filter((r) => r.label === 'elevated').length, none: seen.filter((r) => r.label === 'none').length },
    thresholds: { ...thresholds },
    gate,
    crisis: headFile(heads.crisis),
    elevated: headFile(heads.elevated),
    checks: [],
  };
}
