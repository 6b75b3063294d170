import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registrationRequestSchema, type RegistrationCode } from '@wellbeing/shared/schemas/account';
import { AppError } from '../../lib/app-error.js';
import { isDatabaseUnavailable } from '../../plugins/errors.js';
import { DEFAULT_ROLE } from '@wellbeing/shared/roles';
import { createAccount } from '../auth/accounts-admin.js';
import { VERIFICATION_LINK_SECONDS } from '../auth/auth.js';
import { isWeakPassword } from '../auth/password.js';
import { sendVerificationMail, signUpVerificationLink } from '../auth/verification-mail.js';
import { limitKey } from '../rate-limit/limiter.js';
import { createUsersRepository } from '../users/repository.js';
import { checkTicket } from './ticket.js';

const MESSAGES: Record<RegistrationCode, string> = {
  registered: 'Your account has been created. We have sent you an e-mail with a link to verify your address.',
  'email-already-in-use': 'Email already exists.',
  'invalid-email': 'Invalid email address.',
  'weak-password': 'Password is too weak.',
  'username-taken': 'Username already exists.',
  'invalid-ticket': 'This registration form has expired. Please reload the page and try again.',
  'invalid-request': 'Some of the information sent was not valid.',
  'server-error': 'We could not create your account just now. Please try again in a moment.',
};

const answer = (reply: FastifyReply, status: number, code: RegistrationCode, message = MESSAGES[code]) =>
  reply.code(status).send({ message, code });

export const REGISTRATION_LIMIT = { limit: 10, windowSeconds: 60 * 60 };

/**
 * The registration service (spec sections 1 and 7): its own Fastify plugin, mounted by the main app at
 * /registration and runnable alone (registration/server.ts). Every answer is `{ message, code }`.
 * Needs `config`, `database`, `auth` and `limiter` on the instance it is registered in.
 */
export async function registrationPlugin(app: FastifyInstance): Promise<void> {
  const users = createUsersRepository(app.database.db);

  // Its own error handling, so even a malformed body gets the service's `{ message, code }` shape.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    // Refused before the handler (e.g. text that cannot be stored): the reason, in the service's shape.
    if (error instanceof AppError && error.statusCode < 500) return answer(reply, error.statusCode, 'invalid-request', error.message);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return answer(reply, status, 'invalid-request', status === 413 ? 'That request is too large.' : 'The request body is not valid JSON.');
    if (isDatabaseUnavailable(error)) {
      // Nothing was written (the account is one transaction): the person can simply try again.
      request.log.error({ err: { type: error.name, code: (error as { code?: string }).code } }, 'registration failed: database unavailable');
      return answer(reply.header('Retry-After', '5'), 503, 'server-error');
    }
    request.log.error({ err: { type: error.name, message: error.message } }, 'registration failed');
    return answer(reply, 500, 'server-error');
  });

  app.post('/', async (request, reply) => {
    if (checkTicket(app.config.authSecret, request.headers.authorization)) return answer(reply, 401, 'invalid-ticket');
    if (!(await app.limiter.hit(limitKey('register-ip', request.ip), REGISTRATION_LIMIT))) {
      return answer(reply, 429, 'invalid-request', 'Too many attempts. Please try again later.');
    }

    const parsed = registrationRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      if (field === 'email') return answer(reply, 400, 'invalid-email');
      if (field === 'password' && issue?.code === 'too_small') return answer(reply, 400, 'weak-password');
      const unknownKeys = issue?.code === 'unrecognized_keys' ? ` (${(issue as { keys?: string[] }).keys?.join(', ')})` : '';
      return answer(reply, 400, 'invalid-request', `${field ? `${field}: ` : ''}${issue?.message ?? MESSAGES['invalid-request']}${unknownKeys}`);
    }
    const input = parsed.data;
    if (isWeakPassword(input.password, { email: input.email, username: input.username })) return answer(reply, 400, 'weak-password');
    if (await users.isUsernameTaken(input.username)) return answer(reply, 409, 'username-taken');
    if (await users.isEmailTaken(input.email)) return answer(reply, 409, 'email-already-in-use');

    // The account, its credential, the role chosen and a professional's verification request are written
    // in one transaction (createAccount): a crash or a failed write leaves all of it or none of it.
    try {
      await createAccount(
        app.database.db,
        app.database.kind,
        {
          email: input.email,
          username: input.username,
          password: input.password,
          // Professionals start as seekers; an admin's approval of their request makes them professionals.
          role: input.role === 'supporter' ? 'supporter' : DEFAULT_ROLE,
          emailVerified: false,
          gender: input.gender ?? null,
          dateOfBirth: input.dateOfBirth ?? null,
          // A full name belongs to professionals only: it reaches the account when an admin approves the request.
          fullName: null,
        },
        async (trx, userId) => {
          if (input.role !== 'professional' || !input.licence || !input.fullName) return;
          await trx
            .insertInto('professionalVerifications')
            .values({ id: randomUUID(), userId, fullName: input.fullName, ...input.licence, status: 'pending', createdAt: new Date().toISOString() })
            .execute();
        },
      );
    } catch (error) {
      // Two people racing for the same username or e-mail: the database's unique indexes decide.
      if (await users.isEmailTaken(input.email)) return answer(reply, 409, 'email-already-in-use');
      if (await users.isUsernameTaken(input.username)) return answer(reply, 409, 'username-taken');
      throw error;
    }
    // After the commit: if this fails the account exists unverified, and signing in sends a new link.
    const email = input.email.toLowerCase();
    await sendVerificationMail({ mailer: app.mailer, log: request.log }, email, await signUpVerificationLink(app.config, email, VERIFICATION_LINK_SECONDS));

    request.log.info({ role: input.role }, 'account registered');
    return answer(reply, 201, 'registered');
  });
}
