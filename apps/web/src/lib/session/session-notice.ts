/**
 * A calm one-line confirmation carried in the navigation state to the next page ("You're logged out."),
 * shown by the account area in the header. Plain data, so any feature can send one.
 */
export interface SessionNoticeState {
  sessionNotice: string;
}

export function sessionNoticeState(message: string): SessionNoticeState {
  return { sessionNotice: message };
}

export function readSessionNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('sessionNotice' in state)) return null;
  const notice = (state as { sessionNotice: unknown }).sessionNotice;
  return typeof notice === 'string' && notice.trim() !== '' ? notice : null;
}
