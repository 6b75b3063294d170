/**
 * Dates as the whole site writes them: British English ("3 March 2026", "3 Mar 2026, 14:05"), whatever the
 * browser's language, so one screen never says "November 18, 2026" beside another's "27 Nov 2026".
 */
export const DATE_LOCALE = 'en-GB';

/** "3 March 2026" for a YYYY-MM-DD day (no time-zone shift) or an ISO timestamp (the reader's day). */
export function formatDay(value: string): string {
  const isDayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = isDayOnly ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(DATE_LOCALE, { day: 'numeric', month: 'long', year: 'numeric', ...(isDayOnly ? { timeZone: 'UTC' } : {}) });
}

/** "3 Mar 2026, 14:05" in the reader's time zone. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(DATE_LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "3 Mar" for a YYYY-MM-DD day, as chart labels. */
export function formatShortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(DATE_LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}
