/**
 * Concept lexicons for the risk rules: small word classes that the rules combine, instead of
 * listing whole phrases.
 *
 * A phrase list only knows the sentences its author thought of ("I want to die", "I wish I was
 * dead"). People in distress word the same thing a hundred ways ("I wish I could just stop
 * existing", "I'd love to fall asleep and never wake up", "everyone would be happier if I was
 * gone"). So most newer rules are written as concept + concept within one clause:
 *
 *   DESIRE  (want, wish, hope, ready, rather, deserve …)   +  STATE (die, be dead, stop existing …)
 *   INTENT  (going to, planning, thinking of, about to …)  +  ACT   (crash my car, take every pill …)
 *   QUESTION (how many / which / what height …)            +  HARM  (die, lethal, kill, overdose …)
 *   MEANS   (rope, pills, blades, gun …)                    +  READY (here, in front of me, lined up …)
 *
 * Every export is a regex SOURCE fragment, written against normalised text (normalise.ts): lower
 * case, no apostrophes ("dont", "im", "ill"), " | " between clauses, fillers ("just",
 * "literally") removed. Fragments are non-capturing groups so they can be spliced anywhere.
 * `gap(n)` allows up to n intervening words but never crosses a clause boundary.
 */

/** Alternation of word/phrase sources as one non-capturing group. */
export const anyOf = (...parts: readonly string[]): string => `(?:${parts.join('|')})`;

/** Up to `n` words inside the same clause (a word is anything but a space or the clause bar). */
export const gap = (n: number): string => String.raw`(?: [^\s|]+){0,${n}}`;

/** Up to `n` words drawn only from `allowed` (keeps two concepts grammatically linked). */
export const bridge = (allowed: string, n: number): string => String.raw`(?: ${allowed}){0,${n}}`;

/** End of clause: the clause bar or the end of the text. */
export const CLAUSE_END = String.raw`(?=\s*(?:\||$))`;

// ---------------------------------------------------------------------------- people

/** People who could be hurting the writer (abuse, danger). */
const ABUSER =
  'husband|wife|partner|boyfriend|bf|girlfriend|gf|ex|exs|dad|father|mum|mom|mother|stepdad|stepmum|stepmom|stepfather|stepmother|brother|sister|uncle|aunt|carer|parents|family|flatmate|roommate|housemate|grandad|grandma|cousin|boss|teacher|coach|landlord|fiance|fiancee|son|daughter|ex boyfriend|ex girlfriend|ex husband|ex wife|mums boyfriend|moms boyfriend|mums partner|dads girlfriend|dads partner';

/** Grammatical subject that may be an abuser: a pronoun or "my/her … partner". */
export const SUBJECT = String.raw`\b(?:he|she|they|hes|shes|theyve|theyre|hed|shed|(?:my|her|his|our) (?:\w+ )?(?:${ABUSER}))\b`;

/** Targets of harm to others. */
export const PEOPLE = String.raw`(?:him|her|them|someone|somebody|people|everyone|everybody|anyone|anybody|(?:my|his|her|their|the|that|this|our|a) (?:\w+ )?(?:${ABUSER}|kid|kids|children|child|baby|babies|manager|neighbour|neighbor|neighbours|friend|friends|colleague|colleagues|coworker|classmate|classmates|bully|bullies|guy|man|woman|girl|boy|person|people|lad|bloke|students|pupils|class|school|newborn|toddler|partner))`;

/** Reflexive pronouns: the writer or a third person acting on themselves. */
export const SELVES = '(?:myself|himself|herself|themselves|themself)';

// ---------------------------------------------------------------------------- substances and means

/** Medicines and drugs people overdose on (plus the generic words). */
export const DRUGS =
  '(?:pills|pill|tablets|tablet|paracetamol|meds|medication|medications|medicine|medicines|painkillers|antidepressants|sleeping pills|sleeping tablets|sleepers|insulin|ibuprofen|aspirin|codeine|co codamol|cocodamol|tramadol|sertraline|citalopram|fluoxetine|prozac|amitriptyline|diazepam|valium|zopiclone|lithium|quetiapine|propranolol|mirtazapine|pregabalin|gabapentin|opioids|oxycodone|fentanyl|morphine|heroin|xanax|benzos|tylenol|acetaminophen|advil|nurofen|anadin|calpol|capsules)';

/** Things people use to end their life or hurt themselves. */
export const MEANS = String.raw`(?:rope|ropes|noose|belt and|gun|guns|shotgun|rifle|pistol|firearm|blade|blades|razor|razors|razor blades|razorblades|knife|knives|scissors|${DRUGS}|helium|charcoal|hose|hosepipe|poison|bleach|antifreeze|weedkiller|syringe|lighter)`;

/** Compound nouns that make a means word harmless: "knife sharpener", "gun licence", "rope swing". */
export const NOT_MEANS = String.raw`(?! (?:sharpener|block|set|drawer|rack|stand|holder|case|box|cabinet|licen[cs]e|range|club|shop|store|swing|ladder|course|light|lights|bridge|organiser|organizer|dispenser|reminder|prescription|bottle label)\b)`;

/** Places people jump from or in front of. */
export const HIGH_PLACE =
  '(?:bridge|bridges|roof|rooftop|rooftops|ledge|cliff|cliffs|cliff edge|cliff top|clifftop|tracks|train tracks|railway|railway line|railway bridge|train line|platform edge|multi storey|multi storey car park|multistorey|car park roof|top floor|balcony|tower|tower block|building|overpass|flyover|motorway bridge|viaduct|quarry|dam|window|top of the stairs|pier|harbour wall|platform)';

/** Moving things people step or lie down in front of. */
export const VEHICLE = '(?:train|trains|bus|buses|lorry|lorries|truck|trucks|car|cars|traffic|tube|tram|van|oncoming traffic)';

/** Water people walk into. */
export const WATER = '(?:sea|river|lake|ocean|canal|reservoir|loch|water|waves)';

// ---------------------------------------------------------------------------- desire → state

/** "end it" that is about a relationship, a call or a day, not a life. */
export const NOT_END_OF_LIFE = String.raw`(?! (?:with|between|off|there|here|early|on (?:a|good|bad|friendly|the right|that)|amicably|properly|nicely|politely|for (?:today|tonight|now)|now and)\b)`;

/**
 * What makes "(not) wake up" ordinary: a time, a person to wake, lateness ("I hope I don't wake up
 * late"). Shared by every rule that reads not waking up as a wish.
 */
export const NOT_WAKE_IDIOM = String.raw`(?! (?:early|late|too late|so late|on time|in time|for|at|before|the|my|him|her|them|everyone|anyone|anybody|so early|this early|until|till|til|when|with|hungover|feeling|tired|in the night|during|\d)\b)`;

/** "Sleep forever" bounded by a weekend or a day off is a lie-in, not a wish to die. */
export const NOT_LIE_IN = String.raw`(?! (?:this (?:weekend|saturday|sunday|morning)|on (?:sundays|saturdays|weekends|my day off)|tomorrow|till|until|til|after (?:this|that|work|exams|the)|when i get home)\b)`;

/** Desire or acceptance markers: what follows is wanted or welcomed. */
export const DESIRE = anyOf(
  'want',
  'wants',
  'wanted',
  'wanting',
  'wish',
  'wishes',
  'wished',
  'wishing',
  'hope',
  'hopes',
  'hoping',
  'pray',
  'praying',
  'prayed',
  'long to',
  'longing',
  'yearn',
  'yearning',
  'crave',
  'craving',
  'ready',
  'need',
  'needs',
  'deserve',
  'deserves',
  'rather',
  'prefer',
  'tempted',
  'begging',
  'would like',
  'would love',
  'id like',
  'id love',
  'dream of',
  'give anything to',
  'give anything',
  'dream about',
  'dreaming of',
  'dreaming about',
  'cant wait to',
  'would be nice to',
  'be nice to',
  'better if i',
  'easier if i',
  'fine with',
  'ok with',
  'okay with',
  'at peace with',
  'wouldnt mind',
  'wouldnt (?:even|really|honestly|actually) mind',
  'would not mind',
  'dont mind',
  'feel like',
  'felt like',
  'feeling like',
  'make sure',
);

/** Words allowed between a desire and its object ("wish I could just …", "want to really …"). */
export const DESIRE_BRIDGE = anyOf(
  'to',
  'that',
  'i',
  'id',
  'could',
  'would',
  'can',
  'was',
  'were',
  'really',
  'so',
  'badly',
  'truly',
  'quietly',
  'peacefully',
  'painlessly',
  'finally',
  'already',
  'go',
  'and',
  'then',
  'now',
  'soon',
  'be able to',
  'kind of',
  'sort of',
  'it',
  'if',
  'all',
  'too',
  'also',
  'sometimes',
  'simply',
  'somehow',
  'one day',
  'tonight',
  'forever',
  'only',
  'more than anything',
  'every night',
  'every day',
  'she',
  'he',
  'they',
  'each night',
  'most nights',
);

/**
 * Death or non-existence as something one could want. "die" is not followed by the idiom
 * continuations (those are blanked earlier in idioms.ts; this is the belt to their braces).
 */
export const STATE = anyOf(
  String.raw`die(?! (?:of|from|for|laughing|inside|on this hill|on that hill|my|her|his|your|their|it)\b)`,
  'be dead',
  'dead(?= |$)',
  String.raw`dying(?! (?:my|her|his|the|to(?! be honest)|for|of|from|inside|laughing)\b)`,
  String.raw`be gone(?=\s*(?:\||$|forever|for good|for ever|soon))`,
  'not (?:be |being )?(?:here|alive|around|existing|exist|living|in this world)(?! (?:at|in) (?:work|school|this|the|uni|college|class)\\b)',
  '(?:wasnt|werent|was not|were not) (?:here|alive|born|around)',
  '(?:didnt|did not|dont|do not) exist',
  '(?:stop|stopped) (?:existing|living|being alive|breathing)',
  'cease (?:to exist|existing)',
  'no longer (?:be )?(?:here|alive|exist|around)',
  '(?:had )?never (?:have )?(?:been born|existed|existed at all)',
  '(?:disappear|vanish)(?:ed)? (?:forever|for good|permanently|for ever|and never come back)',
  `sleep forever${NOT_LIE_IN}`,
  String.raw`(?:go to sleep|fall asleep|sleep|close my eyes|go to bed)(?: and| then)? (?:never|not) (?:wake up|wake|come back|open them again|open my eyes again)${NOT_WAKE_IDIOM}`,
  String.raw`(?:(?:go to sleep|fall asleep|sleep|go to bed)(?: and| then)? )?(?:stay|staying) asleep (?:forever|for good|for ever|and never wake)`,
  String.raw`(?:never|not|dont|didnt|wont|do not|will not) wak(?:e|ing) up${NOT_WAKE_IDIOM}`,
  // "Be free of it all for good", "be free from this life": release from life, not from a cold.
  String.raw`be free (?:of|from) (?:this life|life|living|existence|this world|(?:it all|all of it|everything|all this|all of this|the pain|this pain|it)(?= (?:for good|forever|for ever|permanently)))`,
  String.raw`(?:disappear|vanish)(?:ed)? (?:off the face of the (?:earth|planet)|from (?:existence|this world|the world))(?= (?:forever|for good|permanently|for ever)|\s*(?:\||$))`,
  'out of (?:this|my) (?:life|world|existence)',
  // Reunion with the dead: "be with my mum in heaven", "join my dad up there".
  '(?:be with|join|see|meet) (?:my \\w+(?: \\w+)?|him|her|them) (?:again )?(?:in heaven|up there|on the other side|in the afterlife|in the next life)',
  'go to heaven',
  String.raw`end (?:it|it all|everything|things|my life|myself|my own life|this life|my existence|all of this|all this)${NOT_END_OF_LIFE}`,
  '(?:kill|unalive|off|top) myself',
  'do myself in',
  'take my (?:own )?life(?! (?:back|into|in|forward|seriously|for granted|one day|as it comes|more|by the)\\b)',
  'leave this (?:world|earth|life)',
  'be (?:at peace|with my \\w+) forever',
  'be put out of my misery',
  'not have to (?:wake up|exist|be alive|be here|live)',
  '(?:permanent|eternal|everlasting|final) (?:peace|rest|sleep|silence)',
  'end (?:my|this) (?:suffering|misery|existence)',
  'finish (?:my life|myself|it all|everything|my existence)',
);

// ---------------------------------------------------------------------------- intent → act

/** Intent, plan or pull towards an act ("going to", "planning", "thinking of", "about to"). */
export const INTENT = anyOf(
  'going to',
  'will',
  'ill',
  'shell',
  'hell',
  'theyll',
  'shall',
  'about to',
  '(?:planning|plan|plans|planned) (?:to|on)',
  'planning',
  'decided (?:to|im going to)',
  'intend(?:ing)? to',
  '(?:trying|try|tried|attempt|attempting|attempted) to',
  '(?:thinking|think|thought|thinks) (?:about|of)',
  'thoughts (?:of|about)',
  'considering',
  'contemplating',
  '(?:urge|urges) to',
  'tempted to',
  'ready to',
  'want(?:s|ed)? to',
  'need to',
  'have to',
  'might',
  'may',
  'could',
  'should',
  'feel(?:ing)? like',
  'felt like',
  '(?:cant stop|keep|kept) (?:thinking about|imagining|picturing)',
  'obsess(?:ed|ing) (?:about|over|with)',
  '(?:so |this )?close to',
  'on the verge of',
  'nearly',
  'almost',
  '(?:dream|dreaming|fantasi[sz]e|fantasi[sz]ing) (?:about|of)',
  'imagin(?:e|ing)',
  'picturing',
  'been meaning to',
  'gonna',
);

/** Words allowed between an intent and its act ("going to go and …", "thinking of just …"). */
export const INTENT_BRIDGE = anyOf(
  'to',
  'myself',
  'go',
  'and',
  'finally',
  'actually',
  'really',
  'probably',
  'then',
  'maybe',
  'tonight',
  'today',
  'tomorrow',
  'now',
  'soon',
  'just',
  'be',
  'do',
  'it',
  'seriously',
  'definitely',
  'quietly',
);

// ---------------------------------------------------------------------------- quantities and questions

/** A large or total quantity ("all", "every", "a whole packet", "40"). */
export const QUANTITY = String.raw`(?:all|every|everything|the whole|a whole|whole|the rest of|loads of|a load of|lots of|a lot of|a bunch of|a handful of|handfuls of|a box of|a bottle of|a packet of|a pack of|packets of|boxes of|bottles of|the entire|an entire|too many|enough|as many|twenty|thirty|forty|fifty|sixty|a hundred|\d{2,}(?! ?(?:mg|ml|mcg|g)\b))`;

/** Harm words that make a how-much/which/what-height question about dying. */
export const HARM_OUTCOME = anyOf(
  'die',
  'dying',
  'dead',
  'death',
  'kill',
  'kills',
  'killing',
  'lethal',
  'fatal',
  'deadly',
  'overdose',
  'od',
  'not wake up',
  'never wake up',
  'stop (?:my|your|a|someones|the|their) heart',
  'end it',
  'end my life',
  'be sure',
  'make sure',
  'guarantee',
  'survive',
  'not survive',
  'bleed out',
  'poison',
  'toxic',
  'suicide',
);

// ---------------------------------------------------------------------------- time

/** A point in time near enough to act on. */
export const SOON = String.raw`(?:tonight|tomorrow(?: (?:morning|night|evening|afternoon))?|today|this (?:evening|weekend|afternoon|morning|week)|later|later today|soon|at midnight|at \d+(?: ?(?:am|pm|oclock))?|in (?:an|one|a few|\d+|two|three) (?:hours?|minutes?|mins?)|(?:on |this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|when (?:they|everyone|everyones|he|hes|she|shes|theyre|my \w+)(?: is| are|s|re)? (?:asleep|out|gone|at work|in bed)|after (?:work|school|dinner|everyone goes to bed))`;

// ---------------------------------------------------------------------------- humour

/** Laughter markers; emoji are mapped to "lol" by the normaliser. */
export const HUMOUR = String.raw`\b(?:lol|lmao|lmfao|haha\w*|hehe\w*|rofl|jk)\b`;
