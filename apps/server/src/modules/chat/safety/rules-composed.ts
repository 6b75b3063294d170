/**
 * Composed families (round of 2026-11-21, tuned on fresh-set.ts). The earlier rounds added rules
 * for the sentences they had seen; this file adds whole FAMILIES of wording, each written as a
 * composition of open word classes, and each checked against every 'none' message of every set
 * and against probes written for this file (composed-families.test.ts), not taken from any set:
 *
 *   - death judged as "not so bad" or a relief ("dying wouldn't be the worst thing", "being dead
 *     can't be worse than this", "if I had months to live I'd be relieved");
 *   - passive acceptance ("I wouldn't fight it if something happened to me");
 *   - the self thrown off a height with ANY verb ("yeet / fling / chuck myself off a bridge"),
 *     being past the barrier ("the wrong side of the railing"), and hypothetical method checks
 *     ("if someone jumped off the top floor would it definitely work");
 *   - everything swallowed ("swallowed every pill I could find", "everything in the cabinet");
 *   - means kept in a place or for a time ("had a rope in the boot for a week");
 *   - self-harm in instrument words (cigarettes put out on an arm, "feel the sting again", "I
 *     deserve to bleed", a wound too bad to explain at A&E);
 *   - goodbye before going, and "this is my final goodbye";
 *   - revenge with a weapon at hand ("make them pay … I know where he keeps the gun");
 *   - resolve "this time" with a time ("tonight's the night, not backing out this time").
 *
 * Cues (harmless alone; crisis with another farewell/means cue or after earlier risk):
 * possessions handed to people, "won't be needing them", notes to everyone, deleted accounts,
 * "if anyone reads this", "they'll find them in the morning", access questions about a place
 * ("is it open at night?"), and a secret told before a means ("I haven't told anyone this").
 *
 * Written against normalised, idiom-blanked text (see lexicon.ts for the conventions).
 */
import { CLAUSE_END, DRUGS, HIGH_PLACE, QUANTITY, SOON, VEHICLE, gap } from './lexicon.js';
import type { CueRule, Rule } from './scan.js';

const alt = (...sources: readonly string[]): RegExp => new RegExp(sources.map((s) => `(?:${s})`).join('|'));

/** Death, dying or not existing as a topic one can weigh up. */
const DEATH_TOPIC = String.raw`(?:death|dying|being dead|to die|not existing|not being here|not being alive|not waking up|never waking up|ending it|ending it all|ending my life|suicide|killing myself|not living)`;

/** Verbs that move the writer's own body, which are never a leap ("get myself off the sofa"). */
const NOT_A_LEAP = String.raw`(?:get|gets|got|getting|take|takes|took|taking|pull|pulled|pulling|drag|dragged|dragging|keep|kept|stop|stopped|peel|peeled|lift|lifted|haul|hauled|help|helped|pick|picked|dust|dusted|remove|removed|excuse|excused|tear|tore|prise|prised|wean|weaned|sign|signed|log|logged|talk|talked|walk|walked|lock|locked|locking|shut|let|see|saw|seen|watch|watched|find|found|rid|distance|distanced|isolate|isolated|busy|sort|sorted|treat|treated|park|parked|seat|seated|film|filmed|photograph|photographed|picture|imagine)`;

/** Body parts people hurt themselves on. */
const BODY = String.raw`(?:arm|arms|wrist|wrists|leg|legs|thigh|thighs|skin|stomach|hip|hips|hand|hands|chest|ankle|ankles|shoulder|shoulders|body|forearm|forearms|neck)`;

/** People things are handed on to. */
const RECIPIENT = String.raw`(?:my (?:\w+ )?\w+|friends|people|everyone|everybody|family|him|her|them|a friend|a mate|the neighbours|my mates)`;

/** Possessions (a broad class: anything someone owns and could hand on). */
const THINGS = String.raw`(?:things|stuff|belongings|possessions|clothes|books|guitar|games|console|xbox|playstation|records|plants|jewellery|jewelry|cat|cats|dog|dogs|pets?|savings|money|car|bike|laptop|phone|camera|collection|vinyl|art|paintings|trainers|shoes|hoodies|posters)`;

/** Reasons to hand things on that are not a farewell. */
const HANDING_ON_EXPLAINED =
  /\b(?:moving (?:house|abroad|out|flat|home|country)|move (?:house|abroad|out)|declutter\w*|downsizing|emigrating|new flat|new house|new phone|upgrad\w*|birthday|christmas|present|gift|borrow|borrowed|lend|lent|outgrown|grew out|too small|doesnt fit|dont fit|never (?:use|used|play|played|wear|wore|read)|broken|broke|sell|selling|sold)\b/;

export const COMPOSED_CRISIS_RULES: readonly Rule[] = [
  // ---------------------------------------------------------------- death weighed up
  {
    // "Dying doesn't sound like the worst thing", "being dead can't be worse than this",
    // "death wouldn't be so bad", "not waking up sounds nice".
    id: 'cmp-death-not-bad',
    category: 'suicidal-ideation',
    negatable: false,
    unless: /\b(?:game|games|gaming|respawn|respawns|character|characters|level|lives|minecraft|fortnite|roblox|dnd|film|movie|book|episode|penalty)\b/,
    pattern: alt(
      String.raw`\b${DEATH_TOPIC}${gap(1)} (?:wouldnt|would not|doesnt|does not|isnt|is not|wont|will not|might not|may not|cant|cannot|can not|couldnt|could not|really isnt|honestly doesnt)(?: even| really| actually)? (?:be|sound|seem|feel|look)?(?: like)?(?: such| so| that| too| all that| the| a| any)* (?:bad|scary|terrible|awful|frightening|worst thing(?! (?:that (?:can|could) happen|in the world))|worst|a bad thing|bad thing|a bad idea|worse(?: than (?:this|living|life|being alive|how i feel|what im going through|feeling like this))?)\b`,
      String.raw`\b${DEATH_TOPIC}${gap(1)} (?:sounds|seems|feels|looks|would be|would feel|is starting to sound|is starting to look|sounds kind of|seems kind of)(?: so| really| quite| kind of| sort of| pretty)* (?:nice|peaceful|good|lovely|calming|comforting|appealing|tempting|inviting|like a relief|like freedom|like peace|like rest|easier|better than this)\b`,
      String.raw`\b(?:cant|cannot|can not|couldnt|could not) be (?:any )?worse than (?:this|living|being alive|life|how i feel|feeling like this)\b(?=[^|]*\b(?:dead|death|dying|die)\b)|\b(?:dead|death|dying)\b[^|]{0,20}\b(?:cant|cannot|can not|couldnt|could not) be (?:any )?worse than (?:this|living|being alive|life|how i feel|feeling like this)\b`,
    ),
  },
  {
    // Relief at a terminal diagnosis or at dying by chance: "if the doctor told me I had months
    // to live I'd be relieved", "if I died tomorrow I'd honestly be glad".
    id: 'cmp-death-relief',
    category: 'suicidal-ideation',
    requires: /\b(?:relieved|relief|glad|grateful|thankful|happy about it|good news|at peace|a blessing|fine with (?:it|that))\b/,
    unless: /\b(?:if (?:my|the|our|her|his) (?:dog|cat|pet|gran|grandma|grandad|nan|mum|mom|dad))\b/,
    pattern: alt(
      String.raw`\b(?:months|weeks|days|a year|a few months|a few weeks|not long|only (?:a|\w+) (?:months?|weeks?|years?)) (?:left )?to live\b`,
      String.raw`\bif (?:i|i just) (?:died|was dead|were dead|didnt wake up|did not wake up|never woke up|got (?:hit|run over|knocked down|killed|struck)(?: by (?:a|the) \w+)?|was (?:hit|run over|killed|knocked down)(?: by (?:a|the) \w+)?|got (?:cancer|something terminal)|was diagnosed with something terminal|dropped dead)\b`,
      String.raw`\b(?:terminal|incurable) (?:diagnosis|illness|cancer)\b[^|]{0,40}\b(?:relieved|relief|glad|good news)\b`,
    ),
  },
  {
    // Passive acceptance: "I wouldn't fight it if something happened to me", "if something
    // happened to me I wouldn't try to stop it".
    id: 'cmp-wouldnt-fight-it',
    category: 'suicidal-ideation',
    negatable: false,
    // The office joke: "wouldn't mind if something happened to me, I'd get paid leave".
    unless: /\b(?:paid leave|sick leave|sick pay|time off|day off|days off|off work|compensation|insurance claim)\b/,
    pattern: alt(
      String.raw`\b(?:wouldnt|would not|wont|will not|not going to|dont think id|dont think i would)(?: even| really)? (?:fight|resist|stop|try to stop|mind|care|be sad|be upset)(?: it| that)?\b[^|]{0,10}\b(?:if|when) (?:something|anything)(?: bad)? (?:happened|happens|happen|were to happen|was to happen) to me\b`,
      String.raw`\bif (?:something|anything)(?: bad)? (?:happened|happens|were to happen|was to happen) to me\b[^|]{0,30}\b(?:wouldnt|would not|wont|will not|not going to)(?: even| really)? (?:fight|resist|stop|try to stop|mind|care|be sad|be upset)\b`,
      String.raw`\b(?:wouldnt|would not|wont|will not)(?: even| really)? (?:fight|resist|try to stop) (?:it|death|dying)(?= (?:if|when)|\s*(?:\||$))`,
    ),
  },

  // ---------------------------------------------------------------- height, barrier, method check
  {
    // Any verb + myself + off a height: "yeet/fling/chuck/launch myself off the bridge", or in
    // front of / under a vehicle. A swim ("off the pier into the sea") is not a fall.
    id: 'cmp-self-off-height',
    category: 'suicide-plan-or-means',
    pattern: alt(
      String.raw`\b(?:myself|meself|himself|herself|themselves)(?<=[a-z] \w+)(?<!\b${NOT_A_LEAP} \w+) (?:off|from|over|of|over the edge of)(?: the| a| an| that| this| our| my)?${gap(2)} ${HIGH_PLACE}\b(?! (?:into|in) (?:the )?(?:sea|water|pool|lake|river|harbour)\b)`,
      String.raw`\b(?:myself|meself|himself|herself|themselves)(?<=[a-z] \w+)(?<!\b${NOT_A_LEAP} \w+) out of (?:the |a |my |that |this )?(?:\w+ )?(?:window|moving car|moving train)\b`,
      String.raw`\b(?:myself|meself|himself|herself|themselves)(?<=[a-z] \w+)(?<!\b${NOT_A_LEAP} \w+) (?:in front of|under|beneath|onto|into the path of)(?: the| a| an| that| this| some)?(?:${gap(1)} ${VEHICLE}\b| \d+(?: \d+)?(?: train| bus| express)?${CLAUSE_END})`,
    ),
  },
  {
    // Past the barrier: "sitting on the wrong side of the bridge railing", "climbed over the
    // railing on the bridge".
    id: 'cmp-past-the-barrier',
    category: 'suicide-plan-or-means',
    pattern: alt(
      String.raw`\bwrong side of (?:the |a )?(?:\w+ )?(?:railing|railings|barrier|barriers|rail|rails|balustrade|parapet|guardrail|guard rail|safety rail|ledge)\b`,
      String.raw`\b(?:(?:other|far|outer|outside|wrong) side of|on the outside of|outside of) (?:the |a )?${HIGH_PLACE} (?:railing|railings|barrier|balustrade|parapet|guardrail|guard rail|safety rail)\b`,
      String.raw`\b(?:other|far|outer|outside) side of (?:the |a )?(?:railing|railings|barrier|balustrade|parapet|guardrail|guard rail|safety rail)\b(?=[^|]*\b${HIGH_PLACE}\b)`,
      String.raw`\b(?:climbed|climbing|climb|stepped|stepping|step|got|getting|hopped|hopping) (?:over|past|onto|on to|outside) (?:the |a )?(?:railing|railings|barrier|parapet|balustrade|guardrail|safety rail)\b(?=[^|]*\b${HIGH_PLACE}\b)(?![^|]*\b(?:to (?:get|grab|fetch|retrieve|take a|see)|photo|picture|selfie)\b)`,
    ),
  },
  {
    // A method checked hypothetically: "if someone jumped off the top floor would it definitely
    // work?", "if I took the whole packet would that be it?"
    id: 'cmp-method-would-it-work',
    category: 'suicide-plan-or-means',
    requires: /\b(?:would|will|does|do|is|could)(?: it| that| they| this| you| someone| i)?(?: definitely| actually| really| even| for sure| 100)? (?:work|be enough|be it|be fatal|be lethal|be instant|be quick|be over|kill|survive|die|finish (?:it|me|them))\b/,
    pattern: alt(
      String.raw`\bif (?:i|someone|somebody|you|u|a person|one|people|anyone) (?:jumped|jump|jumps|fell|fall|falls|stepped|step|steps|threw (?:myself|themselves|yourself|himself|herself)|dropped)(?: off| from| of)?${gap(5)} ${HIGH_PLACE}\b`,
      String.raw`\bif (?:i|someone|somebody|you|u|a person|one|people|anyone) (?:took|take|takes|swallowed|swallow|swallows|downed|had) ${QUANTITY}${gap(4)} (?:${DRUGS}|of them)\b`,
    ),
  },

  // ---------------------------------------------------------------- overdose taken
  {
    // "Swallowed every pill I could find", "took everything in the medicine cabinet".
    id: 'cmp-swallowed-everything',
    category: 'immediate-danger',
    unless: /(?<!\bnot )\b(?:by mistake|accidentally|by accident)\b/,
    pattern: alt(
      String.raw`\b(?:took|taken|swallowed|downed|necked|ate)\b (?:every|each) (?:single )?(?:pill|tablet|capsule|painkiller)\b(?! (?:on time|as prescribed|every)\b)`,
      String.raw`\b(?:swallowed|downed|necked)\b (?:everything|all of it|the lot|whatever|all)\b[^|]{0,25}\b(?:medicine (?:cabinet|cupboard|box|drawer)|bathroom cabinet|first aid (?:box|kit)|pill (?:box|bottle|organiser)|i could find)\b`,
      String.raw`\b(?:took|taken)\b (?:everything|all of it|the lot|whatever|all) (?:in|from) (?:the |my |our )?(?:medicine (?:cabinet|cupboard|box|drawer)|bathroom cabinet|first aid (?:box|kit)|pill (?:box|bottle|organiser))\b(?! to (?:clean|tidy|sort|check|throw|bin|the))|\btook (?:everything|whatever|all the \w+) i could find\b`,
      String.raw`\b(?:swallowed|downed|necked)\b (?:the|a|my) (?:whole|entire|full) (?:packet|box|bottle|strip|blister pack|pack|tub)${CLAUSE_END}`,
    ),
  },
  {
    // Means kept somewhere or for a while: "had a rope in the boot of my car for a week",
    // "razor blades hidden in my drawer just in case".
    id: 'cmp-means-kept',
    category: 'suicide-plan-or-means',
    unless: /\b(?:climbing|climb|tow|towing|boat|sailing|camping|tent|swing|washing line|clothes line|skipping|craft|crafts|diy|shaving|shave|garden|decorating)\b/,
    pattern: alt(
      String.raw`\b(?:have|had|got|kept|keep|keeping|been keeping|hidden|hid|hiding|stashed|stored)(?: got)? (?:a |the |my |some )?(?:rope|noose|razor blades?|blades)\b[^|]{0,40}\b(?:for (?:a|\w+) (?:week|weeks|month|months|days|while)|for ages|just in case|in case|hidden|stashed|in the boot|under (?:my|the) (?:bed|mattress|pillow)|in (?:my|the) (?:wardrobe|drawer|bag|car|glovebox|locker))\b`,
    ),
  },

  // ---------------------------------------------------------------- self-harm in instrument words
  {
    // Instruments on the body: "putting cigarettes out on my arm", "pressing a hot spoon to my
    // skin", "the sting of the blade again".
    id: 'cmp-sh-instrument',
    category: 'self-harm',
    pattern: alt(
      String.raw`\b(?:putting|put|puts|stubbing|stubbed|stub|pressing|pressed|press|holding|held|hold)(?: \w+)? (?:cigarettes?|fags?|a cigarette|a fag|a lighter|the lighter|a hot \w+|hot \w+|a heated \w+|a lit \w+|matches)(?: out)? (?:on|onto|into|against|to) (?:my|her|his) (?:\w+ )?${BODY}\b`,
      String.raw`\b(?:need|needs|want|wanna|crave|craving|miss|missing|long|longing)(?: to)? feel (?:the )?(?:sting|blade|razor|bleeding|blood)\b(?! of (?:defeat|rejection|betrayal|the (?:cold|wind|rain))\b)|\b(?:crave|craving|miss|missing) (?:the |my )?(?:blade|blades|razor)\b`,
      String.raw`\b(?:deserve|deserves|need|want|needs) to (?:bleed|be cut|feel pain|feel the pain|be in pain|hurt(?: myself)?(?=\s*(?:\||$|again|more|badly|physically)))\b|\bdeserve (?:the|this|all the) pain\b|\b(?:going to|gonna|want to|need to|have to) punish (?:myself|my body)\b(?=[^|]*\b(?:pain|hurt|bleed|cut|burn|deserve)\b)`,
    ),
  },
  {
    // A wound that needs care but must not be explained: "the cut is kind of gaping but I don't
    // want to go to A&E and explain".
    id: 'cmp-sh-wound-hidden',
    category: 'self-harm',
    requires: /\b(?:cut|cuts|wound|wounds|gash|burn|burns|bleeding|stitches)\b/,
    pattern: alt(
      String.raw`\b(?:dont|do not|cant|cannot|wont|not going to|scared to|afraid to|too scared to|too embarrassed to)(?: want to| wanna)? (?:go to |going to |get |see |tell )?(?:a e|a and e|hospital|the hospital|the er|er|urgent care|the doctor|a doctor|my gp|the gp|a nurse|the nurse|stitches)\b[^|]{0,20}\b(?:explain|because theyll ask|theyll ask|questions|find out|know)\b`,
      String.raw`\b(?:explain|explaining) (?:the |my |these |this |how i got (?:the |my |these |this )?)?(?:cut|cuts|wound|wounds|burns|gash)\b`,
      String.raw`\b(?:cut|cuts|wound|gash)\b(?: \w+){0,4} (?:gaping|wont close|wide open|needs stitches|might need stitches|probably needs stitches)\b(?=[^|]*\b(?:but|dont|wont|not going)\b)`,
    ),
  },

  // ---------------------------------------------------------------- goodbye
  {
    // A note to everyone at once: "wrote everyone a note", "left each of them a letter".
    id: 'cmp-note-to-everyone',
    category: 'suicide-plan-or-means',
    unless: /\b(?:thank you|thanks|christmas|birthday|card|cards|leaving do|wedding|party|invite|invitation|holiday|office|class|team)\b/,
    pattern:
      /\b(?:wrote|written|writing|write|left|leaving|leave) (?:everyone|everybody|each of them|all of them|all my (?:family|friends)) (?:a |my )?(?:goodbye |last |final )?(?:note|notes|letter|letters)\b/,
  },
  {
    // "Just wanted to say goodbye to someone before I go", "this is my final goodbye",
    // "consider this my last message".
    id: 'cmp-goodbye-before-going',
    category: 'suicidal-ideation',
    unless: /\b(?:holiday|holidays|vacation|trip|travelling|traveling|abroad|flight|airport|plane|moving|move|camping|festival|uni|university|college|deployment|deployed|hospital|surgery|operation|tour|gap year|for the (?:day|night|weekend|summer)|bed|sleep|offline|logging off|work|shift|funeral|grave|memorial|passed away|died|office|new job|leaving do)\b/,
    pattern: alt(
      String.raw`\b(?:say|said|saying|wanted to say|want to say|needed to say) (?:goodbye|bye|my goodbyes|goodbyes)(?: to (?:someone|somebody|anyone|you|everyone|you all|all of you))? before i (?:go|leave|die|do it|am gone|m gone)${CLAUSE_END}`,
      String.raw`\b(?:this is|consider this|heres|here is|this will be|take this as|treat this as|think of this as|this counts as) (?:my|the|a) (?:final|last) (?:goodbye|farewell|message|words|post|text|letter)\b(?! (?:for (?:today|tonight|now|a while|the (?:day|night|week))|before (?:bed|i sleep|work|the)|in|on|to (?!(?:you|everyone|everybody|you all|all of you|the world|this world|life)\b))\b)`,
      String.raw`\b(?:my|a) final (?:goodbye|farewell)\b(?! to (?!(?:you|everyone|everybody|you all|all of you|the world|this world|life)\b))`,
    ),
  },

  // ---------------------------------------------------------------- harm to others
  {
    // Revenge with a weapon at hand: "gonna make them all pay at school tomorrow, I know where my
    // dad keeps the shotgun".
    id: 'cmp-revenge-weapon',
    category: 'harm-to-others',
    requires: /\b(?:gun|guns|shotgun|rifle|pistol|firearm|knife|knives|machete|weapon|weapons|bat|axe|hammer|petrol|ammo|bullets)\b/,
    pattern: alt(
      String.raw`\b(?:make|making) (?:them|him|her|everyone|everybody|all of them|the \w+|those \w+)(?: all)? pay\b`,
      String.raw`\b(?:teach|teaching) (?:them|him|her|everyone|the \w+)(?: all)? a lesson\b`,
      String.raw`\b(?:theyll|they will|hell|shell|everyone will|theyre going to)(?: all)? (?:be sorry|regret it|see|pay)${CLAUSE_END}`,
      String.raw`\b(?:get|getting) (?:my )?(?:revenge|payback|even)\b`,
      String.raw`\bknow where (?:my \w+|he|she|they|dad|mum) (?:keeps|keep|hides|hide|stores|store|locks up|lock up) (?:the|his|her|their|a) (?:gun|guns|shotgun|rifle|pistol|firearm|ammo|key to the gun cabinet)\b(?=[^|]*\b(?:school|them|him|her|everyone|tomorrow|pay|hate)\b)`,
    ),
  },

  {
    // Mass violence at a place: "shoot up my school", "bomb the office".
    id: 'cmp-attack-place',
    category: 'harm-to-others',
    pattern:
      /\b(?:shoot|shooting|shot) up (?:my|the|this|that|our) (?:school|college|uni|university|office|workplace|work|class|church|mosque|synagogue|mall|party|gym)\b|\b(?:bomb|bombing|blow up|blowing up) (?:my|the|this|that|our) (?:school|college|uni|university|office|workplace|class|church|mosque|synagogue|mall)\b(?![^|]*\b(?:lol|haha\w*|lmao|group chat|phone)\b)|\b(?:shoot|stab|kill) (?:everyone|everybody|people|them all) (?:at|in) (?:my|the|this|that|our) (?:school|college|uni|office|work|class)\b/,
  },

  // ---------------------------------------------------------------- ligature, fearlessness
  {
    // A ligature on the neck: "the belt is around my neck", "tied the cord round my neck".
    id: 'cmp-ligature',
    category: 'suicide-plan-or-means',
    pattern: alt(
      String.raw`\b(?:belt|cord|cable|rope|noose|ligature|wire|shoelaces?|dressing gown cord|bedsheet|sheet|charger cable|phone charger|tights)\b(?: [^\s|]+){0,4} (?:round|around|over|tied (?:round|around)|tight (?:round|around)) my (?:neck|throat)\b`,
      String.raw`\b(?:tied|tying|put|putting|wrapped|wrapping)${gap(2)} (?:round|around) my (?:neck|throat)\b(?=[^|]*\b(?:belt|cord|cable|rope|wire|sheet|tights|charger)\b)`,
    ),
  },
  {
    // Fear of death gone: "I'm not afraid to die anymore, I'm ready" (capability, acceptance).
    id: 'cmp-unafraid-of-death',
    category: 'suicidal-ideation',
    negatable: false,
    requires: /\b(?:ready|anymore|any more|no longer|welcome|want|wish|peace)\b/,
    unless: /\b(?:skydiv\w*|bungee|roller ?coaster|flying|fly|spiders?|heights|surgery|operation|public speaking|therapy)\b/,
    pattern:
      /\b(?:not|no longer|never|nor|isnt|arent|im not|i am not) (?:even )?(?:afraid|scared|frightened|fearful) (?:to die|of dying|of death|of being dead|of not waking up)\b|\bdying (?:doesnt|does not|dont|no longer) (?:scare|frighten)s? me\b|\b(?:death|dying) (?:doesnt|does not|no longer) (?:scare|frighten) me\b/,
  },

  // ---------------------------------------------------------------- resolve this time
  {
    // "Tonight's the night, not backing out this time": a repeated attempt, resolved, with a time.
    id: 'cmp-this-time',
    category: 'suicide-plan-or-means',
    requires: new RegExp(String.raw`\b(?:${SOON}|now|the night|the day)\b`),
    unless: /\b(?:ask|asking|asked|propose|proposing|date|dating|tell (?:her|him|them) how i feel|confess|interview|skydiv\w*|bungee|gym|diet|quit|quitting|smoking|marathon|run|race|exam|test|audition|gig|karaoke|tattoo|haircut|apply|applying|job)\b/,
    pattern:
      /\b(?:not|no|wont|will not|im not|i am not|no more)(?: \w+)? (?:backing out|chickening out|bottling it|bottling out|pulling out|changing my mind|turning back|stopping|failing|messing (?:it|this) up|waking up)(?: again)? this time\b|\b(?:do|doing|get|getting) it right this time\b|\b(?:properly|for real|for good) this time\b|\bthis time (?:for real|for good|ill (?:make sure|do it properly|finish it)|it will work|it ll work)\b/,
  },
];

export const COMPOSED_CUE_RULES: readonly CueRule[] = [
  {
    // Possessions handed to people: "gave my guitar to my cousin", "handing my things out to friends".
    id: 'ccue-handing-on',
    category: 'suicide-plan-or-means',
    kind: 'farewell',
    carries: true,
    unless: HANDING_ON_EXPLAINED,
    pattern: new RegExp(
      String.raw`\b(?:gave|give|given|giving|gives|handed|handing|hand|passed|passing|pass|left|leaving) (?:out |away |on )?(?:all |most |some |the rest |a lot |loads )?(?:of )?my (?:\w+ )?${THINGS}(?: out| away| on)? (?:to|with|off (?:to|with)) ${RECIPIENT}\b`,
    ),
  },
  {
    // ... and not needing them: "won't be needing them", "they should have them".
    id: 'ccue-wont-need',
    category: 'suicide-plan-or-means',
    kind: 'farewell',
    carries: true,
    unless: HANDING_ON_EXPLAINED,
    pattern: alt(
      String.raw`\b(?:wont|will not|am not going to|not going to) (?:be )?need(?:ing)? (?:it|them|these|those|any of (?:it|them|this)|my \w+|anything)(?: anymore| any more| now| soon| after (?:tonight|this))?${CLAUSE_END}`,
      String.raw`\b(?:they|he|she|you|my \w+) (?:should|might as well|may as well) (?:have|keep) (?:them|it|my \w+|all of it|everything)(?: now)?${CLAUSE_END}`,
    ),
  },
  {
    // Peace made with a decision: "I've made peace with it" (with "I'm ready to go": crisis).
    id: 'ccue-made-peace',
    category: 'suicidal-ideation',
    kind: 'farewell',
    pattern: new RegExp(String.raw`\b(?:made|making|make) (?:my )?peace with (?:it|dying|death|my decision|the decision|everything|leaving|going)${CLAUSE_END}`),
  },
  {
    // A note to someone close: "wrote my mum a letter" (a farewell only with another cue).
    id: 'ccue-notes',
    category: 'suicide-plan-or-means',
    kind: 'farewell',
    carries: true,
    pattern: /\b(?:wrote|written|writing|left|leaving) my (?:family|parents|friends|kids|mum|mom|dad|sister|brother|partner|husband|wife|boyfriend|girlfriend) (?:a |my )?(?:note|notes|letter|letters)\b/,
  },
  {
    // Accounts closed: "deleted all my socials", "deactivated everything".
    id: 'ccue-accounts',
    category: 'suicide-plan-or-means',
    kind: 'farewell',
    carries: true,
    pattern: alt(
      String.raw`\b(?:deleted|deleting|delete|deactivated|deactivating|deactivate|wiped|wiping|closed|closing)(?: all)?(?: of)? (?:my )?(?:socials|social media|accounts|instagram|facebook|snapchat|tiktok|twitter|profiles|online accounts|everything online)\b`,
    ),
  },
  {
    // Words for a reader after the writer has gone: "if anyone reads this", "they'll find them in
    // the morning", "tell my parents it's not their fault".
    id: 'ccue-for-the-reader',
    category: 'suicidal-ideation',
    kind: 'farewell',
    pattern: alt(
      String.raw`\b(?:if|when|whoever|to whoever|to anyone who|for whoever) (?:anyone|someone|somebody|you|they|people|my \w+)? ?(?:reads|read|finds|find|sees|see) this\b`,
      String.raw`\b(?:theyll|they will|someone will|somebody will|hell|shell|he will|she will|my \w+ will|my \w+ll|mum will|dad will) find (?:them|it|me|the notes?|the letters?|my body|my note|my letter)(?: \w+){0,2} (?:in the morning|tomorrow|when (?:they|he|she) (?:get|gets|come|comes|wake|wakes))\b`,
      String.raw`\b(?:tell|let) (?:them|everyone|my \w+|him|her)(?: know)?${gap(4)} (?:its|it is|it was|it wasnt|it isnt|its not|it is not|that its not|none of this is) (?:not )?(?:their|your|his|her|anyones) fault\b`,
    ),
  },
  {
    // An access question about a place: "is it open to walk on at night?", "can you get onto the
    // roof?", "is there a fence?" Only meaningful after means research (carries none itself).
    id: 'ccue-access-question',
    category: 'suicide-plan-or-means',
    kind: 'context',
    pattern: alt(
      String.raw`\b(?:is|are) (?:it|they|there|the (?:\w+ )?(?:${HIGH_PLACE}))(?: \w+)? (?:open|accessible|locked|closed|fenced|guarded|watched|staffed|lit)\b(?: [^\s|]+){0,5} (?:at night|after dark|overnight|to (?:the public|walk|pedestrians|anyone)|late|24 7|all night)\b`,
      String.raw`\bcan (?:you|i|anyone|people|someone|u) (?:get|go|walk|climb|access)(?: up)? (?:onto|on to|on|up|to the top of|into) (?:it|there|the (?:\w+ )?(?:${HIGH_PLACE}))\b`,
      String.raw`\b(?:is there|are there|theres) (?:a |any )?(?:fence|fences|barrier|barriers|railing|railings|cctv|security|cameras|nets|netting|samaritans sign)\b(?: [^\s|]+){0,3} (?:on|at|around|near) (?:it|there|the (?:\w+ )?(?:${HIGH_PLACE}))\b`,
    ),
  },
  {
    // A secret told before a means: "I haven't told anyone this … bought rope today". Alone it is
    // nothing; with a means cue in this message or the next, it is a plan confided.
    id: 'ccue-secret',
    category: 'suicide-plan-or-means',
    kind: 'secret',
    pattern:
      /\b(?:havent|have not|never|not) told (?:anyone|anybody|a soul|no one|nobody)\b|\b(?:nobody|no one|noone) (?:else )?knows\b|\byou(?:re| are) the (?:only|first) (?:one|person) (?:im telling|i am telling|ive told|i have told|to know)\b|\bdont tell (?:anyone|anybody)\b/,
  },
  {
    // Resolve that only means something with a time or earlier risk: "not backing out this time".
    id: 'ccue-resolve-this-time',
    category: 'suicide-plan-or-means',
    kind: 'context',
    pattern: /\b(?:not|no|wont|will not)(?: \w+)? (?:backing out|chickening out|bottling it|changing my mind|turning back)(?: again)?(?: this time)?\b/,
  },
];
