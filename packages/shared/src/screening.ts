/**
 * Self-assessment screening instruments (PHQ-9 and GAD-7).
 *
 * Both instruments are in the public domain; the item wording below is the
 * standard published wording. Scoring bands follow the published cut-offs.
 *
 * Pure and dependency-free: shared by the web app and the server.
 */

export type InstrumentId = 'phq9' | 'gad7';

export type PHQ9Band = 'minimal' | 'mild' | 'moderate' | 'moderately-severe' | 'severe';
export type GAD7Band = 'minimal' | 'mild' | 'moderate' | 'severe';
export type SeverityBand = PHQ9Band | GAD7Band;

export interface AnswerOption {
  value: 0 | 1 | 2 | 3;
  label: string;
}

export interface InstrumentItem {
  /** Stable id, e.g. `phq9-1`. */
  id: string;
  text: string;
}

export interface BandRange {
  band: SeverityBand;
  label: string;
  /** Inclusive lower bound. */
  min: number;
  /** Inclusive upper bound. */
  max: number;
}

export interface Instrument {
  id: InstrumentId;
  name: string;
  /** What the questionnaire screens for, in plain words. */
  screensFor: string;
  stem: string;
  items: readonly InstrumentItem[];
  options: readonly AnswerOption[];
  maxScore: number;
  bands: readonly BandRange[];
}

export interface AssessmentResult {
  instrument: InstrumentId;
  total: number;
  band: SeverityBand;
  bandLabel: string;
  /** A total of 10 or more suggests talking to a professional. */
  suggestsProfessional: boolean;
  /**
   * True when the answers call for crisis help to be shown at once.
   * For PHQ-9 this is any answer above 0 on item 9, whatever the total.
   * Always false for GAD-7.
   */
  needsCrisisHelp: boolean;
  nextSteps: string[];
}

export const SCREENING_DISCLAIMER =
  'This is a screening questionnaire, not a diagnosis: only a qualified health professional can diagnose a mental-health condition.';

export const SCREENING_STEM =
  'Over the last 2 weeks, how often have you been bothered by any of the following problems?';

export const ANSWER_OPTIONS: readonly AnswerOption[] = [
  { value: 0, label: 'Not at all' },
  { value: 1, label: 'Several days' },
  { value: 2, label: 'More than half the days' },
  { value: 3, label: 'Nearly every day' },
];

const MAX_ANSWER = 3;

export const PHQ9_ITEMS: readonly InstrumentItem[] = [
  { id: 'phq9-1', text: 'Little interest or pleasure in doing things' },
  { id: 'phq9-2', text: 'Feeling down, depressed, or hopeless' },
  { id: 'phq9-3', text: 'Trouble falling or staying asleep, or sleeping too much' },
  { id: 'phq9-4', text: 'Feeling tired or having little energy' },
  { id: 'phq9-5', text: 'Poor appetite or overeating' },
  {
    id: 'phq9-6',
    text: 'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
  },
  {
    id: 'phq9-7',
    text: 'Trouble concentrating on things, such as reading the newspaper or watching television',
  },
  {
    id: 'phq9-8',
    text: 'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
  },
  { id: 'phq9-9', text: 'Thoughts that you would be better off dead or of hurting yourself in some way' },
];

/** Zero-based index of PHQ-9 item 9 (thoughts of being better off dead or of self-harm). */
export const PHQ9_SELF_HARM_ITEM_INDEX = 8;

export const GAD7_ITEMS: readonly InstrumentItem[] = [
  { id: 'gad7-1', text: 'Feeling nervous, anxious, or on edge' },
  { id: 'gad7-2', text: 'Not being able to stop or control worrying' },
  { id: 'gad7-3', text: 'Worrying too much about different things' },
  { id: 'gad7-4', text: 'Trouble relaxing' },
  { id: 'gad7-5', text: 'Being so restless that it is hard to sit still' },
  { id: 'gad7-6', text: 'Becoming easily annoyed or irritable' },
  { id: 'gad7-7', text: 'Feeling afraid, as if something awful might happen' },
];

const PHQ9_BANDS: readonly BandRange[] = [
  { band: 'minimal', label: 'Minimal', min: 0, max: 4 },
  { band: 'mild', label: 'Mild', min: 5, max: 9 },
  { band: 'moderate', label: 'Moderate', min: 10, max: 14 },
  { band: 'moderately-severe', label: 'Moderately severe', min: 15, max: 19 },
  { band: 'severe', label: 'Severe', min: 20, max: 27 },
];

const GAD7_BANDS: readonly BandRange[] = [
  { band: 'minimal', label: 'Minimal', min: 0, max: 4 },
  { band: 'mild', label: 'Mild', min: 5, max: 9 },
  { band: 'moderate', label: 'Moderate', min: 10, max: 14 },
  { band: 'severe', label: 'Severe', min: 15, max: 21 },
];

export const instruments: Record<InstrumentId, Instrument> = {
  phq9: {
    id: 'phq9',
    name: 'PHQ-9',
    screensFor: 'Signs of depression, such as low mood and loss of interest, over the last two weeks',
    stem: SCREENING_STEM,
    items: PHQ9_ITEMS,
    options: ANSWER_OPTIONS,
    maxScore: PHQ9_ITEMS.length * MAX_ANSWER,
    bands: PHQ9_BANDS,
  },
  gad7: {
    id: 'gad7',
    name: 'GAD-7',
    screensFor: 'Signs of anxiety, such as worry and restlessness, over the last two weeks',
    stem: SCREENING_STEM,
    items: GAD7_ITEMS,
    options: ANSWER_OPTIONS,
    maxScore: GAD7_ITEMS.length * MAX_ANSWER,
    bands: GAD7_BANDS,
  },
};

/** Total at or above which talking to a professional is suggested. */
export const PROFESSIONAL_THRESHOLD = 10;

function getInstrument(id: InstrumentId): Instrument {
  // Guard against untyped callers (e.g. JSON from a request body).
  if (!Object.prototype.hasOwnProperty.call(instruments, id)) {
    throw new RangeError(`Unknown instrument "${String(id)}": expected "phq9" or "gad7".`);
  }
  return instruments[id];
}

function bandRangeFor(id: InstrumentId, total: number): BandRange {
  const instrument = getInstrument(id);
  if (!Number.isInteger(total) || total < 0 || total > instrument.maxScore) {
    throw new RangeError(
      `${instrument.name} total must be an integer from 0 to ${instrument.maxScore}; got ${String(total)}.`,
    );
  }
  const range = instrument.bands.find((b) => total >= b.min && total <= b.max);
  if (!range) {
    // Unreachable: the bands cover 0..maxScore without gaps.
    throw new RangeError(`No ${instrument.name} band covers a total of ${total}.`);
  }
  return range;
}

/** The severity band for a total score. Throws a RangeError for an impossible total. */
export function bandFor(id: InstrumentId, total: number): SeverityBand {
  return bandRangeFor(id, total).band;
}

const CRISIS_STEP =
  'You said you have had thoughts of being better off dead or of hurting yourself. Please reach out for support now: the crisis page lists free, confidential lines you can call or text straight away, and if you are in immediate danger call your local emergency number.';

const NEXT_STEPS: Record<SeverityBand, readonly string[]> = {
  minimal: [
    'Your answers suggest few symptoms right now. Keep doing the things that help you feel steady — sleep, movement, time outdoors and time with people you care about.',
    'The self-help tools are here whenever you want them, for example to track your mood or practise a breathing exercise.',
    'If things change, you can take this check again at any time.',
  ],
  mild: [
    'Your answers suggest some symptoms. Self-help tools such as mood tracking, breathing exercises and journalling can make a real difference.',
    'Try taking this check again in about 2 weeks to see how things are going.',
    'Talking to someone you trust — a friend, family member or colleague — about how you have been feeling can help.',
    'If things get harder or do not ease, talking to your doctor or another health professional is a good next step.',
  ],
  moderate: [
    'Your answers suggest symptoms that are worth talking through with your doctor or another health professional.',
    'Use Find a professional to look for a counsellor or therapist near you.',
    'Keep using the self-help tools alongside this, and lean on people you trust.',
    'Taking this check again in about 2 weeks can help you and a professional see how things are changing.',
  ],
  'moderately-severe': [
    'Your answers suggest symptoms that are having a real effect on you. Please talk to your doctor or another health professional soon.',
    'Use Find a professional to look for a counsellor or therapist near you.',
    'You do not have to wait until things get worse — reaching out now is a sensible step.',
    'Let someone you trust know how you have been feeling, so you are not carrying this alone.',
  ],
  severe: [
    'Your answers suggest you are going through a lot right now. Please talk to your doctor or another health professional soon — today if you can.',
    'Use Find a professional to look for a counsellor or therapist near you, or contact your own doctor directly.',
    'Let someone you trust know how you have been feeling, so you are not carrying this alone.',
    'If at any point you feel unsafe, the crisis page lists lines you can call or text straight away.',
  ],
};

function validateAnswers(instrument: Instrument, answers: readonly number[]): void {
  if (!Array.isArray(answers)) {
    throw new RangeError(`${instrument.name} answers must be an array of ${instrument.items.length} numbers.`);
  }
  if (answers.length !== instrument.items.length) {
    throw new RangeError(
      `${instrument.name} needs exactly ${instrument.items.length} answers; got ${answers.length}.`,
    );
  }
  answers.forEach((answer, index) => {
    if (typeof answer !== 'number' || !Number.isInteger(answer) || answer < 0 || answer > MAX_ANSWER) {
      throw new RangeError(
        `${instrument.name} answer ${index + 1} must be a whole number from 0 to ${MAX_ANSWER}; got ${String(answer)}.`,
      );
    }
  });
}

/**
 * Score a completed questionnaire.
 *
 * @param answers one value 0..3 per item, in item order.
 * @throws RangeError if the instrument is unknown, the number of answers is wrong,
 *   or any answer is not an integer from 0 to 3.
 */
export function scoreAssessment(id: InstrumentId, answers: readonly number[]): AssessmentResult {
  const instrument = getInstrument(id);
  validateAnswers(instrument, answers);

  const total = answers.reduce((sum, a) => sum + a, 0);
  const range = bandRangeFor(id, total);

  const needsCrisisHelp = id === 'phq9' && (answers[PHQ9_SELF_HARM_ITEM_INDEX] ?? 0) > 0;

  const nextSteps = [...NEXT_STEPS[range.band]];
  if (needsCrisisHelp) nextSteps.unshift(CRISIS_STEP);

  return {
    instrument: id,
    total,
    band: range.band,
    bandLabel: range.label,
    suggestsProfessional: total >= PROFESSIONAL_THRESHOLD,
    needsCrisisHelp,
    nextSteps,
  };
}
