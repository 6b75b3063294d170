/**
 * Phrasing-family rules added after the independent set (safety-eval/independent-set.ts) showed
 * which KINDS of crisis message the concept rules (rules-concepts.ts) miss. Each rule is written
 * for a family of wordings, not for a test sentence:
 *
 *   - slang and euphemisms for suicide ("neck/top/off myself", "take myself out of the picture",
 *     "check out early", "fade away", "ready to let go");
 *   - passive ideation as an accident wished for ("hope the plane goes down", "wouldn't mind
 *     getting hit by a bus") and revenge ideation ("they'd be sorry if I was gone");
 *   - not expecting to be alive by a date ("don't see myself around by Christmas");
 *   - method research without a death word (how high a drop must be, how many tablets is too
 *     many, the tallest bridge near here) and means being stared at ("bought a gun … staring at
 *     it");
 *   - preparation without a death word: who gets my things, sorting accounts "before", letters
 *     "just in case", cancelled memberships, rehoming pets, telling someone where the keys are,
 *     and the sudden calm that can follow a decision;
 *   - a decision or plan carried by "it" and a time ("I've decided. Tonight.");
 *   - intent to hurt someone in other words than "kill" ("smash his face in while he sleeps");
 *   - being trapped by someone (door blocked, things thrown at me).
 *
 * Cues (harmless alone, crisis after earlier risk) cover short follow-ups: heading to buy
 * something, going "there", "I'll find out soon", "it's time", checking on someone.
 *
 * Written against normalised, idiom-blanked text (see lexicon.ts for the conventions).
 */
import { CLAUSE_END, DRUGS, HIGH_PLACE, NOT_MEANS, SOON, SUBJECT, gap } from './lexicon.js';
import type { CueRule, Rule } from './scan.js';

const alt = (...sources: readonly string[]): RegExp => new RegExp(sources.map((s) => `(?:${s})`).join('|'));

/** Hotel, travel and shop senses of "check out", "leave", "go". */
const TRAVEL = /\b(?:hotel|airbnb|hostel|room|flight|cabin|checkout|basket|library|book|books|trolley)\b/;

/** Possessions and dependants that people in crisis arrange to hand on. */
const POSSESSIONS = String.raw`(?:stuff|things|belongings|possessions|savings|money|cat|cats|dog|dogs|pets?|rabbit|kitten|puppy|hamster|guitar|car|flat|room|clothes|jewellery|jewelry|games|console|xbox|playstation|records|books|plants)`;

export const FAMILY_CRISIS_RULES: readonly Rule[] = [
  // ---------------------------------------------------------------- slang and euphemism
  {
    // Regional slang for suicide, first person: "neck myself", "topping myself", "offing myself".
    id: 'fam-slang-self',
    category: 'suicidal-ideation',
    pattern:
      /\b(?:neck|necking|necked|top|topping|topped|off|offing|offed|unalive|unaliving) (?:myself|meself|my self)\b(?! (?:up|off)\b)|\b(?:do|doing) (?:myself|meself) in\b/,
  },
  {
    // "Take myself out of the picture / equation", "remove myself from everyone's lives".
    id: 'fam-remove-self',
    category: 'suicidal-ideation',
    pattern: alt(
      String.raw`\b(?:take|taking|took|remove|removing|removed|get|getting|write|writing|erase|erasing) myself (?:out of|from|off) (?:the picture|the equation|this world|the world|existence|everyones (?:lives|life|way)|the planet|the earth)\b(?! for (?:a (?:bit|while|day|week|few|couple)|now|tonight|the (?:day|weekend|week))\b)`,
      String.raw`\b(?:disappear|disappearing|vanish|vanishing|go away|leave|leaving|exit|exiting|log off|logging off|sign off|signing off) (?:permanently|for good|forever|for ever)\b(?! (?:from (?:social|instagram|facebook|tiktok|twitter|snapchat|the internet|this app|the group)|to (?:a|the|another|my)\b))`,
    ),
    unless: /\b(?:social media|instagram|facebook|tiktok|twitter|snapchat|the internet|whatsapp|group chat|moving|move|emigrat\w*|relocat\w*|abroad|uk|country|city|town)\b/,
  },
  {
    // "Check out early", "clock out for good": the self leaving life, not a hotel.
    id: 'fam-check-out',
    category: 'suicidal-ideation',
    unless: TRAVEL,
    pattern:
      /\b(?:me|i|myself|im|id|ill|to)\b(?: [^\s|]+){0,3} (?:check|checking|clock|clocking|bow|bowing|tap|tapping) out (?:early|for good|permanently|of (?:life|this world|this life|here)|now)\b/,
  },
  {
    // "Fade away", "waste away", "slip away" as something wanted or being arranged.
    id: 'fam-fade-away',
    category: 'suicidal-ideation',
    pattern:
      /\b(?:so|until|till|and|to|want to|wanna|hope|hoping|could|let me|let myself|i)\b(?: i)? (?:fade|waste|wither|slip|drift) away\b(?! (?:from|into (?:the|a) (?:background|distance|crowd))\b)/,
  },
  {
    // "Ready to let go", "time to let go" with tiredness of fighting or living.
    id: 'fam-let-go',
    category: 'suicidal-ideation',
    requires: /\b(?:tired of (?:fighting|trying|living|life|being|it all|everything)|cant fight|no fight left|done fighting|stop fighting|so tired|exhausted|cant (?:do|go on|keep going)|done|no point|pointless|ready)\b/,
    pattern: /\b(?:ready|time|want|wanna|going|about|need) to (?:finally )?let go(?: now| for good| of (?:life|everything|it all|this world|this life))?(?=\s*(?:\||$|now|for good))/,
  },
  // ---------------------------------------------------------------- passive ideation
  {
    // An accident wished for: "hoping the plane goes down", "I'd happily get hit by a bus".
    id: 'fam-accident-wish',
    category: 'suicidal-ideation',
    pattern: alt(
      String.raw`\b(?:happily|hope|hopes|hoping|hopefully|wish|wishing|pray|praying|wouldnt mind|would not mind|wouldnt care if|dont care if|wouldnt be sad if|kinda want|secretly want|want)${gap(6)} (?:get|gets|got|getting|be|being|was|were)?(?: ?(?:hit|run over|knocked down|mowed down|struck|killed|crushed|hit and killed))\b(?! (?:the|a|my|it|jackpot|gym|target|deadline|road|books|sack|hay)\b)`,
      String.raw`\b(?:hope|hoping|hopefully|wish|wishing|pray|praying|wouldnt mind|dont care if|wouldnt care if)${gap(6)} (?:plane|flight|car|train|bus|boat|ship|ferry|coach)${gap(2)} (?:goes down|go down|went down|crashes|crash|crashed|sinks|sink|sank|derails|comes off the road)\b`,
      String.raw`\b(?:hope|hoping|wish|wishing|pray|praying)${gap(3)} (?:something|someone) (?:kills|would kill|will kill|takes|would take) me\b`,
      String.raw`\b(?:hope|hoping|wish|wishing|pray|praying)${gap(3)} (?:get|got|have|its|it is|it turns out to be) (?:cancer|something terminal|terminal|a terminal (?:illness|diagnosis))\b`,
    ),
  },
  {
    // Revenge ideation: "he'd be sorry if I wasn't around", "they'll regret it when I'm gone".
    id: 'fam-sorry-when-gone',
    category: 'suicidal-ideation',
    pattern:
      /\b(?:hed|shed|theyd|youd|theyll|hell|shell|d|would|will|ll|gonna|going to)(?: \w+)? (?:be sorry|regret (?:it|everything|that|what)|feel bad|feel guilty|realise|realize|understand|care|see)\b[^|]{0,25}\b(?:if|when|once) i (?:wasnt|was not|werent|am not|m not|was no longer|am no longer) (?:around|here|alive)\b|\b(?:hed|shed|theyd|youd|theyll|hell|shell|d|would|will|ll)(?: \w+)? (?:be sorry|regret (?:it|everything|that|what)|feel bad|feel guilty)\b[^|]{0,25}\b(?:if|when|once) (?:i|im) (?:died|die|dead|was dead|gone|was gone|disappeared|killed myself|ended it)\b/,
  },
  {
    // Not expecting to be alive by a date: "don't see myself still being around by Christmas".
    id: 'fam-not-around-by',
    category: 'suicidal-ideation',
    pattern: alt(
      String.raw`\b(?:dont|do not|cant|cannot|can not|no longer) (?:see|imagine|picture|expect) (?:myself|me)(?: still)?(?: being)?(?: still)? (?:around|here|alive)\b(?! (?:at|in|with) (?:this|that|the|my) (?:job|company|firm|school|uni|college|place|town|city|house|flat|team|role|area|country)\b)`,
      String.raw`\b(?:wont|will not|not going to|might not|may not|dont think ill|dont think i will)(?: still)? (?:be (?:around|here|alive)|make it|last|see) (?:by|for|to|till|until|at|past)? ?(?:christmas|new year|new years|my birthday|summer|next (?:christmas|year|summer|spring)|the end of (?:the|this) (?:year|month|week)|the new year|easter)\b`,
    ),
  },
  {
    // Someone's life insurance as a reason their death would help: "they'd get my life insurance".
    id: 'fam-insurance-burden',
    category: 'suicidal-ideation',
    pattern: new RegExp(
      String.raw`\b(?:would|will|could|d|ll|can) (?:get|have|be paid|receive|claim|be better off with)${gap(2)} my (?:life insurance|insurance payout|insurance money|death in service|payout)\b`,
    ),
  },
  {
    // Burden that will soon end: "I won't be a problem much longer", "nobody will have to put up with me soon".
    id: 'fam-burden-ending',
    category: 'suicidal-ideation',
    negatable: false,
    pattern: alt(
      String.raw`\b(?:wont|will not|shant|not going to)(?: \w+)? (?:be|bother|trouble|burden) (?:a |an |anyones |your |everyones |any )?(?:problem|burden|bother|nuisance|trouble|pain|worry|weight|anyone|you|everyone|them)(?: (?:to|for|on) (?:anyone|you|everyone|anybody|them|my \w+))?(?: (?:for )?(?:much|any) longer| for long| soon| after (?:tonight|today|this week))\b`,
      String.raw`\b(?:nobody|no one|noone|you|they|everyone|my \w+)(?: \w+)? (?:will|wont|will not|ll)(?: \w+)? (?:need to|have to|be able to|having to|need|have) (?:worry about|deal with|put up with|look after|care for|think about|bother with|carry) me (?:soon|much longer|for much longer|for long|anymore|any more|after (?:tonight|today))\b`,
    ),
  },
  {
    // Wanting everything to end for good: "I want it all to end permanently".
    id: 'fam-end-permanently',
    category: 'suicidal-ideation',
    pattern:
      /\b(?:want|wish|need|ready for|pray for|hope for)(?: \w+){0,3} (?:everything|it all|it|things|my life|this|the pain|all of this) to (?:end|stop|be over)(?: \|)? (?:permanently|for good|forever|for ever)\b/,
  },
  {
    // Peace or reunion soon: "I'll be at peace soon", "I'll be with my nan soon".
    id: 'fam-peace-soon',
    category: 'suicidal-ideation',
    pattern:
      /\b(?:ill|i will|im going to|i am going to|going to|i ll) (?:finally )?be (?:at peace|at rest|out of pain for good|with (?:my (?:nan|gran|grandma|grandad|grandpa|mum|mom|dad|brother|sister|son|daughter|baby|husband|wife)|god|the angels)) (?:soon|tonight|forever|for good|shortly|by tomorrow)\b/,
  },
  {
    // Weariness with being alive itself: "I hate being alive", "I've had enough of life".
    id: 'fam-weary-of-life',
    category: 'suicidal-ideation',
    pattern:
      /\b(?:hate|hating|sick of|tired of|done with|fed up of|fed up with|had enough of|over) (?:being alive|living|existing|life itself|waking up every (?:day|morning)|still being here|being here)\b(?! (?:in|at|with|on|near|under|like) (?:this|that|the|my|a)\b)|\b(?:had enough of|sick of|fed up of|fed up with) life\b(?! (?:in|at|on) (?:this|that|the|my)\b)/,
  },
  {
    // Bare "they'd be better off" with self-blame: "my kids deserve better, they'd be better off".
    id: 'fam-better-off-bare',
    category: 'suicidal-ideation',
    negatable: false,
    requires: /\b(?:deserve (?:a )?better|burden|than me|failure|useless|ruin|ruining|drag(?:ging)? (?:them|everyone) down|waste of)\b/,
    pattern:
      /\b(?:theyd|they would|everyone would|everybody would|shed|she would|hed|he would|my \w+ would|the kids would|you would|youd)(?: all| honestly| really)? be (?:better off|happier|better|fine)(?=\s*(?:\||$))/,
  },
  {
    // Intransitive self-harm slang with a recent time: "I cut last night", "cut again today".
    id: 'fam-sh-bare-cut',
    category: 'self-harm',
    pattern:
      /(?:^|\|)\s*(?:and |so |well )?(?:i|ive|i have|i just) (?:cut|sh|self harmed|selfharmed|burned|burnt) (?:last night|tonight|today|this morning|yesterday|an hour ago|earlier|again)\b/,
  },
  // ---------------------------------------------------------------- method research and means
  {
    // Height research without a death word: "how high a bridge has to be", "how far is the drop".
    id: 'fam-height-research',
    category: 'suicide-plan-or-means',
    pattern: alt(
      String.raw`\bhow (?:high|tall|far|big)${gap(3)} (?:a |the )?(?:${HIGH_PLACE}|drop|fall)${gap(2)} (?:has to|needs to|would have to|must|should|would need to) be\b`,
      String.raw`\bhow (?:high|tall|far|big) (?:does|do|would|should) (?:a |the )?(?:${HIGH_PLACE}|drop|fall)${gap(1)} (?:need to|have to) be\b`,
      String.raw`\b(?:reading|read|looking|looked|googling|googled|researching|researched|searching|searched)(?: up| into| about)? how (?:high|tall|far) (?:a |the )?(?:${HIGH_PLACE}|drop|fall)\b`,
    ),
  },
  {
    // Thresholds for one's OWN medicines: "how many of my sleeping tablets is too many?". A
    // general "how much paracetamol is too much" is a safety question the model may answer
    // (the reply guard still checks the answer), so a personal marker is required.
    id: 'fam-dose-threshold',
    category: 'suicide-plan-or-means',
    requires: /\b(?:my|mine|i have|ive got|i got|i ve got|for real|seriously|genuinely|not joking)\b/,
    pattern: new RegExp(
      String.raw`\bhow (?:many|much)${gap(4)} (?:${DRUGS}|of them|of these|of those)${gap(4)} (?:is|are|would be|counts as|before its|before it is) (?:too many|too much|dangerous|deadly|fatal|lethal|an overdose)\b`,
    ),
  },
  {
    // Means possessed and being watched: "bought a gun … keep staring at it".
    id: 'fam-means-watched',
    category: 'suicide-plan-or-means',
    requires: new RegExp(String.raw`\b(?:gun|shotgun|rifle|pistol|rope|noose|blade|blades|razor|razors|${DRUGS}|helium|charcoal)\b${NOT_MEANS}`),
    unless: /\b(?:licen[cs]e|range|club|climbing|climb|skipping|hunting|clay|paintball|airsoft|prescribed|prescription|doctor|gp)\b/,
    pattern: /\b(?:staring|stare|stared|gazing|gaze|keep looking|kept looking|been looking|sit looking|sat looking|sitting looking|keep holding|keep picking)\b(?: at)? (?:it|them)\b(?! (?:up|over|for)\b)/,
  },
  {
    // One-use means right here: "the blade's right here", "razor next to me".
    id: 'fam-means-here',
    category: 'suicide-plan-or-means',
    pattern: /\b(?:the|my|a|these|those)? ?(?:blade|blades|razor|razors|razor blades|noose)(?: is| are|s|re)?(?: right)? (?:here|next to me|beside me|in front of me|in my hand|on my lap|on the bed|ready)\b/,
  },
  {
    // A chosen place or method: "I know which bridge I'll use".
    id: 'fam-chosen-method',
    category: 'suicide-plan-or-means',
    pattern: new RegExp(
      String.raw`\b(?:know|knew|picked|chose|chosen|decided|worked out|found)${gap(1)} (?:which|what|the) (?:${HIGH_PLACE}|method|pills|tablets|rope|tree|spot)${gap(3)} (?:ill|i will|im going to|i would|id|to) (?:use|go to|jump (?:off|from)|do it)\b`,
    ),
  },
  {
    // Alcohol with a total quantity of pills: "a bottle of vodka and all my pills".
    id: 'fam-alcohol-pills',
    category: 'suicide-plan-or-means',
    pattern: new RegExp(
      String.raw`\b(?:vodka|alcohol|wine|whisky|whiskey|gin|rum|booze|spirits)\b[^|]{0,30}\b(?:all|enough|loads of|a lot of|every one of|the rest of) (?:of )?(?:my |the |her |his )?${DRUGS}\b|\b(?:all|enough|loads of|every one of) (?:of )?(?:my |the )?${DRUGS}\b[^|]{0,20}\b(?:with|and) (?:a |the |some |my )?(?:bottle of )?(?:vodka|alcohol|wine|whisky|whiskey|gin|rum|booze)\b`,
    ),
  },
  {
    // Self-harm relapse with the tool named: "relapsed with the blade", "used the razor again".
    id: 'fam-sh-tool-again',
    category: 'self-harm',
    pattern:
      /\b(?:relapsed|relapse|relapsing)\b[^|]{0,20}\b(?:blade|blades|razor|razors|lighter|compass|sharpener)\b|\b(?:used|using|grabbed|picked up|took out|got out) (?:the|my|a) (?:blade|blades|razor|razors|razor blade|sharpener blade)\b[^|]{0,15}\b(?:again|relapsed|on (?:my|myself)|last night|tonight)\b/,
  },
  // ---------------------------------------------------------------- preparation and farewell
  {
    // Handing on possessions: "sorting out who gets my dog and all my stuff".
    id: 'fam-who-gets',
    category: 'suicide-plan-or-means',
    pattern: new RegExp(
      String.raw`\bwho (?:gets|will get|should get|can have|will have|should have|takes|will take|should take|can take|inherits|would get|would have) (?:my|all my|all of my)(?: \w+)? ${POSSESSIONS}\b`,
    ),
  },
  {
    // Sorting accounts "before": "want to sort mine before", "close my accounts before I go".
    id: 'fam-sort-before',
    category: 'suicide-plan-or-means',
    requires: /\b(?:die|dies|died|dead|death|gone|go|do it|when im|after i)\b/,
    pattern: new RegExp(
      String.raw`\b(?:sort|sorting|sorted|organise|organising|organize|organizing|settle|settling|close|closing|tidy|tidying|put|putting|get|getting) (?:out )?(?:mine|my (?:bank|accounts?|affairs|finances|money|debts|passwords|paperwork|things|stuff))(?: \w+){0,3} (?:before(?: i (?:go|die|leave|do it|am gone|m gone|m not here))?${CLAUSE_END}|before i (?:go|die|do it|am gone|m gone))`,
    ),
  },
  {
    // Letters to family "just in case": "written letters to my mum and my sister. Just in case."
    id: 'fam-letters-in-case',
    category: 'suicide-plan-or-means',
    requires: /\b(?:in case|incase|for after|when im gone|if anything happens|after im gone|for when|for them to find|theyll find|they will find)\b/,
    pattern:
      /\b(?:wrote|written|writing|write|left|leave|leaving|finished|drafted|drafting|typed|typing|recorded|recording)(?: (?:a|my|the|some|last|final|goodbye))* (?:note|notes|letter|letters|video|videos|message|messages) (?:to|for) (?:my (?:\w+ )?\w+|everyone|everybody|people|them|him|her)\b/,
  },
  {
    // Sudden calm after putting things in order: "updated my will … feel weirdly calm now".
    id: 'fam-calm-after-prep',
    category: 'suicide-plan-or-means',
    requires:
      /\b(?:will|affairs|cancelled|canceled|cancelling|canceling|gave away|given away|giving away|rehomed|rehoming|said (?:my )?goodbyes?|wrote|written|letters?|notes?|decided|sorted|ready)\b/,
    pattern: /\b(?:feel|feeling|felt|im|i am|i feel)(?: so| really| weirdly| strangely| oddly| surprisingly| actually| finally)* (?:calm|at peace|peaceful|relieved|light|lighter)(?: now| about it| for the first time| since)?\b(?! (?:after|since) (?:therapy|my session|talking|the walk|a walk|my walk|yoga|the run)\b)/,
  },
  {
    // A decision said bare with a time: "I've decided. Tonight."
    id: 'fam-decided-time',
    category: 'suicide-plan-or-means',
    requires: new RegExp(String.raw`(?:^|\|)\s*(?:(?:its|it is|it will be|itll be|its going to be|then|so)\s+)?${SOON}\s*(?=\||$)|\b(?:going to|will|ill) do it (?:${SOON})\b`),
    pattern: /(?:^|\|)\s*(?:ok |okay |well |so |anyway )?(?:ive|i have|i ve|i) (?:decided|made (?:my|up my) mind|made (?:my|the) decision|made a decision)\s*(?=\||$)/,
  },
  {
    // "It" and a time told as a secret: "you're the only one I'm telling. I'm going to do it Saturday".
    id: 'fam-do-it-secret',
    category: 'suicide-plan-or-means',
    requires:
      /\b(?:only (?:one|person) im telling|only (?:one|person) i (?:have |ve )?told|not told anyone|havent told anyone|nobody knows|no one knows|dont tell anyone|wanted to tell someone|had to tell someone|just wanted someone to know|needed someone to know)\b/,
    pattern: new RegExp(String.raw`\b(?:going to|will|ill|im going to|planning to|decided to) (?:finally )?do it(?: (?:${SOON}))?\b|(?:^|\|)\s*(?:${SOON})\s*(?=\||$)`),
  },
  {
    // Everything ready and waiting for a moment alone: "got everything I need, waiting till they're asleep".
    id: 'fam-waiting-opportunity',
    category: 'suicide-plan-or-means',
    requires: new RegExp(
      String.raw`\b(?:got|have) everything (?:i need|ready|sorted|set up)\b|\b(?:all|everything) (?:is )?(?:ready|set|sorted)\b|\bdo it\b|\b(?:${DRUGS}|rope|noose|blades?|razor|gun)\b`,
    ),
    pattern:
      /\bwait(?:ing)? (?:for|until|till|til)\b(?: [^\s|]+){0,6} (?:asleep|to (?:go to )?sleep|go to (?:sleep|bed)|to go (?:to bed|out)|to leave|in bed|out of the house|to be out|gone out|to go away)\b/,
  },
  // ---------------------------------------------------------------- harm to others, danger
  {
    // Intent to hurt someone in words other than "kill": "smash his face in while he's asleep".
    id: 'fam-harm-intent',
    category: 'harm-to-others',
    pattern: new RegExp(
      String.raw`\b(?:going to|gonna|will|ill|want to|wanna|im going to|about to|planning to|plan to|ready to)${gap(2)} (?:smash|cave|kick|punch|bash|beat|batter|stab|glass|slash|knife|burn|strangle|choke|smother|shoot|hurt|harm|attack|poison|run over)${gap(3)} (?:face|head|skull|teeth|brains)? ?(?:in|up|down|to death|to a pulp)?\b(?=[^|]{0,60}\b(?:while (?:hes|shes|theyre|he is|she is|they are) (?:asleep|sleeping)|in (?:his|her|their) sleep|i know (?:where|which|when)|when (?:he|she|they) (?:gets|get|comes|come) (?:home|back|in)|tonight|with a (?:knife|bat|hammer|bottle))\b)`,
    ),
  },
  {
    // Being kept from leaving: "she's standing in front of the door so I can't leave".
    id: 'fam-trapped',
    category: 'immediate-danger',
    requires: new RegExp(SUBJECT),
    pattern: alt(
      String.raw`\b(?:standing|stood|blocking|blocked|blocks|leaning) (?:in front of |against |in )?(?:the |my )?(?:door|doorway|exit|front door|way out)\b[^|]{0,30}\b(?:so i (?:cant|can not|cannot) (?:leave|get out|go)|wont let me (?:leave|out|go)|i cant (?:leave|get out))`,
      String.raw`\b(?:wont|will not|doesnt|does not|isnt going to) let (?:me|us) (?:leave|out|go out|get out)\b(?! (?:of (?:the )?(?:meeting|class|lesson|chat|group)|early|until (?:i|we) (?:finish|pay|tidy))\b)`,
      String.raw`\b(?:locked|locking) (?:me|us) (?:in|inside|out)\b(?=[^|]*\b(?:he|she|they|my \w+)\b)`,
    ),
  },
  {
    // Things thrown at the writer by someone at home: "she threw a plate at me".
    id: 'fam-thrown-at-me',
    category: 'abuse',
    pattern: new RegExp(
      String.raw`${SUBJECT}${gap(3)} (?:threw|throws|throwing|chucked|chucks|hurled|hurls|smashed|smashes) (?:a |the |his |her |their |my )?(?:\w+ )?(?:plate|plates|glass|glasses|bottle|bottles|mug|cup|chair|knife|phone|remote|ashtray|pan|lamp|vase|bowl|shoe|boot)s? (?:at|over) (?:me|my head|us)\b`,
    ),
  },
];

/**
 * Cues: each one harmless alone, but crisis after earlier risk (risk.ts step 2), or together with
 * another farewell/means cue in the same message (step 2b). Preparation cues carry: an earlier
 * "found someone to take my cats" makes a later "thank you for everything" a farewell.
 */
export const FAMILY_CUE_RULES: readonly CueRule[] = [
  {
    // Gratitude that sounds like an ending: "thank you for listening all these months".
    id: 'fcue-thanks-ending',
    category: 'suicidal-ideation',
    kind: 'farewell',
    pattern: alt(
      String.raw`\bthank(?:s| you)(?: so much)? for (?:listening|everything|talking to me|being (?:there|kind|so kind|here)|helping me|all (?:your|the) help)\b[^|]*\b(?:all (?:these|this|the|of these) (?:months|years|time|weeks)|over the (?:months|years)|for everything|for (?:trying|all of it))\b`,
      String.raw`\bthank(?:s| you)(?: so much)? for everything${CLAUSE_END}`,
      String.raw`\bsorry for (?:everything|being (?:a burden|such a \w+|like this|me)|all (?:the|of the|this) (?:trouble|pain|hurt|mess))\b`,
      String.raw`\blove you (?:all|guys|so much)\b[^|]*\|\s*(?:im |i am )?(?:so )?sorry\s*$`,
    ),
  },
  {
    // After a crisis turn: "it'd actually help them", "it would be easier for everyone".
    id: 'fcue-help-them',
    category: 'suicidal-ideation',
    kind: 'after-crisis',
    pattern:
      /\b(?:it|itd|it would|that would|thatd|would|it will|itll)(?: \w+)? (?:help|be better for|be easier for|be a relief for|be kinder to|be best for|save) (?:them|everyone|everybody|my \w+|him|her)\b/,
  },
  {
    id: 'fcue-preparation',
    category: 'suicide-plan-or-means',
    kind: 'farewell',
    carries: true,
    pattern: alt(
      String.raw`\b(?:been |started |im )?(?:giving|gave|given|handing|handed) (?:away )?(?:some of |all of |most of |a lot of )?my (?:things|stuff|belongings|possessions|favourite \w+)\b`,
      String.raw`\b(?:found|finding|find|sorted|sorting|arranged|arranging) (?:someone|somebody|a (?:new )?home|new homes?|homes?) (?:to (?:take|have|look after)|for) my (?:cat|cats|dog|dogs|pets?|rabbits?|kittens?|puppy|hamsters?|fish)\b`,
      String.raw`\b(?:told|showed|telling|showing|wrote down for|left a note for) (?:my \w+|them|him|her|my \w+ \w+) where (?:the |my )?(?:spare )?(?:keys?|flat keys|house keys|passwords?|will|documents|paperwork|insurance|bank details|pin|pins)${gap(2)} (?:are|is|were|was)\b`,
      String.raw`\b(?:cancelled|canceled|cancelling|canceling|closed|closing) (?:all )?(?:my )?(?:gym membership|memberships|subscriptions|phone contract|direct debits|standing orders|bank accounts?)\b`,
      String.raw`\b(?:letters|notes|messages) (?:to|for) (?:people|everyone|everybody|each of them|(?:each of |all of |both of )?my (?:family|friends|kids|children|parents|sons|daughters|sisters|brothers|loved ones))\b`,
      String.raw`\b(?:leave|leaving|put|putting) (?:it|them|the (?:note|letter|letters|notes)) (?:on|in) (?:the |my |her |his )?(?:kitchen table|table|bed|pillow|desk|side|windowsill|doormat)\b|\bwhere (?:they|she|he|my \w+)(?:ll| will) find (?:it|them)\b`,
      String.raw`\b(?:the )?last one (?:is |s )?(?:to|for) (?:my|her|his) \w+\b`,
      String.raw`\b(?:gave|given|giving|handed) (?:all |most |loads )?(?:of )?my (?:stuff|things|belongings|possessions) away\b`,
      String.raw`\b(?:said|saying|say) (?:my )?goodbyes? to (?:my (?:dog|cat|pets?|family|mum|mom|dad|parents|kids|friends|sister|brother))\b`,
      String.raw`\b(?:will|ll|hell|shell|theyll|theyd|hed|shed|would) be (?:fine|ok|okay|looked after|better off|happier) (?:with|without) (?:my \w+|me)\b`,
      String.raw`\b(?:wont|will not|am not going to|not going to) (?:be )?need(?:ing)? (?:it|them|these|those|my \w+) (?:anymore|any more|where im going|much longer)\b`,
    ),
  },
  {
    id: 'fcue-means-research',
    category: 'suicide-plan-or-means',
    kind: 'means',
    pattern: alt(
      String.raw`\b(?:tallest|highest|biggest|deepest) (?:${HIGH_PLACE})${gap(3)} (?:near|in|around|close to|nearest)\b`,
      String.raw`\bhow (?:high|tall) (?:is|are) (?:the |that )?(?:\w+ ){0,3}(?:${HIGH_PLACE})\b`,
      String.raw`\bhow many ${DRUGS}${gap(5)} (?:pack|packet|packets|box|boxes|can you buy|can i buy|will they sell|are you allowed|do they sell)\b|\bhow many (?:packs|packets|boxes) (?:of ${DRUGS} )?(?:can|could|will|do) (?:you|i|they)\b`,
      String.raw`\b(?:is there|theres) a (?:footpath|path|walkway|way up|way onto|fence|barrier|railing)${gap(3)} (?:on|to|onto) (?:it|the (?:${HIGH_PLACE}))\b`,
    ),
  },
  {
    id: 'fcue-acquire-go',
    category: 'suicide-plan-or-means',
    kind: 'context',
    pattern: alt(
      String.raw`\b(?:heading|going|off|walking|driving|popping|nipping|gonna go|going to go|going to walk|will go)(?: out)? (?:to|down to|out to|round to) (?:the )?(?:shops?|chemist|chemists|pharmacy|supermarket|boots|superdrug|garage|hardware (?:store|shop)|corner shop|offie|off licence)\b`,
      String.raw`\b(?:going to|gonna|will|ill|im going to|about to) (?:walk|go|drive|head|cycle|get the bus|get a taxi|get a train)(?: up| down| over)? there\b`,
      String.raw`\b(?:ill|i will|im going to|going to|gonna) find out (?:soon|tonight|tomorrow|shortly|for myself)\b`,
      String.raw`(?:^|\|)\s*(?:(?:anyway|so|well|ok|okay|and|i think|i guess|yeah)\s+)*(?:its|it is) time\s*(?=\||$)|\bthe time has come\b`,
      String.raw`\b(?:doing|do|going to do|gonna do|will do) it again (?:${SOON})\b`,
      String.raw`(?:^|\|)\s*not (?:long|much longer) now\s*(?=\||$)`,
      String.raw`\b(?:tonight|today|tomorrow)(?: is|s) the (?:night|day)\b`,
      String.raw`\b(?:make|making) (?:him|her|them|everyone) (?:sorry|regret it|pay|understand)${CLAUSE_END}`,
      String.raw`\b(?:looked|was|is|it was) (?:really |so |very )?deep\b(?=[^|]*\b(?:cut|cuts|cutting|arm|wrist|it)\b)|\bwont stop bleeding\b`,
    ),
  },
  {
    // Afterlife and "is it peaceful" questions: carries, so "I'll find out soon" completes it.
    id: 'fcue-afterlife',
    category: 'suicidal-ideation',
    kind: 'context',
    carries: true,
    pattern:
      /\b(?:go|goes|going) (?:somewhere|anywhere) (?:after|when) (?:they|we|you|people|i) die\b|\bwhat happens (?:after|when) (?:you|we|i|people) die\b|\bis (?:it|death|dying) (?:peaceful|painful|quick)\b|\b(?:afterlife|life after death)\b/,
  },
  {
    // A danger coming closer, after earlier abuse or fear: "I can hear him coming up the stairs".
    id: 'fcue-danger-approach',
    category: 'immediate-danger',
    kind: 'danger',
    pattern:
      /\b(?:hear|heard|hearing|see|saw|seen) (?:him|her|them|his car|her car)(?: \w+)? (?:coming|on the stairs|at the door|outside|downstairs|pulling up|in the drive)\b|\b(?:hes|shes|theyre|he is|she is|they are) (?:coming up the stairs|at the door|banging on the door|trying to get in|outside my (?:room|door|house|flat))\b/,
  },
  {
    // A supporter unsure whether to go to someone at risk: "should I go and check on him?"
    id: 'fcue-check-on',
    category: 'immediate-danger',
    kind: 'after-crisis',
    pattern:
      /\b(?:should i|do i|shall i|should we|if i should|whether to|if we should|whether i should) (?:go (?:and |to )?)?(?:check on|go round to|go over to|go to|call|ring|text|wake) (?:him|her|them|my \w+)\b|\bcheck on (?:him|her|them)\b/,
  },
];
