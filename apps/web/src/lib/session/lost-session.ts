import { ApiError, SESSION_LOST_CODE } from '../api-client';

/** Whether a call failed because the session ended (401 `auth/not-authenticated`). */
export function isSessionLost(error: unknown): boolean {
  return error instanceof ApiError && error.code === SESSION_LOST_CODE;
}

/** What to do when the request could not be made (the browser is offline, or the connection failed). */
const UNREACHED: Record<string, (action: WriteAction) => string> = {
  'offline/unavailable': (action) => `${action === 'send' ? 'Send' : 'Save'} it again when you are back online.`,
  'network/failed': () => 'Try again in a moment.',
};

/** What the button does with what someone wrote. */
export type WriteAction = 'send' | 'save';

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The message for a send that failed, the catalogue's text first. Where the words are still in the box (the
 * session ended, and unsaved-drafts.ts keeps them while they log in again; or the connection failed), it then
 * says so, and what to do: someone whose message seems lost may not write it again.
 */
export function sendFailureText(error: Error, action: WriteAction = 'send'): string {
  if (isSessionLost(error)) return `${error.message}. Log in again to ${action} it: what you wrote is kept until you do.`;
  const next = error instanceof ApiError ? UNREACHED[error.code] : undefined;
  if (next) return `${sentence(error.message)} What you wrote is still here. ${next(action)}`;
  return error.message;
}
