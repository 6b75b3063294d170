import { createHash } from 'node:crypto';
import type { ChatProvider, ReplyRequest } from './provider.js';

/**
 * Harbour's built-in guided listener: the embedded default when no AI model is configured. It is not a
 * model. It follows a small, deterministic script of reflective listening and open questions, varied by
 * simple keyword themes, and points to Harbour's own tools and articles. It says so in its first reply.
 * Same message and conversation in, same reply out.
 */

export const GUIDED_LISTENER_NAME = 'Guided listener';

const TOOLS = '[breathing and grounding exercises](/get-support/interactive-tools)';
const JOURNAL = 'the mood journal in [Interactive tools](/get-support/interactive-tools)';
const CALM_ZONE = '[Your calm zone](/resources/your-calm-zone)';
const SUPPORTERS = '[For supporters](/resources/for-supporters)';

export const GUIDED_LISTENER_INTRO =
  'Hello, I’m Harbour’s guided listener. I’m a guided assistant, not an AI model, and I’m not a clinician or a crisis service: I follow a simple script, reflect back what I hear and ask questions that might help you think things through.';

interface Theme {
  id: string;
  pattern: RegExp;
  reflections: readonly string[];
  questions: readonly string[];
  suggestion: string;
}

const THEMES: readonly Theme[] = [
  {
    id: 'grief',
    pattern: /\b(grief|grieving|griev\w*|died|dying|passed away|death|funeral|bereave\w*|lost my (mum|mom|dad|mother|father|wife|husband|partner|friend|brother|sister|son|daughter|baby|dog|cat|pet|grandma|grandad|grandmother|grandfather)|miss (him|her|them) so)\b/,
    reflections: [
      'It sounds like you’re carrying a loss, and grief can touch everything: sleep, appetite, concentration, the way a day feels.',
      'Losing someone, or something, that mattered can leave a space that nothing quite fills. There’s no right way or right speed to grieve.',
    ],
    questions: [
      'What has been the hardest part of it for you lately?',
      'If you feel like it, what would you want someone to know about who, or what, you’ve lost?',
      'Who, if anyone, has been around you while you go through this?',
    ],
    suggestion: `Some people find it helps to write to the person they’ve lost, or about them; ${JOURNAL} is a private place for that.`,
  },
  {
    id: 'sleep',
    pattern: /\b(sleep\w*|slept|insomnia|awake (all|at) night|can'?t sleep|nightmares?|exhausted|tired all the time|(2|3|4) ?am)\b/,
    reflections: [
      'It sounds like sleep has been hard lately, and that can make everything else feel heavier.',
      'Not sleeping well wears a person down; it makes feelings louder and days longer.',
    ],
    questions: [
      'What tends to go through your mind when you’re lying awake?',
      'How have your evenings been, in the hour or so before you try to sleep?',
      'When did you last have a night that felt restful, and what was different then?',
    ],
    suggestion: `A slow breathing exercise before bed can help the body settle: there are a few in ${TOOLS}. There are also articles about sleep in ${CALM_ZONE}.`,
  },
  {
    id: 'work',
    pattern: /\b(work\w*|job|jobs|boss|manager|colleagues?|coworkers?|deadlines?|office|shifts?|career|fired|redundan\w*|burn(ed|t)? ?out)\b/,
    reflections: [
      'It sounds like work has been taking a lot out of you.',
      'Work pressure can follow you home and make it hard to switch off.',
    ],
    questions: [
      'What part of work weighs on you most at the moment?',
      'How much room do you have, at work or outside it, to rest and recover?',
      'If things at work were a little better next month, what would be different?',
    ],
    suggestion: `When it builds up during the day, a two-minute grounding exercise can help; you’ll find some in ${TOOLS}.`,
  },
  {
    id: 'study',
    pattern: /\b(exams?|school|college|uni|university|stud(y|ying|ies)|homework|assignments?|teachers?|grades?|coursework|dissertation)\b/,
    reflections: [
      'It sounds like studying and everything around it has been a lot to hold.',
      'Pressure to do well can be exhausting, especially when it feels like a lot depends on it.',
    ],
    questions: [
      'What feels most pressing for you right now with your studies?',
      'Who knows how much this is weighing on you: a friend, family, someone at your school or college?',
      'What usually helps you, even a little, when the pressure builds?',
    ],
    suggestion: `Short breaks with a breathing exercise can make study sessions easier to face; there are some in ${TOOLS}.`,
  },
  {
    id: 'family',
    pattern: /\b(family|mum|mom|dad|father|mother|parents?|brother|sister|siblings?|kids|children|my son|my daughter|stepdad|stepmum|stepmom|in-laws?)\b/,
    reflections: [
      'It sounds like things with your family are on your mind.',
      'Family relationships can be some of the closest and the most complicated ones we have.',
    ],
    questions: [
      'What has been happening at home that you’d like to talk through?',
      'How do you feel after spending time with them at the moment?',
      'What would you want them to understand about how you’re feeling?',
    ],
    suggestion: `If you’re supporting someone in your family, the articles in ${SUPPORTERS} might be useful.`,
  },
  {
    id: 'relationships',
    pattern: /\b(partner|boyfriend|girlfriend|husband|wife|relationship|break ?up|broke up|broken up|divorc\w*|my ex|dating|cheated)\b/,
    reflections: [
      'It sounds like something in a close relationship is weighing on you.',
      'When things are hard with someone close, it can shake a lot of other things too.',
    ],
    questions: [
      'What has been going on between you?',
      'How are you looking after yourself while this is happening?',
      'What would feel like a small step in a better direction for you?',
    ],
    suggestion: `Writing down what you’d like to say, before saying it, can help; ${JOURNAL} is a private place to try that.`,
  },
  {
    id: 'loneliness',
    pattern: /\b(lonely|loneliness|alone|isolated|no friends|no one to talk to|nobody to talk to|left out|on my own)\b/,
    reflections: [
      'It sounds like you’ve been feeling lonely, and that can be really painful.',
      'Feeling on your own with things is hard, and it takes something to say it out loud.',
    ],
    questions: [
      'When do you notice the loneliness most?',
      'Is there anyone, even someone you’ve lost touch with, you’ve thought about reaching out to?',
      'What kind of connection do you miss most?',
    ],
    suggestion: `Harbour’s [Community](/community) is a place to find others who understand, and ${CALM_ZONE} has articles on loneliness and connection.`,
  },
  {
    id: 'anxiety',
    pattern: /\b(anxious|anxiety|panic\w*|worr(y|ied|ying|ies)|nervous|on edge|overthinking|scared|afraid|fear\w*|dread)\b/,
    reflections: [
      'It sounds like worry has been taking up a lot of space.',
      'Anxiety can make the body feel unsafe even when the mind knows it’s probably okay, and that’s exhausting.',
    ],
    questions: [
      'When the anxious feeling comes, where do you notice it in your body?',
      'What thoughts tend to come with it?',
      'What has helped, even slightly, the last time you felt like this?',
    ],
    suggestion: `A grounding exercise, like naming five things you can see and four you can hear, can help bring you back to the present. There are guided ones in ${TOOLS}.`,
  },
  {
    id: 'anger',
    pattern: /\b(angry|anger|furious|rage|irritable|annoyed|frustrat\w*|snapp(ed|ing)|resent\w*|fed up)\b/,
    reflections: [
      'It sounds like you’ve been feeling a lot of anger or frustration.',
      'Anger often tells us that something matters, or that a line has been crossed.',
    ],
    questions: [
      'What do you think is underneath the anger right now?',
      'What happens in your body when it builds up?',
      'What would you need for things to feel fairer?',
    ],
    suggestion: `When it’s running high, slow breathing, with a longer breath out than in, can take the edge off; try one in ${TOOLS}.`,
  },
  {
    id: 'low-mood',
    pattern: /\b(sad|sadness|depress\w*|empty|numb|crying|cry|unmotivated|no energy|no motivation|miserable|(feel\w*|so|really|very|been|pretty|quite) (down|low|flat|heavy))\b/,
    reflections: [
      'It sounds like you’ve been feeling low, and that can make even small things feel like a lot.',
      'Feeling down for a while can be draining, and it’s understandable if things feel heavy.',
    ],
    questions: [
      'How long have you been feeling this way?',
      'What does a day look like for you at the moment?',
      'Is there anything, however small, that has felt a little lighter lately?',
    ],
    suggestion: `Noting your mood each day in ${JOURNAL} can help you notice patterns over time. ${CALM_ZONE} also has articles on low mood.`,
  },
  {
    id: 'stress',
    pattern: /\b(stress\w*|overwhelm\w*|too much|pressure|can'?t cope|struggling|burden)\b/,
    reflections: [
      'It sounds like there’s a lot on your plate right now.',
      'When everything piles up at once, it can be hard to know where to start.',
    ],
    questions: [
      'If you had to pick one thing that’s weighing on you most, what would it be?',
      'What would help you feel even a little more in control this week?',
      'Who or what helps you share the load, when things get like this?',
    ],
    suggestion: `A few minutes with one of the ${TOOLS} can give your mind a short break from it all.`,
  },
  {
    id: 'money',
    pattern: /\b(money|debts?|bills|rent|afford|financ\w*|overdraft|loans?)\b/,
    reflections: [
      'It sounds like money worries are weighing on you, and they can affect everything else.',
      'Financial pressure is stressful, and it can feel very isolating.',
    ],
    questions: [
      'What feels most urgent about it right now?',
      'Is there anyone you’ve been able to talk to about it?',
      'What would make the next week a bit more manageable?',
    ],
    suggestion: `Worry about money often shows up as poor sleep and tension; the ${TOOLS} might help with that side of it while you work out next steps.`,
  },
];

/**
 * A message about someone else's wellbeing (a supporter's worry: "my sister has been very low and I don't know
 * what to say to her"). Answered as support for the supporter: reflecting it back as the writer's own low mood
 * ("You mentioned feeling low") told a worried relative something they had not said.
 */
const CLOSE_PERSON =
  '(?:my|our) (?:little |big |younger |older |best )?(?:sister|brother|sibling|mum|mom|mam|dad|mother|father|parent|son|daughter|child|kid|teen|teenager|friend|mate|partner|wife|husband|boyfriend|girlfriend|fiance|fiancee|flatmate|housemate|roommate|colleague|coworker|grandma|grandad|grandmother|grandfather|gran|nan|cousin|aunt|uncle|niece|nephew|student|client)s?';
const THEIR_STATE =
  '(?:low|down|depressed|struggling|anxious|withdrawn|not eating|not sleeping|not (?:himself|herself|themselves)|drinking (?:a lot|too much|more)|self.harm\\w*|hurting (?:himself|herself|themselves)|suicidal|in a bad (?:way|place)|not coping)';
const SUPPORTING = new RegExp(
  [
    // "my sister has been very low", "my son seems really withdrawn", "my friend is struggling"
    `\\b${CLOSE_PERSON}\\b[^.!?]{0,40}\\b(?:is|has been|'s been|have been|was|seems?|looks?|gets?|feels?|keeps? being)\\b[^.!?]{0,20}\\b${THEIR_STATE}\\b`,
    // "worried about my dad", "how can I help her", "what to say to him"
    `\\b(?:worried|worrying|concerned|scared) (?:about|for) (?:${CLOSE_PERSON}|him|her|them)\\b`,
    `\\b(?:how (?:do|can|should) i|how to|want to|trying to) (?:help|support|talk to|reach) (?:${CLOSE_PERSON}|him|her|them)\\b`,
    `\\bwhat to say to (?:${CLOSE_PERSON}|him|her|them)\\b`,
  ].join('|'),
);
const SUPPORTING_THEME: Theme = {
  id: 'supporting',
  pattern: SUPPORTING,
  reflections: [
    'It sounds like you’re worried about someone close to you. Caring for someone who is struggling can be hard in its own way, and it matters that you’re thinking about how to help.',
    'It sounds like someone you care about is having a hard time, and you’re trying to work out how to be there for them.',
  ],
  questions: [
    'What have you noticed in them lately that worries you most?',
    'How are you doing yourself, with all of this?',
    'What would you like to be able to say to them, if the words came easily?',
  ],
  suggestion: `The articles in ${SUPPORTERS} are written for people supporting someone. If you ever think they are in danger, [Get help now](/get-support/crisis-help) lists lines you can call for them, or with them.`,
};

const FEELINGS = [
  'anxious', 'sad', 'lonely', 'angry', 'overwhelmed', 'stressed', 'tired', 'exhausted', 'scared', 'worried', 'frustrated',
  'numb', 'empty', 'low', 'lost', 'stuck', 'guilty', 'ashamed', 'confused', 'hurt', 'jealous', 'nervous', 'drained', 'upset',
] as const;

const GREETING = /^\s*(hi|hello|hey|hiya|good (morning|afternoon|evening)|morning|evening)\b[\s!.,]*(there)?[\s!.,]*$/i;
const THANKS = /\b(thank(s| you)|cheers|ta)\b/i;
const SHORT_ANSWER = /^\s*(yes|yeah|yep|no|nope|nah|ok|okay|maybe|idk|i don'?t know|not sure|dunno|sure|fine)\s*[.!?]*\s*$/i;

const GENERIC_REFLECTIONS = [
  'Thank you for sharing that with me.',
  'I hear you. That sounds like a lot to be holding.',
  'It sounds like this has been on your mind.',
];
const GENERIC_QUESTIONS = [
  'Could you tell me a bit more about what’s been happening?',
  'How has this been affecting you day to day?',
  'What feels most important to talk about right now?',
  'How are you feeling as you write this?',
];
const ELEVATED_OPENINGS = [
  'That sounds really hard, and I’m glad you’re telling me.',
  'Thank you for trusting me with this. I can hear how painful it is.',
];

function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length]!;
}

function seedOf(text: string, turn: number): number {
  return createHash('sha256').update(`${turn}:${text}`).digest().readUInt32BE(0);
}

/** The reply the guided listener gives to `message`, the `turn`-th reply of the conversation (0 first). */
export function guidedReply(message: string, options: { turn: number; isFirstReply: boolean; riskLevel: 'none' | 'elevated' }): string {
  const text = message.toLowerCase().replace(/[’‘]/g, "'");
  const seed = seedOf(text, options.turn);
  const parts: string[] = [];
  if (options.isFirstReply) parts.push(GUIDED_LISTENER_INTRO);

  // A worry about someone else is answered as that, alone: the other themes would read their state as the writer's.
  const supporting = SUPPORTING.test(text);
  const themes = supporting ? [SUPPORTING_THEME] : THEMES.filter((t) => t.pattern.test(text));
  const feeling = supporting ? undefined : FEELINGS.find((f) => new RegExp(`\\b(feel|feeling|felt|so|really|very|i'?m|i am)\\s+(\\w+\\s+)?${f}\\b`).test(text));

  if (options.riskLevel === 'elevated') parts.push(pick(ELEVATED_OPENINGS, seed));

  if (themes.length === 0 && GREETING.test(message)) {
    parts.push(options.isFirstReply ? 'I’m glad you’re here. What’s on your mind today?' : 'Hello again. What would you like to talk about?');
    return parts.join('\n\n');
  }
  if (themes.length === 0 && THANKS.test(text) && text.length < 80) {
    parts.push('You’re welcome. I’m glad if it helped, even a little.');
    parts.push('Is there anything else on your mind, or would you like to try one of the ' + TOOLS + ' before you go?');
    return parts.join('\n\n');
  }
  if (themes.length === 0 && SHORT_ANSWER.test(message)) {
    parts.push('That’s okay. There’s no rush, and you don’t need to have the words ready.');
    parts.push(pick(['Would you like to tell me a little about your day?', 'What’s one thing that’s been on your mind lately?', 'How are you feeling right now, in a word or two?'], seed));
    return parts.join('\n\n');
  }

  const theme = themes.length > 0 ? themes[seed % themes.length]! : undefined;
  if (theme) {
    parts.push(pick(theme.reflections, seed >>> 3));
    if (feeling) parts.push(`You mentioned feeling ${feeling}. That makes sense given what you’re describing.`);
    parts.push(pick(theme.questions, (seed >>> 5) + options.turn));
    // A suggestion every other reply, so the conversation stays about the person rather than the tools.
    if (options.turn % 2 === 0 || options.isFirstReply) parts.push(theme.suggestion);
  } else {
    parts.push(feeling ? `It sounds like you’ve been feeling ${feeling}. Thank you for putting that into words.` : pick(GENERIC_REFLECTIONS, seed >>> 3));
    parts.push(pick(GENERIC_QUESTIONS, (seed >>> 5) + options.turn));
    if (options.isFirstReply || options.turn % 3 === 2) {
      parts.push(`If you’d like something to try in the meantime, there are ${TOOLS}, ${JOURNAL}, and articles in ${CALM_ZONE}.`);
    }
  }
  return parts.join('\n\n');
}

/** Pieces of a few words each, so the built-in reply streams like any other. */
export function chunkReply(text: string, wordsPerChunk = 3): string[] {
  const tokens = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerChunk) chunks.push(tokens.slice(i, i + wordsPerChunk).join(''));
  // Keep leading whitespace (none) and paragraph breaks intact.
  return chunks;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

export function createGuidedListener(options: { chunkDelayMs?: number } = {}): ChatProvider {
  const delay = options.chunkDelayMs ?? 20;
  return {
    kind: 'guided-listener',
    name: GUIDED_LISTENER_NAME,
    async *streamReply(request: ReplyRequest) {
      const last = request.messages.at(-1);
      const turn = request.messages.filter((m) => m.role === 'assistant').length;
      const reply = guidedReply(last?.role === 'user' ? last.content : '', { turn, isFirstReply: request.isFirstReply, riskLevel: request.riskLevel });
      for (const chunk of chunkReply(reply)) {
        if (delay > 0) await sleep(delay, request.signal);
        else if (request.signal.aborted) throw request.signal.reason;
        yield chunk;
      }
    },
  };
}
