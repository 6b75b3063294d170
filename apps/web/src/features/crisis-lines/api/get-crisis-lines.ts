import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { crisisLineFromSeed, seedCrisisLines } from '@wellbeing/shared/crisis-lines';
import type { CrisisLinesResponse } from '@wellbeing/shared/schemas/tools';
import { parseCrisisLinesResponse } from '@wellbeing/shared/start-up-guards';
import { takePageAnswer } from '../../../lib/api-client';

const CRISIS_LINES_PATH = '/api/crisis-lines';
/** Set by the service worker (public/sw.js) when it answers with the copy it saved, because there is no network. */
const OFFLINE_COPY_HEADER = 'X-Harbour-Offline-Copy';
const TIMEOUT_MS = 8_000;

/**
 * Where the list on screen came from: the server, the copy the service worker saved (offline), or the list
 * built into the app (the server and the saved copy both failed).
 */
export type CrisisLinesSource = 'network' | 'offline-copy' | 'built-in';
export interface CrisisLinesResult extends CrisisLinesResponse {
  source: CrisisLinesSource;
}

/** The lines built into the app (packages/shared), for when nothing else can be had. */
export function builtInCrisisLines(): CrisisLinesResult {
  const lines = seedCrisisLines.map(crisisLineFromSeed);
  const updatedAt = lines.map((l) => l.updatedAt).sort().at(-1) ?? null;
  return { lines, updatedAt, fetchedAt: updatedAt ?? new Date(0).toISOString(), source: 'built-in' };
}

/** Never fails: a crisis page always has lines to show. Read with `fetch` to see the service worker's mark. */
export async function getCrisisLines(): Promise<CrisisLinesResult> {
  try {
    const response = await fetch(CRISIS_LINES_PATH, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return builtInCrisisLines();
    // A hand-written check held to crisisLinesResponseSchema by a property test: the crisis page loads no
    // schema library (decision 005).
    const body = parseCrisisLinesResponse(await response.json());
    if (!body) return builtInCrisisLines();
    return { ...body, source: response.headers.get(OFFLINE_COPY_HEADER) === '1' ? 'offline-copy' : 'network' };
  } catch {
    return builtInCrisisLines();
  }
}

export const crisisLinesQueryKey = ['crisis-lines'] as const;

export const crisisLinesQuery = () =>
  queryOptions({
    queryKey: crisisLinesQueryKey,
    queryFn: getCrisisLines,
    staleTime: 60_000,
    // A saved or built-in list is replaced by the live one as soon as the network is back.
    refetchInterval: (query) => (query.state.data && query.state.data.source !== 'network' ? 30_000 : false),
  });

/**
 * The crisis page's loader: the list the server sent with the page goes into the cache before the page first
 * renders, so the lines are on screen with it, with no request in between. It is checked like the network's, and
 * dated by when the server answered: a page kept by the service worker for offline use carries an old list,
 * which is stale at once, so the live list (or the saved copy, marked as such) is asked for as usual.
 */
export function primeCrisisLines(queryClient: QueryClient): void {
  const sent = takePageAnswer(CRISIS_LINES_PATH);
  const body = sent ? parseCrisisLinesResponse(sent.body) : null;
  if (body) {
    const answeredAt = Date.parse(body.fetchedAt);
    const updatedAt = Number.isFinite(answeredAt) ? Math.min(answeredAt, Date.now()) : 0;
    queryClient.setQueryData<CrisisLinesResult>(crisisLinesQueryKey, { ...body, source: 'network' }, { updatedAt });
  }
  void queryClient.prefetchQuery(crisisLinesQuery());
}

export function useCrisisLines() {
  return useQuery(crisisLinesQuery());
}
