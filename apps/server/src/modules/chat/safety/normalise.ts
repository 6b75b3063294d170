/**
 * Turns a raw chat message into a canonical lower-case form the rules can be written against.
 *
 * People in distress type fast, on phones, often misspelt or in text-speak; the rules should
 * not have to know every spelling. So we canonicalise here once:
 *  - case, Unicode compatibility forms, curly quotes;
 *  - apostrophes are dropped ("don't" → "dont", "I'm" → "im"): rules are written that way;
 *  - clause punctuation becomes " | " so rules and the negation window stay inside a clause
 *    ("I'm not okay, I want to end it" must not read as a denial);
 *  - basic leetspeak inside words ("k1ll", "mys3lf"), but never in numbers ("30", "5pm");
 *  - runs of 3+ identical letters ("sooo", "dieeee"): we return two variants, collapsed to one
 *    letter and to two, because "dieeee"→"die" but "feeeel"→"feel";
 *  - a token dictionary for text-speak and common misspellings of the words that matter,
 *    euphemisms included ("unalive", "sewer slide", "ctb", "kms");
 *  - one-slip correction of key stems against a small vocabulary (see FUZZY_VOCABULARY);
 *  - laughing emoji become "lol", which the idiom layer reads as hyperbole.
 *
 * Decision on "kys": it is mapped to "kill yourself", i.e. aimed at someone else. It is hostile
 * or bullying language, not a statement about the writer's own life, so rules treat it as
 * 'elevated' (abuse), not crisis. "kms" ("kill myself") is crisis.
 */

/** Text-speak and misspellings of risk-relevant words, token → canonical. */
const TOKEN_MAP: Readonly<Record<string, string>> = {
  wanna: 'want to', wana: 'want to', wanted2: 'wanted to', gonna: 'going to', gona: 'going to',
  gotta: 'got to', wnat: 'want', wnt: 'want', whant: 'want', wamt: 'want', wantt: 'want',
  kil: 'kill', kiling: 'killing', killin: 'killing', killng: 'killing', kiled: 'killed',
  myslef: 'myself', mysefl: 'myself', myslf: 'myself', mysef: 'myself', myelf: 'myself',
  mself: 'myself', meself: 'myself', myselfe: 'myself', mysellf: 'myself',
  urself: 'yourself', yourslef: 'yourself',
  thinkin: 'thinking', thinkng: 'thinking', thinkig: 'thinking', tinking: 'thinking',
  bout: 'about', abt: 'about', abut: 'about', alot: 'a lot',
  u: 'you', ur: 'your', r: 'are', b: 'be', n: 'and', '2': 'to', y: 'why',
  rn: 'right now', atm: 'at the moment', tn: 'tonight',
  '2nite': 'tonight', '2night': 'tonight', tonite: 'tonight', tonigh: 'tonight', tonihgt: 'tonight',
  '2day': 'today', tdy: 'today', tmrw: 'tomorrow', tmr: 'tomorrow', tmrow: 'tomorrow',
  '2moro': 'tomorrow', '2morrow': 'tomorrow', tomoz: 'tomorrow',
  every1: 'everyone', evry1: 'everyone', evryone: 'everyone', everone: 'everyone',
  evry: 'every', evrything: 'everything', everythin: 'everything', evrythin: 'everything',
  noone: 'no one', no1: 'no one', nobdy: 'nobody', sum1: 'someone', some1: 'someone',
  any1: 'anyone', ppl: 'people', wud: 'would', wld: 'would', cud: 'could', cld: 'could',
  shud: 'should', shld: 'should', cus: 'because', cuz: 'because', coz: 'because', bc: 'because',
  idk: 'i dont know', idc: 'i dont care', ngl: 'not going to lie', tbh: 'to be honest',
  fr: 'for real', pls: 'please', plz: 'please', dnt: 'dont', dont: 'dont', cnt: 'cant',
  agen: 'again', agn: 'again', agian: 'again', nite: 'night', nyt: 'night',
  beter: 'better', betta: 'better', reson: 'reason', reasn: 'reason', resaon: 'reason',
  dissapear: 'disappear', disapear: 'disappear', dissappear: 'disappear',
  depresed: 'depressed', depressd: 'depressed', depresssed: 'depressed', depresion: 'depression',
  hopless: 'hopeless', hopeles: 'hopeless', worthles: 'worthless', wortless: 'worthless',
  anymor: 'anymore', nemore: 'anymore', anymre: 'anymore', nomore: 'no more',
  lyf: 'life', lyfe: 'life', liv: 'live', livin: 'living', ded: 'dead', dyin: 'dying',
  dieing: 'dying', hurtin: 'hurting', cuttin: 'cutting', cutt: 'cut', cuting: 'cutting',
  thots: 'thoughts', thoughs: 'thoughts', selfharm: 'self harm', selfharming: 'self harming',
  selfharmed: 'self harmed', sh: 'self harm', shing: 'self harming',
  kms: 'kill myself', kys: 'kill yourself', ctb: 'kill myself',
  od: 'overdose', oding: 'overdosing', oded: 'overdosed', odd: 'odd',
  sewerslide: 'suicide', sui: 'suicide', unalive: 'die', unalived: 'died',
  pils: 'pills', pilss: 'pills', tablts: 'tablets', tabs: 'tablets',
  cant: 'cant', cnat: 'cant', im: 'im', iam: 'i am', ive: 'ive', imma: 'im going to',
  anymoree: 'anymore', wanto: 'want to', wantto: 'want to', wan2: 'want to',
  gna: 'going to', gnna: 'going to', gunna: 'going to', finna: 'going to', tryna: 'trying to',
  wnna: 'want to', wna: 'want to', feelin: 'feeling', tryin: 'trying', goin: 'going',
  doin: 'doing', sayin: 'saying', nothin: 'nothing', somethin: 'something', cryin: 'crying',
  // Added for the concept rules: misspelt death words, text-speak farewells, dropped g's.
  dei: 'die', ddie: 'die', rists: 'wrists', rist: 'wrist', wirsts: 'wrists', wrsits: 'wrists',
  wuld: 'would', woud: 'would', wouldd: 'would', hav: 'have', hve: 'have',
  unaliving: 'dying', kmsl: 'lol', kmslol: 'lol', sry: 'sorry', soz: 'sorry', sozz: 'sorry',
  gbye: 'goodbye', gdbye: 'goodbye', goodby: 'goodbye', bai: 'bye', nvr: 'never', neva: 'never',
  evr: 'ever', eva: 'ever', b4: 'before', tho: 'though', thru: 'through', wat: 'what', wot: 'what',
  wen: 'when', luv: 'love', lyk: 'like', ima: 'im going to', cos: 'because', wiv: 'with',
  nuthin: 'nothing', jumpin: 'jumping', takin: 'taking', endin: 'ending', gettin: 'getting',
  leavin: 'leaving', wishin: 'wishing', hopin: 'hoping', plannin: 'planning',
  overdosin: 'overdosing', hangin: 'hanging', kll: 'kill', slef: 'self', sefl: 'self',
  paracetomol: 'paracetamol', paracetemol: 'paracetamol', parecetamol: 'paracetamol',
  pillz: 'pills', tabletz: 'tablets', medz: 'meds', brige: 'bridge', brigde: 'bridge',
  evrybody: 'everybody', everybdy: 'everybody',
};

/**
 * Filler words dropped everywhere, so rules need not allow for them: "I think about just not
 * being here", "I really really want to die", "honestly kms". None of them changes risk.
 */
const FILLERS = new Set([
  'just', 'kinda', 'sorta', 'literally', 'honestly', 'actually', 'seriously',
  'basically', 'simply', 'truly', 'genuinely',
]);

/**
 * Key stems corrected for one slip: a dropped, doubled, swapped or extra letter ("wnna",
 * "suicdal", "myslef"), and for words of 6+ letters also one wrong letter ("paracetemol",
 * "overdoze", "tomorow"). The first letter must match, because "will"→"kill" or "skill"→"kill"
 * would be disastrous, and any variant that is itself an English word ("overdoes", "homeless",
 * "meditation", "tables") is never corrected: REAL_WORDS lists every such collision for this
 * vocabulary (generated from a British and an American word list; regenerate if you add words).
 * A variant one slip from two vocabulary words ("poinless": pointless or painless?) is left alone.
 */
const FUZZY_VOCABULARY = [
  'wanna', 'gonna', 'myself', 'himself', 'herself', 'yourself', 'themselves', 'suicide', 'suicidal',
  'killing', 'overdose', 'overdosing', 'hurting', 'alive', 'anymore', 'tonight', 'disappear',
  'hopeless', 'worthless', 'depressed', 'harming', 'thinking', 'everyone', 'nobody', 'better',
  'paracetamol', 'ibuprofen', 'sertraline', 'antidepressants', 'painkillers', 'medication',
  'tablets', 'wrists', 'existing', 'goodbye', 'forever', 'painless', 'pointless', 'swallowed',
  'insulin', 'tomorrow', 'someone', 'strangled', 'unalive', 'enough', 'bridge', 'nothing',
  'everything', 'anything', 'living', 'jumping', 'burning', 'without', 'thoughts', 'breathe', 'exist',
];
const REAL_WORDS = new Set([
  'antidepressant', 'batter', 'beater', 'bette', 'betted', 'bettes', 'bettor', 'bitter', 'breath',
  'breaths', 'breathy', 'bride', 'bridle', 'burping', 'burring', 'burying', 'butter', 'depresses',
  'exit', 'exiting', 'exits', 'goodby', 'goodbys', 'hamming', 'harding', 'haring', 'harking',
  'harping', 'homeless', 'hunting', 'hurling', 'hurtling', 'kilning', 'kipling', 'liking', 'liming',
  'lining', 'loving', 'mediation', 'meditation', 'noshing', 'notching', 'noting', 'overdoes',
  'overdoing', 'overdone', 'painkiller', 'straggled', 'strangle', 'strangler', 'strangles', 'tables',
  'tablet', 'thanking', 'thinning', 'thought', 'waists', 'whists', 'wrests', 'wrist', 'writs',
  'goanna', 'killings',
]);
const FUZZY_INDEX = new Map<string, string>();
const AMBIGUOUS = new Set<string>();
for (const word of FUZZY_VOCABULARY) {
  const add = (variant: string): void => {
    if (variant.length < 4 || variant[0] !== word[0] || variant === word || REAL_WORDS.has(variant)) return;
    const seen = FUZZY_INDEX.get(variant);
    if (seen !== undefined && seen !== word) AMBIGUOUS.add(variant);
    else FUZZY_INDEX.set(variant, word);
  };
  for (let i = 0; i < word.length; i++) {
    add(word.slice(0, i) + word.slice(i + 1)); // dropped letter
    add(word.slice(0, i) + (word[i] ?? '') + word.slice(i)); // doubled letter
    if (i + 1 < word.length) add(word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2)); // swap
  }
  for (let i = 1; i < word.length; i++) {
    for (const ch of 'abcdefghijklmnopqrstuvwxyz') {
      add(word.slice(0, i) + ch + word.slice(i)); // extra letter
      if (word.length >= 6) add(word.slice(0, i) + ch + word.slice(i + 1)); // wrong letter
    }
  }
}
for (const variant of AMBIGUOUS) FUZZY_INDEX.delete(variant);
for (const word of FUZZY_VOCABULARY) FUZZY_INDEX.delete(word);

/** Phrase-level fixes that need neighbouring words, run after the token map. */
const PHRASE_FIXES: ReadonlyArray<readonly [RegExp, string]> = [
  // Typing-order slips and dropped letters in "want to".
  [/\bwan (to|2)\b/g, 'want to'],
  [/\bwant ot\b/g, 'want to'],
  [/\b(want|going|wanted) ot\b/g, '$1 to'],
  [/\bmy self\b/g, 'myself'],
  [/\bself (harm|harms|harming|harmed|harmer|injury|injuring|injure|injured)\b/g, 'self $1'],
  [/\bsewer slide\b/g, 'suicide'],
  [/\bunalive (myself|me)\b/g, 'kill myself'],
  [/\bdie (myself)\b/g, 'kill myself'],
  // Suicide and its misspellings: suicde, sucide, suicidal, sucidal, suisidal, suiside …
  // (Requires an 'i' in the optional slots so "sussed" does not turn into "suicided".)
  [/\bs+u+i*[cs]+i*d+(al|e|es|ed|ing|ally)?\b/g, 'suicid$1'],
  [/\bsuicid(?:le|el|ul)\b/g, 'suicidal'],
  // "no more" closing a clause means "anymore": "dont wanna be alive no more".
  [/\bno more\b(?=\s*(?:\||$))/g, 'anymore'],
  [/\bsuicid(?=\b)/g, 'suicide'],
  [/\bsuicidees\b/g, 'suicides'],
  // "dye" typed for "die" — but not hair dye ("dye my hair", "dye it").
  [/\bdye\b(?! (my|it|the|her|his|your|their|them|a|an|some|hair|this|that|these|those))/g, 'die'],
  [/\bwant to dy\b/g, 'want to die'],
  // "unalived/unaliving myself" (token map gives "died"/"dying").
  [/\bdied (myself)\b/g, 'killed myself'],
  [/\bdying (myself)\b/g, 'killing myself'],
  // "What's even the point", "what is the point": one canonical form for the point-of-living rules.
  [/\bwhat(?:s| is)? (?:even |really )?(?:is )?(?:even )?the point\b/g, 'whats the point'],
  // "Unalive thoughts" (the token map made it "die thoughts"), "death urges": suicidal thoughts.
  [/\b(?:die|died|dying|death|kill myself) (thoughts|urges|ideation|feelings)\b/g, 'suicidal $1'],
  // "jump of the bridge": a dropped f.
  [/\b(jump|jumping|jumped) of (?=(?:the|a|that|this|my|our) )/g, '$1 off '],
];

/** Leetspeak inside a word only: "k1ll" yes, "30", "5pm", "2am", "10mg" no. */
const LEET: Readonly<Record<string, string>> = { '1': 'i', '3': 'e', '0': 'o', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };
const UNIT_TOKEN = /^\d+(st|nd|rd|th|am|pm|s|k|m|h|hr|hrs|min|mins|yrs|x|mg|ml|g|kg|lbs|km|mph|gb|p)?$/;

function deLeet(token: string): string {
  if (!/[a-z]/.test(token) || !/[0-9@$]/.test(token) || UNIT_TOKEN.test(token)) return token;
  if (TOKEN_MAP[token] !== undefined) return token; // "2day", "every1" are handled by the map
  return token.replace(/[0-9@$]/g, (ch) => LEET[ch] ?? ch);
}

/** Laughing emoji carry meaning for the idiom layer ("I'd rather die than go camping 😂"). */
const LAUGHING_EMOJI = /[\u{1F602}\u{1F923}\u{1F606}\u{1F639}\u{1F480}\u{2620}\u{1F605}\u{1F601}\u{1F604}]/gu;

function basicForm(message: string): string {
  let s = message.normalize('NFKC').replace(LAUGHING_EMOJI, ' lol ').toLowerCase();
  s = s.replace(/[\u2018\u2019\u201A\u201B\u2032\u00B4`]/g, "'").replace(/[\u201C\u201D\u201E\u2033]/g, '"');
  // Contractions that carry meaning and would be lost with the apostrophe.
  s = s.replace(/\bsh'(d|ed)\b/g, 'self harmed').replace(/\bod'(d|ed)\b/g, 'overdosed');
  s = s.replace(/'/g, '');
  // Clause boundaries. Keep '@' and '$' for leetspeak; everything else becomes a space.
  s = s.replace(/[.!?;:,\n\r\u2026()[\]{}"]+/g, ' | ');
  s = s.replace(/[^a-z0-9@$| ]+/g, ' ');
  return s;
}

function applyTokenMap(s: string): string {
  return s
    .split(' ')
    .map((t) => {
      if (t === '') return t;
      const leet = deLeet(t);
      if (FILLERS.has(leet)) return '';
      return TOKEN_MAP[leet] ?? FUZZY_INDEX.get(leet) ?? leet;
    })
    .join(' ');
}

/**
 * Performance, not meaning: a message that contained a curly quote or an emoji is held by V8 as
 * a two-byte string, and so is everything derived from it, even once only ASCII is left; V8's
 * regex engine runs 3-4x slower on those. The canonical text is pure ASCII by construction, so
 * copying it into a one-byte string changes nothing but speed.
 */
function oneByte(s: string): string {
  return Buffer.from(s, 'latin1').toString('latin1');
}

function finish(s: string): string {
  let out = applyTokenMap(s);
  for (const [re, rep] of PHRASE_FIXES) out = out.replace(re, rep);
  out = out.replace(/[@$]/g, ' ').replace(/\s+/g, ' ').replace(/(\| )+\|/g, '|').trim();
  return oneByte(` ${out} `);
}

/**
 * Canonical forms of a message (one, or two when it has runs of repeated letters).
 * Every form is padded with a space at each end so rules can rely on word boundaries.
 */
export function normaliseVariants(message: string): string[] {
  const base = basicForm(message);
  if (!/([a-z])\1\1/.test(base)) return [finish(base)];
  const one = finish(base.replace(/([a-z])\1{2,}/g, '$1'));
  const two = finish(base.replace(/([a-z])\1{2,}/g, '$1$1'));
  return one === two ? [one] : [one, two];
}

/** The first canonical form; handy for tests and debugging. */
export function normaliseMessage(message: string): string {
  return normaliseVariants(message)[0] ?? '';
}
