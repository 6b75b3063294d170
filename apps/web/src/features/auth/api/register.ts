import { useMutation } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import { registrationResponseSchema, type RegistrationRequest } from '@wellbeing/shared/schemas/account';
import { ApiError } from '../../../lib/api-client';
import { clearSessionUser, getSessionUser, signOut } from '../../../lib/session/session-store';
import { getRegistrationTicket } from './get-registration-ticket';

/** The registration service: same origin, but not under /api and with its own answer shape `{ message, code }`. */
export const REGISTRATION_URL = '/registration';
const REGISTRATION_TIMEOUT_MS = 20_000;

export type RegistrationField = 'email' | 'username' | 'password';

export type RegistrationResult =
  | { ok: true; code: string; message: string }
  | { ok: false; code: string; message: string; field?: RegistrationField };

/** The service's codes the web words itself (spec section 8); any other code shows the service's own message. */
const MESSAGE_OF_CODE: Partial<Record<string, string>> = {
  'email-already-in-use': ERROR_MESSAGES['auth/email-already-in-use'],
  'invalid-email': ERROR_MESSAGES['auth/invalid-email'],
  'weak-password': ERROR_MESSAGES['auth/weak-password'],
  'username-taken': ERROR_MESSAGES['username/taken'],
};

const FIELD_OF_CODE: Partial<Record<string, RegistrationField>> = {
  'email-already-in-use': 'email',
  'invalid-email': 'email',
  'weak-password': 'password',
  'username-taken': 'username',
};

/** What the person reads for a failed registration. */
export function registrationMessage(code: string | undefined, message: string | undefined): string {
  const known = code ? MESSAGE_OF_CODE[code] : undefined;
  if (known) return known;
  return message && message.trim() !== '' ? message : ERROR_MESSAGES['registration/unknown'];
}

/** Reads the service's answer: success for 2xx, else a failure with its code (or `server-error`). */
export function toRegistrationResult(status: number, body: unknown): RegistrationResult {
  const parsed = registrationResponseSchema.partial().safeParse(body);
  const code = parsed.success ? parsed.data.code : undefined;
  const message = parsed.success ? parsed.data.message : undefined;
  if (status >= 200 && status < 300) return { ok: true, code: code ?? 'registered', message: message ?? '' };
  const failureCode = code ?? 'server-error';
  const field = FIELD_OF_CODE[failureCode];
  return { ok: false, code: failureCode, message: registrationMessage(code, message), ...(field ? { field } : {}) };
}

/** The network could not reach the service (or it did not answer in time). */
export const REGISTRATION_NETWORK_FAILURE: RegistrationResult = {
  ok: false,
  code: 'network',
  message: ERROR_MESSAGES['registration/network'],
};

/** POSTs the registration with the ticket as bearer token. Never throws: every outcome is a result. */
export async function postRegistration(request: RegistrationRequest, ticket: string): Promise<RegistrationResult> {
  let response: Response;
  try {
    response = await fetch(REGISTRATION_URL, {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${ticket}` },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(REGISTRATION_TIMEOUT_MS),
    });
  } catch {
    return REGISTRATION_NETWORK_FAILURE;
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return toRegistrationResult(response.status, body);
}

function ticketFailure(error: unknown): RegistrationResult {
  if (error instanceof ApiError && error.status === 0) return REGISTRATION_NETWORK_FAILURE;
  if (error instanceof ApiError) return { ok: false, code: error.code, message: error.message };
  return { ok: false, code: 'server-error', message: ERROR_MESSAGES['registration/unknown'] };
}

async function registerWithFreshTicket(request: RegistrationRequest): Promise<RegistrationResult> {
  let ticket: string;
  try {
    ticket = (await getRegistrationTicket()).ticket;
  } catch (error) {
    return ticketFailure(error);
  }
  return postRegistration(request, ticket);
}

/**
 * Registers through the registration service. A ticket that expired on the way gets one fresh try. After a
 * successful registration any current session is signed out (spec section 4): the new account logs in
 * only once its e-mail is verified.
 */
export async function register(request: RegistrationRequest): Promise<RegistrationResult> {
  let result = await registerWithFreshTicket(request);
  if (!result.ok && result.code === 'invalid-ticket') result = await registerWithFreshTicket(request);
  if (result.ok) {
    if (getSessionUser()) await signOut();
    else clearSessionUser();
  }
  return result;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
