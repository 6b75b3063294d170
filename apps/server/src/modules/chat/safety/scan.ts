/**
 * Applies the rule tables to one normalised text and sorts the hits into tiers, after the
 * qualifiers (qualifiers.ts) have had their say:
 *   crisis rule + denial                → dropped (or 'past:' elevated for "not … anymore")
 *   crisis rule + clearly past          → 'past:'     elevated
 *   crisis rule + fiction/news, 3rd pers→ 'reported:' elevated
 * Each rule contributes at most one hit per tier; a later un-negated occurrence still counts
 * ("I'm not suicidal. Actually I am suicidal.").
 */
import type { RiskCategory } from './risk.js';
import { applyIdioms } from './idioms.js';
import { clauseAround, clauseStart, isAboutSomeoneElse, isNegated, isPast, isPastDenial, isReportedFrame } from './qualifiers.js';
import { CONCEPT_CRISIS_RULES, CONCEPT_CUE_RULES, CONCEPT_ELEVATED_RULES } from './rules-concepts.js';
import { CRISIS_RULES } from './rules-crisis.js';
import { FAMILY_CRISIS_RULES, FAMILY_CUE_RULES } from './rules-families.js';
import { COMPOSED_CRISIS_RULES, COMPOSED_CUE_RULES } from './rules-composed.js';
import { CUE_RULES, ELEVATED_RULES } from './rules-support.js';

export interface Rule {
  /** Stable id reported in `reasons`. Never derived from user text. */
  id: string;
  category: RiskCategory;
  /** Written without flags; compiled with 'g' here. */
  pattern: RegExp;
  /** Default true: a governing negator cancels the match. */
  negatable?: boolean;
  /** Default true (crisis tier only): past markers downgrade to elevated. */
  pastable?: boolean;
  /** Default true (crisis tier only): fiction/news framing about a third person downgrades. */
  reportable?: boolean;
  /** Extra past markers for this rule only ("last year" makes an assault past, not a suicide attempt). */
  pastAlso?: RegExp;
  /** The rule counts only if the whole (normalised) message also matches this. */
  requires?: RegExp;
  /** The rule never counts if the whole (normalised) message matches this. */
  unless?: RegExp;
}

/**
 * 'context': completes a plan only after earlier risk ("today is the day", "how long would it
 *   take?", "I'm done").
 * 'farewell': the same, but a farewell together with another cue or with distress in the same
 *   message ("I'm ready, I've said my goodbyes") carries its own context.
 * 'after-crisis': crisis only right after a crisis-level turn: a supporter's "what do I do?",
 *   "yes", "I'm sorry", "she's locked herself in the bathroom", "there's a bridge near me".
 * 'means' / 'danger': worrying even alone → elevated.
 * 'secret': a plan confided ("I haven't told anyone this"); nothing alone, crisis only with a
 *   means cue in the same message or the next (see risk.ts).
 */
export type CueKind = 'context' | 'farewell' | 'after-crisis' | 'means' | 'danger' | 'secret';
export interface CueRule extends Rule {
  kind: CueKind;
  /**
   * Whether this cue in an EARLIER turn counts as risk context for later ones. Default: true for
   * 'means' and 'danger', false otherwise ("bye" two turns ago does not make "tonight" a plan).
   */
  carries?: boolean;
}

export interface Hit {
  id: string;
  category: RiskCategory;
  tier: 'crisis' | 'elevated' | 'cue';
  kind?: CueKind;
  /** Cues only: counts as risk context in later turns (see CueRule.carries). */
  carries?: boolean;
}

export interface ScanResult {
  crisis: Hit[];
  elevated: Hit[];
  cues: Hit[];
}

interface Compiled<R extends Rule> {
  rule: R;
  re: RegExp;
}
const compile = <R extends Rule>(rules: readonly R[]): Compiled<R>[] =>
  rules.map((rule) => ({ rule, re: new RegExp(rule.pattern.source, 'g') }));

const ALL_CRISIS: readonly Rule[] = [...CRISIS_RULES, ...CONCEPT_CRISIS_RULES, ...FAMILY_CRISIS_RULES, ...COMPOSED_CRISIS_RULES];
const ALL_ELEVATED: readonly Rule[] = [...ELEVATED_RULES, ...CONCEPT_ELEVATED_RULES];
const ALL_CUES: readonly CueRule[] = [...CUE_RULES, ...CONCEPT_CUE_RULES, ...FAMILY_CUE_RULES, ...COMPOSED_CUE_RULES];

const CRISIS = compile(ALL_CRISIS);
const ELEVATED = compile(ALL_ELEVATED);
const CUES = compile(ALL_CUES);

/** Every rule id that can appear in `reasons` (prefixed forms are built from these). */
export const RULE_IDS: readonly string[] = [...ALL_CRISIS, ...ALL_ELEVATED, ...ALL_CUES].map((r) => r.id);

/** Message-level conditions (`requires` / `unless`). */
function applies(rule: Rule, text: string): boolean {
  if (rule.requires && !rule.requires.test(text)) return false;
  if (rule.unless?.test(text)) return false;
  return true;
}

type Outcome = 'current' | 'negated' | 'past' | 'reported';

function classify(text: string, m: RegExpExecArray, rule: Rule, qualify: boolean): Outcome {
  const index = m.index ?? 0;
  const clause = clauseAround(text, index, m[0].length);
  if (rule.negatable !== false && isNegated(text, index)) {
    return qualify && isPastDenial(clause) ? 'past' : 'negated';
  }
  if (!qualify) return 'current';
  if (rule.pastable !== false && isPast(clause, m[0], text.slice(clauseStart(text, index), index), rule.pastAlso, text)) return 'past';
  if (rule.reportable !== false && isReportedFrame(text) && isAboutSomeoneElse(text, index, m[0])) {
    return 'reported';
  }
  return 'current';
}

/**
 * How the matches of one rule read, in text order: 'current' as soon as one match is current,
 * else the first downgrade ('past' / 'reported'), else 'negated'; undefined when nothing matches.
 * A cheap test() rejects first: most rules match nothing in most messages.
 */
function ruleOutcome(text: string, rule: Rule, re: RegExp, qualify: boolean): Outcome | undefined {
  re.lastIndex = 0;
  if (!re.test(text) || !applies(rule, text)) return undefined;
  re.lastIndex = 0;
  let downgraded: Outcome | undefined;
  let outcome: Outcome = 'negated';
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[0].length === 0) re.lastIndex += 1;
    const o = classify(text, m, rule, qualify);
    if (o === 'current') {
      outcome = 'current';
      break;
    }
    if (o !== 'negated') downgraded ??= o;
  }
  re.lastIndex = 0;
  return outcome === 'current' ? outcome : (downgraded ?? 'negated');
}

export function scanText(normalised: string): ScanResult {
  const text = applyIdioms(normalised);
  const result: ScanResult = { crisis: [], elevated: [], cues: [] };

  for (const { rule, re } of CRISIS) {
    const outcome = ruleOutcome(text, rule, re, true);
    if (outcome === 'current') result.crisis.push({ id: rule.id, category: rule.category, tier: 'crisis' });
    else if (outcome === 'past' || outcome === 'reported') {
      result.elevated.push({ id: `${outcome}:${rule.id}`, category: rule.category, tier: 'elevated' });
    }
  }

  for (const { rule, re } of ELEVATED) {
    if (ruleOutcome(text, rule, re, false) === 'current') {
      result.elevated.push({ id: rule.id, category: rule.category, tier: 'elevated' });
    }
  }

  for (const { rule, re } of CUES) {
    if (ruleOutcome(text, rule, re, false) === 'current') {
      const carries = rule.carries ?? (rule.kind === 'means' || rule.kind === 'danger');
      result.cues.push({ id: rule.id, category: rule.category, tier: 'cue', kind: rule.kind, carries });
    }
  }
  return result;
}
