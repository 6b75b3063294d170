import { DATE_LOCALE } from '../../../lib/format-date';

const dayFormat = new Intl.DateTimeFormat(DATE_LOCALE, { day: 'numeric', month: 'short' });
const dayYearFormat = new Intl.DateTimeFormat(DATE_LOCALE, { day: 'numeric', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat(DATE_LOCALE, { hour: '2-digit', minute: '2-digit' });

/** "14:05" today, "3 Nov" this year, "3 Nov 2025" before. */
export function formatWhen(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return timeFormat.format(date);
  return date.getFullYear() === now.getFullYear() ? dayFormat.format(date) : dayYearFormat.format(date);
}

/** The name shown for a conversation that has none yet. */
export function conversationName(conversation: { title: string | null; createdAt: string }): string {
  return conversation.title ?? `Conversation from ${dayYearFormat.format(new Date(conversation.createdAt))}`;
}
