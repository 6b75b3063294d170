import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crisisLineFromSeed, seedCrisisLines } from '@wellbeing/shared/crisis-lines';

/** The crisis page's data block as the server writes it (plugins/web-app.ts), behind a stand-in `document`. */
function stubPage(answers: Record<string, unknown> | null) {
  const block = answers === null ? null : { textContent: JSON.stringify(answers), remove: vi.fn() };
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'page-answers' ? block : null) });
}

const lines = seedCrisisLines.slice(0, 3).map(crisisLineFromSeed);
const answer = (fetchedAt: string) => ({ lines, updatedAt: '2026-11-21T00:00:00.000Z', fetchedAt });
const live = { lines: lines.slice(0, 1), updatedAt: '2026-11-22T00:00:00.000Z', fetchedAt: new Date().toISOString() };

function stubServer() {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(live), { status: 200, headers: { 'Content-Type': 'application/json' } })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function prime() {
  vi.resetModules();
  const api = await import('./get-crisis-lines');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  api.primeCrisisLines(client);
  // Let a started request (if any) finish.
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  return { data: client.getQueryData<Awaited<ReturnType<typeof api.getCrisisLines>>>(api.crisisLinesQueryKey), state: client.getQueryState(api.crisisLinesQueryKey) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the crisis page’s list, sent with the page', () => {
  it('is in the cache before the page renders, dated by the server’s answer, and not asked for again', async () => {
    const fetchedAt = new Date(Date.now() - 5_000).toISOString();
    stubPage({ '/api/crisis-lines': answer(fetchedAt) });
    const fetchMock = stubServer();
    const { data, state } = await prime();
    expect(data).toEqual({ ...answer(fetchedAt), source: 'network' });
    expect(state?.dataUpdatedAt).toBe(Date.parse(fetchedAt));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is replaced by the live list when it is old (a page the service worker kept for offline use)', async () => {
    stubPage({ '/api/crisis-lines': answer(new Date(Date.now() - 3_600_000).toISOString()) });
    const fetchMock = stubServer();
    const { data } = await prime();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(data).toEqual({ ...live, source: 'network' });
  });

  it('is never dated later than now (a server clock ahead of the browser’s)', async () => {
    stubPage({ '/api/crisis-lines': answer(new Date(Date.now() + 3_600_000).toISOString()) });
    stubServer();
    const { state } = await prime();
    expect(state?.dataUpdatedAt).toBeLessThanOrEqual(Date.now());
  });

  it('is ignored when it is not a list the app can read, or missing: the app asks the server', async () => {
    for (const page of [{ '/api/crisis-lines': { lines: [{ id: 1 }] } }, {}, null]) {
      stubPage(page);
      const fetchMock = stubServer();
      const { data } = await prime();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(data).toEqual({ ...live, source: 'network' });
    }
  });
});
