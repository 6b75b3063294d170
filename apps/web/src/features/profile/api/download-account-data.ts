import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * Fetches everything Harbour holds about the account and hands it to the browser as a JSON file. Fetched
 * rather than linked, so a failure shows a message instead of saving an error page as "your data".
 */
export async function downloadAccountData(): Promise<void> {
  const data = await apiFetch<unknown>('/api/account/export', { timeoutMs: 60_000, cache: 'no-store' });
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `harbour-my-data-${new Date().toISOString().slice(0, 10)}.json`;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns; free it once they have.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadAccountData() {
  return useMutation({ mutationFn: downloadAccountData });
}
