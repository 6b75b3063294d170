/**
 * Crisis-tier rules: any un-negated, current, first-hand-or-supporter match makes the message
 * 'crisis'. Written against normalised text (normalise.ts): lower case, no apostrophes
 * ("dont", "im"), " | " between clauses, idioms already blanked (idioms.ts).
 *
 * `[^|]{0,N}` gaps keep a rule inside one clause. Flags (see scan.ts):
 *  - negatable (default true): a governing negator cancels it ("I would never kill myself").
 *    Rules whose wording already contains the negation ("I don't want to live") set false.
 *  - pastable (default true): "used to", "years ago" … downgrade to 'elevated'.
 *  - reportable (default true): fiction/news framing about a third person downgrades.
 */
import { DRUGS, NOT_LIE_IN, NOT_WAKE_IDIOM, PEOPLE, SELVES, SUBJECT } from './lexicon.js';
import type { Rule } from './scan.js';

const alt = (...parts: RegExp[]): RegExp => new RegExp(parts.map((p) => p.source).join('|'));

// Word classes (people, drugs, reflexives) are shared with the concept rules: see lexicon.ts.

export const CRISIS_RULES: readonly Rule[] = [
  // ---------------------------------------------------------------- suicidal ideation
  {
    id: 'si-kill-self',
    category: 'suicidal-ideation',
    // "killed himself" is a completed suicide (reported, elevated) and is handled elsewhere.
    pattern: new RegExp(String.raw`\bkill(?:ing|s)? ${SELVES}\b|\bkilled myself\b`),
  },
  {
    id: 'si-suicidal',
    category: 'suicidal-ideation',
    // A misspelt "suicidal" often normalises to the noun: "im so suicde", "feeling suicde".
    pattern: /\bsuicidal\b|\b(?:im|i am|feel|feeling|felt|so|very)(?: so| very| really)? suicide\b/,
  },
  {
    id: 'si-suicide-thoughts',
    category: 'suicidal-ideation',
    pattern: alt(
      /\b(?:thinking|think|thought|thoughts|thinks|considering|contemplating|planning|plan|plans|going|want|wants|wanted|wanting|tried|trying|try|attempt|attempted|attempting|commit|committing|talking|talks|talked|joking|joked|obsessed|obsessing|threatening|threatened|threatens|threaten|mentioned|mentioning|mentions|considered|researching|researched|googling|googled|romanticising|romanticizing)\b(?: (?:about|of|to|on|with))? (?:commit(?:ting)? )?suicide\b/,
      /\bsuicide\b[^|]{0,12}\b(?:on|in) my (?:mind|head)\b/,
      /\bsuicide (?:note|notes|letter|plan|pact|attempt)\b/,
      /\bsuicid(?:e|al) (?:thoughts|ideation|urges|feelings)\b/,
      // Asking for a suicide line, or a message that is only the word: show crisis help.
      /\bsuicide (?:hotline|helpline|line|help|number)\b|^\s*suicide\s*(?:\|\s*)*$/,
    ),
  },
  {
    id: 'si-want-die',
    category: 'suicidal-ideation',
    pattern: alt(
      /\b(?:want|wants|wanted|wanting|need|needs|ready|deserve|deserves|tempted|wish|wishing|longing|long|begging)\b (?:to )?(?:just |really |kinda |kind of |actually |so |honestly )?(?:die|be dead)\b/,
      /\bi should (?:just )?(?:die|be dead)\b/,
      /\b(?:hope|pray|praying|hoping) (?:that )?i (?:die|will die|just die|dont survive|dont make it)\b/,
      /\b(?:let|make) me die\b/,
      // "All I want is to die", "what I need is to be dead": the wish named as the thing wanted.
      /\b(?:all|what|the only thing|only thing) (?:i|she|he) (?:\w+ )?(?:want|wants|wanted|need|needs|wish|wishes) (?:is|was) (?:to )?(?:just )?(?:die|be dead|not be alive|not exist)\b(?! (?:old|of old age|happy|a happy|when|at \d+|in my sleep (?:at|when))\b)/,
    ),
  },
  {
    id: 'si-wish-dead',
    category: 'suicidal-ideation',
    pattern: alt(
      /\bwish(?:ed|ing)? (?:that )?i (?:was|were|could be|would be|could|would|had) (?:just )?(?:dead|die|gone|not here|never born|not born|never been born|never existed)\b/,
      /\bwish (?:that )?i (?:wasnt|werent|didnt|did not) (?:alive|here|exist|born|around|wake up)\b/,
    ),
  },
  {
    id: 'si-not-want-live',
    category: 'suicidal-ideation',
    negatable: false,
    pattern: alt(
      new RegExp(String.raw`\b(?:dont|do not|doesnt|does not|didnt|no longer|never) (?:really |even |actually )?(?:want|wanna|wish|care) (?:to )?(?:live|be alive|exist(?! (?:on|without|as an?|in a (?:world|house|place) where)\b)|wake up${NOT_WAKE_IDIOM}|keep living|carry on living|be around|continue living|continue to live|continue my life|go on living|stay alive|live anymore)\b`),
      /\b(?:dont|do not|doesnt|does not) (?:really |even )?want (?:to )?(?:be here|go on|carry on|keep going)(?=\s*(?:anymore|any more|any longer|no more|\||$))/,
      /\b(?:rather|prefer to|prefer) not (?:exist|be alive|be here|live|wake up|be around)\b/,
      /\b(?:not sure|dont know if|dont know whether|unsure if|unsure whether|not sure if|not even sure) (?:i|she|he) (?:even )?(?:want|wants) to (?:live|be alive|be here|go on|keep going|keep living|carry on|exist|wake up)\b/,
    ),
  },
  {
    id: 'si-cant-go-on',
    category: 'suicidal-ideation',
    negatable: false,
    pattern: alt(
      /\b(?:cant|cannot|can not|unable to|dont know if i can|not sure i can|dont think i can|struggling to|not able to|dont know how (?:much )?longer i can) (?:keep (?:myself )?safe|stay safe|stay alive|keep living)\b/,
      /\b(?:cant|cannot|can not|dont think i can|dont know if i can|not sure i can|dont know how (?:much )?longer i can) (?:go on|keep going|carry on|survive|hold on)(?=\s*(?:anymore|any more|any longer|much longer|like this|living|\||$))/,
    ),
  },
  {
    id: 'si-no-reason-to-live',
    category: 'suicidal-ideation',
    negatable: false,
    pattern: alt(
      /\bno (?:reason|point|purpose)\b (?:in |to |for )?(?:me )?(?:to )?(?:live|living|keep living|go on|going on|carry on|carrying on|stay alive|staying alive|be alive|being alive|keep going|exist|existing|be here)\b/,
      /\b(?:dont|cant|do not|cannot|doesnt|does not|didnt|can not) see (?:any |a |the )?(?:reason|point)\b[^|]{0,12}\b(?:living|live|going on|go on|being alive|keep living|stay alive|carry on|waking up|existing|being here)\b/,
      /\bwhats the point (?:of|in) (?:living|life|being alive|going on|carrying on|staying alive|me being here|existing|me)\b/,
      /\blife (?:isnt|is not|aint|is no longer) (?:even )?worth (?:living|it|to live|living for)\b|\bnot worth (?:to live|living for)\b/,
      /\bnothing (?:left )?to live for\b|\bnot worth living\b/,
    ),
  },
  {
    id: 'si-tired-of-living',
    category: 'suicidal-ideation',
    pattern: alt(
      /\b(?:tired|sick|exhausted|done|finished) (?:of|with) (?:being alive|living|life(?=\s*(?:\||$|itself|in general|now|anymore|any more|like this|so much|completely|and|i|im))|existing|it all|being here|this life)\b/,
    ),
  },
  {
    id: 'si-better-off-without-me',
    category: 'suicidal-ideation',
    negatable: false,
    pattern: alt(
      /\bbetter off (?:without me|if i (?:was|were|wasnt|werent) (?:dead|gone|here|around|alive)|dead|if i (?:died|disappeared|was gone))\b/,
      /\b(?:happier|easier|better)\b[^|]{0,25}\bwithout me\b/,
      /\b(?:easier|better) (?:for (?:everyone|everybody|them|all|my \w+) )?if i (?:just )?(?:wasnt|werent|was not|were not|was gone|disappeared|died|was dead|didnt exist)\b/,
      /\b(?:says|said|saying|keeps saying|thinks|feels|told me|tells me|posted)\b[^|]{0,30}\bbetter off (?:without (?:him|her|them)|dead)\b/,
      /\b(?:a burden|burden to everyone)\b[^|]{0,30}\b(?:gone|dead|without me|not here)\b/,
    ),
  },
  {
    id: 'si-nobody-would-miss-me',
    category: 'suicidal-ideation',
    negatable: false,
    pattern: alt(
      /\b(?:nobody|no one)\b (?:would|will|is going to)(?: even)? (?:notice|miss me|care|know)\b[^|]{0,20}\bif i\b/,
      /\b(?:nobody|no one) (?:would|will) (?:even )?miss me\b/,
    ),
  },
  {
    id: 'si-disappear-forever',
    category: 'suicidal-ideation',
    pattern: /\bdisappear(?:ed)? (?:forever|for good|permanently|and never come back)\b/,
  },
  {
    id: 'si-not-wake-up',
    category: 'suicidal-ideation',
    negatable: false,
    pattern: alt(
      /\b(?:go to sleep|sleep|fall asleep|close my eyes) (?:and |then )?(?:not|never) wake up\b/,
      new RegExp(String.raw`\bsleep forever\b${NOT_LIE_IN}|\bto not wake up\b${NOT_WAKE_IDIOM}|\bnever wake up again\b`),
      new RegExp(String.raw`\b(?:hope|wish|pray|praying|hoping) (?:that )?(?:i|she|he) (?:dont|doesnt|never|wont|would not|wouldnt) wake up\b${NOT_WAKE_IDIOM}`),
    ),
  },
  {
    id: 'si-hope-accident',
    category: 'suicidal-ideation',
    pattern: alt(
      /\b(?:hope|hoping|wish|pray)\b[^|]{0,15}\b(?:a (?:car|bus|lorry|truck|train)|something|someone) (?:hits|kills|runs over|would hit|would kill|will hit) me\b/,
      /\b(?:hope|hoping|wish) (?:that )?(?:i|the plane) (?:crash|crashes|get hit|die in)\b/,
      /\b(?:hope|hoping|hoped|wish|wishing|pray|praying)\b(?: [^\s|]+){0,3} (?:get|gets|got|be|am) (?:hit|run over|killed|knocked down)\b(?! (?:by|with) (?:a|the) (?:ball|bug|cold|flu))/,
    ),
  },
  {
    id: 'si-rather-be-dead',
    category: 'suicidal-ideation',
    pattern: /\b(?:rather|prefer to) (?:be )?(?:dead|die)\b(?! than (?:eat|wear|sing|watch|listen|dance|go to (?:that|the) (?:party|meeting|gym)))/,
  },
  {
    id: 'si-death-only-way-out',
    category: 'suicidal-ideation',
    pattern: alt(
      /\b(?:no way out|only way out|only escape|only option|only solution)\b[^|]{0,25}\b(?:dying|death|die|suicide|to end it|killing myself|ending it)\b/,
      /\b(?:dying|death|suicide) (?:is|seems) (?:the|my) (?:only|best) (?:way|option|answer|solution)\b/,
      /\b(?:no|any|another|other|a) (?:other )?(?:way out|option|choice|solution|answer|escape)\b[^|]{0,15}\b(?:than|except|but|apart from|besides|other than) (?:suicide|dying|death|to die|ending it|killing myself|ending my life|to end it)\b/,
    ),
  },
  {
    id: 'si-think-about-dying',
    category: 'suicidal-ideation',
    pattern:
      /\b(?:think|thinking|thought|thoughts|dream|dreaming|fantasi[sz]e|fantasi[sz]ing|obsessed|obsessing|talking|talks|talked|imagine|imagining|picture|picturing|visuali[sz]e|visuali[sz]ing)\b (?:about |of )?(?:dying(?! (?:my|her|his|the|it)\b)|being dead|not being (?:here|alive|around)|not existing|not waking up|ending it|ending (?:my|his|her|their) life|my (?:own )?death|wanting to die|not wanting to live)\b/,
  },
  {
    id: 'si-end-life',
    category: 'suicidal-ideation',
    pattern: alt(
      /\b(?:end|ending|take|taking) (?:my|his|her|their) (?:own )?life\b(?! (?:back|in|into|forward|seriously|for granted|one day|as it comes|more|by the)\b)/,
      /\b(?:want|wants|wanted|going|ready|about|planning|plan|thinking|think|thought|decided|need|should|will|might|time|just|talking|talks|talked)\b(?: \w+){0,2} (?:end|ending) it\b(?! (?:with|between|off|there|here|early|on (?:a|good|bad|friendly|the right|that)|amicably|properly|nicely|politely)\b)/,
      /\bend(?:ing)? it all\b/,
      /\bend (?:everything|things)\b(?=\s*(?:\||$|tonight|today|now|soon|for good))/,
    ),
  },
  {
    id: 'si-funeral-planning',
    category: 'suicidal-ideation',
    pattern: alt(
      /\b(?:plan(?:ning|ned)?|imagin(?:e|ing|ed)|pictur(?:e|ing|ed)|think(?:ing)? about|thought about|dream(?:ing|t|ed)? about|choos(?:e|ing) (?:songs|music) for) (?:my|my own) funeral\b/,
      /\b(?:nobody|no one|noone|who)(?: would| will| d)?(?: even)? (?:come|go|turn up|show up|cry|care) (?:to|at) my funeral\b/,
    ),
  },
  {
    id: 'si-when-im-gone',
    category: 'suicidal-ideation',
    negatable: false,
    pattern: /\b(?:when|after|once) (?:im|i am) (?:gone|dead|not here|not around)\b(?! (?:on|for|to|away|out|next|this|in|at|abroad|travelling|camping))/,
  },
  {
    id: 'si-not-around-much-longer',
    category: 'suicidal-ideation',
    negatable: false,
    pattern: alt(
      /\b(?:wont|will not|not going to) (?:be )?(?:around|here|alive)\b[^|]{0,20}\b(?:much longer|for much longer|after (?:tonight|today|this week))\b/,
      /\bdont think (?:ill|i will|im going to) (?:be|still be) (?:here|around|alive)\b/,
      /\b(?:wont|will not|not going to) be (?:a problem|a burden|bothering anyone|in anyones way)\b[^|]{0,20}\b(?:much longer|anymore|any more|for long|after (?:tonight|today))\b/,
    ),
  },
  {
    id: 'si-want-it-over',
    category: 'suicidal-ideation',
    pattern: alt(
      /\bwant(?:s|ed)? (?:it all|everything|all of this|all this|it|my life|life) to (?:be over|end|stop)\b(?=\s*(?:\||$|forever|for good|now|already|i cant|so))/,
      /\b(?:pain|hurt|suffering)\b[^|]{0,15}\b(?:stop|end|go away) (?:for good|forever|permanently)\b/,
      /\bwant (?:it all|everything|it|this|all this|all of this|my life) (?:all )?over\b(?=\s*(?:\||$|now|already|for good|forever))/,
    ),
  },
  {
    id: 'si-scared-what-i-might-do',
    category: 'suicidal-ideation',
    negatable: false,
    pattern: alt(
      /\b(?:scared|afraid|terrified|frightened|worried) (?:of )?what (?:i (?:might|will|could|would|am going to|m going to|may)|ill|id|im going to|im capable of) (?:do|doing)?\b/,
      /\b(?:dont|do not|cant|cannot) trust myself\b(?! (?:with (?:money|food|cake|chocolate|snacks|my phone|online shopping|the credit card)))/,
    ),
  },
  {
    id: 'si-stopped-caring-if-live',
    category: 'suicidal-ideation',
    negatable: false,
    pattern:
      /\b(?:stopped caring|dont care|do not care|doesnt care|wouldnt care|would not care|no longer care)\b (?:whether|if) (?:i|she|he) (?:live|lives|die|dies|died|wake up|make it|survive|am alive|live or die)\b/,
  },
  {
    id: 'si-denial-retracted',
    category: 'suicidal-ideation',
    negatable: false,
    pastable: false,
    // "I can't kill myself because of my kids, but I think about it constantly."
    pattern:
      /\b(?:cant|couldnt|wont|wouldnt|would never|never|not going to|dont want to)\b.{0,40}?\b(?:kill myself|end it|end my life|do it|act on it|hurt myself)\b.{0,60}?\bbut\b.{0,30}?\b(?:think about it|thinking about it|thought about it|want to|wish i|think about (?:dying|suicide|killing myself)|the urges?|cant stop)\b/,
  },
  {
    id: 'si-attempt',
    category: 'suicidal-ideation',
    pattern: alt(
      /\b(?:attempted|tried|try|trying) (?:to )?(?:suicide|end my life|take my (?:own )?life|overdose)\b/,
      /\battempt on (?:my|his|her) (?:own )?life\b/,
    ),
  },
  {
    id: 'si-last-message',
    category: 'suicidal-ideation',
    pattern: alt(
      /\bthis (?:is|will be) (?:my|the) last (?:message|text|time (?:youll|you will) hear from me|goodbye)\b(?! (?:for (?:today|tonight|now|a while|the (?:day|night|week))|before (?:bed|i sleep|work|the|my)|in (?:the|this) (?:thread|group|chat)|on (?:this|the) (?:thread|topic|subject)|about)\b)/,
      /\b(?:goodbye|bye) (?:everyone|world|forever|cruel world|for good)\b/,
      /\blast time (?:youll|you will) (?:hear from|see) me\b/,
    ),
  },

  // ---------------------------------------------------------------- plan, means, timing
  {
    id: 'pm-pills-saved',
    category: 'suicide-plan-or-means',
    pattern: alt(
      new RegExp(String.raw`\b(?:saving|saved|save|stockpiling|stockpiled|stockpile|hoarding|hoarded|hoard|stashing|stashed|stash|saving up|keeping back|collecting|collected|gathering|gathered|storing|stored|squirrelling|squirreling)\b[^|]{0,20}?\b${DRUGS}\b(?! (?:for (?:my|the|a) (?:trip|holiday|cold|flu|headaches?|migraines?|period)|in case of))`),
      new RegExp(String.raw`\b${DRUGS} (?:saved|stockpiled|stashed|hidden|lined up|counted out)\b`),
      new RegExp(String.raw`\ball (?:of )?(?:my|the|her|his|these|those) (?:\w+ ){0,2}${DRUGS}[^|]{0,20}\b(?:here|ready|in front of me|out|with me|lined up|on the (?:table|bed|desk))\b`),
      new RegExp(String.raw`\btake (?:them|these|those) all\b|\btaking (?:them|these|those) all\b|\btake all (?:of )?(?:my|the|them|these|those)\b[^|]{0,12}\b(?:${DRUGS}|at once)\b(?! (?:with|as prescribed|on time|in the morning|at night|every|each|daily|before|after|once a day|twice a day|for my)\b)`),
    ),
  },
  {
    id: 'pm-method-question',
    category: 'suicide-plan-or-means',
    pattern: alt(
      /\b(?:lethal|fatal|deadly|toxic) (?:dose|doses|amount|quantity|overdose)\b/,
      /\benough (?:\w+ )?to (?:kill|die|overdose|end it|be fatal|be lethal|not wake up|stop (?:my|your|a|someones) heart)\b/,
      /\b(?:best|easiest|quickest|painless|surest|simplest|least painful) way to (?:end (?:things|it|my life)|die|kill myself|do it)\b/,
      /\b(?:end (?:things|it|my life)|die|kill myself)\b[^|]{0,12}\b(?:without (?:pain|it hurting|feeling it)|painlessly)\b/,
      /\b(?:researching|looking up|looked up|googling|googled|looking into|looked into|reading up on|read up on) (?:different |suicide |the |some |possible )?methods\b(?! (?:for|of|in|to|module|class|lecture)\b)/,
      /\bhow (?:many|much)\b[^|]{0,40}\b(?:to (?:die|kill|overdose|not wake up|end it|be fatal|be lethal|stop my heart)|would it take|does it take|would kill|is (?:lethal|fatal|deadly)|kills you)\b/,
      /\b(?:painless|quickest|quick|easiest|easy|best|surest|fastest|least painful|most painless|simplest)\b (?:way|method|ways|methods) (?:to|of) (?:die|dying|kill (?:myself|yourself|someone)|suicide|end (?:it|my life)|commit suicide|go)\b/,
      /\bhow (?:to|do i|do you|would i|can i|could i|should i) (?:kill (?:myself|yourself)|die|end my life|hang (?:myself|yourself)|overdose|commit suicide|slit)\b/,
      /\bhow (?:high|tall|far)\b[^|]{0,40}\b(?:to be sure|to die|to kill|would kill|is fatal|to not survive)\b/,
      /\b(?:looking|looked|searching|searched|googling|googled|reading|read|researching|researched|watching|watched)\b (?:up |into |about |at )?(?:ways|methods|how|the best way|the quickest way)\b[^|]{0,12}\b(?:to die|to kill myself|of dying|of suicide|to end (?:it|my life)|to overdose|to hang|suicide methods|painless)\b/,
    ),
  },
  {
    id: 'pm-jump',
    category: 'suicide-plan-or-means',
    pattern: alt(
      /\b(?:jump|jumping|throw myself|throwing myself|step|stepping|walk|walking|lie down|lying down|lay down)\b (?:off|from|in front of|under|into)\b[^|]{0,25}\b(?:bridge|roof|building|cliff|balcony|window|train|trains|tracks|railway|bus|lorry|truck|traffic|car park|multi storey|tower|motorway)\b/,
      /\b(?:walk|walking|wade|wading|swim|swimming) (?:out )?(?:into|in) (?:the )?(?:sea|river|lake|ocean|canal)\b[^|]{0,20}\b(?:tonight|today|now|and not|never|forever|until)\b/,
      /\b(?:going to|gonna|want to|wants to|about to|thinking about|thinking of|planning to|plans to|threatening to|threatened to|ready to|tempted to) jump(?:ing)?\b(?=\s*(?:\||$|off|from|in front|tonight|today|now|right now))/,
    ),
  },
  {
    // Being somewhere high, now: "I'm on the bridge", "she's on the roof".
    id: 'pm-at-height',
    category: 'suicide-plan-or-means',
    // Explained presence: "on the roof of the car park waiting for my mate" (specific on purpose:
    // this silences the rule for the whole message).
    unless: /\b(?:waiting for (?:my|a|the) (?:mate|friend|friends|lift|bus|taxi|train|partner|mum|dad)|meeting (?:my|a|some) \w+|to meet (?:my|a|some)|picking (?:up|someone)|parked|parking|roof terrace|rooftop bar|fireworks|taking (?:photos|pictures)|bridge of (?:my|your|his|her|the) (?:nose|glasses|guitar|violin|song|ship))\b/,
    pattern:
      /\b(?:im|i am|sitting|standing|sat|stood|hes|shes|he is|she is|theyre|they are) (?:on|at|up on) (?:the|a|top of the|top of a) (?:bridge|roof|rooftop|ledge|cliff|cliff edge|tracks|railway|railway line)\b(?! (?:club|game|party|card|hotel|garden|bar|terrace))/,
  },
  {
    id: 'pm-drive-into',
    category: 'suicide-plan-or-means',
    pattern: alt(
      /\b(?:drive|driving|drove|crash|crashing|steer|steering)\b[^|]{0,20}\b(?:into|off) (?:a|the|oncoming) (?:wall|tree|lorry|truck|bridge|traffic|river|cliff|barrier)\b/,
      /\bcrash(?:ing)? (?:my|the) car on purpose\b/,
    ),
  },
  {
    id: 'pm-hanging',
    category: 'suicide-plan-or-means',
    pattern: alt(
      /\b(?:bought|buy|buying|got|have|found|tied|tying|get|getting|ordered)\b (?:a|the|some|my) rope\b(?! (?:for|to tie|swing|ladder|course|light|lights|bridge))/,
      /\bnoose\b/,
      new RegExp(String.raw`\bhang(?:ing)? ${SELVES}\b(?! (?:a|an|some|the|up|out)\b)|\bhanged myself\b`),
    ),
  },
  {
    id: 'pm-other-method',
    category: 'suicide-plan-or-means',
    pattern: new RegExp(
      String.raw`\b(?:shoot|shooting|stab|stabbing|drown|drowning|poison|poisoning|gas|gassing|electrocute|electrocuting|suffocate|suffocating|strangle|strangling|slit) ${SELVES}\b|\bslit(?:ting)? my (?:wrists?|throat)\b`,
    ),
  },
  {
    id: 'pm-goodbye-notes',
    category: 'suicide-plan-or-means',
    pattern: alt(
      /\bgoodbye (?:letter|letters|note|notes|message|messages|video|text|texts)\b/,
      /\b(?:wrote|written|writing|write) (?:a |my |the )?(?:last|final) (?:letter|letters|note|notes|message|words)\b/,
    ),
  },
  {
    id: 'pm-giving-away',
    category: 'suicide-plan-or-means',
    // Moving house or decluttering explains it.
    unless: /\b(?:moving (?:house|abroad|out|flat|home|country)|move (?:house|abroad|out)|declutter\w*|to charity|charity shop|selling|clear out|clearing out|downsizing|emigrating|new flat|new house)\b/,
    pattern: alt(
      /\bgi(?:ve|ving|ven|ves|ved) away (?:all )?(?:of )?(?:my|his|her|their)? ?(?:things|stuff|belongings|possessions|everything|prized|favourite|favorite)\b/,
      /\bgi(?:ve|ving|ven|ves|ved) (?:all )?(?:of )?(?:my|his|her|their) (?:things|stuff|belongings|possessions|prized \w+|favourite \w+|favorite \w+) (?:away|to (?:my|people|friends|everyone|family))\b/,
      /\bbecause i wont need (?:them|it|my \w+|any of (?:it|this|them))\b/,
      /\bwont (?:be )?need(?:ing)? (?:them|it|my \w+|anything|any of (?:it|this|them)) (?:anymore|any more|much longer|where im going|after (?:tonight|today))\b/,
    ),
  },

  // ---------------------------------------------------------------- self-harm
  {
    id: 'sh-self-harm',
    category: 'self-harm',
    pattern: /\bself (?:harm|harms|harming|harmed|injury|injuring|injure|injured)\b/,
  },
  {
    id: 'sh-act-on-self',
    category: 'self-harm',
    pattern: alt(
      new RegExp(
        String.raw`\b(?:cut|cuts|cutting|slice|slicing|carve|carving|carved|burn|burns|burning|burnt|burned|scratch|scratching|scratched|hurt|hurts|hurting|harm|harms|harming|harmed|punch|punching|punched|hit|hitting|bite|biting|bang|banging|headbutt|headbutting|bruise|bruising|scald|scalding) ${SELVES}\b`,
      ),
      // Not "the cat scratched my arm".
      /(?<!\b(?:cat|cats|dog|dogs|kitten|puppy|pet|hamster|rabbit|parrot|bird|baby|toddler|brambles?|thorns?|branch|bush|glass|it) )\b(?:cut|cuts|cutting|slice|slicing|carve|carving|carved|burn|burns|burning|burnt|burned|scratch|scratching|scratched) (?:my|her|his) (?:wrists?|arms?|legs?|thighs?|skin|stomach|hips?|body)\b/,
      /\b(?:make|made|making|see) (?:myself|me) bleed\b/,
      /\b(?:knife|knives|blade|blades|razor|razors|scissors|glass|lighter)\b[^|]{0,10}\b(?:to|against|on|into|across|in) my (?:wrists?|arms?|throat|skin|legs?|thighs?|neck)\b/,
      /\bjust to feel (?:something|pain|anything)\b/,
    ),
  },
  {
    id: 'sh-urge',
    category: 'self-harm',
    pattern:
      /\b(?:urge|urges|urging|want|wanting|wants|need|needing|tempted|going|gonna|planning|thinking about|thinking of|feel like|craving)\b (?:to )?(?:cut|burn|hurt|harm|self harm|scratch)\b(?= myself| again|\s*(?:\||$))/,
  },
  {
    id: 'sh-blades',
    category: 'self-harm',
    pattern: alt(
      /\b(?:blade|blades|razor blade|razor blades|razors?)\b[^|]{0,20}\b(?:in my hand|out|ready|hidden|under my (?:bed|pillow|mattress))\b/,
      /\b(?:got|have|holding|bought|hid|hidden|hiding) (?:a|the|my|some) (?:blades?|razor blades?)\b/,
    ),
  },
  {
    id: 'sh-cutting',
    category: 'self-harm',
    pattern: alt(
      /\b(?:started|start|starting|been|keep|kept|still|began|am|im|is|shes|hes) (?:cutting|burning)\b(?=\s*(?:again|\||$|and|but|every|at night|most|when|secretly))/,
      /\b(?:i|she|he|they|ive|shes|hes|used to) cut\b(?=\s*(?:again|but|and|\||$))/,
    ),
  },
  {
    id: 'sh-hiding-wounds',
    category: 'self-harm',
    pattern: alt(
      /\b(?:hide|hiding|cover|covering) (?:up )?(?:my|the|her|his) (?:cuts|scars|burns|wounds|marks)\b/,
      /\b(?:fresh|new|deep) (?:cuts|wounds|burns)\b(?! (?:to|in) (?:funding|the budget|budget|spending|staff|jobs))/,
    ),
  },

  // ---------------------------------------------------------------- harm to others
  {
    id: 'ho-intent',
    category: 'harm-to-others',
    pattern: alt(
      new RegExp(
        String.raw`\b(?:want|wants|wanted|wanting|going|gonna|planning|plan|plans|about|ready|tempted|intend|intending|thinking about|thinking of|feel like|urge|urges|will|would love|threatening|threatened|threatens|threaten|fantasi[sz]e about|fantasi[sz]ing about|dream about)\b(?: to)?(?: (?!not\b|never\b)\w+){0,2} (?:hurt|hurting|kill|killing|stab|stabbing|shoot|shooting|strangle|strangling|murder|murdering|attack|attacking|poison|poisoning|beat up|beating up|batter|battering|harm|harming|smother|smothering|suffocate|run over|burn) ${PEOPLE}\b(?! (?:feelings|chances|pride|ego|reputation|career))`,
      ),
      new RegExp(String.raw`\b(?:scared|afraid|worried|terrified) (?:that )?(?:i will|ill|i might|i could|of) (?:hurt|hurting|harm|harming|kill|killing) ${PEOPLE}\b`),
    ),
  },
  {
    id: 'ho-weapon',
    category: 'harm-to-others',
    pattern: alt(
      /\b(?:bring|bringing|brought|take|taking|carry|carrying|took|get|getting|got|buy|buying|bought)\b (?:a |my |his |her |the )?(?:knife|knives|gun|guns|weapon|weapons|machete)\b[^|]{0,20}\b(?:to school|to college|to work|into school|and hurt|and kill|and stab|and shoot|for (?:him|her|them))\b/,
      /\b(?:hurt|kill|shoot|stab|attack) (?:people|everyone|everybody|them all|all of them)\b/,
    ),
  },

  // ---------------------------------------------------------------- abuse and immediate danger
  {
    id: 'ab-violence',
    category: 'abuse',
    pattern: new RegExp(
      String.raw`${SUBJECT}[^|]{0,30}?\b(?:hit|hits|hitting|beat|beats|beating|punch|punched|punches|punching|kick|kicked|kicks|kicking|strangle|strangled|strangles|strangling|choke|choked|chokes|choking|slap|slapped|slaps|slapping|rape|raped|rapes|raping|assault|assaulted|assaults|assaulting|attack|attacked|attacks|attacking|abuse|abused|abuses|abusing|molest|molested|molests|threaten|threatened|threatens|threatening|shoved|shoves|throttled|smacked|smacks|battered|batters)\b (?:me|us)\b(?! (?:up|at|in|to|with (?:a|the) (?:text|message|question)))|${SUBJECT}[^|]{0,20}?\bgrabbed me by (?:the|my) (?:throat|neck|hair)\b`,
    ),
  },
  {
    id: 'ab-threat',
    category: 'abuse',
    pattern: alt(
      new RegExp(
        String.raw`${SUBJECT}[^|]{0,10}?\b(?:said|says|saying|threatened|threatens|threatening|told me|tells me|keeps saying|swore|swears)\b[^|]{0,25}?\b(?:kill|hurt|murder|stab|shoot|beat|hit)\b (?:me|us|my (?:kids|children|son|daughter|baby|family|mum|dad|dog|cat)|the (?:kids|children|baby))\b`,
      ),
      // "My boss/mum is going to kill me" is everyday hyperbole; pronouns and partners are not
      // (the idiom list already blanks "… kill me when he sees the dent").
      /\b(?:he|she|they|hes|shes|theyre|my (?:husband|wife|partner|boyfriend|bf|girlfriend|gf|ex|stepdad|stepmum))(?: is| are|s|re)? (?:going to|gonna|will|wants to|trying to|tried to|ll)(?: \w+)? (?:kill|hurt|murder|hit|beat|strangle|choke) (?:me|us)\b/,
    ),
  },
  {
    id: 'ab-sexual-or-assault',
    category: 'abuse',
    pastAlso: /\blast (?:year|summer|winter|spring|autumn)\b/,
    pattern:
      /\b(?:i was|i got|ive been|i have been|i been|been|was|got|being|im being|keep getting) (?:\w+ )?(?:raped|sexually assaulted|assaulted|abused|molested|beaten up|groomed|trafficked|spiked|stalked|followed home)\b|\b(?:spiked my drink|my drink (?:was|got|had been|has been) spiked)\b|\b(?:forces|forced|forcing|makes|made|pressures|pressured) me (?:to )?(?:have sex|do (?:sexual|things i dont want))\b/,
  },
  {
    id: 'ab-confinement',
    category: 'abuse',
    pattern: /\bwont let me (?:leave|out of the house|out|call anyone|go anywhere)\b|\block(?:s|ed)? me (?:in|up)\b(?! (?:with|for))/,
  },
  {
    id: 'dg-not-safe',
    category: 'immediate-danger',
    negatable: false,
    pattern: alt(
      /\b(?:im|i am|we are|were|i feel|im feeling|kids are|the kids are|my kids are|shes|hes|she is|he is) (?:not|no longer|never) safe\b/,
      /\b(?:dont|do not|never|no longer) feel safe\b[^|]{0,10}?\b(?:at home|here|with (?:him|her|them|my)|around (?:him|her|them)|in (?:my|this|our) (?:house|home|flat|room))\b/,
      /\bnot safe (?:at home|here|with him|with her|around him|around her)\b/,
    ),
  },
  {
    id: 'dg-unsafe',
    category: 'immediate-danger',
    // General safety worries ("unsafe walking home in the dark sometimes, any tips?").
    unless: /\b(?:walking (?:home|alone|back)|in the dark|on (?:the )?(?:bus|train|tube|street|streets)|neighbourhood|neighborhood|this area|the area|online)\b/,
    pattern: alt(
      /\b(?:feel|feeling|im|i am|were|we are|kids are|she is|shes|he is|hes)\b[^|]{0,10}\bunsafe\b/,
      /\bunsafe (?:at home|here|with (?:him|her))\b/,
      /\bin danger\b(?! of)/,
    ),
  },
  {
    id: 'dg-scared-of-someone',
    category: 'immediate-danger',
    negatable: false,
    pattern: alt(
      /\b(?:scared|afraid|terrified|frightened)\b (?:to go|of going|to be) (?:back )?(?:home|alone with (?:him|her|them))\b/,
      /\b(?:scared|afraid|terrified|frightened|fear|fearing) (?:for )?(?:my|our) (?:life|lives|safety)\b/,
      /\b(?:scared|afraid|terrified|frightened|worried)\b[^|]{0,10}\b(?:he|she|they)(?:ll| will| is going to| s going to| might| would)? (?:kill|hurt|hit|beat|attack|find) (?:me|us)\b/,
      /\b(?:scared|afraid|terrified|frightened)\b[^|]{0,15}\b(?:he|she|they)(?: will|ll| might| is going to| s going to) do it again\b/,
    ),
  },
  {
    id: 'dg-armed-person',
    category: 'immediate-danger',
    pattern: new RegExp(
      String.raw`${SUBJECT}[^|]{0,20}?\b(?:has|have|got|holding|with|waving|grabbed|pulled) (?:a|the|his|her) (?:knife|gun|weapon|blade|hammer|bat)\b|\b(?:trying to|try to) (?:get in|break in|break the door)\b|\bbanging on (?:the|my) door\b`,
    ),
  },
  {
    id: 'dg-overdose-taken',
    category: 'immediate-danger',
    // An accident reported afterwards ("took too many by mistake yesterday, she's fine now").
    unless: /(?<!\bnot )\b(?:by mistake|accidentally|by accident)\b/,
    pattern: alt(
      new RegExp(
        String.raw`\b(?:took|taken|swallowed|swallow|downed)\b (?:an? |the )?(?:whole |full |entire )?(?:(?:like|about|around|maybe|over|nearly|almost|at least|roughly) )?(?:load|lot|lots|loads|bunch|handful|handfuls|packet|packets|pack|box|bottle|strip|blister|too many|all|a lot|double|triple|twenty|thirty|forty|fifty|a hundred|\d{2,}(?! ?(?:mg|ml|mcg|micrograms|milligrams)\b))\b[^|]{0,25}?\b(?:${DRUGS}|sleeping|of them|them)\b(?! (?:for (?:today|the day|the week)|on time|as prescribed|this morning as))`,
      ),
      new RegExp(String.raw`\b(?:took|taken|swallowed|had)\b (?:way )?too much (?:\w+ )?${DRUGS}(?![^|]{0,20}\bover (?:the|a|this|last)\b)`),
      /\b(?:overdosed|took an overdose|taken an overdose|had an overdose)\b/,
    ),
  },
  {
    id: 'pm-overdose-intent',
    category: 'suicide-plan-or-means',
    // "overdoses" only as a verb ("she overdoses"), not the noun ("sees overdoses every shift").
    pattern: /(?<!\b(?:died|death|dying|passed away) (?:of|from) (?:an? )?(?:drug |accidental )?)\boverdos(?:e|ing)\b|\b(?:he|she|someone|somebody|who|they|it) overdoses\b/,
  },
  {
    id: 'dg-unresponsive',
    category: 'immediate-danger',
    negatable: false,
    pattern: alt(
      /\b(?:wont|will not|isnt|is not) (?:wake up|waking up|be woken)\b(?! (?:early|in the morning|for school|on time|before|until|till))/,
      /\b(?:not|isnt|stopped) breathing\b|\b(?:wont|cant) stop (?:the )?bleeding\b|\bbleeding(?: [^\s|]+){0,4} (?:cant|can not|wont|cannot) stop\b|\bcut (?:too )?(?:deep|deeper|too far)\b|\bso much blood\b|\blots of blood\b/,
    ),
  },
  {
    id: 'dg-goodbye-unreachable',
    category: 'immediate-danger',
    negatable: false,
    pattern:
      /\b(?:texted|messaged|posted|sent|text|message|called|rang|said)\b[^|]{0,15}\bgoodbye\b.{0,60}?\b(?:not|isnt|wont|hasnt|cant get|no) (?:picking up|answering|replying|responding|reply|answer|get through|hold of)\b/,
  },
];
