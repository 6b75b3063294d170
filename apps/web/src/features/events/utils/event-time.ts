import { DATE_LOCALE as LOCALE } from '../../../lib/format-date';

/** The browser's own time zone (e.g. "Europe/London"); times are stored in UTC and shown in this zone. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "Tuesday 3 March 2026, 14:00 – 15:30 GMT" (or across days), in the viewer's time zone. */
export function formatEventTime(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const range = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'full', timeStyle: 'short' }).formatRange(start, end);
  const zone = new Intl.DateTimeFormat(LOCALE, { timeZoneName: 'short' }).formatToParts(start).find((p) => p.type === 'timeZoneName')?.value;
  return zone ? `${range} ${zone}` : range;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the value of a `datetime-local` input, in the viewer's zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the viewer's zone) as an ISO instant in UTC; '' when empty or not a date. */
export function fromLocalInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}
