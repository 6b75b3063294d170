import { z } from 'zod';
import { CRISIS_CHANNELS, CRISIS_REGION_CODES } from '../crisis-lines.js';
import { instruments, type InstrumentId, type SeverityBand } from '../screening.js';
import { storable } from './text.js';

/**
 * Contracts of crisis help and the interactive tools (crisis lines, self-assessments, the mood journal),
 * used by the forms, by the server's validation and as response types.
 * Names: `<thing>Schema` for the zod schema, the type without the suffix.
 */

// ---------------------------------------------------------------------------------------------------------
// Shared pieces

const plainText = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .min(min, `The ${label} needs at least ${min} characters.`)
    .max(max, `Keep the ${label} under ${max + 1} characters.`)
    .refine((value) => storable(value), `The ${label} contains characters that cannot be stored.`);

/** An empty or blank string means "none"; absent means "none" too, so a PUT is a full replacement. */
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional())
    .transform((v) => (v ?? null) as z.output<T> | null);

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Tomorrow in UTC: the latest calendar day anyone on Earth can be living in right now. */
function latestLocalDay(now = new Date()): string {
  return new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
}

const calendarDay = (what: string) =>
  z
    .string({ error: `Enter the ${what} as YYYY-MM-DD.` })
    .regex(DATE_PATTERN, 'Use the format YYYY-MM-DD.')
    .refine(isRealDate, 'This is not a real date.')
    .refine((value) => value >= '2000-01-01', 'Please check the year.')
    .refine((value) => value <= latestLocalDay(), `The ${what} cannot be in the future.`);

// ---------------------------------------------------------------------------------------------------------
// Crisis lines
// The helpers that need no schema (regions, channels, the built-in lines in the API's shape, a region's
// lines in order) live in ../crisis-lines.ts, so the crisis page loads no schema library; re-exported here.
export {
  CRISIS_CHANNELS,
  CRISIS_REGION_CODES,
  CRISIS_REGION_STORAGE_KEY,
  channelsOf,
  crisisLineFromSeed,
  crisisRegionName,
  isCrisisRegion,
  linesForRegion,
} from '../crisis-lines.js';


const phoneNumber = z
  .string()
  .trim()
  .max(30, 'Keep the number under 31 characters.')
  .regex(/^\+?[0-9][0-9 ()-]*$/, 'Use digits, spaces, brackets and dashes, with an optional + at the start.')
  .refine((value) => value.replace(/\D/g, '').length >= 2, 'A number needs at least 2 digits.');

/**
 * Only web addresses (http or https, a host name with a dot, no spaces): a `javascript:` or `data:` link
 * must never reach a page as a crisis line. A pattern rather than `URL`, which this package cannot assume.
 */
const WEB_ADDRESS = /^https?:\/\/[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+(?::\d{1,5})?(?:[/?#][^\s"<>]*)?$/i;
const webAddress = z
  .string()
  .trim()
  .max(300, 'Keep the web address under 301 characters.')
  .regex(WEB_ADDRESS, 'Use a full web address starting with https://.');

export const crisisLineInputSchema = z
  .strictObject({
    region: z.enum(CRISIS_REGION_CODES, { error: 'Choose a region.' }),
    name: plainText('name', 2, 120),
    description: plainText('description', 1, 600),
    phone: optional(phoneNumber),
    sms: optional(phoneNumber),
    smsBody: optional(plainText('text keyword', 1, 40)),
    email: optional(z.string().trim().max(254).pipe(z.email({ error: 'Enter a valid e-mail address.' }))),
    url: optional(webAddress),
    hours: plainText('opening hours', 1, 120),
    source: plainText('source', 2, 200),
    lastChecked: calendarDay('date it was last checked'),
    sortOrder: z
      .number({ error: 'The order must be a whole number.' })
      .int('The order must be a whole number.')
      .min(0, 'The order must be 0 or more.')
      .max(100_000, 'The order must be 100000 or less.')
      .default(100),
  })
  .superRefine((line, ctx) => {
    if (!line.phone && !line.sms && !line.email && !line.url) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Give at least one way to reach this line: a number to call or text, an e-mail address or a web address.' });
    }
    if (line.smsBody && !line.sms) {
      ctx.addIssue({ code: 'custom', path: ['smsBody'], message: 'A text keyword needs a number to text.' });
    }
  });
export type CrisisLineInput = z.input<typeof crisisLineInputSchema>;
export type CrisisLineData = z.output<typeof crisisLineInputSchema>;

export const crisisLineSchema = z.object({
  id: z.string(),
  region: z.enum(CRISIS_REGION_CODES),
  name: z.string(),
  description: z.string(),
  phone: z.string().nullable(),
  sms: z.string().nullable(),
  smsBody: z.string().nullable(),
  email: z.string().nullable(),
  url: z.string().nullable(),
  hours: z.string(),
  channels: z.array(z.enum(CRISIS_CHANNELS)),
  source: z.string(),
  lastChecked: z.string(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type CrisisLineView = z.infer<typeof crisisLineSchema>;

export const crisisLinesResponseSchema = z.object({
  lines: z.array(crisisLineSchema),
  /** When any line last changed (null when there are none). */
  updatedAt: z.string().nullable(),
  /** When the server answered; a copy kept for offline use shows its age with this. */
  fetchedAt: z.string(),
});
export type CrisisLinesResponse = z.infer<typeof crisisLinesResponseSchema>;

export const crisisLineResponseSchema = z.object({ line: crisisLineSchema });

// ---------------------------------------------------------------------------------------------------------
// Self-assessments

export const INSTRUMENT_IDS = ['phq9', 'gad7'] as const satisfies readonly InstrumentId[];
export const SEVERITY_BANDS = ['minimal', 'mild', 'moderate', 'moderately-severe', 'severe'] as const satisfies readonly SeverityBand[];

export const assessmentInputSchema = z
  .strictObject({
    instrument: z.enum(INSTRUMENT_IDS, { error: 'Choose PHQ-9 or GAD-7.' }),
    answers: z.array(
      z
        .number({ error: 'Each answer is a whole number from 0 to 3.' })
        .int('Each answer is a whole number from 0 to 3.')
        .min(0, 'Each answer is a whole number from 0 to 3.')
        .max(3, 'Each answer is a whole number from 0 to 3.'),
      { error: 'Send the answers as a list.' },
    ),
  })
  .superRefine((value, ctx) => {
    const expected = instruments[value.instrument].items.length;
    if (value.answers.length !== expected) {
      ctx.addIssue({ code: 'custom', path: ['answers'], message: `${instruments[value.instrument].name} has ${expected} questions; answer each one.` });
    }
  });
export type AssessmentInput = z.input<typeof assessmentInputSchema>;

export const assessmentSchema = z.object({
  id: z.string(),
  instrument: z.enum(INSTRUMENT_IDS),
  total: z.number().int(),
  band: z.enum(SEVERITY_BANDS),
  bandLabel: z.string(),
  createdAt: z.string(),
});
export type SavedAssessment = z.infer<typeof assessmentSchema>;
export const assessmentResponseSchema = z.object({ assessment: assessmentSchema });
export const assessmentsResponseSchema = z.object({ assessments: z.array(assessmentSchema) });

// ---------------------------------------------------------------------------------------------------------
// Mood journal

export const MOOD_MIN = 1;
export const MOOD_MAX = 5;
export const MOOD_LABELS: Record<number, string> = { 1: 'Very low', 2: 'Low', 3: 'Okay', 4: 'Good', 5: 'Very good' };

/** A fixed vocabulary, so tags are one tap, chart well, and never hold free text (the note does). */
export const JOURNAL_TAGS = ['sleep', 'work', 'study', 'family', 'friends', 'relationship', 'health', 'exercise', 'outdoors', 'money', 'rest', 'alone-time'] as const;
export type JournalTag = (typeof JOURNAL_TAGS)[number];
export const JOURNAL_TAG_LABELS: Record<JournalTag, string> = {
  sleep: 'Sleep',
  work: 'Work',
  study: 'Study',
  family: 'Family',
  friends: 'Friends',
  relationship: 'Relationship',
  health: 'Health',
  exercise: 'Exercise',
  outdoors: 'Outdoors',
  money: 'Money',
  rest: 'Rest',
  'alone-time': 'Time alone',
};

export const JOURNAL_NOTE_MAX_LENGTH = 2000;
export const JOURNAL_RANGES = [30, 90] as const;

export const moodSchema = z
  .number({ error: 'Choose a mood from 1 to 5.' })
  .int('Choose a mood from 1 to 5.')
  .min(MOOD_MIN, 'Choose a mood from 1 to 5.')
  .max(MOOD_MAX, 'Choose a mood from 1 to 5.');

export const journalEntryInputSchema = z.strictObject({
  date: calendarDay('date'),
  mood: moodSchema,
  tags: z
    .array(z.enum(JOURNAL_TAGS, { error: 'Choose tags from the list.' }), { error: 'Send the tags as a list.' })
    .max(JOURNAL_TAGS.length)
    .refine((tags) => new Set(tags).size === tags.length, 'Each tag can be chosen once.')
    .default([]),
  note: optional(
    z
      .string({ error: 'The note must be text.' })
      .trim()
      .max(JOURNAL_NOTE_MAX_LENGTH, `Keep the note under ${JOURNAL_NOTE_MAX_LENGTH + 1} characters.`)
      .refine((value) => storable(value), 'The note contains characters that cannot be stored.'),
  ),
});
export type JournalEntryInput = z.input<typeof journalEntryInputSchema>;
export type JournalEntryData = z.output<typeof journalEntryInputSchema>;

export const journalEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  mood: z.number().int(),
  tags: z.array(z.enum(JOURNAL_TAGS)),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;
export const journalEntryResponseSchema = z.object({ entry: journalEntrySchema });
export const journalEntriesResponseSchema = z.object({ entries: z.array(journalEntrySchema), from: z.string(), to: z.string() });
export type JournalEntriesResponse = z.infer<typeof journalEntriesResponseSchema>;

export const journalRangeQuerySchema = z.strictObject({
  days: z.coerce
    .number({ error: 'days must be a whole number from 1 to 366.' })
    .int('days must be a whole number from 1 to 366.')
    .min(1, 'days must be a whole number from 1 to 366.')
    .max(366, 'days must be a whole number from 1 to 366.')
    .default(90),
});

export const JOURNAL_EXPORT_FORMATS = ['csv', 'json'] as const;
export const journalExportQuerySchema = z.strictObject({
  format: z.enum(JOURNAL_EXPORT_FORMATS, { error: 'Choose format=csv or format=json.' }),
});
