/**
 * Lower tiers, written against normalised text like rules-crisis.ts.
 *
 * ELEVATED_RULES: significant distress, reported completed suicide, bereavement, bullying and
 *   coercive control, hostile "kys". Never crisis on their own; crisis only when an earlier turn
 *   already held a crisis signal (see risk.ts).
 * CUE_RULES: phrases that are harmless alone ("today is the day", "I'm ready now", "nobody's
 *   home until Monday") but complete a plan when earlier turns held risk. kind:
 *   - 'context': only meaningful with earlier risk; alone → none;
 *   - 'means' / 'danger': worrying even alone ("been looking at the bridge") → elevated.
 */
import type { CueRule, Rule } from './scan.js';

const alt = (...parts: RegExp[]): RegExp => new RegExp(parts.map((p) => p.source).join('|'));

export const ELEVATED_RULES: readonly Rule[] = [
  {
    id: 'rp-completed-suicide',
    category: 'suicidal-ideation',
    negatable: false,
    pattern: alt(
      /\b(?:killed|hanged|shot|drowned|poisoned) (?:himself|herself|themselves|themself)\b/,
      /\btook (?:his|her|their) (?:own )?li(?:fe|ves)\b/,
      /\b(?:died|dead|death|deaths|lost (?:\w+ ){1,3}) (?:by|from|to|of) suicide\b/,
      /\bcommitted suicide\b|\bsuicide of\b/,
      /\b(?:died|passed away|death|dying) (?:of|from) (?:an? )?(?:drug |accidental )?overdose\b/,
    ),
  },
  { id: 'rp-suicide-topic', category: 'suicidal-ideation', pattern: /\bsuicides?\b/ },
  {
    id: 'el-hopeless',
    category: 'distress',
    pattern: alt(
      /\bhopeless(?:ness)?\b|\bno hope\b|\blost (?:all )?hope\b/,
      /\bgiven up(?: on (?:everything|life|myself))?(?=\s*(?:\||$))/,
      /\b(?:feel like|want to|thinking of|thinking about|about to|close to|ready to) giv(?:e|ing) up(?=\s*(?:\||$|on (?:everything|myself|life|it all)))/,
    ),
  },
  {
    id: 'el-unloved',
    category: 'distress',
    pattern: alt(
      /\b(?:nobody|no one|noone)\b (?:cares|loves|likes|understands|wants(?! to)|needs|listens|notices)\b/,
      /\b(?:life|my life|everything) (?:has|have) no (?:meaning|purpose|point)\b/,
      /\beveryone hates me\b|\b(?:nobody|no one|noone) (?:would|will|is going to) (?:care|notice|miss me)\b|\bi hate my life\b/,
    ),
  },
  {
    id: 'el-cant-cope',
    category: 'distress',
    pattern: alt(
      /\b(?:cant|cannot|can not|unable to|dont know how to|struggling to|barely) (?:cope|handle (?:it|this|anything|life|everything)|function|deal with (?:it|this|anything|life|everything)|take (?:it|this|much more|any more|anymore)|do this anymore|keep doing this)\b/,
      /\bbreaking point\b|\bend of my (?:rope|tether)\b|\bat my limit\b|\bhad enough of everything\b/,
    ),
  },
  { id: 'el-panic', category: 'distress', pattern: /\bpanic attacks?\b|\bpanicking all the time\b/ },
  {
    id: 'el-self-worth',
    category: 'distress',
    pattern: alt(
      /\b(?:hate|loathe|despise) myself\b|\bworthless\b/,
      /\bi am (?:disgusting|useless|a failure|pathetic)\b|\bim (?:disgusting|useless|pathetic)\b/,
      /\b(?:a|such a) (?:failure|burden|waste of space)\b/,
    ),
  },
  {
    id: 'el-alone',
    category: 'distress',
    pattern: alt(
      /\b(?:so|completely|totally|utterly|very|all) alone\b|\b(?:lost|scared|sad|empty|broken|tired|afraid) and alone\b|\bi have (?:no one|nobody|noone)(?=\s*(?:\||$|left|to|in my life|anymore))/,
      /\b(?:feel|feeling|felt) (?:so |completely |totally |really |very )?lost\b(?! (?:my|the|in (?:the|a) (?:city|town|book|film|show|game)))/,
      /\b(?:no one|nobody) to (?:talk|turn) to\b|\b(?:dont|do not) know who to (?:talk|turn) to\b/,
      /\bisolating (?:myself|himself|herself|themselves)\b|\bisolat(?:ed|ing) from everyone\b/,
    ),
  },
  {
    id: 'el-crying',
    category: 'distress',
    pattern: /\b(?:cant|cannot|can not) stop crying\b|\bcried myself to sleep\b|\bcry(?:ing)? (?:every day|all the time|every night|myself to sleep|all day|all night)\b|\bkeep crying\b/,
  },
  {
    id: 'el-falling-apart',
    category: 'distress',
    pattern: /\b(?:everything|my life|life|i|im|me|it all|my world|my marriage|my family)\b[^|]{0,10}\b(?:falling apart|falling to pieces|crumbling)\b/,
  },
  {
    id: 'el-empty',
    category: 'distress',
    pattern: /\b(?:empty|numb|dead) inside\b|\b(?:feel|feels|feeling|felt) (?:so |completely |totally |really |very )?(?:empty|numb)\b|\bnothing matters\b|\bnothing feels real\b|\bdying inside\b/,
  },
  {
    id: 'el-cant-get-up',
    category: 'distress',
    pattern: /\b(?:cant|cannot|havent been able to|barely|struggling to|couldnt|can not|not been able to) (?:get|got) out of bed\b|\bstay(?:ed|ing)? in bed (?:all day|for days)\b/,
  },
  {
    id: 'el-eating',
    category: 'distress',
    pattern: alt(
      /\beating disorder\b|\banorexi\w*|\bbulimi\w*|\bbinge(?:ing)? and purg\w*|\bstarv(?:ing|ed|e) myself\b|\bmak(?:e|ing|es) (?:myself|herself|himself) (?:sick|throw up|vomit)\b|\bmade (?:myself|herself|himself) sick\b/,
      /\bpurg(?:e|ing|ed)\b/,
      /\b(?:havent|have not|hasnt|not|barely|hardly)\b (?:been )?(?:eaten|eating|eat|eats)\b(?: \w+){0,2} (?:in|for) (?:\w+ )?(?:days|weeks|ages|a week|a while)\b/,
      /\b(?:barely|hardly) (?:eats|eating|eat)\b|\bstopped eating\b/,
    ),
  },
  {
    id: 'el-drinking',
    category: 'distress',
    pattern:
      /\bdrinking (?:every|each) (?:night|day)\b|\bdrink(?:ing)? to (?:cope|forget|numb|get through|sleep|feel)\b|\bdrinking (?:a lot|too much|more and more|way too much|(?:way |much |a lot )?more than (?:i should|usual|i used to|before|ever))\b|\b(?:drinking|drink|drank)\b(?: [^\s|]+){1,8} (?:to|so i can|so that i can|in order to) (?:get to sleep|fall asleep|sleep|cope|forget|numb|get through (?:the|each|every) (?:day|night)|feel nothing|stop thinking|switch off)\b/,
  },
  {
    id: 'el-trauma',
    category: 'distress',
    pattern: /\bflashbacks?\b|\bnightmares (?:about|every)\b|\bptsd\b|\bintrusive thoughts\b|\bscared of my (?:own )?thoughts\b/,
  },
  {
    id: 'el-breakdown',
    category: 'distress',
    pattern: /\b(?:having|had|have|going to have|on the verge of|close to) (?:a )?(?:mental |nervous |emotional )?breakdown\b|\b(?:mental|nervous|emotional) breakdown\b/,
  },
  {
    // Not "how do I support a friend with depression": someone else's illness asked about calmly.
    id: 'el-depression',
    category: 'distress',
    pattern: /\bdepressed\b|(?<!\b(?:friend|friends|partner|someone|somebody|people|person|student|students|colleague|colleagues|child|teen|teenager|kids?|son|daughter|patient|patients|pupil|pupils|mum|mom|dad|sister|brother|husband|wife|boyfriend|girlfriend) (?:with|who has|who have|living with|suffering from|diagnosed with) )\bdepression\b|\bdepressive\b/,
  },
  {
    // Recovery from self-harm, counted: "six months clean from cutting", "a year sh free".
    id: 'el-sh-recovery',
    category: 'self-harm',
    pattern:
      /\b(?:clean|free) (?:from|of) (?:cutting|self harm|self harming|burning|sh)\b|\b(?:cutting|self harm|sh|self harming) (?:free|clean)\b|\b(?:days|weeks|months|years?|\d+ \w+) (?:clean|free)(?= (?:from|of) (?:cutting|self harm|burning)|\s*(?:\||$))(?=.*\b(?:cutting|self harm|cut|burning|relapse)\b)/,
  },
  {
    id: 'el-struggling',
    category: 'distress',
    pattern:
      /\bstruggling\b(?! (?:with|to) (?:my |the |this |a |an )?(?:essay|homework|maths|math|coursework|assignment|code|project|exam|exams|revision|work|job|sleep|decide|decision|choice|words|weight|focus|concentrate|wake up|get up|choose))/,
  },
  {
    id: 'el-not-okay',
    category: 'distress',
    negatable: false,
    pattern: /\b(?:im|i am|i feel|things are|everything is) (?:really |so |just |honestly )?not (?:ok|okay|alright|all right|fine|coping|doing (?:well|ok|okay)|in a good place)\b/,
  },
  {
    id: 'el-pointless',
    category: 'distress',
    pattern: alt(
      /\bwhats the point\b(?=\s*(?:\||$|anymore|of (?:anything|it all|trying|everything|me)|in (?:anything|trying|everything)))/,
      /\b(?:cant|dont|can not|do not) see (?:the|any) point(?=\s*(?:\||$|anymore|any more|in (?:anything|trying|everything|it all|any of it)))/,
      /\b(?:everything|life|it all|nothing) (?:is|feels|seems) (?:so )?(?:pointless|meaningless)\b/,
    ),
  },
  { id: 'el-trapped', category: 'distress', pattern: /\btrapped\b|\bno way out\b|\bcant escape\b/ },
  {
    id: 'el-no-future',
    category: 'distress',
    pattern: /\b(?:dont|cant|do not|cannot) see (?:a|any) (?:future|way forward|light)\b|\bno future\b|\bnever (?:going to )?get better\b|\bwill never (?:get|be) better\b|\bnothing will ever change\b|\bnothing(?: is| s)? (?:ever )?(?:going to|will) (?:get|be) (?:any )?better\b/,
  },
  {
    id: 'el-anxiety',
    category: 'distress',
    pattern: /\banxiety (?:is )?(?:so bad|really bad|awful|out of control|crippling)\b|\bcant leave the house\b/,
  },
  {
    id: 'el-anger',
    category: 'distress',
    pattern: /\bso angry\b[^|]{0,30}\b(?:punch|hit|smash|break|scream)\b|\bpunch (?:a|the) wall\b|\b(?:rage|anger) (?:is )?(?:out of control|scares me)\b/,
  },
  {
    id: 'el-overwhelmed',
    category: 'distress',
    pattern: /\b(?:exhausted|tired|sick|worn out) (?:by|of|with) everything\b(?=\s*(?:\||$|and|i|im|right now|lately|anymore|any more|in my life))|\bexhausted by life\b|\bdrowning\b(?! in (?:work|emails|paperwork|laundry|assignments|homework|essays|deadlines|admin|coursework|marking|nappies|washing|tasks|meetings))|\bwant(?:ed)? to (?:disappear|vanish)\b(?! (?:under|into|for|to|off|on))|\beverything hurts\b/,
  },
  { id: 'el-relapse', category: 'distress', pattern: /\brelaps(?:e|ed|ing)\b/ },
  { id: 'el-bullying', category: 'abuse', pattern: /\bbull(?:y|ied|ying|ies)\b/ },
  {
    id: 'el-coercive-control',
    category: 'abuse',
    pattern: alt(
      /\b(?:checks|check|goes through|reads|tracks|monitors) my (?:phone|messages|texts|location|emails|bank)\b/,
      /\btells me (?:who|what|where) i can\b|\b(?:controls|control) (?:my|all my|all the) (?:money|finances|life)\b/,
      /\bwont let me (?:see|go|have|talk|wear)\b|\bisolat(?:ing|es) me from\b|\bgaslight\w*|\babusive\b/,
    ),
  },
  // "kys" and its long form, aimed at someone else: hostile/bullying language, not a self-risk
  // statement. Elevated so a human sees it, not crisis.
  { id: 'el-hostile-language', category: 'abuse', pattern: /\bkill yourself\b|\bgo die\b|\byou should die\b/ },
  {
    id: 'el-feelings',
    category: 'distress',
    pattern: alt(
      /\b(?:feel|feeling|felt|im|i am)\b(?: \w+){0,2} (?:broken|abandoned|disconnected|desperate(?! (?:for|to))|miserable|unbearable|defeated|unloved|unwanted|helpless)\b/,
      /\b(?:feel|feeling|felt)(?: so| really| very)? (?:awful|terrible|horrible|dreadful|like shit|like crap|rubbish|worthless)\b[^|]{0,20}\b(?:all the time|every day|constantly|always|for weeks|for months|all day)\b/,
      /\b(?:so|really|very|extremely|incredibly|completely|utterly|totally|this|that) (?:lonely|low(?! (?:on|battery|tide|key|carb|fat))|overwhelmed|down(?! (?:to|the|with|for|here|there|at|on|in))|isolated)\b/,
      /\bnothing (?:is working|works|helps|is helping)\b|\b(?:lost|no) (?:all )?(?:my )?motivation\b|\bcant stop (?:sleeping|eating|shaking)\b/,
      /\b(?:cant|dont know how to|how do i) get through (?:this|the day|today|this week|the week|the night|it)\b/,
      /\b(?:sense|feeling|full|constant) of dread\b|\bcant shake (?:this|the) feeling\b|\bself sabotag\w*/,
      /\b(?:hating|hated|loathing) myself\b|\b(?:a|such a) (?:complete|total|useless|massive|huge|big) (?:failure|burden|waste of space)\b/,
      /\bcry(?:ing)? (?:every time|every day|every night|all the time)\b/,
    ),
  },
  {
    id: 'el-mistreated',
    category: 'abuse',
    pattern: alt(
      /\b(?:call|calls|calling|called) me names\b|\b(?:make|makes|making|made) fun of me\b|\bpick(?:s|ing)? on me\b|\blaugh(?:s|ing)? at me\b/,
      /\bthe (?:assault|abuse|rape|attack)\b|\bsexual assault\b/,
      /\b(?:scared|afraid|terrified|frightened) of (?:him|her|them|my (?:dad|father|mum|mom|mother|stepdad|stepmum|husband|wife|partner|boyfriend|girlfriend|ex|brother|sister))\b/,
    ),
  },
  {
    id: 'el-bereavement',
    category: 'distress',
    negatable: false,
    pattern: alt(
      /\bmy (?:late |beloved |step ?|grand )?(?:mum|mom|mother|mam|dad|father|husband|wife|partner|boyfriend|girlfriend|son|daughter|baby|brother|sister|grandma|grandmother|gran|nan|nana|granny|grandad|grandpa|grandfather|uncle|aunt|auntie|cousin|friend|best friend|fiance|fiancee|dog|cat|child|twin|mate)\b[^|]{0,15}?\b(?:died|passed away|passed|is dead|has died|was killed)\b/,
      /\b(?:lost|losing) my (?:mum|mom|mother|dad|father|husband|wife|partner|son|daughter|baby|brother|sister|grandma|gran|nan|grandad|grandpa|best friend|friend|child|twin)\b(?! (?:in the|at the|in a))/,
      /\b(?:bereavement|bereaved|grieving|grief)\b/,
    ),
  },
];

export const CUE_RULES: readonly CueRule[] = [
  {
    id: 'cue-resolve',
    category: 'suicide-plan-or-means',
    kind: 'context',
    pattern: alt(
      /\b(?:ive|i have|i) (?:decided|made up my mind|made my mind up|made (?:my|the|a) decision)\b|\bmy (?:mind|decision) is made(?: up)?\b/,
      /\b(?:im|i am) ready(?: now| to go)?(?=\s*(?:\||$|now))/,
      /\b(?:going to|gonna|ready to|about to|time to) do it\b/,
      /\bknow (?:how|where|when) (?:id|i would|i will|ill|im going to|to) do it\b/,
      /\b(?:got|have|gotten) everything (?:ready|sorted|prepared|in place)\b|\beverything is (?:ready|in place|sorted)\b/,
      /\b(?:picked|set|chosen|chose) (?:a|the) (?:date|day|time)\b|\bi have a plan\b(?=\s*(?:\||$))|\bits time\b(?=\s*(?:\||$))/,
      /\b(?:written|wrote|finished) (?:the|my|all the|all my) (?:notes|letters)\b/,
    ),
  },
  {
    id: 'cue-timing',
    category: 'suicide-plan-or-means',
    kind: 'context',
    pattern: alt(
      /\b(?:tonight|today|tomorrow|now|this) is (?:the|my) (?:night|day|time|chance)\b/,
      /\bnows (?:my|the) (?:chance|time)\b|\bnow is (?:my|the) (?:chance|time)\b/,
      /\b(?:doing|do) it (?:tonight|today|tomorrow|now|this weekend)\b/,
      // A clause that is nothing but a time: "It's tonight." "Tomorrow then."
      /(?:^|\|)\s*(?:its |it is |itll be |it will be |then |so )?(?:tonight|tomorrow|today|this weekend|soon|at midnight)(?: then)?\s*(?=\||$)/,
    ),
  },
  {
    id: 'cue-quantity-question',
    category: 'suicide-plan-or-means',
    kind: 'context',
    pattern: alt(
      /\b(?:would|is|are|will) (?:\d+|that|this|it|these|those|they|that many|this many)(?: \w+)? (?:be )?enough\b/,
      /\b(?:is|will|would|does) it (?:hurt|be painful|painful)\b/,
    ),
  },
  {
    id: 'cue-someone-back',
    category: 'immediate-danger',
    kind: 'context',
    pattern:
      /\b(?:he|she|they|hes|shes|theyre)(?: is| are|s|re)? (?:back|here|home|outside|at the door|coming (?:back|home|over|round)|on (?:his|her|their) way)\b/,
  },
  {
    id: 'cue-farewell',
    category: 'suicidal-ideation',
    kind: 'farewell',
    pattern: alt(
      /\bsaid (?:my )?goodbyes?\b/,
      /\b(?:sorry|apologise|apologize) for everything\b|\bthank(?:s| you) for everything\b(?! (?:today|tonight|this (?:week|morning|evening)|so far))|\bplease forgive me\b/,
      /\b(?:look after|take care of|feed|walk) my (?:cat|dog|pets?|kids|children|rabbit|fish)\b(?! (?:while|when|this|next|for))/,
      /\btell (?:them|my \w+|everyone|him|her) (?:that )?i (?:love|loved) (?:them|her|him|you)\b/,
    ),
  },
  {
    id: 'cue-opportunity',
    category: 'suicide-plan-or-means',
    kind: 'context',
    // "My parents are out all night" two turns ago still makes "now's my chance" a plan.
    carries: true,
    pattern: alt(
      /\b(?:nobody|no one|noone)(?: is|s|ll be|will be)? (?:home|here|around|in)\b(?:[^|]{0,20}\b(?:until|till|all (?:night|weekend|day)|for (?:the )?(?:night|weekend|days))\b|(?=\s*(?:\||$|tonight|now)))/,
      /\b(?:parents|mum|dad|mom|family|everyone|flatmates?|housemates?|roommates?|husband|wife|partner)\b[^|]{0,10}\b(?:are|is|will be|re|s) (?:out|away|gone)\b[^|]{0,15}\b(?:all night|all weekend|all day|until|till|tonight|for the (?:night|weekend))\b/,
      /\bhave the (?:house|place|flat) to myself\b|\bhome alone\b/,
      /\b(?:when|what time) (?:the )?trains? (?:go|goes|come|comes|pass|passes|run|runs)\b|\blevel crossing\b/,
    ),
  },
  {
    id: 'cue-means',
    category: 'suicide-plan-or-means',
    kind: 'means',
    // Explained presence: "on the roof of the car park waiting for my mate".
    unless: /\b(?:waiting for (?:my|a|the) (?:mate|friend|friends|lift|bus|taxi|train|partner|mum|dad)|meeting (?:my|a|some) \w+|to meet (?:my|a|some)|picking (?:up|someone)|parked|parking|roof terrace|rooftop bar|fireworks|taking (?:photos|pictures)|bridge of (?:my|your|his|her|the) (?:nose|glasses|guitar|violin|song|ship))\b/,
    pattern: alt(
      /\b(?:looking|looked|staring|stared|stood|standing|been) (?:at|to|over|up to|down to|on|towards) (?:the|a) (?:bridge|cliff|cliffs|roof|rooftop|edge(?=\s*(?:\||$|of (?:the|a) (?:bridge|cliff|roof|building|platform|car park)))|ledge|tracks|railway|multi storey|tower block|top floor|car park roof)\b|\b(?:went|go|going|walked|walk|walking|heading|headed|driving|drove|on my way) (?:to|up to|down to|towards|on) (?:the|a) (?:bridge|cliff|cliffs|roof|rooftop|edge|ledge|tracks|railway|multi storey|tower block|top floor|car park roof)(?=\s*(?:\||$|now|tonight|again|alone|right now|to (?:jump|end it|do it)))/,
      /\b(?:reading|read|looking|looked|searching|searched|googling|googled|researching|researched) (?:up )?(?:about |into )?(?:how much|how many|what dose|which)\b[^|]{0,30}\b(?:dangerous|lethal|fatal|deadly|too much|toxic|overdose)\b/,
      /\b(?:bought|got|have|found|get|getting|access to) (?:a |my dads |my mums |the |his )?(?:gun|shotgun|firearm)\b(?! (?:licen[cs]e|range|club|safe|cabinet|shop|certificate|for (?:paintball|airsoft|hunting|the range|shooting|clay|work|my job))\b)/,
      /\b(?:have|got|keep|kept|found) (?:a lot of|loads of|lots of|plenty of|enough|a stash of|a pile of|boxes of) (?:pills|tablets|meds|medication|paracetamol|painkillers)\b/,
      /\b(?:got|have|gotten) (?:the|my|all the|all my) (?:pills|tablets|meds|rope|knife|blade|blades|gun)\b (?:here|ready|with me|in front of me|in my (?:bag|pocket|hand|room))\b/,
      /\b(?:have|got|bought|with|and)\b[^|]{0,12}\b(?:\d+|a few|some|several) (?:packs|packets|boxes|bottles|strips) of (?:pills|tablets|paracetamol|painkillers|meds|sleeping pills|sleeping tablets|ibuprofen|co codamol)\b|\b(?:pills|tablets|paracetamol|painkillers|meds|sleeping pills|sleeping tablets)\b[^|]{0,25}\b(?:vodka|wine|alcohol|whisky|gin)\b|\b(?:vodka|wine|alcohol|whisky)\b[^|]{0,30}\b(?:sleeping pills|sleeping tablets|pills|tablets)\b/,
    ),
  },
  { id: 'cue-urges', category: 'self-harm', kind: 'means', pattern: /\bthe urges? (?:is|are|has|have|came|come)? ?back\b|\burges are (?:strong|bad|getting worse)\b/ },
  {
    id: 'cue-danger',
    category: 'immediate-danger',
    kind: 'danger',
    pattern: alt(
      /\b(?:he|she|they|hes|shes|theyre)\b.{0,30}?\b(?:on (?:his|her|their) way|coming (?:back|home|over|round)|outside|at the door|back soon|home soon)\b.{0,40}?\b(?:scared|afraid|terrified|frightened|panicking|petrified)\b/,
      /\b(?:scared|afraid|terrified|frightened|petrified)\b.{0,40}?\b(?:he|she|they)(?:s| is| are|re)? (?:on (?:his|her|their) way|coming (?:back|home)|outside|at the door|back soon|home soon)\b/,
    ),
  },
];
