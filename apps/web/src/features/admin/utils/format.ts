const LOCALE = 'en-GB';

/** "3 March 2026" for a YYYY-MM-DD day (no time-zone shift) or an ISO timestamp. */
export function formatDay(value: string): string {
  const isDayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = isDayOnly ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', ...(isDayOnly ? { timeZone: 'UTC' } : {}) });
}

/** "3 Mar 2026, 14:05" in the reader's time zone. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "3 Mar" for chart labels. */
export function formatShortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** The value of a `datetime-local` input for an ISO timestamp, in the reader's time zone. */
export function toLocalInputValue(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** An ISO timestamp from a `datetime-local` value (read in the reader's time zone); undefined when blank or unreadable. */
export function fromLocalInputValue(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
