import { MOOD_LABELS, type JournalEntry } from '@wellbeing/shared/schemas/tools';

/**
 * A cell a spreadsheet will not run as a formula: text starting with = + - @ or a control character gets a
 * leading apostrophe (OWASP "CSV injection"); anything with a comma, quote or line break is quoted.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const JOURNAL_CSV_COLUMNS = ['date', 'mood', 'mood_label', 'tags', 'note', 'created_at', 'updated_at'] as const;

/** The journal as CSV (RFC 4180, CRLF line ends), oldest day first, with a byte-order mark so spreadsheets read UTF-8. */
export function journalToCsv(entries: readonly JournalEntry[]): string {
  const rows = entries
    .toSorted((a, b) => a.date.localeCompare(b.date))
    .map((e) => [e.date, e.mood, MOOD_LABELS[e.mood] ?? '', e.tags.join(';'), e.note, e.createdAt, e.updatedAt].map(csvCell).join(','));
  return `\uFEFF${[JOURNAL_CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
