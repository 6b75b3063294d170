const NOTICE_KEY = 'harbour-ai-chat-notice-seen-v1';

/** Whether this browser has seen (and closed) the first-use notice. */
export function hasSeenChatNotice(): boolean {
  try {
    return localStorage.getItem(NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberChatNoticeSeen(): void {
  try {
    localStorage.setItem(NOTICE_KEY, '1');
  } catch {
    // Then it shows again next time, which is harmless.
  }
}
