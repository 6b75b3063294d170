const LOCALE = 'en-GB';

/** "3 March 2027" for a YYYY-MM-DD day (no time zone shift) or an ISO timestamp. */
export function formatDay(value: string): string {
  const isDayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = isDayOnly ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', ...(isDayOnly ? { timeZone: 'UTC' } : {}) });
}
