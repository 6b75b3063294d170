/**
 * Idiom allowlist, applied to the normalised text BEFORE any risk rule runs.
 *
 * English is full of violent- or deathly-sounding idioms ("this commute is killing me", "I could
 * kill for a coffee", "my phone died"). Rather than teaching every rule about every idiom, we
 * blank the idiom out once, here. Each entry is deliberately narrow: it must not swallow a real
 * disclosure ("burning myself with a lighter" must survive; "burnt myself on the oven" need not).
 *
 * A few entries rewrite rather than blank, to keep a meaning that matters for a lower tier:
 * "cut myself off (from friends)" is isolation (distress), not self-harm; "told me to kill
 * myself" is bullying (hostile language), not the writer's own wish.
 */

import { DRUGS, HUMOUR } from './lexicon.js';

const NEUTRAL = ' ~ ';

/** Laughter anywhere in the message marks a comparison as hyperbole ("I'd rather die than … lol"). */
const HUMOROUS = new RegExp(HUMOUR);

/**
 * Hyperbole that only counts as an idiom when the message laughs at itself: "I'd rather die than
 * go camping again, haha", "I'll kill myself if I hear that song again lol". Without the laugh
 * these stay risky: "I'd rather be dead than go back there" is a crisis.
 */
const HUMOUR_ONLY: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:rather|prefer to) (?:be dead|die|kill myself|drop dead)\b(?= than)/g, NEUTRAL],
  [/\b(?:dying|died|dead) inside\b/g, NEUTRAL],
  [/\b(?:makes?|made|making) me (?:want to|wanna) (?:die|kill myself|cry)\b/g, NEUTRAL],
  [/\b(?:going to|will|ill|im going to|could|would|might|gonna) (?:kill myself|die)\b(?= if (?:i|this|that|my|the|he|she|they|anyone|someone|one more))/g, NEUTRAL],
];

const IDIOMS: ReadonlyArray<readonly [RegExp, string]> = [
  // Things (not people) "killing me": commutes, feet, deadlines, suspense, puns.
  [/\b(?<!\b(?:he|she|they|hes|shes|theyre|husband|wife|partner|boyfriend|girlfriend|dad|mum|mom|father|mother|brother|sister|stepdad|ex) )(?:is|are|was|were|been|keeps|keep|its|thats|youre|you are|it is|this is) (?:literally |actually |honestly |slowly |really |just )?killing me\b/g, NEUTRAL],
  [/\b(?:could|would|id|i would|i could)(?: literally| honestly| actually)? (?:kill|murder|die) for\b/g, NEUTRAL],
  [/\bto die for\b/g, NEUTRAL],
  // "die my hair" is a dye typo, not a wish.
  [/\bdie (?:my|her|his|your|their|the) (?:hair|roots|clothes|jeans|shirt|eyebrows|beard|fringe)\b|\bdie it (?:pink|blue|red|green|purple|black|blonde|brown|grey|gray)\b/g, NEUTRAL],
  [/\bdying (?:to|for)\b(?! (?:be dead|end it|kill|be honest))/g, NEUTRAL],
  [/\b(?:die|died|dying|dead) (?:of|from|with) (?:embarrassment|boredom|laughter|shame|cringe|laughing|jealousy|curiosity|the heat|heat|hunger|thirst)\b/g, NEUTRAL],
  [/\b(?:nearly|almost|could have|couldve|could of) died\b(?= (?:laughing|of|when|from))/g, NEUTRAL],
  [/\b(?:died|dying|die) laughing\b/g, NEUTRAL],
  [/\b(?:bored|scared|worried|frightened|tired|sick) to death\b/g, NEUTRAL],
  [/\bthe death of me\b/g, NEUTRAL],
  [/\b(?:killed|slayed|smashed|nailed|killing|slaying) it\b/g, NEUTRAL],
  [/\b(?:joke|jokes|twist|ending|film|movie|show|episode|meme|memes|video|line|pun|puns|punchline|comedian|that|this|it|you)\b[^|]{0,25}\bkilled me\b/g, NEUTRAL],
  [/\bkill(?:ing|ed)? (?:the |this |that |a |some |my )?(?:process|processes|task|app|program|programme|time|vibe|mood|lights|light|engine|music|conversation|bug|bugs|weeds|germs|bacteria|battery|signal|tab|server|job|container)\b/g, NEUTRAL],
  [/\bkill (?:two|2) birds\b/g, NEUTRAL],
  [/\bkill(?:ing|ed)? (?:a |the |that |this |those |these |some )?(?:spider|spiders|wasp|wasps|fly|flies|mosquito|mosquitoes|ants|mice|mouse|rat|rats|slug|slugs|bugs)\b/g, NEUTRAL],
  // Hyperbolic "X will kill me when she sees …": only with a trivial trigger. "He'll kill me if
  // I leave" has no trivial trigger and is NOT blanked.
  [/\b(?:going to|gonna|will|would|is going to|s going to|ll|hell|shell|theyll|youll|hed|shed|theyd) (?:kill|murder) (?:me|him|her|them|my \w+)\b(?= (?:when|if|for|because|cause|once)\b[^|]{0,25}\b(?:late|fail|failed|failing|miss|missed|mess up|messed up|dent|dented|scratch|scratched|buy|bought|order|ordered|adopt|another|sees|see|finds out|find out|hears|notices|realises|realizes|eats|ate|eat|takes|borrowed|borrowing|borrow|breaks|broke|forgot|forget|forgetting|lose|lost|losing|crashed|spent|ruined|touches|touch|steals|stole|uses|used|finishes|finished|wears|wore|eating|taking|breaking|using|wearing|drinks|drank|reads|spoils|spoiled)\b)/g, NEUTRAL],
  [/\b(?:nearly|almost|practically) killed (?:myself|me)\b(?=[^|]{0,30}\b(?:tripping|tripped|falling|fell|slipping|slipped|laughing|running|cycling|skating|skiing|choking on|on the|over the|down the)\b)/g, NEUTRAL],
  [/\bkilling myself\b(?= (?:(?:at|with|over|for|on) (?:work|the gym|training|revision|this|that|it|my job|the job|the project|the essay|these|those|exams?|the exam|deadlines?)\b|trying\b|to (?:get|finish|hit|meet|make|please|keep up)\b|working\b|studying\b|revising\b))/g, NEUTRAL],
  // Accidental injuries.
  [/\bcut (?:myself|my (?:finger|thumb|hand|leg|knee|foot|chin|lip|face|toe)) (?:shaving|cooking|chopping|slicing|peeling|gardening|opening|while|when|by accident|accidentally|on (?:a|an|the|some|my|broken) \w+)\b/g, NEUTRAL],
  [/\bcut (?:myself|himself|herself|themselves) off\b/g, ' isolating myself '],
  [/\bcut (?:myself|yourself) (?:some|a little|a bit of) slack\b/g, NEUTRAL],
  [/\bpaper cut\b/g, NEUTRAL],
  [/\b(?:burnt|burned|burn|burning) (?:myself|himself|herself) out\b/g, ' burnout '],
  [/\b(?:burnt|burned|scalded|scald) (?:myself|my (?:hand|finger|fingers|arm|tongue|mouth|thumb)) (?:on (?:the|a|some) (?:oven|stove|hob|tray|oven tray|baking tray|pan|iron|kettle|grill|radiator|toaster|candle)|with (?:the|boiling|hot) (?:iron|kettle|water|oil|tea|coffee|pan|tray)|cooking|making|ironing|baking|in the sun|sunbathing|taking \w+ out)\b/g, NEUTRAL],
  [/\bhurt myself (?:at (?:the gym|work|football|training|rugby|netball|practice|the park)|doing|playing|lifting|running|skiing|falling|tripping|exercising|training|when i (?:fell|tripped|slipped)|on (?:the|a) (?:stairs|ice|trampoline|bike|ladder))\b/g, NEUTRAL],
  [/\b(?:shoot|shooting|shot|shoots) (?:myself|yourself|ourselves|himself|herself|themselves) in the foot\b/g, NEUTRAL],
  // Things, not people, better off without the writer: "my plants would be better off without me".
  [/\b(?:plants?|garden|team|company|job|project|band|course|class|office|business|club|fish|goldfish|kitchen|car)(?: \w+){0,2} (?:would|will|d|could) (?:be|do)(?: \w+){0,2} (?:better off|better|fine) without me\b/g, NEUTRAL],
  [/\bhate myself for (?:eating|buying|forgetting|saying|watching|missing|sleeping|drinking|ordering|spending|skipping)\b(?=[^|]*\b(?:lol|haha\w*|lmao)\b)/g, NEUTRAL],
  [/\bdrown(?:ing)? (?:myself|my sorrows) in (?:work|coffee|tea|revision|books|tv|chocolate|paperwork|emails|assignments|wine|netflix)\b/g, NEUTRAL],
  // Hanging, shooting, jumping, overdosing on things that are not drugs.
  [/\b(?:hang|hanging|hung) (?:out|on|in there|up|pictures|a picture|the washing|washing|clothes|curtains|decorations|around|about|tight)\b/g, NEUTRAL],
  [/\bshoot (?:me|us) (?:an?|the) (?:email|message|text|line|note|dm)\b/g, NEUTRAL],
  [/\b(?:just )?shoot me now\b/g, NEUTRAL],
  [/\b(?:photo|video) shoot\b|\bshoot (?:some )?hoops\b|\bshoot for\b/g, NEUTRAL],
  [/\bjump(?:ing|ed)? (?:in|into|on|onto|at) (?:the |a |an )?(?:chance|opportunity|conclusions|queue|bandwagon|shower|bed|call|train|bus|plane|car)\b/g, NEUTRAL],
  [/\b(?:cliff|bungee|sky|parachute|star|ski) (?:jumping|jump|jumps)\b|\bjump(?:ing)? ship\b|\bjump the gun\b|\bjump(?:ing)? through hoops\b/g, NEUTRAL],
  [new RegExp(String.raw`\boverdos(?:e|ed|ing) on (?!(?:my|his|her|their|the|all|some|${DRUGS}|sleeping|drugs|heroin|alcohol|purpose|monday|tuesday|wednesday|thursday|friday|saturday|sunday|it|them|these|those|that|this|something|anything|\d)\b)\w+`, 'g'), NEUTRAL],
  [/\bgo (?:and )?die in (?:a|the) (?:hole|ditch|corner)\b|\bcrawl (?:into|in) (?:a )?hole and die\b/g, NEUTRAL],
  // "Dead" as an intensifier and devices/plants/parties "dying".
  [/\b(?:drop )?dead (?:tired|set|end|easy|good|funny|serious|keen|proud|nervous|bored|quiet|right|lucky|excited|gorgeous|on|centre|center|heat|weight|beat|battery|cute)\b/g, NEUTRAL],
  [/\b(?:im|i am) so dead\b(?! inside)/g, NEUTRAL],
  [/\b(?:phone|battery|laptop|car|wifi|conversation|party|plant|plants|tablet|ipad|charger|headphones|torch|computer|pc|signal|internet|bulb|engine|flowers|tomatoes|garden|vibe|mood|chat|group chat|trend|show|series)\b (?:has |keeps |kept |just |is |was |went )?(?:died|dying|dead|die|down)\b/g, NEUTRAL],
  [/\b(?:end|ending|ended) (?:it|things) (?:with|between)\b/g, NEUTRAL],
  [/\bsuicide (?:squad|mission|missions|run|runs|doors|drill|drills|sprint|sprints|burpees|blonde)\b/g, NEUTRAL],
  // Being told to kill yourself is bullying: keep it, but as hostile language aimed at someone.
  [/\btold (?:me|him|her|them|us) to (?:go )?(?:kill (?:myself|yourself|himself|herself|themselves)|die)\b/g, ' told me to kill yourself '],
  // Laughing, not dying: "killed myself laughing", "hurt myself laughing".
  [/\b(?:killed|killing|kill|hurt|hurting|died|dying|die) (?:myself|me|ourselves) laughing\b/g, NEUTRAL],
  [/\bcould (?:sleep forever|sleep for (?:a week|days|a year|a month|ever))\b/g, NEUTRAL],
  [/\b(?:die|dying|died) on (?:this|that|the) hill\b/g, NEUTRAL],
  [/\b(?:dying|died|dyed) (?:my|her|his|your|their|the) (?:hair|roots|clothes|jeans|shirt|eyebrows|beard|fringe|tips)\b/g, NEUTRAL],
  [/\bcut (?:myself|me|us|you) (?:a|some|another|off a) (?:slice|piece|bit|chunk|break|deal|wedge|portion)\b/g, NEUTRAL],
  [/\bhang(?:ing)? glid\w*|\bhanging baskets?\b/g, NEUTRAL],
  // "I'm going to kill him if he's late again": a trivial trigger (lateness, spoilers, food).
  [/\b(?:going to|gonna|will|would|ll|ill) (?:kill|murder|strangle) (?:him|her|them|you|my \w+)\b(?= (?:if|when)\b[^|]{0,30}\b(?:late|spoils?|spoiled|spoilers?|forgets?|forgot|leftovers|eats?|ate|borrows?|borrowed|snores?|cancels?|cancelled|wins?|won|beats? me at|texts?|calls?|mentions?|sings?|plays? that)\b)/g, NEUTRAL],
  // "If mum sees my room she's going to kill me": the trivial trigger comes first.
  [/\b(?:if|when|once) (?:my \w+|he|she|they|mum|mom|dad)(?: \w+)? (?:sees|see|finds out|find out|hears|notices|realises|realizes|catches me|gets the bill|checks)\b[^|]{0,50}\b(?:going to|gonna|will|ll|is going to|s going to) (?:kill|murder) me\b/g, NEUTRAL],
  // "I'm going to kill my brother, he ate my leftovers": the trivial reason is the next clause.
  [/\b(?:going to|gonna|will|ll|ill) (?:kill|murder|strangle) (?:him|her|them|you|my \w+)\b(?= ?\| ?(?:he|she|they|hes|shes|theyve|hed|shed)(?: \w+){0,2} (?:ate|eaten|took|taken|stole|borrowed|broke|used|finished|drank|wore|forgot|spoiled|spoilt|nicked|pinched|scratched|dented|lost|ruined|binned|deleted)\b)/g, NEUTRAL],
  // "I'd jump off a bridge for a coffee": a price, not a plan.
  [/\b(?:would|d|could|id|i would|i could) (?:jump off a (?:bridge|cliff)|walk into traffic|sell my soul|give my (?:left|right) (?:arm|leg)) for\b/g, NEUTRAL],
  // "We jumped off the pier into the sea": a swim, not a fall.
  [/\b(?:we|us|they) (?:jumped|jump|were jumping|went jumping) off (?:the|a) (?:pier|rocks?|cliff|bridge|jetty|harbour wall|boat)\b(?= into (?:the )?(?:sea|water|lake|river|pool|harbour))/g, NEUTRAL],
  // "Threw myself under the bus": took the blame, not a method.
  [/\b(?:throw|throws|threw|thrown|throwing) (?:myself|me|him|her|them|us|you|yourself|ourselves|himself|herself|themselves) under the bus\b/g, NEUTRAL],
  // Training questions about people in general: "warning signs that a student might be suicidal".
  [/\b(?:warning )?signs? (?:that |of |if )?(?:a|an|someone|somebody|people|a person|any|your) ?(?:\w+ )?(?:might be|may be|could be|is|are|be) (?:suicidal|self harming|at risk of suicide)\b/g, ' ~ '],
  // Decluttering, not putting affairs in order.
  [/\bgave away (?:my |some |a )?(?:old )?(?:clothes|books|toys|furniture|bike|stuff to charity)\b/g, NEUTRAL],
];

/** Blanks out idioms so the risk rules never see them. Input and output are normalised text. */
export function applyIdioms(text: string): string {
  let out = text;
  for (const [re, replacement] of IDIOMS) out = out.replace(re, replacement);
  if (HUMOROUS.test(out)) for (const [re, replacement] of HUMOUR_ONLY) out = out.replace(re, replacement);
  return out;
}
