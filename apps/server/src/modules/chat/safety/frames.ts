/**
 * Frames that explain a crisis-sounding message innocently, read over the message AND the earlier turns: the
 * last step of assessRisk (risk.ts). A frame never clears a message: it turns the rules' crisis into
 * elevated (the assistant answers, with its safety instruction and support options after the reply), and
 * only when every crisis signal is of the soft kind the frame explains, and nothing else in the message or
 * the conversation says distress or risk. The learned model (model/assess.ts) still reads the message and can
 * raise it again.
 *
 * Written in the fifth session from the rules' false alarms on the labelled sets (never from a blind set):
 *  - a departure: "I won't be around much longer" after "moving to Scotland"; "leaving for good on
 *    Saturday, Lisbon here I come"; "this is the last time you'll hear from me for a bit" before base camp;
 *    "thank you for everything, this is my last session" after "therapy's finished, I feel so much stronger";
 *  - a professional's or a student's question about risk in general: "I'm a GP, what screening tools do you
 *    recommend for self-harm risk in teenagers?"; "revising for my pharmacology exam: is paracetamol the most
 *    common overdose?".
 */

/** Finality and farewell signals that a trip, a move, a new job or a good ending explains. */
const DEPARTURE_SIGNALS = new Set([
  'cx-finality',
  'si-last-message',
  'si-not-around-much-longer',
  'fam-remove-self',
  'fam-check-out',
  'fam-burden-ending',
  'cmp-goodbye-before-going',
  'cue-farewell',
  'fcue-thanks-ending',
  'cue-soon',
  'cue-timing',
  'cue-cluster',
  'context:cue-after-risk',
]);

/** A concrete, ordinary departure or a good ending, said in the message or an earlier turn. */
const DEPARTURE =
  /\b(?:moving (?:to|house|out|abroad|back|away)|move (?:to|house|abroad|away)|relocat\w*|emigrat\w*|off to (?!(?:the )?(?:bridge|station|tracks|cliff|roof|river|woods|car park|multi ?storey)\b)\w+|here i come|holiday|vacation|trip|travell?ing|flight|flying|abroad|new job|job starts|(?:start|starting|begin|beginning) (?:my |a |the )?new (?:job|role|school|course)|last (?:day|week|shift|exam) (?:at|of|in|before)|leaving (?:do|party|card)|lease (?:ends|is up|runs out)|(?:uni|university|college|sixth form|freshers) (?:starts|tomorrow|next)|base camp|no (?:wifi|signal|internet)|conference|hotel|found (?:a|an|my) (?:new )?(?:therapist|counsell?or|psychologist|psychiatrist|support group)|(?:therapy|counsell?ing|treatment|sessions?)(?: has| have| is| are|s)? (?:finished|ended|over|done|come to an end)|(?:feel|feeling|im|i am) (?:so |much |a lot |loads )*(?:better|stronger)|(?:app|service|website) (?:my|the) (?:uni|university|gp|doctor|school|college|therapist) (?:recommend\w*|suggest\w*))/;

/** Topic words a professional or a student asks about (suicide, self-harm, overdose), nothing more. */
const TOPIC_SIGNALS = new Set(['si-suicidal', 'si-suicide-thoughts', 'pm-overdose-intent', 'pm-pills-saved', 'sh-self-harm']);

/** A stated role that asks about risk for others, or a stated purpose of study. */
const PROFESSIONAL =
  /\b(?:(?:im|i am|as) (?:a|an) (?:\w+ )?(?:nurse|gp|doctor|pharmacist|paramedic|midwife|teacher|social worker|therapist|counsell?or|psychologist|psychiatrist|student|volunteer|first aider|youth worker|support worker|care worker|carer|police officer|chaplain|researcher|lecturer|trainer)|training (?:to be|as) (?:a|an)|(?:revising|studying|revision) for|for (?:my|a|our) (?:exam|essay|assignment|dissertation|course|module|training|lecture|class|thesis)|(?:exam|essay|assignment|dissertation) (?:tomorrow|on|about)|training session)\b/;

/** A question (normalised text has no "?": a clause that opens like one, or a question word). */
const QUESTION = /(?:^|\|)\s*(?:is|are|do|does|can|could|should|would|what|whats|how|why|which|when|where)\b|\b(?:what|whats|how|which|why|is there|are there|is it|can you|could you|should|do you)\b/;

/** Anything first-person or happening now, which a professional's framing does not explain. */
const PERSONAL = new RegExp(
  [
    /\b(?:myself|my (?:own )?life|i want|i wanna|i need to|im going to|i am going to|i will|ill|i have (?:been|got|taken|saved)|ive (?:been|got|taken|saved)|(?:told|texted|messaged|rang|called) (?:me|us)|right now|tonight|(?:she|he|they|theyre|shes|hes) (?:is|are|was|were|says|said|is going to|will|has|have|keeps|wants|tried)|my (?:patient|student|pupil|client|son|daughter|child|kid|friend|partner|mum|mom|dad|brother|sister|colleague))\b/,
    // "I'm a student and I'm suicidal": the asker at risk, a few words from the risk word.
    /\b(?:i|im|ive|id)\b(?: \w+){0,3} (?:suicid\w*|kill|killing|end it|die|dying|dead|cut|cutting|self harm\w*|harm|hurt|hurting|overdos\w*|od)\b/,
  ]
    .map((r) => r.source)
    .join('|'),
);

export type Frame = 'frame:departure' | 'frame:professional-question';

/**
 * The frame that explains this crisis, or undefined. `crisisReasons` are the reasons the rules gave (hit ids
 * and their prefixes); `message` and `earlier` are the normalised message and earlier turns. The caller asks
 * only when nothing else in the message or the conversation holds distress or risk (risk.ts).
 */
export function explainingFrame(crisisReasons: readonly string[], message: string, earlier: readonly string[]): Frame | undefined {
  if (crisisReasons.length === 0) return undefined;
  if (crisisReasons.every((r) => DEPARTURE_SIGNALS.has(r)) && [message, ...earlier].some((t) => DEPARTURE.test(t))) return 'frame:departure';
  if (crisisReasons.every((r) => TOPIC_SIGNALS.has(r)) && PROFESSIONAL.test(message) && QUESTION.test(message) && !PERSONAL.test(message)) {
    return 'frame:professional-question';
  }
  return undefined;
}
