import { DATE_LOCALE } from '../../../lib/format-date';

/**
 * Each formatter is made when it is first used: making one costs a slow phone tens of milliseconds, and the
 * chat's first screen may need none (no conversations yet). public/warm-formatters.js loads the locale's data
 * while the chat's code downloads.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat(DATE_LOCALE, options)).format(date);
}
const day = lazyFormat({ day: 'numeric', month: 'short' });
const dayYear = lazyFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const time = lazyFormat({ hour: '2-digit', minute: '2-digit' });

/** "14:05" today, "3 Nov" this year, "3 Nov 2025" before. */
export function formatWhen(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return time(date);
  return date.getFullYear() === now.getFullYear() ? day(date) : dayYear(date);
}

/** The name shown for a conversation that has none yet. */
export function conversationName(conversation: { title: string | null; createdAt: string }): string {
  return conversation.title ?? `Conversation from ${dayYear(new Date(conversation.createdAt))}`;
}

/**
 * A count of characters as the site writes numbers (British English, as its dates: "4,000"), without a number
 * formatter, which the message box would otherwise make before the chat could first show.
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
