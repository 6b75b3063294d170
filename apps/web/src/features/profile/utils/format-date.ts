const LOCALE = 'en-GB';

/** "3 March 2026" for a YYYY-MM-DD day (no time zone shift) or an ISO timestamp. */
export function formatDay(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const isDayOnly = value.length === 10;
  return date.toLocaleDateString(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', ...(isDayOnly ? { timeZone: 'UTC' } : {}) });
}

/** "3 Mar 2026, 14:05" in the reader's time zone. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
}
