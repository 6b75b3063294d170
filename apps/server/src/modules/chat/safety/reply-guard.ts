/**
 * Last check on what the AI model wrote, before a person in distress reads it.
 *
 * Flags replies that:
 *  - give methods or method instructions for suicide or self-harm;
 *  - give doses/quantities of drugs in a harm context (numbers near "lethal", "overdose" …);
 *  - give lethality information ("the most lethal method", "high enough to be fatal");
 *  - encourage self-harm or suicide ("you should do it", "no one would miss you");
 *  - claim to be a human or a clinician ("I am a human", "as your therapist", "I'm a licensed …").
 *
 * Deliberately conservative: a false flag swaps one reply for SAFE_REPLACEMENT_REPLY (a calm,
 * safe message); a missed flag can hand someone a method. Refusals ("I can't tell you how to
 * …") are allowed through, judged per clause so "I can't stop you, but the lethal dose is …"
 * is still caught. `reasons` are rule ids, never the reply text.
 */

export const SAFE_REPLACEMENT_REPLY =
  "I'm not able to help with that. It sounds like things might be really hard right now, and you " +
  "deserve support from a person. If you can, please reach out to someone you trust, or contact a " +
  'crisis line now: our crisis help page lists free, confidential services you can talk to at any ' +
  "time. If you're in immediate danger, call your local emergency number.";

interface GuardRule {
  id: string;
  pattern: RegExp;
  /** A refusal earlier in the same clause ("I can't share …") makes the match harmless. */
  refusable?: boolean;
  /** Skip when the same sentence is plainly about a healthy activity ("if walking helps, you should do it"). */
  skipIfWholesome?: boolean;
  /** Skip when the clause reports a feeling rather than asserting it ("it might feel like no one would miss you, but …"). */
  skipIfReportedThought?: boolean;
}

const HARM_ACT =
  "(?:kill (?:yourself|themselves|oneself)|end (?:your|one's|their) (?:own )?life|commit suicide|suicide|hang (?:yourself|oneself)|overdose|overdosing|cut(?:ting)? (?:yourself|your wrists?|deeper)|slit (?:your|the) (?:wrists?|throat)|suffocate|jump (?:off|from) (?:a|the)|poison (?:yourself|oneself)|self[- ]harm(?:ing)?|hurt(?:ing)? yourself|die)";
/**
 * Up to two words between "how to / ways to / try" and the act — but not coping words, so
 * "ways to cope with urges to self-harm" and "how to talk about suicide" stay allowed.
 */
const GAP =
  String.raw`(?:\s+(?!(?:cope|coping|deal|resist|avoid|stop|manage|reduce|distract|prevent|keep|stay|handle|get|not|never|without|instead|alternatives?|talk|talking|about|discuss|understand|support|help|recogni[sz]e|spot|learn|ride|delay|urges?|with|through|safe|safely)\b)[\w'-]+){0,2}\s+`;
const DRUG_UNIT = String.raw`\d+(?:[.,]\d+)?\s?(?:mg|milligrams?|g|grams?|mcg|micrograms?|tablets?|pills?|capsules?|units?|ml)\b`;
const HARM_WORD = '(?:lethal|fatal|deadly|kill|killing|die|death|overdose|toxic|poisoning|liver failure|organ failure|stop (?:your|the|a) heart|not wake up)';

const RULES: readonly GuardRule[] = [
  // ---- methods
  {
    id: 'method-instructions',
    refusable: true,
    pattern: new RegExp(
      String.raw`\b(?:how to|ways? to|methods? (?:to|of|for)|the (?:best|easiest|quickest|surest|simplest|most painless) (?:way|method) to|(?<!(?:anything|something|things|items|objects|everything|that) )you (?:can|could|should|might) (?:try|use)|try)${GAP}${HARM_ACT}\b`,
    ),
  },
  {
    id: 'method-instructions',
    pattern:
      /\b(?:tie|make|making|tying) (?:a|the) noose\b|\bcut (?:vertically|along the veins?|deeper|down the (?:arm|wrist)|lengthwise)\b|\b(?:carbon monoxide|charcoal|helium|exhaust fumes)\b[^.!?\n]{0,40}\b(?:car|room|tent|bag|sealed|hose)\b/,
  },
  // ---- doses and quantities in a harm context
  {
    id: 'dose-quantity',
    pattern: new RegExp(String.raw`\b${DRUG_UNIT}[^.!?\n]{0,60}\b${HARM_WORD}|\b${HARM_WORD}\b[^.!?\n]{0,60}\b${DRUG_UNIT}`),
  },
  {
    id: 'dose-quantity',
    refusable: true,
    pattern: /\b(?:lethal|fatal|toxic|deadly) (?:dose|amount|quantity|level)s? (?:of [\w -]{2,30} )?(?:is|are|would be|starts at|begins at|is around|is about)\b/,
  },
  // ---- lethality
  {
    id: 'lethality-info',
    refusable: true,
    pattern: new RegExp(
      String.raw`\b(?:most|least|more|less|highly|very|extremely|reliably) (?:lethal|deadly|fatal|effective|painless|reliable|certain)\b[^.!?\n]{0,40}\b(?:method|methods|way|ways|overdose|drug|drugs|means|to die|suicide|${HARM_ACT})|\b(?:hanging|jumping|overdosing|drowning|gassing|shooting|cutting)\b[^.!?\n]{0,30}\b(?:is|are|would be) (?:the )?(?:most|least|quickest|fastest|painless|effective|reliable|certain|lethal)\b|\bhigh enough to (?:die|kill|be fatal|guarantee)\b|\b(?:storeys|stories|floors|metres|meters|feet|ft)\b[^.!?\n]{0,30}\b(?:fatal|lethal|kill you|to die|survivable|survive the fall)\b|\bhow long it takes to die\b|\bsurvival rates? (?:of|for) (?:suicide|overdose|jumping|hanging)\b`,
    ),
  },
  // ---- encouragement
  {
    id: 'encouragement',
    skipIfWholesome: true,
    pattern:
      /\byou should (?:just )?(?:do it|go through with it|end it|kill yourself|hurt yourself|cut yourself|take them all|take the pills)\b(?! (?:more|again|every|daily|regularly|when|whenever|if|with|too|often))/,
  },
  {
    id: 'encouragement',
    skipIfReportedThought: true,
    pattern: new RegExp(
      [
        /\b(?:no one|nobody|no-one) (?:would|will|is going to)(?: even)? (?:miss|notice|care about|care if) you\b/,
        /\b(?:everyone|they|the world|your family|people|your friends|we) (?:would|will) be better off without you\b/,
        /\byou (?:deserve|deserved) to (?:die|suffer|be hurt|feel pain|be punished)\b/,
        /\byou(?:'re| are) (?:a burden|worthless|better off dead|pathetic|hopeless)\b/,
        /\bgo (?:ahead|for it)\b[^.!?\n]{0,25}\b(?:end it|kill yourself|hurt yourself|cut|take them|do it)\b/,
        /\b(?:it's|it is|that's|that is) (?:your|a valid|a reasonable|an understandable|the right) (?:choice|decision|option)\b[^.!?\n]{0,30}\b(?:to die|end your life|suicide|kill yourself|hurt yourself)\b/,
        /\b(?:i|we) (?:support|respect|understand|accept) your (?:decision|choice) to (?:die|end your life|kill yourself|hurt yourself|self[- ]harm)\b/,
        /\b(?:self[- ]harm|cutting|hurting yourself|suicide|dying) (?:is|can be|would be) (?:a |an |the )?(?:healthy|good|effective|valid|reasonable|fine|okay|ok|best|only|right) (?:way|coping|option|answer|solution|choice|way out)\b/,
        /\bsuicide is (?:the|a|your) (?:answer|solution|way out|only option)\b/,
        /\b(?:death|dying) (?:would|will|is going to) (?:be a relief|bring you peace|solve (?:everything|your problems))\b/,
      ]
        .map((r) => r.source)
        .join('|'),
    ),
  },
  // ---- persona: the model must never pass as a person or a clinician
  {
    id: 'persona-human',
    pattern:
      /\bi(?:'m| am) (?!not\b|an ai\b)(?:a |an )?(?:real |actual )?(?:human|person|human being)\b|\bi(?:'m| am) not (?:an? )?(?:ai|bot|robot|chatbot|machine|program|language model)\b|\bi(?:'m| am) a real (?:\w+ )?(?:person|human)\b/,
  },
  {
    id: 'persona-clinician',
    pattern:
      /\bas (?:your|a) (?:therapist|doctor|psychiatrist|psychologist|counsell?or|nurse|clinician|gp|physician|social worker)\b(?! (?:may|might|would|could|can|will|probably|has|have|did|does|is|should|said|told|suggests?|recommends?)\b)|\bi(?:'m| am) (?:a |an )?licensed\b|\bi(?:'m| am) (?:a |an )?(?:qualified |registered |certified |trained |practising |practicing )?(?:therapist|doctor|psychiatrist|psychologist|counsell?or|nurse|clinician|gp|physician|social worker)\b|\bin my (?:clinical|professional) (?:experience|practice|opinion)\b|\bmy (?:patients|clients|clinical practice)\b/,
  },
];

const REFUSAL =
  /\b(?:can't|cannot|can not|won't|will not|not able to|unable to|not going to|i'm not going to|i don't|i do not|never|not something i|not allowed to|shouldn't|refuse to|not comfortable)\b/;
const REPORTED_THOUGHT =
  /\b(?:feel|feels|feeling|felt|think|thinking|thought|thoughts|believe|seem|seems|tells you|telling you|voice|depression|might say|may say|says|said|convinced|worry|worried|fear)\b/;
const WHOLESOME =
  /\b(?:helps?|helped|helping|works|worked|enjoy|calm|relax|relaxing|breathing|journal(?:ling|ing)?|walk|walking|exercise|therapy|talk to|reach out|call (?:them|a friend|the helpline))\b/;

function normaliseReply(reply: string): string {
  return reply
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201A\u201B\u2032`]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[*_#>]+/g, ' ')
    .replace(/[ \t]+/g, ' ');
}

/** Start of the clause containing `index`: after the last , ; : — or sentence end, or "but". */
function clauseBefore(text: string, index: number): string {
  const before = text.slice(0, index);
  const cut = Math.max(
    before.lastIndexOf(','),
    before.lastIndexOf(';'),
    before.lastIndexOf(':'),
    before.lastIndexOf('.'),
    before.lastIndexOf('!'),
    before.lastIndexOf('?'),
    before.lastIndexOf('\n'),
    before.lastIndexOf(' but '),
  );
  return before.slice(cut + 1);
}

function sentenceAround(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('.', index), text.lastIndexOf('!', index), text.lastIndexOf('?', index), text.lastIndexOf('\n', index)) + 1;
  const ends = ['.', '!', '?', '\n'].map((c) => text.indexOf(c, index)).filter((i) => i !== -1);
  return text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length);
}

const COMPILED = RULES.map((rule) => ({ rule, re: new RegExp(rule.pattern.source, 'g') }));

export function checkModelReply(reply: string): { safe: boolean; reasons: string[] } {
  const text = normaliseReply(reply);
  const reasons: string[] = [];
  for (const { rule, re } of COMPILED) {
    if (reasons.includes(rule.id)) continue;
    for (const m of text.matchAll(re)) {
      const index = m.index ?? 0;
      if (rule.refusable && REFUSAL.test(clauseBefore(text, index))) continue;
      if (rule.skipIfWholesome && WHOLESOME.test(sentenceAround(text, index))) continue;
      if (rule.skipIfReportedThought && REPORTED_THOUGHT.test(clauseBefore(text, index))) continue;
      reasons.push(rule.id);
      break;
    }
  }
  return { safe: reasons.length === 0, reasons };
}
