import { z } from 'zod';
import { emailSchema, fullNameSchema } from './account.js';
import { storable } from './text.js';

/**
 * Contracts of "Find a professional": the directory profile a professional edits, the directory search,
 * and contact requests. Used by the forms, by the server's validation and as response types.
 * Names: `<thing>Schema` for the zod schema, the type without the suffix.
 */

// ─── Vocabularies ────────────────────────────────────────────────────────────────────────────────────────
// Fixed lists, so a filter is an exact match on a stored value (a plain join on both engines).

export const SPECIALTIES = [
  'anxiety',
  'depression',
  'trauma',
  'grief',
  'relationships',
  'substance-use',
  'young-people',
  'eating-difficulties',
  'stress',
  'self-esteem',
  'sleep',
  'ocd',
  'perinatal',
  'neurodivergence',
  'lgbtq',
  'self-harm',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];
export const SPECIALTY_LABELS: Record<Specialty, string> = {
  anxiety: 'Anxiety',
  depression: 'Depression',
  trauma: 'Trauma and PTSD',
  grief: 'Grief and loss',
  relationships: 'Relationships',
  'substance-use': 'Substance use',
  'young-people': 'Young people',
  'eating-difficulties': 'Eating difficulties',
  stress: 'Stress and burnout',
  'self-esteem': 'Self-esteem',
  sleep: 'Sleep',
  ocd: 'OCD',
  perinatal: 'Pregnancy and new parents',
  neurodivergence: 'Autism and ADHD',
  lgbtq: 'LGBTQ+ affirming',
  'self-harm': 'Self-harm',
};

export const APPROACHES = [
  'cbt',
  'dbt',
  'emdr',
  'person-centred',
  'psychodynamic',
  'act',
  'compassion-focused',
  'systemic',
  'integrative',
  'mindfulness-based',
  'solution-focused',
  'creative-therapies',
] as const;
export type Approach = (typeof APPROACHES)[number];
export const APPROACH_LABELS: Record<Approach, string> = {
  cbt: 'CBT (cognitive behavioural therapy)',
  dbt: 'DBT (dialectical behaviour therapy)',
  emdr: 'EMDR',
  'person-centred': 'Person-centred',
  psychodynamic: 'Psychodynamic',
  act: 'ACT (acceptance and commitment therapy)',
  'compassion-focused': 'Compassion-focused',
  systemic: 'Family and systemic',
  integrative: 'Integrative',
  'mindfulness-based': 'Mindfulness-based',
  'solution-focused': 'Solution-focused',
  'creative-therapies': 'Art, music and drama therapy',
};

export const LANGUAGES = [
  'en', 'cy', 'ga', 'gd', 'bsl', 'ar', 'bn', 'zh', 'yue', 'fr', 'de', 'el', 'gu', 'hi', 'it', 'ku', 'lt', 'fa',
  'pl', 'pt', 'pa', 'ro', 'ru', 'so', 'es', 'ta', 'tr', 'uk', 'ur',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  cy: 'Welsh',
  ga: 'Irish',
  gd: 'Scottish Gaelic',
  bsl: 'British Sign Language',
  ar: 'Arabic',
  bn: 'Bengali',
  zh: 'Chinese (Mandarin)',
  yue: 'Chinese (Cantonese)',
  fr: 'French',
  de: 'German',
  el: 'Greek',
  gu: 'Gujarati',
  hi: 'Hindi',
  it: 'Italian',
  ku: 'Kurdish',
  lt: 'Lithuanian',
  fa: 'Persian (Farsi)',
  pl: 'Polish',
  pt: 'Portuguese',
  pa: 'Punjabi',
  ro: 'Romanian',
  ru: 'Russian',
  so: 'Somali',
  es: 'Spanish',
  ta: 'Tamil',
  tr: 'Turkish',
  uk: 'Ukrainian',
  ur: 'Urdu',
};

export const DIRECTORY_TAG_KINDS = ['specialty', 'approach', 'language'] as const;
export type DirectoryTagKind = (typeof DIRECTORY_TAG_KINDS)[number];

export const MEETING_MODES = ['online', 'in-person'] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];

// ─── Limits ──────────────────────────────────────────────────────────────────────────────────────────────

export const DIRECTORY_PAGE_SIZE = 10;
export const DIRECTORY_MAX_PAGE_SIZE = 50;
export const CONTACT_MESSAGE_MAX = 1000;
/** Contact requests one person may send in a day (to anyone), so the directory cannot be used to spam. */
export const CONTACT_REQUESTS_PER_DAY = 5;

/** Codes this feature answers besides the catalogue's; the message travels with the code. */
export const PROFESSIONALS_ERRORS = {
  'professionals/not-professional': 'Only professional accounts have a directory profile.',
  'professionals/not-accepting': 'This professional is not taking new requests at the moment. Please choose someone else.',
  'professionals/own-profile': 'You cannot send a contact request to yourself.',
  'professionals/request-decided': 'This request has already been answered.',
  'professionals/request-limit': `You can send up to ${CONTACT_REQUESTS_PER_DAY} contact requests a day. Please try again tomorrow.`,
} as const;

// ─── Shared pieces ───────────────────────────────────────────────────────────────────────────────────────

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(min, min <= 1 ? `Enter ${label}.` : `Use at least ${min} characters for ${label}.`)
    .max(max, `Keep ${label} to ${max} characters or fewer.`)
    .refine((value) => storable(value), `${label[0]!.toUpperCase()}${label.slice(1)} contains characters that cannot be stored.`);

/** Blank or absent means "none". */
const optionalText = (label: string, max: number) =>
  z
    .preprocess((v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v), text(label, 1, max).nullable())
    .transform((v) => v ?? null);

/** A list of choices from a vocabulary; repeats are dropped. */
const choices = <T extends readonly [string, ...string[]]>(values: T, label: string, min: number, max: number) =>
  z
    .array(z.enum(values, { error: `Choose ${label} from the list.` }), { error: `Choose ${label} from the list.` })
    .transform((list) => [...new Set(list)])
    .pipe(
      z
        .array(z.enum(values))
        .min(min, `Choose at least ${min === 1 ? 'one' : min} ${label}.`)
        .max(max, `Choose up to ${max} ${label}.`),
    );

// ─── The directory profile ───────────────────────────────────────────────────────────────────────────────

export const directoryProfileInputSchema = z
  .strictObject({
    fullName: fullNameSchema,
    title: text('your professional title', 2, 100),
    specialties: choices(SPECIALTIES, 'specialties', 1, 8),
    approaches: choices(APPROACHES, 'approaches', 1, 8),
    languages: choices(LANGUAGES, 'languages', 1, 8),
    offersOnline: z.boolean({ error: 'Say whether you meet people online.' }),
    offersInPerson: z.boolean({ error: 'Say whether you meet people in person.' }),
    location: optionalText('a town or region', 100),
    fees: optionalText('your fees', 160),
    isLowCost: z.boolean({ error: 'Say whether you offer free or low-cost sessions.' }),
    availability: optionalText('your availability', 160),
    bio: text('a short introduction', 20, 1500),
    acceptingNew: z.boolean({ error: 'Say whether you are taking new requests.' }),
  })
  .superRefine((value, ctx) => {
    if (!value.offersOnline && !value.offersInPerson) {
      ctx.addIssue({ code: 'custom', path: ['offersOnline'], message: 'Choose online, in person or both.' });
    }
    if (value.offersInPerson && !value.location) {
      ctx.addIssue({ code: 'custom', path: ['location'], message: 'Give the town or region where you see people in person.' });
    }
  });
export type DirectoryProfileInput = z.input<typeof directoryProfileInputSchema>;
export type DirectoryProfileData = z.output<typeof directoryProfileInputSchema>;

export const directoryProfileSchema = z.object({
  /** The professional's user id. */
  id: z.string(),
  fullName: z.string(),
  title: z.string(),
  specialties: z.array(z.enum(SPECIALTIES)),
  approaches: z.array(z.enum(APPROACHES)),
  languages: z.array(z.enum(LANGUAGES)),
  offersOnline: z.boolean(),
  offersInPerson: z.boolean(),
  location: z.string().nullable(),
  fees: z.string().nullable(),
  isLowCost: z.boolean(),
  availability: z.string().nullable(),
  bio: z.string(),
  acceptingNew: z.boolean(),
  updatedAt: z.string(),
});
export type DirectoryProfile = z.infer<typeof directoryProfileSchema>;

/** A directory entry: always a verified professional, with the licence expiry behind the badge. */
export const directoryEntrySchema = directoryProfileSchema.extend({
  verified: z.literal(true),
  licenceExpiry: z.string(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

/** The professional's own view: their profile (null before the first save) and whether people can find it. */
export const myDirectoryProfileResponseSchema = z.object({
  profile: directoryProfileSchema.nullable(),
  verified: z.boolean(),
  licenceExpiry: z.string().nullable(),
  /** True when the profile is saved and the licence is verified, so the directory shows it. */
  isListed: z.boolean(),
});
export type MyDirectoryProfileResponse = z.infer<typeof myDirectoryProfileResponseSchema>;

// ─── Search ──────────────────────────────────────────────────────────────────────────────────────────────

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const flag = z.preprocess(blankToUndefined, z.enum(['true', 'false'], { error: 'Use true or false.' }).optional()).transform((v) => (v === undefined ? undefined : v === 'true'));

export const directorySearchSchema = z.strictObject({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, 'Keep the search under 100 characters.').optional()),
  specialty: z.preprocess(blankToUndefined, z.enum(SPECIALTIES, { error: 'Choose a specialty from the list.' }).optional()),
  approach: z.preprocess(blankToUndefined, z.enum(APPROACHES, { error: 'Choose an approach from the list.' }).optional()),
  language: z.preprocess(blankToUndefined, z.enum(LANGUAGES, { error: 'Choose a language from the list.' }).optional()),
  mode: z.preprocess(blankToUndefined, z.enum(MEETING_MODES, { error: 'Choose online or in person.' }).optional()),
  accepting: flag,
  lowCost: flag,
  page: z.coerce.number({ error: 'The page must be a whole number from 1.' }).int('The page must be a whole number from 1.').min(1, 'The page must be a whole number from 1.').max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(DIRECTORY_MAX_PAGE_SIZE, `At most ${DIRECTORY_MAX_PAGE_SIZE} a page.`).default(DIRECTORY_PAGE_SIZE),
});
export type DirectorySearch = z.input<typeof directorySearchSchema>;

export const directorySearchResponseSchema = z.object({
  items: z.array(directoryEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DirectorySearchResponse = z.infer<typeof directorySearchResponseSchema>;

// ─── Contact requests ────────────────────────────────────────────────────────────────────────────────────

export const CONTACT_METHODS = ['email', 'phone'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = { email: 'E-mail', phone: 'Phone' };

export const CONTACT_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];

const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{4,22}[0-9]$/;

export const contactRequestInputSchema = z
  .strictObject({
    message: text('a short message', 10, CONTACT_MESSAGE_MAX),
    contactMethod: z.enum(CONTACT_METHODS, { error: 'Choose e-mail or phone.' }),
    contactValue: z.string({ error: 'Enter how the professional can reach you.' }).trim().min(1, 'Enter how the professional can reach you.').max(254, 'This is too long.'),
  })
  .transform((value, ctx) => {
    if (value.contactMethod === 'email') {
      const email = emailSchema.safeParse(value.contactValue);
      if (!email.success) {
        ctx.addIssue({ code: 'custom', path: ['contactValue'], message: 'Enter a valid e-mail address.' });
        return z.NEVER;
      }
      return { ...value, contactValue: email.data };
    }
    const digits = value.contactValue.replace(/\D/g, '').length;
    if (!PHONE_PATTERN.test(value.contactValue) || digits < 6 || digits > 15) {
      ctx.addIssue({ code: 'custom', path: ['contactValue'], message: 'Enter a phone number with its area or country code, digits only (spaces are fine).' });
      return z.NEVER;
    }
    return value;
  });
export type ContactRequestInput = z.input<typeof contactRequestInputSchema>;
export type ContactRequestData = z.output<typeof contactRequestInputSchema>;

export const contactDecisionSchema = z.strictObject({
  decision: z.enum(['accepted', 'declined'], { error: 'Choose accept or decline.' }),
});
export type ContactDecision = z.infer<typeof contactDecisionSchema>;

export const contactRequestSchema = z.object({
  id: z.string(),
  /** Whether the viewer sent it or received it. */
  direction: z.enum(['sent', 'received']),
  status: z.enum(CONTACT_REQUEST_STATUSES),
  message: z.string(),
  contactMethod: z.enum(CONTACT_METHODS),
  contactValue: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  professional: z.object({ id: z.string(), fullName: z.string(), title: z.string().nullable() }),
  requester: z.object({ username: z.string() }),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export const contactRequestResponseSchema = z.object({ request: contactRequestSchema });
export const contactRequestListSchema = z.object({ requests: z.array(contactRequestSchema) });
export type ContactRequestList = z.infer<typeof contactRequestListSchema>;
export const CONTACT_BOXES = ['received', 'sent'] as const;
export const contactRequestListQuerySchema = z.strictObject({ box: z.enum(CONTACT_BOXES, { error: 'Choose received or sent.' }) });
