import { useMutation } from '@tanstack/react-query';
import { messageFor } from '@wellbeing/shared/errors';
import type { JOURNAL_EXPORT_FORMATS } from '@wellbeing/shared/schemas/tools';
import { ApiError } from '../../../lib/api-client';

export type JournalExportFormat = (typeof JOURNAL_EXPORT_FORMATS)[number];

const TYPES: Record<JournalExportFormat, string> = { csv: 'text/csv;charset=utf-8', json: 'application/json' };

/**
 * Fetches the whole journal as CSV or JSON and hands it to the browser as a file. Fetched rather than
 * linked, so a failure shows a message instead of saving an error page as "your journal".
 */
export async function exportJournal(format: JournalExportFormat): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/journal/export?format=${format}`, { credentials: 'same-origin', cache: 'no-store', signal: AbortSignal.timeout(60_000) });
  } catch {
    const code = navigator.onLine ? 'network/failed' : 'offline/unavailable';
    throw new ApiError(0, code, messageFor(code));
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    const code = body.code ?? 'server/error';
    throw new ApiError(response.status, code, messageFor(code, body.message));
  }
  const blob = new Blob([await response.text()], { type: TYPES[format] });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `harbour-mood-journal-${new Date().toISOString().slice(0, 10)}.${format}`;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns; free it once they have.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportJournal() {
  return useMutation({ mutationFn: exportJournal });
}
