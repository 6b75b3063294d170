/**
 * Qualifiers that change what a rule match means: denial, past tense, and fiction/news framing.
 * All functions take normalised text (see normalise.ts), where " | " separates clauses.
 */

/**
 * Negation window. A match is a denial only if a negator GOVERNS it: walking backwards from the
 * match we may skip a few "bridge" words ("not going to hurt myself", "no plans to end my
 * life", "not having any thoughts of hurting myself") and must then hit a negator.
 *
 * Why not "any negator in the last N words": that reads "not going to lie, I want to die",
 * "I can't stop thinking about killing myself" or "no sleep, want to die" as denials. Any
 * other word (a new subject "i", "stop", "sure", "know" …) ends the window, so those stay risky.
 */
const NEGATORS = new Set([
  'not', 'no', 'never', 'dont', 'doesnt', 'didnt', 'wont', 'wouldnt', 'cant', 'cannot',
  'couldnt', 'isnt', 'arent', 'wasnt', 'werent', 'havent', 'hasnt', 'hadnt', 'shouldnt', 'nor',
  'neither', 'without', 'longer', // "no longer" — see PAST_DENIAL below
]);
const BRIDGE = new Set([
  'going', 'to', 'gonna', 'planning', 'plan', 'plans', 'having', 'have', 'had', 'any', 'thoughts',
  'thought', 'thinking', 'think', 'of', 'about', 'intention', 'intentions', 'intend', 'desire',
  'urge', 'urges', 'wish', 'want', 'wanting', 'feel', 'feeling', 'be', 'been', 'being', 'really',
  'actually', 'ever', 'even', 'at', 'all', 'likely', 'considering', 'a', 'an', 'the', 'would',
  'will', 'could', 'do', 'did', 'am', 'is', 'are', 'was', 'were', 'trying', 'try', 'tempted',
  'seriously', 'genuinely', 'remotely', 'in', 'currently', 'right', 'now', 'so', 'that', '~', 'anything',
]);
const MAX_BRIDGE = 4;

export function clauseStart(text: string, index: number): number {
  return text.lastIndexOf('|', index) + 1;
}

function clauseEnd(text: string, index: number): number {
  const end = text.indexOf('|', index);
  return end === -1 ? text.length : end;
}

/** The clause around a match (from the previous '|' to the next). */
export function clauseAround(text: string, index: number, length: number): string {
  return text.slice(clauseStart(text, index), clauseEnd(text, index + length));
}

/**
 * Reported denials: "I'm not saying I want to die", "not that I'd ever hurt myself". The
 * negator governs a verb of saying, which governs the risk clause.
 */
const DENIAL_FRAME = /\b(?:not saying|never said|didnt say|did not say|not that|doesnt mean|does not mean|dont mean|do not mean)(?: that)? (?:i|im|id|ill|i am|i would|i will)(?: (?:ever|would|will|really|actually|even))*\s*$/;

export function isNegated(text: string, index: number): boolean {
  const before = text.slice(clauseStart(text, index), index);
  if (DENIAL_FRAME.test(before)) return true;
  const tokens = before.trim().split(/\s+/).filter(Boolean);
  let skipped = 0;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const tok = tokens[i] ?? '';
    if (NEGATORS.has(tok)) return true;
    if (!BRIDGE.has(tok) || ++skipped > MAX_BRIDGE) return false;
  }
  return false;
}

/** A denial that is really about the past: "I'm not suicidal anymore", "no longer", "not … now". */
const PAST_DENIAL =
  /\b(?:anymore|any more|any longer|no longer|these days|in (?:a|one|two|three|four|five|six|\d+|over a|many|several) (?:years?|months?|weeks?|days?)|for (?:ages|years|months|weeks|a while|a long time|a year|over a year|\d+ (?:years?|months?|weeks?|days?)))\b/;
export function isPastDenial(clause: string): boolean {
  return PAST_DENIAL.test(clause);
}

/**
 * Clearly-past risk ("used to", "years ago", "as a teenager", "clean from self harm for two
 * years") is 'elevated', not 'crisis' — unless something in the same clause makes it current
 * again ("again", "last night", "still want to", "relapsed").
 * "Months/weeks ago" is deliberately NOT past: a recent attempt is a current risk factor.
 */
const PAST = new RegExp(
  [
    /\bused to\b/,
    /\b(?:years?|yrs) (?:ago|back)\b/,
    /\bwhen i was (?:(?:a|an|just|only|still|really|very) )?(?:kid|child|teen|teenager|younger|little|young|small|baby|girl|boy|student|at school|at uni|in school|in year \w+|\d+)\b/,
    /\bas a (?:kid|child|teen|teenager|student|young (?:girl|boy|person))\b/,
    /\bin my (?:teens|twenties|teenage years|youth|late teens|early twenties|school days)\b/,
    /\bin the past\b/,
    /\bback then\b/,
    /\bclean (?:from|of|for)\b/,
    /\b(?:stopped|recovered|quit|gave up) (?:\w+ )?(?:years|a year|ages) ago\b/,
    /\bi (?:was|used to be) (?:suicidal|self harming|cutting)\b/,
    /\b(?:was|were) (?:\w+ ){0,2}at (?:uni|university|school|college)\b/,
    /\bin recovery\b/,
    // A calendar year that is clearly behind us: "back in 2019", "in 2015".
    /\b(?:in|back in|since|during) (?:19\d\d|200\d|201\d|202[0-3])\b/,
    /\bold (?:cuts|scars|wounds|marks|burns)\b/,
    /\bin (?:high school|secondary school|sixth form|year \d+|primary school)\b/,
  ]
    .map((r) => r.source)
    .join('|'),
);
const RECENT = new RegExp(
  [
    /\bagain\b/,
    /\bstill (?:want|wants|think|thinking|feel|feeling|cut|cutting|self harm|have (?:thoughts|urges)|get (?:urges|thoughts)|do)\b/,
    /\b(?:last night|yesterday|today|tonight|this (?:morning|week|evening|afternoon|weekend)|right now|currently|at the moment|lately|recently|these days|all day|all night)\b/,
    // "relapsed", not "I worry about relapse".
    /\brelaps(?:ed|ing)\b|\b(?:had|having|in) a relapse\b/,
    /\bnow i\b/,
  ]
    .map((r) => r.source)
    .join('|'),
);

/**
 * A past marker must clearly cover the risk: a match that itself says the wish or plan in the
 * present ("want", "going to", "wish", "need") stays current even in a clause with "years ago"
 * ("years ago I'd never have said this but I want to die") unless "used to" governs it directly
 * ("I used to want to die").
 */
const PRESENT_INTENT = /\b(?:want|wants|wanna|wish|wishing|need|needs|going to|gonna|planning|plan to|ready|cant stop|keep|im|i am|tempted)\b/;
const GOVERNED_BY_PAST = /\b(?:used to|would|when i was|as a (?:kid|child|teen|teenager))(?: \w+){0,2}\s*$/;

/**
 * Anniversaries and counted recovery ("two years since my attempt today", "400 days clean from
 * self harm today"): the "today" dates the anniversary, not the act, so only a strong sign that
 * it is current again ("again", "still", "relapsed", "right now", "tonight") keeps it current.
 */
const ANNIVERSARY =
  /\b(?:(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+|\w+) (?:years?|months)|a year) (?:since|on from)\b|\banniversary\b|\b(?:\d+|\w+) (?:days|weeks|months|years) (?:clean|free)\b|\bclean (?:from|of) (?:self harm|cutting|burning)\b/;
const RECENT_STRONG =
  /\bagain\b|\bstill\b|\brelaps(?:ed|ing)\b|\b(?:right now|tonight|currently|at the moment|last night|now i)\b/;

/**
 * A risk told in the past tense by a message that also says it is over ("my friend was suicidal
 * last year, she's doing well now", "I attempted once, I'm in a much better place"). Not when
 * the risk is recent (last week, days ago) or the match itself is a present wish.
 */
const RECOVERED =
  /\b(?:doing|is doing|s doing|am doing|im doing|are doing|re doing)(?: so| much| loads| a lot| way| really| heaps)* (?:well|better|great|good|ok|okay|fine)(?: now| these days)\b|\bin (?:a|such a)(?: much| way| so much| far)? (?:better|good|great|healthier|safer) place\b|\bon the mend\b|\b(?:got|getting) (?:the )?help (?:she|he|they|i) needed\b/;
const PAST_TELLING = /\b(?:was|were|had|attempted|tried|took|said|told|used|last (?:year|summer|winter|spring|autumn)|ago)\b/;
const RECENT_TELLING = /\b(?:last (?:week|month|night)|days ago|weeks ago|yesterday|this (?:week|month|morning))\b/;

export function isPast(clause: string, match = '', before = '', pastAlso?: RegExp, text = ''): boolean {
  if (PRESENT_INTENT.test(match) && !GOVERNED_BY_PAST.test(before)) return false;
  if (ANNIVERSARY.test(clause) && !RECENT_STRONG.test(clause)) return true;
  if (RECOVERED.test(text) && PAST_TELLING.test(clause) && !RECENT.test(clause) && !RECENT_TELLING.test(clause)) {
    return true;
  }
  if (!(PAST.test(clause) || pastAlso?.test(clause)) || RECENT.test(clause)) return false;
  return true;
}

/**
 * Fiction, news or study framing ("the character in the book", "a documentary", "my essay").
 * Applied only to matches about a third person or a topic ("a song about wanting to die"):
 * "I want to die, like in that song" is still about the writer.
 */
const REPORTED_FRAME =
  /\b(?:book|books|novel|film|movie|(?:the|a|that|this|tv) (?:show|series)|episode|character|characters|documentary|news|article|lyric|lyrics|song|songs|poem|podcast|essay|homework|assignment|coursework|dissertation|lecture|video game|anime|manga|fanfic|fan fiction|script|screenplay|roleplay|soap|comic|webtoon|textbook|case study|(?:a|the|my|this|short) story (?:about|where|in which|im writing|i am writing)|writing a story)\b/;
/** A real person the writer knows is in the message: never downgrade ("my friend read a book
 * and now says she wants to die" is a supporter asking for help). */
const REAL_PERSON =
  /\bmy (?:\w+ )?(?:friend|friends|mate|sister|brother|son|daughter|mum|mom|mother|dad|father|partner|husband|wife|boyfriend|girlfriend|flatmate|roommate|housemate|student|students|pupil|colleague|cousin|niece|nephew|kid|kids|child|grandad|grandma|gran|nan|uncle|aunt)\b/;
const FIRST_PERSON = /\b(?:i|im|ive|id|ill|me|my|myself|mine)\b/;
const THIRD_PERSON = /\b(?:he|she|they|him|her|his|their|them|himself|herself|themselves|themself)\b/;

export function isReportedFrame(text: string): boolean {
  return REPORTED_FRAME.test(text) && !REAL_PERSON.test(text);
}

/** "… a girl who", "… the main character": a third person introduced after the writer. */
const THIRD_PERSON_NOUN =
  /\b(?:he|she|they|who|someone|somebody|character|characters|girl|boy|man|woman|person|guy|kid|teen|teenager|protagonist|hero|heroine|narrator)\b/;

export function isAboutSomeoneElse(text: string, index: number, match: string): boolean {
  if (FIRST_PERSON.test(match)) return false;
  if (THIRD_PERSON.test(match)) return true;
  const before = text.slice(clauseStart(text, index), index);
  if (!FIRST_PERSON.test(before) || /\b(?:about|on|of|regarding)\s*$/.test(before)) return true;
  // Only what follows the writer's last self-reference can introduce someone else.
  const afterWriter = before.split(/\b(?:i|im|ive|id|ill|me|my|myself|mine)\b/).pop() ?? '';
  return THIRD_PERSON_NOUN.test(afterWriter);
}
