import { ApiError, SESSION_LOST_CODE } from '../api-client';

/** Whether a call failed because the session ended (401 `auth/not-authenticated`). */
export function isSessionLost(error: unknown): boolean {
  return error instanceof ApiError && error.code === SESSION_LOST_CODE;
}

/**
 * The message for a send that failed: when the session ended, the catalogue's text and then what to do, since
 * what they wrote is kept (unsaved-drafts.ts) while they log in again.
 */
export function sendFailureText(error: Error): string {
  return isSessionLost(error) ? `${error.message}. Log in again to send it: what you wrote is kept until you do.` : error.message;
}
