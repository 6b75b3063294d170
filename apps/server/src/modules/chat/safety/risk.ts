/**
 * Deterministic risk screen that runs on every user message BEFORE any AI model sees it.
 *
 * Design goals, in priority order:
 *  1. Never miss a crisis. When in doubt between 'elevated' and 'crisis', we say 'crisis':
 *     the cost of showing crisis resources to someone who didn't need them is small; the cost
 *     of a missed crisis is not.
 *  2. Don't cry wolf on everyday talk ("this commute is killing me"), because people who see
 *     crisis banners on ordinary messages learn to ignore them, or stop talking to us.
 *  3. Explainable: `reasons` are static rule ids (never the user's words) so they can be logged
 *     and audited without storing what a person in distress typed.
 *
 * The labelling policy lives in dataset.ts's header; this module implements it. `categories`
 * name the topic of what matched; `level` alone says how urgent it is.
 *
 * Pipeline:
 *   normalise.ts   case, quotes, leetspeak, text-speak, repeated letters, and one-slip fuzzy
 *                  correction of key stems ("suicdal", "paracetemol", "overdoze")
 *   idioms.ts      allowlist that blanks "killing me", "kill time", "cut myself shaving" …;
 *                  hyperbole ("I'd rather die than go camping") only when the message laughs
 *   rules-*.ts     rules with an id, a category and a tier:
 *                  - rules-concepts.ts: concept combinations from lexicon.ts (DESIRE + STATE,
 *                    INTENT + ACT, method QUESTION + HARM, MEANS + READY, goodbye, preparation,
 *                    abuse, danger, third person at risk) — the part that generalises;
 *                  - rules-crisis.ts / rules-support.ts: the older, narrower phrase rules;
 *                  - rules-families.ts: phrasing families the concept rules missed (slang and
 *                    euphemism, accident wishes, preparation without death words, plans
 *                    carried by "it" and a time, trapped/threatened, short follow-up cues);
 *                  - rules-composed.ts: families written as open compositions (death judged
 *                    "not so bad", any verb + myself + off a height, past the barrier,
 *                    everything swallowed, means kept, self-harm instruments, goodbye before
 *                    going, handing things on, notes to everyone, a confided means);
 *   qualifiers.ts  per match: a negator that governs it, a past marker that covers it (a
 *                  present "want"/"going to" stays current; anniversaries and recoveries
 *                  told in the past are past), fiction/news about someone else
 *   this file      combine the message with up to 5 earlier user turns (follow-up cues; a
 *                  secret confided in one turn and a means in the next is a crisis).
 *   frames.ts      last: a departure or a professional's general question, said in the message or
 *                  an earlier turn, turns soft crisis signals into elevated (never none).
 *
 * Pure and synchronous; no I/O. Typical cost is ~0.1 ms per message and ~0.3 ms with five
 * earlier turns (the first call in a process also compiles the regexes: ~0.3 s).
 */
import { explainingFrame } from './frames.js';
import { normaliseMessage, normaliseVariants } from './normalise.js';
import { scanText, type Hit, type ScanResult } from './scan.js';

export type RiskLevel = 'none' | 'elevated' | 'crisis';

export type RiskCategory =
  | 'suicidal-ideation'
  | 'suicide-plan-or-means'
  | 'self-harm'
  | 'harm-to-others'
  | 'abuse'
  | 'immediate-danger'
  | 'distress';

export interface RiskAssessment {
  level: RiskLevel;
  categories: RiskCategory[];
  /** Rule ids (optionally prefixed, e.g. "past:", "context:"). Never the user's text. */
  reasons: string[];
}

/** The caller passes up to the last 5 user turns; anything older is ignored on purpose. */
const MAX_CONTEXT_TURNS = 5;

const RANK: Record<RiskLevel, number> = { none: 0, elevated: 1, crisis: 2 };

/** The more urgent of two levels (the rules across turns; rules OR model in model/). */
export function maxLevel(a: RiskLevel, b: RiskLevel): RiskLevel {
  return RANK[a] >= RANK[b] ? a : b;
}

/** Scans every normalised variant of a message and merges the hits. */
function scanMessage(message: string): ScanResult {
  const merged: ScanResult = { crisis: [], elevated: [], cues: [] };
  for (const variant of normaliseVariants(message)) {
    const r = scanText(variant);
    merged.crisis.push(...r.crisis);
    merged.elevated.push(...r.elevated);
    merged.cues.push(...r.cues);
  }
  return merged;
}

/**
 * The level a single message has on its own, without conversation context. Cues ("bye",
 * "tonight", "how long would it take?") are nothing on their own, except means and danger cues.
 */
function ownLevel(scan: ScanResult): RiskLevel {
  if (scan.crisis.length > 0) return 'crisis';
  // Means/danger cues ("looking at the bridge", "he's on his way back and I'm scared") are
  // worrying even alone; resolve/opportunity cues ("today is the day") are not.
  if (scan.elevated.length > 0 || scan.cues.some((c) => c.kind === 'means' || c.kind === 'danger')) {
    return 'elevated';
  }
  return 'none';
}

class Collector {
  readonly categories: RiskCategory[] = [];
  readonly reasons: string[] = [];
  add(category: RiskCategory, reason: string): void {
    if (!this.categories.includes(category)) this.categories.push(category);
    if (!this.reasons.includes(reason)) this.reasons.push(reason);
  }
  addCategory(category: RiskCategory): void {
    if (!this.categories.includes(category)) this.categories.push(category);
  }
}

/** Distress said now (not "past:" or "reported:"), which can complete a plan or a goodbye. */
const currentDistress = (scan: ScanResult): Hit[] => scan.elevated.filter((h) => !h.id.includes(':'));

export function assessRisk(message: string, recentUserTurns: readonly string[] = []): RiskAssessment {
  const current = scanMessage(message);
  const context = recentUserTurns.slice(-MAX_CONTEXT_TURNS).map(scanMessage);

  let contextLevel: RiskLevel = 'none';
  for (const turn of context) contextLevel = maxLevel(contextLevel, ownLevel(turn));
  // An earlier opportunity or means cue ("my parents are out all night") is not a crisis by
  // itself, but it does make a later "now's my chance" mean something. "Bye" or "tonight" in an
  // earlier turn does not (see CueRule.carries).
  const contextCarries = context.some((t) => t.cues.some((c) => c.carries));
  const contextSignal = contextLevel !== 'none' || contextCarries;
  const contextMeans = context.some((t) => t.cues.some((c) => c.kind === 'means'));
  // "I haven't told anyone this" … "bought rope today": a confided means.
  const contextSecret = context.some((t) => t.cues.some((c) => c.kind === 'secret'));

  const out = new Collector();
  const addContextCategories = (): void => {
    for (const turn of context) {
      for (const h of [...turn.crisis, ...turn.elevated, ...turn.cues]) out.addCategory(h.category);
    }
  };
  const crisis = (hits: readonly Hit[], reason: string | undefined, withContext: boolean): RiskAssessment => {
    for (const h of hits) out.add(h.category, h.id);
    if (reason) out.reasons.push(reason);
    if (withContext) addContextCategories();
    // A trip, a move or a good ending, or a professional's general question, explains soft signals only
    // (frames.ts): elevated, never none.
    // Only when nothing else in the message or the conversation says distress or risk.
    const explained = currentDistress(current).length === 0 && contextLevel === 'none';
    const frame = explained ? explainingFrame(out.reasons, normaliseMessage(message), recentUserTurns.slice(-MAX_CONTEXT_TURNS).map(normaliseMessage)) : undefined;
    if (frame) return { level: 'elevated', categories: out.categories, reasons: [...out.reasons, frame] };
    return { level: 'crisis', categories: out.categories, reasons: out.reasons };
  };

  // 1. The message itself carries a crisis signal.
  if (current.crisis.length > 0) return crisis(current.crisis, undefined, false);

  // 2. Risk spread over turns: "I've been saving my pills" … "I think tonight is the night";
  //    "I want to die" … "how long would it take?"; "I can't keep going" … "bye".
  //    A supporter's "what do I do?" right after a crisis turn is part of that crisis.
  const followUps = current.cues.filter((c) => c.kind !== 'after-crisis' || contextLevel === 'crisis');
  const currentMeans = current.cues.filter((c) => c.kind === 'means');
  if (currentMeans.length > 0 && contextSecret) return crisis(currentMeans, 'context:cue-after-risk', true);
  if (followUps.length > 0 && contextSignal) return crisis(followUps, 'context:cue-after-risk', true);

  // 2b. Signals that complete each other inside one message: a farewell or means together with
  //     another cue or with distress ("I'm ready to go, I've said my goodbyes"; "I can't do this
  //     anymore, the pills are in the drawer").
  const distress = currentDistress(current);
  const ownCues = current.cues.filter((c) => c.kind !== 'after-crisis' && c.kind !== 'secret');
  const kinds = new Set(ownCues.map((c) => c.kind));
  const secrets = current.cues.filter((c) => c.kind === 'secret');
  if (secrets.length > 0 && kinds.has('means')) {
    return crisis([...secrets, ...ownCues.filter((c) => c.kind === 'means')], 'cue-cluster', false);
  }
  const farewells = new Set(ownCues.filter((c) => c.kind === 'farewell').map((c) => c.id)).size;
  const hasFarewell = farewells > 0;
  const hasMeans = kinds.has('means');
  // Two cues of different kinds (means + farewell, resolve + farewell), or two distinct farewells
  // ("I've written my will … please feed my cat"); two means cues may be one fact said twice.
  if ((hasFarewell || hasMeans) && (kinds.size >= 2 || farewells >= 2 || distress.length > 0)) {
    return crisis([...ownCues, ...distress], 'cue-cluster', false);
  }

  // 3. Someone who voiced suicidal thoughts (or said they have the means) a turn ago and is still
  //    in distress is still in crisis; we don't downgrade just because this sentence is milder.
  if (current.elevated.length > 0 && contextLevel === 'crisis') {
    return crisis(current.elevated, 'context:distress-after-crisis', true);
  }
  if (distress.length > 0 && contextMeans) return crisis(distress, 'context:distress-after-means', true);

  // 4. Distress, past risk, reported suicide, or a worrying cue on its own.
  const own = ownLevel(current);
  if (own === 'elevated') {
    for (const h of [...current.elevated, ...current.cues]) {
      if (h.tier === 'elevated' || h.kind === 'means' || h.kind === 'danger') out.add(h.category, h.id);
    }
    if (contextSignal) {
      out.reasons.push('context:earlier-risk');
      addContextCategories();
    }
    return { level: 'elevated', categories: out.categories, reasons: out.reasons };
  }

  // 5. An ordinary message in a conversation that held risk earlier: stay watchful.
  if (contextSignal) {
    addContextCategories();
    if (out.categories.length === 0) out.addCategory('distress');
    out.reasons.push('context:earlier-risk');
    return { level: 'elevated', categories: out.categories, reasons: out.reasons };
  }

  return { level: 'none', categories: [], reasons: [] };
}
