import { z } from 'zod';
import { REGISTRATION_ROLES, ROLES } from '../roles.js';
import { oneLine } from './text.js';

/**
 * Contracts of the account features, used by the forms, by the server's validation and as response types.
 * Names: `<thing>Schema` for the zod schema, the type without the suffix.
 */

export const MIN_AGE_YEARS = 16;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .toLowerCase()
  .max(254, 'Invalid email address.')
  .pipe(z.email({ error: 'Invalid email address.' }));

export const usernameSchema = z
  .string({ error: 'Choose a username.' })
  .trim()
  .min(3, 'Usernames have at least 3 characters.')
  .max(30, 'Usernames have at most 30 characters.')
  .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, numbers, dots, dashes or underscores only.');

/** Length is checked here; strength (common passwords, repeats, e-mail or username inside) on the server. */
export const passwordSchema = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

/** The password of an existing account: never judged, only compared. */
export const currentPasswordSchema = z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH);

const ONE_LINE_MESSAGE = 'Use letters, numbers and punctuation on one line.';

export const genderSchema = z.string().trim().max(50, 'Keep this under 50 characters.').refine(oneLine, ONE_LINE_MESSAGE);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.').refine((value) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}, 'This is not a real date.');

export function ageOn(dateOfBirth: string, today = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age--;
  return age;
}

/** Said to someone too young for an account; the registration form then points them to help (register-form.tsx). */
export const UNDER_AGE_MESSAGE = `You need to be ${MIN_AGE_YEARS} or over to have a Harbour account.`;

export const dateOfBirthSchema = isoDate
  .refine((value) => ageOn(value) >= MIN_AGE_YEARS, UNDER_AGE_MESSAGE)
  .refine((value) => ageOn(value) <= 120, 'Please check the year.');

export const fullNameSchema = z.string().trim().min(2, 'Enter your full name.').max(120, 'Keep this under 120 characters.').refine(oneLine, ONE_LINE_MESSAGE);

export const licenceSchema = z.strictObject({
  licenceNumber: z.string().trim().min(2, 'Enter your licence or registration number.').max(60).refine(oneLine, ONE_LINE_MESSAGE),
  regulator: z.string().trim().min(2, 'Enter the body that registers you.').max(120).refine(oneLine, ONE_LINE_MESSAGE),
  country: z.string().trim().min(2, 'Enter the country.').max(60).refine(oneLine, ONE_LINE_MESSAGE),
  licenceExpiry: isoDate.refine((value) => new Date(`${value}T00:00:00Z`) > new Date(), 'This licence has expired.'),
});
export type Licence = z.infer<typeof licenceSchema>;

const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());

export const registrationRequestSchema = z
  .strictObject({
    email: emailSchema,
    password: passwordSchema,
    username: usernameSchema,
    role: z.enum(REGISTRATION_ROLES).default('seeker'),
    gender: optionalText(genderSchema),
    dateOfBirth: optionalText(dateOfBirthSchema),
    fullName: optionalText(fullNameSchema),
    licence: licenceSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.role === 'professional') {
      if (!value.fullName) ctx.addIssue({ code: 'custom', path: ['fullName'], message: 'Professionals give their full name.' });
      if (!value.licence) ctx.addIssue({ code: 'custom', path: ['licence'], message: 'Professionals give their licence details.' });
    } else if (value.fullName) {
      ctx.addIssue({ code: 'custom', path: ['fullName'], message: 'Only professionals give a full name.' });
    }
  });
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

/** Every answer of the registration service has this shape (spec section 7). */
export const REGISTRATION_CODES = [
  'registered',
  'email-already-in-use',
  'invalid-email',
  'weak-password',
  'username-taken',
  'invalid-ticket',
  'invalid-request',
  'server-error',
] as const;
export type RegistrationCode = (typeof REGISTRATION_CODES)[number];
export const registrationResponseSchema = z.object({ message: z.string(), code: z.string() });
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

export const registrationTicketSchema = z.object({ ticket: z.string(), expiresAt: z.string() });
export type RegistrationTicket = z.infer<typeof registrationTicketSchema>;

export const loginRequestSchema = z.strictObject({ email: emailSchema, password: currentPasswordSchema });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The user the browser keeps (spec section 3); fullName only for professionals. */
export const sessionUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  fullName: z.string().nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });

export const usernameAvailabilitySchema = z.object({ available: z.boolean() });

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  fullName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Professionals only: true while the latest approved licence has not expired (the "verified" badge). */
  verified: z.boolean().optional(),
  /** Expiry day (YYYY-MM-DD) of the latest approved licence; null when there is none. */
  licenceExpiry: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ profile: profileSchema });

/** Only these fields may change through the profile (spec section 5); anything else is refused. */
export const PROFILE_FIELDS = ['username', 'role', 'gender', 'dateOfBirth', 'fullName'] as const;
export const profileUpdateSchema = z.strictObject({
  username: usernameSchema.optional(),
  role: z.enum(ROLES).optional(),
  gender: optionalText(genderSchema),
  dateOfBirth: optionalText(dateOfBirthSchema),
  fullName: optionalText(fullNameSchema),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const emailChangeRequestSchema = z.strictObject({ newEmail: emailSchema, currentPassword: currentPasswordSchema });
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

/** "Forgot your password?": the address to send a link to. */
export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });

/** The link's token (opaque, from the e-mail) and the new password. */
export const passwordResetSchema = z.strictObject({
  token: z.string({ error: 'This link is incomplete.' }).regex(/^[A-Za-z0-9_-]{16,128}$/, 'This link is incomplete.'),
  newPassword: passwordSchema,
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;
export type PasswordReset = z.input<typeof passwordResetSchema>;

export const passwordChangeRequestSchema = z.strictObject({ currentPassword: currentPasswordSchema, newPassword: passwordSchema });
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const verificationRequestInputSchema = licenceSchema.extend({ fullName: fullNameSchema });
export type VerificationRequestInput = z.input<typeof verificationRequestInputSchema>;
export const verificationRequestSchema = z.object({
  id: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  fullName: z.string(),
  licenceNumber: z.string(),
  regulator: z.string(),
  country: z.string(),
  licenceExpiry: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;
export const verificationRequestResponseSchema = z.object({ request: verificationRequestSchema.nullable() });

export const deviceSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  device: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;
export const deviceSessionsResponseSchema = z.object({ sessions: z.array(deviceSessionSchema) });

export const accountDeletionRequestSchema = z.strictObject({ password: currentPasswordSchema });
