/**
 * An iCalendar file (RFC 5545) for one event: CRLF line endings, lines folded at 75 octets without
 * splitting a UTF-8 character, times in UTC (`…Z`), TEXT values escaped.
 */

export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  /** When the calendar entry was made (DTSTAMP). */
  stampedAt: Date;
  location: string | null;
  url: string;
  isCancelled: boolean;
  /** Grows with every change, so calendars replace the entry they already have. */
  sequence: number;
}

/** 20260303T140000Z */
export function icsUtc(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

/** TEXT escaping (RFC 5545 section 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line into pieces of at most 75 octets; continuation lines start with a space. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const pieces: string[] = [];
  let current = '';
  let currentOctets = 0;
  let limit = 75;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    if (currentOctets + octets > limit) {
      pieces.push(current);
      current = '';
      currentOctets = 0;
      // The leading space of a continuation line counts towards its 75 octets.
      limit = 74;
    }
    current += char;
    currentOctets += octets;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export function buildIcs(event: CalendarEvent, productName: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(productName)}//Events and webinars//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(event.stampedAt)}`,
    `DTSTART:${icsUtc(event.startsAt)}`,
    `DTEND:${icsUtc(event.endsAt)}`,
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    `URL:${event.url}`,
    `STATUS:${event.isCancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
