/**
 * Concept rules: risk written as combinations of word classes (lexicon.ts) inside one clause,
 * rather than as fixed phrases. They sit beside the phrase rules in rules-crisis.ts and
 * rules-support.ts and go through the same qualifiers (negation, past, fiction) in scan.ts.
 *
 * Why: the phrase rules were fitted to the sentences they were tuned on and missed 4 in 10
 * crises written later in fresh words. A concept rule such as DESIRE + STATE covers "I wish I
 * could stop existing", "I'd love to fall asleep and never wake up", "she's ready to die" and
 * "I want to not be here" with one line, and each part can be extended on its own.
 *
 * Each rule names its concepts in its id: cx-<concept>-<concept>. Written against normalised,
 * idiom-blanked text; `[^|]` and gap() never cross a clause boundary.
 */
import {
  CLAUSE_END,
  DESIRE,
  DESIRE_BRIDGE,
  DRUGS,
  HARM_OUTCOME,
  HIGH_PLACE,
  INTENT,
  INTENT_BRIDGE,
  MEANS,
  NOT_END_OF_LIFE,
  NOT_MEANS,
  NOT_WAKE_IDIOM,
  PEOPLE,
  QUANTITY,
  SELVES,
  SOON,
  STATE,
  SUBJECT,
  VEHICLE,
  WATER,
  anyOf,
  bridge,
  gap,
} from './lexicon.js';
import type { CueRule, Rule } from './scan.js';

/** One regex from several alternative sources. */
const alt = (...sources: readonly string[]): RegExp => new RegExp(sources.map((s) => `(?:${s})`).join('|'));

/**
 * Trips and outings that explain "I won't be here tomorrow" innocently. Deliberately specific:
 * this silences a whole message, so generic words ("work", "away") are not in it.
 */
const AWAY =
  /\b(?:holiday|holidays|vacation|trip|travelling|traveling|abroad|flight|flying|festival|camping|conference|appointment|visiting|staying (?:at|with)|annual leave|shops|shopping|the gym|sleepover|going out|out for (?:dinner|lunch|drinks|the day)|(?:at|to) (?:work|school|uni|college) (?:tomorrow|all day|until)|on (?:a )?(?:night )?shift|back on \w+day|back next week)\b/;

/** Plans with someone soon: protective, and a sign that "bye" is just bye. */
const SEE_YOU_SOON =
  /\b(?:see you|see ya|talk|speak|chat|catch up)(?: to you)? (?:tomorrow|later|soon|next week|on \w+day|in the morning|after)\b|\btomorrow\b[^|]{0,20}\b(?:again|more)\b/;

/** Fear or hiding: turns a volatile person into an emergency. */
const FEAR = /\b(?:scared|afraid|terrified|frightened|petrified|hiding|hid|locked myself|locked in|barricaded|shaking|panicking|help)\b/;

/** Who can abuse by touching: pronouns and adults around a child or partner. */
const TOUCHER = String.raw`he|she|they|my (?:\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|ex|dad|father|stepdad|stepfather|stepmum|uncle|aunt|brother|cousin|grandad|teacher|coach|boss|carer|mums boyfriend|moms boyfriend|mums partner)`;

/** Acts that are risky when someone intends them, but ordinary as reports ("I crashed my car"). */
const ACT = anyOf(
  // vehicles
  '(?:crash|crashing|crashed) (?:my|the|our|his|her|their) (?:car|van|motorbike|bike)',
  String.raw`(?:drive|driving|drove|steer|steering|swerve|swerving|crash|crashing)(?: (?:my|the|our|his|her|their) (?:car|van|motorbike|bike))? (?:into|off|in front of) (?:a |the |an |some )?(?:\w+ )?(?:wall|tree|lorry|truck|bridge|traffic|river|cliff|barrier|oncoming|motorway|road|lake|sea|quarry|edge|train|bus|${HIGH_PLACE})`,
  // jumping, stepping, walking into
  String.raw`(?:jump|jumping|leap|leaping|throw myself|throwing myself|throw himself|throw herself|step|stepping|fall|falling|hurl myself|launch myself)(?: off| from| of| in front of| under| onto| out of)(?: the| a| an| that| this| my| our| their)?${gap(2)} (?:next )?(?:${HIGH_PLACE}|${VEHICLE})`,
  String.raw`jump(?:ing)?${CLAUSE_END}`,
  `(?:walk|walking|wade|wading|swim|swimming) (?:out )?(?:into|out to) (?:the |a )?${WATER}`,
  `(?:walk|walking|step|stepping|run|running) (?:out )?(?:into|in front of|under) (?:the |a |an )?(?:${VEHICLE}|road|motorway)`,
  // overdose: a total or large quantity of a drug
  String.raw`(?:take|taking|swallow|swallowing|down|downing|neck|necking|chug|chugging|eat|eating) ${QUANTITY}(?: of)?(?: (?:my|the|his|her|their|these|those|them|mums|dads|\w+s))?${gap(2)} (?:${DRUGS}|of them|them)(?! (?:with|as prescribed|on time|in the morning|at night|every|each|daily|once a day|twice a day)\b)`,
  String.raw`(?:take|taking|swallow|swallowing|down|downing) (?:the |a |my )?(?:whole|entire|full) (?:packet|box|bottle|strip|blister pack|pack|lot|tub|supply)`,
  // weapons
  String.raw`(?:get|grab|take|buy|borrow|steal|use|fetch|find|load)${gap(2)} (?:gun|shotgun|rifle|pistol|firearm)`,
  '(?:do|doing) something (?:stupid|drastic|permanent|final|irreversible|i (?:cant|can not|will|might) (?:take back|undo|regret))',
  String.raw`end (?:this|it)${CLAUSE_END}`,
  String.raw`end(?:ing)? (?:it|it all|everything|things|my life|myself|my own life|his life|her life|their life)${NOT_END_OF_LIFE}`,
  '(?:starve|drink) myself to death',
);

export const CONCEPT_CRISIS_RULES: readonly Rule[] = [
  // ---------------------------------------------------------------- ideation
  {
    // "I wish I could stop existing", "she's ready to die", "I'd love to never wake up".
    id: 'cx-desire-death',
    category: 'suicidal-ideation',
    pattern: new RegExp(String.raw`\b${DESIRE}${bridge(DESIRE_BRIDGE, 5)} ${STATE}`),
  },
  {
    // "Everyone would be happier if I was gone", "the world's better without me in it".
    id: 'cx-others-better-without',
    category: 'suicidal-ideation',
    negatable: false,
    pattern: alt(
      String.raw`\b(?:would|will|d|could|might|be)(?: all| just| so| be| much| a lot| way)* (?:happier|better|better off|easier|fine|okay|ok|lighter|simpler|nicer|calmer|relieved|glad|pleased|happy|free|freer)${gap(4)} (?:without me|if i (?:was|were|wasnt|werent|was not|were not|didnt exist|disappeared|died|was gone|were gone|wasnt here|wasnt around|never existed|was never born|had never been born|killed myself|ended it|wasnt alive|was dead|were dead|stopped existing))\b`,
      String.raw`\b(?:nobody|no one|noone) (?:needs|wants|would want|would need|would miss|will miss) me (?:around|here|alive|anymore|any more|in their lives?|to exist)\b`,
      String.raw`\b(?:dont think|doubt|not sure)(?: that)? (?:anyone|anybody|any of them|people|my \w+) (?:would|will|d) (?:miss me|notice|care)(?: if| when|\s*(?:\||$))`,
    ),
  },
  {
    id: 'cx-cant-live',
    category: 'suicidal-ideation',
    negatable: false,
    pattern: alt(
      String.raw`\b(?:cant|cannot|can not) (?:live|exist|keep existing|keep living) (?:like this|with this|with myself|anymore|any more|any longer|this way|with the pain|another day|much longer)\b`,
      String.raw`\b(?:lost|losing|lose|no|have no|got no|without) (?:the |my |all |any )?will to live\b`,
      String.raw`\b(?:dont|do not|didnt|never) deserve to (?:live|be alive|exist|be here|survive|wake up)\b`,
      String.raw`\b(?:shouldnt|should not) (?:be alive|exist|be here|have been born|still be alive|be living)\b`,
      String.raw`\b(?:give|giving|gave|given) up on (?:life|living|being alive|staying alive)\b`,
      String.raw`\b(?:dont|do not) think (?:i|im|she|he) (?:want|wants|want to|wants to) (?:live|be alive|be here|go on|keep going|keep living|carry on|exist|wake up)\b`,
      String.raw`\b(?:cant|cannot|can not) (?:see|imagine|picture) (?:myself|me)(?: being)? (?:alive|here|around|living|surviving)\b`,
      String.raw`\b(?:cant|cannot|can not|wont|couldnt) (?:promise|guarantee|say)(?: that)? (?:ill|i will|to|i can|i|im going to) (?:be |stay |keep myself |keep )?(?:safe|alive|around|here)\b`,
      String.raw`\b(?:dont know|not sure|no idea) how (?:much )?(?:longer|more) (?:i can|i will|ill be able to|i could|i can keep|i have) (?:keep going|go on|hold on|last|survive|carry on|stay alive|keep fighting|keep myself safe|do this|take this|take it|cope|left)\b`,
      String.raw`\b(?:done|finished|through) with (?:life|living|everything|existing|it all|being alive|this world|this life|the world)(?=\s*(?:\||$|now|for good|forever|completely|i|im))`,
      String.raw`\b(?:whats|what is|what) the point (?:of|in) (?:me|my life|living|being alive|staying alive|going on|carrying on|waking up|existing|my existence|being here|even being here|me being alive|life)\b`,
    ),
  },
  {
    // "Death would be a relief", "suicide is all I think about".
    id: 'cx-death-welcome',
    category: 'suicidal-ideation',
    pattern: alt(
      String.raw`\b(?:death|dying|being dead|not existing|not being here|not waking up|ending it|suicide)${gap(1)} (?:would|will|could|might|is going to|seems like|feels like|sounds like|seems|feels|sounds|is)(?: be)?(?: such| a| such a| the| my)* (?:relief|release|peace|peaceful|mercy|escape|better|easier|nice|answer|only way|only option|way out|gift|welcome|blessing|comforting|tempting|appealing)\b`,
      String.raw`\b(?:suicide|dying|death|killing myself|ending it|ending my life|not being alive|being dead)${gap(3)} (?:all i (?:can |ever )?think about|always on my mind|on my mind (?:all the time|constantly|every day|24 7)|in my head (?:all the time|constantly|every day))\b`,
      String.raw`\bwelcom(?:e|ing) death\b|\bdeath (?:cant|cannot|can not) come (?:soon|quick) enough\b`,
      String.raw`\ball i (?:can |ever |do is |seem to )?think about (?:is )?(?:dying|death|suicide|killing myself|ending it|ending my life|being dead|not being here|not existing)\b`,
      String.raw`\b(?:what|how) it (?:would|d|will|might) (?:be like|feel)${gap(3)} ${STATE}`,
    ),
  },
  {
    // Implicit ideation: "permanent peace", "angry I'm still here", "thinking how easy it would be".
    id: 'cx-ideation-implicit',
    category: 'suicidal-ideation',
    pattern: alt(
      String.raw`\b(?:permanent|eternal|everlasting|final) (?:peace|rest|sleep|silence)\b`,
      String.raw`\b(?:angry|disappointed|upset|annoyed|gutted|sad|sorry|furious|hate that|wish|pissed off)${gap(3)} (?:im|i am|i was|i) still (?:here|alive|breathing)\b`,
      String.raw`\b(?:cant|cannot|can not) (?:be here|exist|do life|keep existing|stay here|stay alive|be alive)(?=\s*(?:\||$|anymore|any more|any longer))`,
      String.raw`\b(?:dont|do not|not) (?:plan|planning|intend|intending|expect|expecting) (?:on |to )?(?:be |being )?(?:here|around|alive)(?: for)? (?:much longer|for long|long|next (?:week|month|year)|by)\b`,
    ),
  },
  {
    // "Thinking how easy it would be" + a place, a means or death anywhere in the message.
    id: 'cx-how-easy',
    category: 'suicidal-ideation',
    requires: new RegExp(String.raw`\b(?:${HIGH_PLACE}|${VEHICLE}|${MEANS}|platform|step off|jump|die|dead|end it|let go|swerve|not wake up|fall)\b`),
    pattern: /\b(?:how|so) (?:easy|quick|simple|nice|peaceful|tempting) (?:it )?(?:would be|it would be|it d be|itd be|to)\b/,
  },
  {
    // Command hallucinations or intrusive instructions: "the voices want me to die".
    id: 'cx-voices',
    category: 'suicidal-ideation',
    pattern:
      /\b(?:voices?|my head|my brain|my mind|something inside me|a voice)\b(?: [^\s|]+){0,3} (?:telling|tells|told|want|wants|keep telling|keeps telling|saying|says|is telling|are telling|keep saying|keeps saying) me to (?:die|kill myself|jump|hurt myself|end it|do it|cut|cut myself|overdose|hurt (?:him|her|them|someone|people|my \w+)|kill (?:him|her|them|someone|people|my \w+))\b/,
  },
  {
    // "I'd be doing everyone a favour if I died."
    id: 'cx-favour',
    category: 'suicidal-ideation',
    pattern:
      /\bdoing (?:everyone|everybody|them|the world|my family|people|you all) a favou?r (?:if|by|when) (?:i (?:died|was gone|wasnt here|disappeared|killed myself|was dead|ended it)|dying|disappearing|killing myself|ending it)\b/,
  },
  {
    // "I survived my attempt but I want to try again."
    id: 'cx-try-again',
    category: 'suicidal-ideation',
    requires: /\b(?:attempt|attempted|tried to (?:kill|end|overdose|hang|die)|overdose|overdosed|survived)\b/,
    pattern: /\b(?:want|wants|going|plan|planning|need|ready|will|ill|gonna) (?:to )?try (?:again|it again)\b/,
  },
  {
    // "It's all too much, I want out" (not "that job's a dead end, I want out").
    id: 'cx-want-out',
    category: 'suicidal-ideation',
    requires: /\b(?:too much|cant (?:cope|take|do|go on)|everything|life|exhausted|tired of|hopeless|pointless|no point|done)\b/,
    unless: /\b(?:job|relationship|marriage|contract|course|uni|school|group|chat|lease|deal|band|team|club)\b/,
    pattern: /\bwant(?:s)? out(?=\s*(?:\||$|of (?:here|this|everything|it all|life)))/,
  },
  {
    // "If I don't wake up tomorrow, that's fine by me."
    id: 'cx-not-waking',
    category: 'suicidal-ideation',
    negatable: false,
    pattern:
      new RegExp(String.raw`\b(?:if|when|maybe|hopefully|what if|if only) (?:i|he|she) (?:dont|didnt|never|wont|doesnt|do not|did not|would not|wouldnt|just didnt|just never) (?:wake|woke)(?: up)?(?! (?:so|this)\b)${NOT_WAKE_IDIOM}`),
  },
  {
    // Finality about oneself: "I'll be gone", "won't be here tomorrow", "by the time you read this".
    id: 'cx-finality',
    category: 'suicidal-ideation',
    negatable: false,
    unless: AWAY,
    pattern: alt(
      String.raw`\b(?:ill|i will|im going to|i am going to|i might|i may|i could) (?:be )?(?:gone|dead)(?=\s*(?:\||$|forever|for good|soon|by (?:morning|tomorrow|tonight|then|the time)|anyway|and))`,
      String.raw`\b(?:wont|will not|not going to|wont even|may not|might not) (?:be )?(?:here|around|alive)(?: anymore| any more)? (?:tomorrow|by (?:the )?(?:morning|tomorrow|tonight|monday|the weekend|then|next week)|next (?:week|month|year)|for (?:much )?longer|much longer|after (?:tonight|today|this)|for long|to see)\b`,
      String.raw`\bdont think (?:ill|i will|im going to|i am going to|i can) (?:be|make it|still be|last) (?:here |around |alive )?(?:through|to|until|till|past|next|by|much longer|for long|the night|tomorrow)\b`,
      String.raw`\bby the time (?:you|anyone|anybody|they|someone|somebody|people|my \w+) (?:read|reads|see|sees|find|finds|get|gets|hear|hears|wake up|wakes up) (?:this|these|my|it)\b`,
      String.raw`\bthis is (?:my )?(?:goodbye|farewell|the end)(?! (?:to|of|for)\b)`,
      String.raw`\bsee you (?:on the other side|in the next life|in another life|never)\b|\b(?:goodnight|good night|night) forever\b`,
      String.raw`\b(?:saying|said|say|posted|posting|sent|sending|wrote|writing) (?:my |a |his |her |their )?goodbyes? (?:to|on) (?:everyone|everybody|you all|the world|my family|all of you|facebook|instagram|snapchat|tiktok|twitter|social media|(?:his|her|their) (?:friends|family))\b`,
      String.raw`\b(?:sent|send|texted|messaged|posted|wrote|left|rang|called)${gap(4)} (?:saying|said|to say|that said) (?:goodbye|bye|sorry for everything|she loves|he loves|they love)\b`,
    ),
  },

  // ---------------------------------------------------------------- plan, method, means
  {
    // "Tonight I end it." A time and a first-person "end it" with no intent word.
    id: 'cx-time-end',
    category: 'suicide-plan-or-means',
    pattern: new RegExp(
      String.raw`\b(?:${SOON}|then|now)(?: is when)? (?:i|ill|i will|im) end(?:ing)? (?:it|it all|everything|things|my life)\b(?! (?:with|between)\b)|\bi end (?:it|it all|everything|my life) (?:${SOON}|now)\b`,
    ),
  },
  {
    // "I'm thinking of crashing my car", "tonight I'm going to take every pill in the house".
    id: 'cx-intent-act',
    category: 'suicide-plan-or-means',
    pattern: new RegExp(String.raw`\b${INTENT}${bridge(INTENT_BRIDGE, 3)} ${ACT}`),
  },
  {
    // Acts that mean overdose or method on their own, whoever says them.
    id: 'cx-act',
    category: 'suicide-plan-or-means',
    pattern: alt(
      String.raw`\btake every (?:single )?(?:${DRUGS}|one of them)\b`,
      String.raw`\b(?:take|taking|swallow|swallowing) (?:all|every one) (?:of )?(?:my|her|his|their|the|these|those|them)?${gap(1)} ${DRUGS}(?= (?:at once|in one go|together|tonight|now|right now|and (?:go to sleep|not wake up|never wake up)))`,
      String.raw`\b(?:use|using|used) (?:it|them|this|these|that|the \w+|my \w+|a \w+) on (?:myself|himself|herself|themselves|me)\b`,
      String.raw`\b(?:cut|slit|slash|slice|open)(?:ting|ing)? (?:my|his|her|their) (?:\w+ )?(?:wrists?|throat|veins?|neck)\b`,
      String.raw`\b(?:lie|lay|lying|laying) down (?:on|in) (?:the )?(?:tracks|road|motorway|railway|train tracks|railway line)\b`,
      String.raw`\bjump(?:ing)? (?:off|from|of) (?:the |a |that |this )?(?:\w+ )?${HIGH_PLACE}\b(?! (?:into|in) (?:the )?(?:water|sea|pool|lake|river))`,
      String.raw`\b(?:standing|sitting|stood|sat|im|i am|hes|shes|he is|she is|theyre|they are) (?:on|at) (?:the )?(?:edge|top) of (?:the |a |our |my )?(?:\w+ )?${HIGH_PLACE}\b`,
      String.raw`\b(?:starve|drink) (?:myself|himself|herself) to death\b|\bbleed(?:ing)? out\b`,
      String.raw`\b(?:got|taken|took|grabbed|found|holding|have) (?:my |her |his )?(?:dads|mums|fathers|mothers|brothers|grandads|parents|husbands|partners|uncles) (?:gun|shotgun|rifle|pistol|firearm)\b(?! (?:licen[cs]e|for (?:paintball|airsoft|hunting|the range|shooting|clay))\b)`,
    ),
  },
  {
    // "How many would it take?" "Which pills would kill me?" "What floor would be enough?"
    id: 'cx-method-question',
    category: 'suicide-plan-or-means',
    pattern: alt(
      String.raw`\bhow (?:many|much)${gap(6)} (?:would|will|does|do|did|should|to|before|until|till|is|are|could|can)${gap(5)} ${HARM_OUTCOME}\b`,
      String.raw`\bhow (?:many|much)${gap(3)} (?:${DRUGS}|of them|of these|of those)${gap(3)} (?:(?:would|will|does|did) (?:it|they) take|it takes|it would take|to take (?:to|before|until))\b`,
      String.raw`\bhow (?:many|much)${gap(3)} ${DRUGS}${gap(3)} (?:would|will|do|does) (?:i|you|someone|one|a person) (?:need|have to take)${CLAUSE_END}`,
      String.raw`\b(?:which|what) (?:${DRUGS}|drugs|poison|poisons|chemicals|medicines?|household chemicals|household products|substances?|combination)${gap(5)} (?:would|will|could|can|are|is|to)${gap(3)} ${HARM_OUTCOME}\b`,
      String.raw`\b(?:can|could|would|will|do|does|did) (?:you|i|someone|somebody|a person|people|one|u) (?:die|overdose|od)(?: from| of| if| by| after| on| with)?${gap(4)} (?:${DRUGS}|taking|swallowing|an overdose|overdosing|jumping|falling|bleach|hanging|\d+|them|these|those)\b`,
      String.raw`\bwhat happens (?:if|when) (?:you|i|someone|a person|u|somebody) (?:take|takes|swallow|swallows|took|drink|drinks|mix|mixes|od|overdose)${gap(2)} ${QUANTITY}${gap(3)} ${DRUGS}\b`,
      String.raw`\b(?:what|which|how much of a) (?:height|floor|storey|story|drop|fall)${gap(8)} (?:${HARM_OUTCOME}|not survive|be sure|to be sure|guarantee|be enough)\b`,
      String.raw`\b(?:is|are|would|will|were) (?:\d{2,}|twenty|thirty|forty|fifty|a hundred|a (?:whole )?(?:packet|box|bottle|pack)|(?:the )?whole (?:packet|box|bottle|pack))(?: of)?(?: (?:my|the|her|his|these|those))?${gap(1)} (?:${DRUGS}|of them)(?: be)? (?:enough|lethal|fatal|deadly|too many)\b`,
      String.raw`\b(?:is|are|would|will|were) (?:\d{2,}|twenty|thirty|forty|fifty|a hundred|a (?:whole )?(?:packet|box|bottle|pack)|(?:the )?whole (?:packet|box|bottle|pack))(?: be)? (?:enough|lethal|fatal|deadly)(?=\s*(?:\||$|to (?:die|kill|do it|end it|not wake up|overdose)))`,
      String.raw`\bhow (?:high|tall|far|deep)${gap(6)} (?:fall|drop|jump|be)${gap(4)} (?:${HARM_OUTCOME}|survive|be sure|guarantee|to be sure|be enough)\b`,
      String.raw`\bhow long${gap(4)} (?:take|takes|until|before|till|for)${gap(4)} (?:die|dead|bleed out|to die|lose consciousness|stop breathing|pass out from|suffocate|drown|not wake up)\b`,
      String.raw`\b(?:does|will|would|is|do) (?:dying|hanging|drowning|bleeding out|an overdose|overdosing|jumping|suffocating|slitting|a paracetamol overdose|it hurt to die|it hurt to hang|it hurt to drown)${gap(2)} (?:hurt|painful|quick|slow|take long)\b`,
      String.raw`\b(?:most|least|more|less) (?:painless|painful|peaceful|effective|reliable|certain|lethal|quick|quickest|successful) (?:way|method|ways|methods|option|options)\b`,
      String.raw`\b(?:painless|peaceful|quick|quickest|easy|easiest|best|surest|fastest|simplest|gentle|gentlest|clean|reliable) (?:way|method|ways|methods) (?:to|of) (?:die|dying|end it|end things|end my life|kill|commit|disappear forever|not wake up|check out|(?:go|do it|leave)${CLAUSE_END})`,
      String.raw`\bwhere (?:can|could|do|would|should) (?:i|you|someone) (?:get|buy|find) (?:a gun|a rope|rope|a noose|helium|charcoal|a shotgun|a firearm|enough (?:${DRUGS}|to))\b`,
      String.raw`\b(?:ways|methods|how|way) to (?:end it|die|kill myself|end my life|end things|unalive myself)\b`,
      String.raw`\b(?:what|which|how much of a) (?:dose|amount|quantity|number)${gap(4)} (?:is|would be|are|will be|to) (?:lethal|fatal|deadly|an overdose|enough to (?:die|kill))\b`,
      String.raw`\b(?:will|would|could|can|does|do|is|are) (?:\d+|${QUANTITY})(?: [^\s|]+){0,2} (?:kill (?:me|you|someone|a person|him|her)|be fatal|be lethal|be enough to)\b`,
      String.raw`\b(?:would|will|could|can|does|do|is) (?:jumping|falling|a fall|a jump|hanging|drowning|an overdose|overdosing|taking (?:\d+|all|them|${QUANTITY}))${gap(5)} (?:kill (?:me|you|someone|a person)|be fatal|be lethal|be enough|be survivable|be quick)\b`,
    ),
  },
  {
    // Planning talk that only has one meaning here: "I know exactly how I'd do it".
    id: 'cx-plan-talk',
    category: 'suicide-plan-or-means',
    pattern: alt(
      String.raw`\b(?:planning|planned|plan|planning out|know|knew|figured out|figuring out|worked out|working out|decided|deciding|thinking about|thought about|researched|researching|picked|chosen) (?:exactly |already )?(?:how|when|where) (?:id|i would|i will|ill|im going to|i am going to|i can|to) (?:do it|go through with it|end it)${CLAUSE_END}`,
      String.raw`\b(?:worked out|figured out|calculated|counted|know|looked up|checked) (?:exactly )?how (?:many|much) (?:i|id|i would|i will|ill|it would|it will) (?:need|take|need to take|have to take)${CLAUSE_END}`,
    ),
  },
  {
    // Contemplating means: "staring at the pills", "sat on the floor with a razor".
    id: 'cx-means-contemplated',
    category: 'suicide-plan-or-means',
    pattern: alt(
      String.raw`\b(?:staring|stared|gazing|keep looking|kept looking) at (?:the|my|all|these|those|all the|all my) (?:\w+ )?(?:${MEANS})\b`,
      String.raw`\b(?:sat|sitting|lying|laying|lay|standing|stood|hiding|locked)\b${gap(6)} with (?:a|the|my|some|all my|all the) (?:razor|razors|blade|blades|knife|rope|noose|gun|lighter|scissors|${DRUGS})\b(?! (?:for (?:cooking|dinner|the|a|my|work)|to (?:cook|cut|open|slice|chop|peel))\b)`,
    ),
  },
  {
    // Means laid out or at hand: "the rope is ready", "pills lined up in front of me".
    id: 'cx-means-ready',
    category: 'suicide-plan-or-means',
    pattern: alt(
      String.raw`\b${MEANS}${NOT_MEANS}${gap(4)} (?:ready|in front of me|in my (?:hand|hands|lap)|lined up|laid out|counted out|next to me|beside me|set up|tied|hung up|round my neck|around my neck|to my (?:wrist|wrists|throat|neck|arm))\b`,
      String.raw`\b(?:photo|picture|pic|pics|photos|pictures|selfie|video|snap|image)(?: of)?${gap(3)} (?:${MEANS}|cuts|wounds|blood|(?:her|his|their) wrists|wrists|a noose|the bridge|a bridge)\b`,
    ),
  },
  {
    // Car exhaust, charcoal and the like; alcohol with a lot of pills taken.
    id: 'cx-method-in-use',
    category: 'suicide-plan-or-means',
    pattern: alt(
      String.raw`\b(?:in|inside) (?:the|my|a) (?:car|garage)\b[^|]{0,40}\b(?:engine|motor) (?:running|on)\b|\b(?:engine|motor) running\b[^|]{0,30}\b(?:garage|closed|sealed|hose|windows? (?:shut|closed|up))\b`,
      String.raw`\b(?:hose|hosepipe|pipe|tube) (?:from|to|into|in|through) (?:the )?(?:exhaust|car window)\b|\bcarbon monoxide\b|\bcharcoal\b${gap(4)} (?:tape|bag|tent|sealed|duct tape|in my room|in the car|bathroom)\b`,
      String.raw`\b(?:drank|drunk|had|downed|finished)${gap(3)} (?:a (?:whole )?bottle|bottles|loads|lots|a lot|so much|too much|half a bottle|most of a bottle)(?: of)?${gap(2)} (?:vodka|wine|whisky|whiskey|alcohol|gin|rum|cider|beer|spirits)?${gap(8)} (?:took|taken|swallowed|with)${gap(2)} (?:${DRUGS})\b`,
      String.raw`\b(?:took|taken|swallowed|downed)${gap(3)} (?:sleeping pills|sleeping tablets|${QUANTITY}${gap(2)} ${DRUGS})${gap(8)} (?:with|and|then|washed down with) (?:a |some |half a |the )?(?:bottle|vodka|wine|whisky|whiskey|alcohol|gin|rum|drink|drinks)\b`,
      String.raw`\b(?:stop|stopped|stopping|not) (?:eating|drinking|taking my meds)${gap(3)} (?:until|till|til) (?:i|im) (?:die|dead|disappear)\b`,
    ),
  },
  {
    // "I've written a note for my parents explaining why."
    id: 'cx-note',
    category: 'suicide-plan-or-means',
    pattern: alt(
      String.raw`\b(?:wrote|written|writing|write|left|leave|leaving|finished|drafted|drafting|typed|typing|recorded|recording)(?: (?:a|my|the|some|last|final|goodbye|suicide))* (?:note|notes|letter|letters|video|message|messages)${gap(8)} (?:goodbye|sorry|apologising|apologizing|final|last|suicide|for everyone|to everyone|for everybody|to everybody|for when|in case|forgive|to say bye)\b`,
      String.raw`\b(?:wrote|written|writing|write|left|leave|leaving|finished|drafted|drafting)(?: (?:a|my|the|some|last|final))* (?:note|notes|letter|letters) (?:to|for) (?:my (?:\w+ )?(?:parents|family|mum|mom|mam|dad|kids|children|partner|husband|wife|boyfriend|girlfriend|sister|brother|friends|son|daughter|loved ones|flatmate)|everyone|everybody)${gap(3)} (?:explaining|explain|why)\b`,
    ),
  },

  // ---------------------------------------------------------------- self-harm
  {
    // "I keep scratching my arms until they bleed", "burnt myself on purpose".
    id: 'cx-self-harm-deliberate',
    category: 'self-harm',
    pattern: new RegExp(
      String.raw`\b(?:cut|cuts|cutting|burn|burns|burnt|burned|burning|scratch|scratched|scratching|hit|hits|hitting|punch|punched|punching|bang|banged|banging|carve|carved|carving|hurt|hurts|hurting|bruise|bruised|bruising|scald|scalded|scalding|stab|stabbed|stabbing|slash|slashed|slashing|pinch|pinched|pinching|pull|pulls|pulled|pulling|pick|picks|picked|picking|bite|bites|bit|biting|tear|tore|tearing)${gap(1)} (?:${SELVES}|me|my (?:\w+ )?(?:arms?|wrists?|legs?|thighs?|skin|stomach|belly|body|hips?|face|head|hands?|chest|ankles?|fingers?|neck|shoulders?|hair|lips?|nails|scabs?)|(?:her|his|their) (?:arms?|wrists?|legs?|thighs?|skin|body))${gap(5)} (?:on purpose|deliberately|intentionally|to punish (?:myself|me|himself|herself)|to feel (?:something|anything|better|pain|real|in control|alive)|until (?:it|they|i|my \w+|there|blood) (?:bleeds?|bled|bleeding|hurts?|bruised?|was bleeding|were bleeding|came|comes|broke)|till (?:it|they|i) (?:bleeds?|bled|hurts?)|so (?:i|it|they) (?:bleeds?|bled)|so (?:nobody|no one|noone) (?:sees|can see|notices|will see|knows))`,
    ),
  },
  {
    id: 'cx-self-harm-intent',
    category: 'self-harm',
    pattern: new RegExp(
      String.raw`\b(?:${INTENT}|urge|urges|craving|cravings|itch)${bridge(INTENT_BRIDGE, 2)} (?:cut|burn|hurt|harm|scratch|punch|hit|carve|bruise|starve|self harm|bleed)(?: (?:${SELVES}|again|my (?:arms?|wrists?|legs?|thighs?|skin|stomach|body))\b|(?: (?:so|really|very|badly|bad|much|right|now|tonight|again|deeper|deep))*${CLAUSE_END})`,
    ),
  },
  {
    id: 'cx-self-harm-urge',
    category: 'self-harm',
    pattern:
      /\b(?:urge|urges|craving|cravings|itch|need) to (?:cut|burn|self harm|hurt myself|harm myself|bleed|scratch)\b(?! (?:back|down|out|costs|ties|corners|my hair|the|it|off|in|up|sugar|carbs|caffeine|a)\b)/,
  },
  {
    id: 'cx-self-harm-marking',
    category: 'self-harm',
    pattern: alt(
      String.raw`\b(?:carve|carved|carving|scratched|scratching|etched|etching|burnt|burned|burning|cut|cutting)${gap(3)} (?:into|in|on|onto) my (?:\w+ )?(?:arms?|wrists?|legs?|thighs?|skin|stomach|hips?|body|chest)\b`,
      String.raw`(?<!\b(?:power|paper|hair|price|budget|job|pay|tax) )\bcut again\b|\b(?:relapsed|relapse) and (?:cut|burned|burnt|hurt myself|self harmed)\b`,
    ),
  },
  {
    id: 'cx-self-harm-wounds',
    category: 'self-harm',
    pattern: alt(
      String.raw`\b(?:cuts|wounds|burns|slashes|gashes|cut marks|burn marks) (?:on|up|down|along|across|all over) (?:my|her|his|their) (?:\w+ )?(?:arms?|wrists?|legs?|thighs?|stomach|hips?|body|skin|chest)\b`,
      String.raw`\b(?:arms?|wrists?|legs?|thighs?|stomach|body|skin)(?: is| are)? (?:covered|full) (?:in|of|with) (?:cuts|wounds|burns|slashes|cut marks)\b`,
      String.raw`\b(?:found|find|finding|saw|seen|noticed|discovered)${gap(3)} (?:blades|razor blades|razors|bloody tissues|blood stained tissues|bloodstained tissues|cuts|fresh cuts|burns)${gap(6)} (?:in|on|under) (?:my \w+s|her|his|their|my \w+ \w+s) (?:\w+ )?(?:room|bed|bag|arms?|wrists?|legs?|thighs?|drawer|pillow|bin)\b`,
      String.raw`\b(?:keep|kept|always|constantly|been) (?:hitting|banging|punching|slamming) (?:my head|myself|my fists?) (?:against|on|into) (?:the |a )?(?:wall|floor|door|desk)\b|\b(?:hitting|banging|punching|slamming) (?:my head|my fists?) (?:against|on|into) (?:the |a )?(?:wall|floor|door|desk)${gap(4)} (?:until|till|on purpose)\b`,
      String.raw`\b(?:need|want|have|deserve) to (?:feel|be in) (?:pain|the pain|physical pain)\b`,
    ),
  },

  // ---------------------------------------------------------------- harm to others
  {
    id: 'cx-harm-thoughts',
    category: 'harm-to-others',
    pattern: new RegExp(
      String.raw`\b(?:think about|thinking about|thoughts (?:about|of)|imagin(?:e|ing)|picturing|fantasi[sz]\w* (?:about|of)|cant stop thinking about|urge to|urges to)${gap(2)} (?:hurting|killing|stabbing|strangling|smothering|drowning|shooting|harming|attacking|poisoning|suffocating|shaking|hurt|kill|stab|strangle|smother|drown|shoot|harm|attack|poison|suffocate|shake) ${PEOPLE}\b`,
    ),
  },

  // ---------------------------------------------------------------- abuse and danger
  {
    id: 'cx-abuse-violence',
    category: 'abuse',
    pattern: alt(
      String.raw`${SUBJECT}${gap(6)} (?:pushed|pushes|shoved|shoves|dragged|drags|pinned|pins|whipped|whips|belted|belts|spat on|spits on|stabbed|stabs|strangled|strangles|suffocated|suffocates|smothered|smothers|battered|batters|headbutted|headbutts|stamped on|stamps on|bruised|bruises|burned|burnt|scalded)${gap(1)} (?:me|us)\b(?! (?:up|off|out|at|to)\b)`,
      String.raw`${SUBJECT}${gap(6)} (?:threw|throws|chucked|slammed|slams) (?:me|us) (?:against|into|down|across|on|onto|out)\b`,
      String.raw`${SUBJECT}${gap(6)} (?:grabbed|grabs) (?:me|my) (?:by|and|hard|so|round|around|arm|arms|neck|throat|hair|wrist|wrists)\b`,
      String.raw`${SUBJECT}${gap(4)} (?:broke|broken|fractured|cracked|bruised|split) (?:my|both my) (?:\w+ )?(?:ribs?|arm|arms|nose|jaw|wrist|wrists|finger|fingers|leg|legs|tooth|teeth|collarbone|cheekbone|cheek|eye socket|lip|skull|hand)\b`,
      String.raw`${SUBJECT}${gap(4)} (?:gave|gives) me (?:a black eye|black eyes|bruises|a split lip|a concussion)\b|\b(?:left|leaves) (?:bruises|marks) (?:on|all over) me\b`,
      String.raw`${SUBJECT}${gap(4)} (?:hits|hit|beats|beat|punches|punched|kicks|kicked|slaps|slapped|chokes|choked|hurts|hurt|strangles|strangled) (?:my|our) (?:mum|mom|mother|sister|brother|kids|children|son|daughter|baby|little (?:brother|sister))\b`,
      String.raw`${SUBJECT}${gap(4)} hurts (?:me|us)\b(?! (?:feelings|by|with (?:words|what)))`,
      String.raw`\b(?:being|been|getting|get|got|keep getting|was|were|am|im) (?:\w+ )?(?:hit|beaten|beat up|abused|raped|assaulted|strangled|choked|kicked|punched|slapped|battered|molested|hurt)${gap(2)} (?:at home|by (?:him|her|them|my \w+)|every (?:day|night|week)|again|all the time|when (?:he|she|they))\b`,
      String.raw`\b(?:${TOUCHER})${gap(6)} (?:touches|touched|touching|gropes|groped|fondles|fondled|feels me up|felt me up)${gap(1)} (?:me|my (?:body|chest|breasts|bum|legs|thighs|private))\b(?! (?:on the (?:shoulder|arm|back)|to (?:get|wake))\b)`,
      String.raw`\b(?:touches|touched|touching) me (?:inappropriately|where|down there|in places|when (?:no one|nobody|noone)|at night|in bed)\b`,
      String.raw`\b(?:touched|touches|kissed|groped|had sex with|slept with|filmed|undressed)${gap(1)} (?:me|her|him)${gap(4)} (?:without (?:my |her |his )?(?:consent|permission)|when i (?:said no|was asleep|was drunk|was passed out))\b`,
    ),
  },
  {
    // Violence at home against someone else, with fear: "Mum's boyfriend hits her and I'm scared".
    id: 'cx-abuse-witnessed',
    category: 'abuse',
    requires: FEAR,
    pattern: new RegExp(
      String.raw`${SUBJECT}${gap(4)} (?:hits|hit|beats|beat|punches|punched|kicks|kicked|slaps|slapped|chokes|choked|strangles|strangled|hurts|batters|battered) (?:her|him|them)\b`,
    ),
  },
  {
    // "My stepdad comes into my room at night."
    id: 'cx-abuse-night',
    category: 'abuse',
    pattern: new RegExp(
      String.raw`\b(?:${TOUCHER})${gap(3)} (?:comes|came|coming|creeps|crept|sneaks|snuck|gets|got) (?:into|in) (?:my|our) (?:room|bed|bedroom)\b${gap(4)} (?:at night|when|while|and)\b`,
    ),
  },
  {
    id: 'cx-abuse-threat',
    category: 'abuse',
    pattern: new RegExp(
      String.raw`${SUBJECT}${gap(8)} (?:said|says|threatened|threatens|told me|tells me|keeps saying|swore|swears|promised|texted)${gap(8)} (?:do (?:something )?worse|do it again|finish me off|make me pay|break my (?:\w+)|come after (?:me|us)|end me|kill (?:me|us|my \w+)|hurt (?:me|us|my \w+))\b`,
    ),
  },
  {
    id: 'cx-danger-followed',
    category: 'immediate-danger',
    pattern:
      /\b(?:someone|somebody|a man|a guy|a stranger|he|she|they|my ex)\b(?: [^\s|]+){0,3} (?:keeps|kept|is|has been|s been|been|was) (?:coming|knocking|banging|turning up|showing up|trying to get in|waiting outside|hanging around)\b[^|]{0,30}\b(?:door|house|flat|window|home|outside)\b(?=.*\b(?:scared|terrified|afraid|frightened|petrified|help)\b)|\b(?:following|followed|stalking|watching|chasing) (?:me|us)\b[^|]{0,40}?\b(?:right now|now|home|outside|scared|terrified|afraid|frightened|help|wont stop|everywhere)\b|\b(?:someone|a man|a guy|a car|a van|a stranger|he|she|they|my ex|somebody)(?: is| s| has been| keeps|s been)? (?:following|stalking|chasing) (?:me|us)(?= (?:right now|now|home)|\s*(?:\||$))/,
  },
  {
    // "Dad's drunk and smashing things" + fear anywhere in the message.
    id: 'cx-danger-volatile',
    category: 'immediate-danger',
    requires: FEAR,
    pattern: new RegExp(
      String.raw`${SUBJECT}(?: is| s| are| re| has been| keeps| been| getting| gets)? (?:\w+ )?(?:drunk|wasted|high|raging|violent|kicking off|smashing|throwing (?:things|stuff|plates)|breaking (?:things|stuff)|screaming|shouting|out of control|losing it|on one|going mental|banging)\b`,
    ),
  },
  {
    // A friend unreachable after a worrying message: "isn't answering and said sorry".
    id: 'cx-danger-unreachable',
    category: 'immediate-danger',
    negatable: false,
    requires:
      /\b(?:goodbye|bye|sorry|pills|tablets|note|letter|worrying|worried|weird|scary|threatened|suicid\w*|end it|kill (?:himself|herself|themselves)|overdose|bridge|knife|rope|wants to die)\b/,
    pattern:
      /\b(?:isnt|is not|not|wont|hasnt|has not|stopped|cant get (?:her|him|them) to|no one is|nobody is) (?:answering|picking up|replying|responding|reading)\b|\b(?:cant|can not|cannot) (?:get hold of|reach|find|contact) (?:her|him|them)\b|\b(?:gone|went) missing\b/,
  },
];

export const CONCEPT_ELEVATED_RULES: readonly Rule[] = [
  {
    id: 'el-anhedonia',
    category: 'distress',
    pattern: alt(
      String.raw`\bnothing (?:brings me|gives me|makes me(?: feel)?)(?: any)? (?:joy|happy|happiness|pleasure|excited|good)\b`,
      String.raw`\b(?:cant|dont|can not|do not|no longer) (?:enjoy|feel|get) (?:anything|any joy|joy|happy|happiness|pleasure)(?: anymore| any more| from anything)?(?=\s*(?:\||$|anymore|any more|at all|from))`,
      String.raw`\blost (?:all )?interest in (?:everything|anything|life|things)\b|\bnothing (?:feels|is) (?:good|fun|enjoyable|worth it) anymore\b`,
    ),
  },
  {
    id: 'el-burden',
    category: 'distress',
    pattern:
      /\b(?:let down|letdown|disappointment|burden|waste of space|waste of oxygen|waste of air)\b(?: (?:to|for|on))? (?:everyone|everybody|my \w+|them|the world|all|you all|people)\b/,
  },
  {
    id: 'el-pretending',
    category: 'distress',
    pattern:
      /\bpretending (?:to be|im|i am|that im|that i am|everything is|its|i feel) (?:ok|okay|fine|happy|alright|all right|good)\b|\b(?:faking|putting on) (?:a )?(?:smile|being (?:ok|okay|happy|fine))\b|\bwearing a mask\b/,
  },
  {
    id: 'el-withdrawn',
    category: 'distress',
    pattern:
      /\bisolat(?:ing|ed|e)\b(?! (?:because|with|due to|for) (?:of )?(?:covid|corona|the virus|flu|illness|sick))|\bwithdrawn\b|\bshut (?:myself|everyone|everybody|people) (?:away|out|off|in)\b|\b(?:stopped|stop) (?:seeing|talking to|texting|replying to|answering) (?:anyone|everyone|anybody|people|my friends|my family)\b|\bwont (?:leave|come out of) (?:his|her|their) room\b|\b(?:stopped|stopping|refuses to|wont) (?:going|go) to (?:school|work|uni|college)\b|\bstays? in (?:his|her|their|my) room (?:all day|all the time|for days)?\b|\b(?:havent|hasnt|have not|has not|not) (?:left|been out of|got out of) (?:my|his|her|their|the) (?:room|house|flat|bed)\b(?: [^\s|]+){0,2} (?:in|for) (?:days|weeks|a week|ages|a month|months|\w+ days|\w+ weeks)\b/,
  },
  {
    id: 'el-panic-physical',
    category: 'distress',
    pattern:
      /\b(?:anxious|panicking|panicky|scared|terrified|panic)\b[^|]{0,25}\b(?:cant|can not|cannot) (?:breathe|stop shaking|think straight|calm down)\b|\b(?:anxious|anxiety|panicky|on edge|scared|panicking) (?:all the time|constantly|every day|24 7|all day|every single day)\b|\bconstant(?:ly)? (?:anxious|anxiety|panic|fear|dread)\b/,
  },
  {
    id: 'el-shouted-at',
    category: 'abuse',
    pattern:
      /\b(?:scream|screams|screaming|screamed|shout|shouts|shouting|shouted|yell|yells|yelling|yelled|swear|swears|swearing)\b(?: \w+)? at (?:me|us)\b[^|]{0,25}\b(?:every|all the time|constantly|always|for no reason|whenever|again|non stop)\b/,
  },
  {
    id: 'el-volatile-home',
    category: 'abuse',
    pattern:
      /\b(?:throws|threw|throwing|smashes|smashed|smashing|breaks|broke|breaking|punches|punched) (?:things|stuff|plates|furniture|walls|holes in)\b|\b(?:gets|get|got|getting) (?:really |so |very )?(?:angry|violent|aggressive|scary)\b[^|]{0,20}\b(?:when (?:he|she|they)(?:s| is| are)? drunk|and (?:shouts|screams|throws|hits|smashes))\b/,
  },
  {
    id: 'el-unsafe-person',
    category: 'abuse',
    pattern:
      /\b(?:he|she|they|him|her|my \w+|\w+s (?:new )?(?:boyfriend|girlfriend|partner|husband|wife)|boyfriend|girlfriend|partner|husband|wife|stepdad|stepmum|uncle|teacher|coach|boss)\b[^|]{0,30}\bmakes? me (?:feel )?(?:really |so |very )?(?:uncomfortable|unsafe|scared|afraid|uneasy|creeped out|frightened)\b/,
  },
  {
    id: 'el-too-much',
    category: 'distress',
    pattern:
      /\b(?:everything|it all|life|things|all of this|all this|the world)(?: is| s| feels| has been| just| are| seems)?(?: all)? (?:too much|overwhelming|unbearable|too hard|too heavy)\b(?! (?:money|for (?:my|the) (?:budget|wallet)))/,
  },
  {
    id: 'el-a-mess',
    category: 'distress',
    pattern:
      /\b(?:im|i am|i feel like|i feel) (?:such |a complete |a total |an absolute |an emotional |a )(?:mess|wreck|disaster|shell of (?:myself|who i was|my former self))\b(?=\s*(?:\||$|right now|at the moment|lately|and|since|after|because|today|inside))/,
  },
  {
    id: 'el-not-myself',
    category: 'distress',
    pattern:
      /\b(?:dont|do not|no longer|dont even|cant) (?:feel like|recognise|recognize|feel) (?:myself|me)(?= anymore| any more| lately| these days| for (?:weeks|months|ages)|\s*(?:\||$))|\bnot (?:feeling )?(?:like )?myself (?:lately|for (?:weeks|months|ages)|anymore|any more)\b/,
  },
  {
    id: 'el-substance-coping',
    category: 'distress',
    pattern:
      /\b(?:using|drugs|alcohol|weed|drinking|drink|smoking|pills|coke|cocaine)\b(?: \w+){0,2} (?:to|so i can) (?:cope|numb|forget|get through (?:the|each|every) (?:day|night|week)|escape|feel nothing|feel numb|block (?:it|everything|things) out|not feel)\b/,
  },
  {
    id: 'el-scars',
    category: 'self-harm',
    pattern: /\b(?:scars|old cuts|healed cuts|scarring) (?:on|from|up|along) (?:my|her|his) \w+/,
  },
  {
    id: 'el-stalked',
    category: 'abuse',
    pattern: /\b(?:stalking|stalked|stalks|keeps turning up|keeps showing up|harassing|harassed|harasses)\b/,
  },
  {
    id: 'el-ideation-passive',
    category: 'distress',
    pattern:
      /\b(?:nobody|no one|noone|nothing) (?:can|could|will) (?:help|save|fix) me\b|\b(?:dont|do not) care (?:what happens to me|about anything anymore|if i wake up)\b|\bno point (?:in )?(?:anything|me)\b|\bwhats the point of me\b/,
  },
];

/**
 * Cues that are harmless alone but complete a risk that an earlier turn opened ("bye", "how
 * long would it take?", "just need enough", "I mean it"). `carries` says whether the cue, seen
 * in an EARLIER turn, itself counts as risk context (an opportunity or means does; "bye" does not).
 */
export const CONCEPT_CUE_RULES: readonly CueRule[] = [
  {
    id: 'cue-means-watched',
    category: 'suicide-plan-or-means',
    kind: 'means',
    pattern:
      /\b(?:staring|stared|been looking|keep looking|kept looking|keep staring|been staring|keep thinking about|been thinking about) (?:at |about )?(?:the|that) (?:river|canal|water|tracks|train tracks|trains|bridge|motorway|cliff|cliffs|edge|drop|railway|reservoir|quarry)\b/,
  },
  {
    id: 'cue-means-counted',
    category: 'suicide-plan-or-means',
    kind: 'means',
    pattern: new RegExp(String.raw`\b(?:counting|counted|count|lining up|lined up|sorting|sorted|laid out|laying out) (?:out )?(?:my|the|all|all my|all the|her|his) ${DRUGS}\b`),
  },
  {
    // "I've got the scissors." Worrying alone for tools that have one use here.
    id: 'cue-means-in-hand',
    category: 'suicide-plan-or-means',
    kind: 'means',
    unless: /\b(?:craft|crafts|sewing|cake|paper|fabric|ribbon|wrapping|recipe|haircut|trim|fringe|cooking|dinner|garden|hedge|kitchen|camping|tent|paintball|airsoft)\b/,
    pattern: new RegExp(
      String.raw`\b(?:got|have|holding|found|grabbed|bought|fetched|took|taken|brought) (?:the|my|a|some|dads|my dads|mums|my mums) (?:rope|noose|blade|blades|razor|razors|razor blades|knife|knives|scissors|gun|shotgun|lighter|helium|charcoal|hose|hosepipe|belt)${CLAUSE_END}`,
    ),
  },
  {
    // "I've got my tablets." Only means something after an earlier risk.
    id: 'cue-means-mention',
    category: 'suicide-plan-or-means',
    kind: 'context',
    pattern: new RegExp(
      String.raw`\b(?:got|have|holding|found|grabbed|bought|collected|taken|brought) (?:the|my|all my|all the|some|her|his|mums|my mums|dads|my dads|enough) ${DRUGS}(?: (?:here|now|ready|out|with me))?${CLAUSE_END}|\b(?:got|have) everything (?:i need|i need to do it|sorted)\b`,
    ),
  },
  {
    id: 'cue-farewell-bare',
    category: 'suicidal-ideation',
    kind: 'farewell',
    unless: SEE_YOU_SOON,
    pattern:
      /(?:^|\|)\s*(?:(?:ok|okay|well|so|anyway|alright|right|k|kk|thanks|thank you|ty|sorry)\s+)*(?:bye|byee|goodbye|bye bye|cya|see ya|farewell|goodnight|good night|night|night night|take care|i should go|i should just go|i have to go|i need to go|time to go|im going now|im off now)(?:\s+(?:then|now|for now|everyone|all|x+|guys|forever|all of you|world|friend|mate))*\s*(?=\||$)/,
  },
  {
    id: 'cue-farewell-words',
    category: 'suicidal-ideation',
    kind: 'farewell',
    unless: SEE_YOU_SOON,
    pattern: alt(
      String.raw`\b(?:i )?love you (?:all|guys|so much|both|mum|mom|dad|mam|x+)\b(?! (?:too|as well))`,
      String.raw`\bthank(?:s| you) for (?:trying|all you(?:ve)? done|being there|putting up with me)\b(?! (?:today|tonight|this (?:week|morning|evening)|so far)\b)`,
      String.raw`\bremember me\b|\bdont forget me\b|\b(?:it was|its been) (?:nice|good|lovely) knowing (?:you|everyone)\b`,
      String.raw`\bplease (?:dont|do not) (?:blame yourself|be sad|be angry|hate me|cry|be upset)\b`,
      String.raw`\b(?:tell|let) (?:them|everyone|my \w+|him|her)${gap(3)} (?:im sorry|i love|i loved|it wasnt (?:their|your|his|her) fault)\b`,
      String.raw`\b(?:it|this|everything|all of this|the pain|it all)(?: will|ll| is going to| s going to)? (?:all )?be over (?:soon|tonight|tomorrow|shortly)\b`,
      String.raw`\b(?:nothing|it|none of (?:this|it)) (?:wont|will not|doesnt|does not) matter (?:anymore|any more|soon|much longer|after tonight|after today)\b`,
      String.raw`\b(?:sorted|sorting|put|putting|got|getting) (?:all )?(?:my )?(?:affairs|things|paperwork|stuff) in order\b|\b(?:made|make|making|written|wrote|writing|updated|updating) (?:a |my )will\b`,
      String.raw`\b(?:gave|given|giving|rehomed|rehoming|rehome) (?:away )?my (?:cat|dog|pets?|rabbit|hamster|kitten|puppy)\b`,
    ),
  },
  {
    id: 'cue-done',
    category: 'suicidal-ideation',
    kind: 'context',
    pattern: alt(
      String.raw`(?:^|\|)\s*(?:(?:im|i am|i think im|and im|so im|well im|ok im|okay im|yeah im)\s+(?:so\s+|just\s+|really\s+)?(?:done|finished|out|through)(?:\s+(?:now|with (?:it|this|everything|life|all of it|trying)|for good|forever))?)\s*(?=\||$)`,
      String.raw`\bi give up\b${CLAUSE_END}|\b(?:thats|that is) it(?: then)?${CLAUSE_END}|\b(?:enough is enough|i cant anymore|i cant do it anymore|i cant any more|im out of here)\b`,
    ),
  },
  {
    id: 'cue-followup-question',
    category: 'suicide-plan-or-means',
    kind: 'context',
    pattern: alt(
      String.raw`\bhow long (?:would|will|does|did|do|until|till|before|is it|would it)\b`,
      String.raw`\bhow (?:many|much)\b`,
      String.raw`\b(?:will|would|does|is|do)(?: it| that| this| they)? (?:hurt|painful|be painful|be quick|quick|work|be enough|enough|kill me|take long)\b`,
      String.raw`\bwhich (?:one|ones|way|method|bridge|is (?:quicker|faster|best|better|easier|more painless))\b`,
      String.raw`\bwhere (?:can|could|do|would|should) (?:i|you|someone) (?:get|buy|find)\b`,
      String.raw`\b(?:need|needs|get|got|have|find|buy|collect|save) enough\b|\benough${CLAUSE_END}`,
      String.raw`\b(?:need|get|buy|have|find|collect|save) (?:a few|some|a couple|a couple of|one|two|three|\d+) more${CLAUSE_END}`,
    ),
  },
  {
    // Short follow-ups that only mean something after risk: "I've already taken them",
    // "she's not answering", "it's the only way", "no point talking anymore".
    id: 'cue-followup-statement',
    category: 'suicide-plan-or-means',
    kind: 'context',
    pattern: alt(
      String.raw`\b(?:already |just )?(?:taken|took|swallowed|done|did|started) (?:them|it|all of them|the lot|them all|the pills|the tablets)${CLAUSE_END}`,
      String.raw`\b(?:isnt|is not|not|wont|hasnt|has not|stopped|still not) (?:answering|picking up|replying|responding|reading (?:my|the) messages)\b|\b(?:cant|can not|cannot) (?:get hold of|reach|find|contact) (?:her|him|them)\b`,
      String.raw`\b(?:its|it is|thats|that is|this is) the only (?:way|option|answer|way out|solution|choice)\b`,
      String.raw`\bno point (?:talking|trying|anymore|any more|in (?:anything|talking|trying))\b`,
      String.raw`\b(?:${DRUGS}|rope|knife|blades?|razor|gun)(?: is| are|s|re) (?:in my (?:bag|pocket|hand|room|drawer|car|coat)|here|ready|out|on (?:the|my) (?:table|bed|desk))\b`,
      String.raw`\b(?:nobody|no one|noone|nothing) (?:can|could|will|is going to) (?:help|save|fix|stop) (?:me|this|it)\b`,
    ),
  },
  {
    id: 'cue-serious',
    category: 'suicidal-ideation',
    kind: 'context',
    pattern:
      /\bi mean it\b|\b(?:im|i am) (?:serious|not joking|not kidding|deadly serious|being serious)\b|\b(?:this is|its) not a joke\b|\b(?:nobody|no one|noone|nothing) (?:can|will|could|is going to) stop me\b|\b(?:theres|there is) no (?:going|turning) back\b|\bthought (?:it|this) through\b|\bknow what (?:im doing|i have to do|i need to do|im going to do)\b|\b(?:ill|i will|im going to|going to|gonna) do it\b|\bit (?:will|ll) be quick\b/,
  },
  {
    id: 'cue-place',
    category: 'suicide-plan-or-means',
    kind: 'context',
    carries: true,
    pattern: alt(
      String.raw`\b(?:found|picked|chosen|chose|decided on|settled on|worked out|scoped out|checked out) (?:a |the |my )?(?:spot|place|date|day|time|method|way|bridge|location|building|car park|tree)(?= to do it| for it| where|\s*(?:\||$))`,
      String.raw`(?:^|\|)\s*(?:im|i am) (?:here|there|outside)(?: now)?${CLAUSE_END}`,
    ),
  },
  {
    id: 'cue-soon',
    category: 'suicide-plan-or-means',
    kind: 'context',
    pattern: new RegExp(
      String.raw`(?:^|\|)\s*(?:(?:its|it is|itll be|it will be|then|so|ok|okay|yes|yeah|probably|maybe|right)\s+)*${SOON}(?:\s+(?:then|it is|its|maybe|probably|i think))*\s*(?=\||$)`,
    ),
  },
  {
    id: 'cue-help',
    category: 'immediate-danger',
    kind: 'after-crisis',
    pattern:
      /(?:^|\|)\s*(?:please |pls )?(?:help|help me|help us|help her|help him|someone help)\s*(?=\||$)|\bwhat (?:do|should|can|could) (?:i|we) do\b|\bwhat now\b|\b(?:i|we) (?:dont|do not) know what to do\b|\bwho (?:do|should|can) i (?:call|ring|tell|contact)\b|\bshould i (?:call|ring) (?:999|911|112|an ambulance|the police|someone|her|him)\b/,
  },
  {
    // Continuations that only mean something right after a crisis turn.
    id: 'cue-continuation',
    category: 'suicidal-ideation',
    kind: 'after-crisis',
    pattern: alt(
      // "yes", "yeah I do", "every day", "I'm sorry", "I don't know anymore"
      String.raw`(?:^|\|)\s*(?:(?:yes|yeah|yep|yup|ya|yh|i do|i am|im|i will|i have|i did|really|seriously|for real|i know|exactly|true|maybe|probably|kind of|sort of|a bit|a little|always|every day|every night|all the time|constantly|i guess|i think so|i mean it|sorry|im sorry|so sorry|im so sorry|i dont know|i dont know anymore|idk|whatever|it doesnt matter|doesnt matter|never mind|forget it|too late|its too late)\s*)+(?=\||$)`,
      // back-references to the act: "I've been thinking about it a lot", "planning it"
      String.raw`\b(?:thinking|think|thought|planning|plan|planned|decided|ready|want|wanted|need|going) (?:about |of |to )?(?:it|that|this|doing it|going through with it)\b`,
      // updates about the person at risk: "she's locked herself in", "he's not breathing properly"
      String.raw`\b(?:she|he|they|hes|shes|theyre|theyve|shed|hed)(?: is| s| has| have| are| has been| been| just| still)* (?:locked|not|gone|left|taken|crying|drunk|angry|outside|back|here|missing|asleep|unconscious|bleeding|shaking|screaming|refusing|wont|cant|come home|getting|on (?:the|her|his) way|in the (?:bathroom|car|garage))\b`,
      // a place or a means, or a count of them: "there's a bridge near my house", "20 of them?"
      String.raw`\b(?:${HIGH_PLACE}|${MEANS})\b${NOT_MEANS}|\b(?:\d+|all|half|most|some) of (?:them|these|those|it)\b|\b(?:taken|took|swallowed|had) (?:half|some|most|a few|loads|a lot)(?: of them)?(?: already)?\b`,
      String.raw`\b(?:its|it is|thats|that is|this is) (?:my|the) only (?:way|option|answer|way out|solution|choice)\b`,
      String.raw`\b(?:looked|look|looking|googled|searched|researched) (?:it|that|them|this) up\b`,
    ),
  },
  {
    id: 'cue-means-possessed',
    category: 'suicide-plan-or-means',
    kind: 'means',
    pattern: alt(
      String.raw`\b(?:have|got|bought|buying|buy|found|ordered|access to|stash of|hidden|hid|hiding|keeping|kept|collecting|collected|saving|saved|stockpil\w+|hoard\w*|gathered|gathering|sourced)${gap(3)} (?:(?:a|the)? ?rope(?! (?:for (?:(?:my|a|the|our) )?(?:climbing|climb|boat|tent|swing|gym|garden|sailing|camping)|swing|ladder|access|course|bag)\b)|a noose|helium(?! (?:balloons?|for)\b)|charcoal(?! (?:for|bbq|barbecue|grill|briquettes|drawing|pencils?|face|mask|toothpaste)\b)|a hose|a hosepipe|razor blades?|blades|a gun(?! (?:licen[cs]e|certificate|cabinet|safe|for (?:paintball|airsoft|hunting|the range|shooting|clay|work|my job))\b)|the gun|a shotgun(?! (?:licen[cs]e|certificate)\b)|enough (?:${DRUGS}|of them)|(?:a lot|lots|loads|plenty|boxes|packets|bottles) of (?:${DRUGS})|(?:\d{2,}|twenty|thirty|forty|fifty|sixty|a hundred) (?:of )?(?:my |her |his |the )?${DRUGS})\b`,
      String.raw`\b(?:my|the|his|her) (?:dads|mums|fathers|mothers|parents|brothers|grandads)? ?(?:gun|shotgun|rifle|pistol|firearm)\b(?! (?:range|club|licence|license|safety|game|games|shop|certificate|cabinet|safe|show|fair|stall|display|museum|exhibition|expo|convention)\b)`,
    ),
  },
];
