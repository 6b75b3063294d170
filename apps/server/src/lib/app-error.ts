import { ERROR_MESSAGES, type ErrorCode } from '@wellbeing/shared/errors';
import type { z } from 'zod';

/** The one error type routes throw; the error handler turns it into `{ code, message }` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    message?: string,
    readonly fields?: Record<string, string>,
    /** Extra, non-secret context for the client (e.g. why access was denied). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? (ERROR_MESSAGES as Record<string, string>)[code] ?? ERROR_MESSAGES['server/error']);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'not-found');
export const notAuthenticated = () => new AppError(401, 'auth/not-authenticated');

/** Parses untrusted input; a failure is a 400 naming each bad field, never a 500. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  const first = Object.entries(fields)[0];
  const message = first ? `${first[0] === '_' ? 'Request' : first[0]}: ${first[1]}` : ERROR_MESSAGES['request/invalid'];
  throw new AppError(400, 'request/invalid', message, fields);
}
