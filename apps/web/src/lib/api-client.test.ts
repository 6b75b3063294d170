import { afterEach, describe, expect, it, vi } from 'vitest';

/** The page's data block as the server writes it (plugins/web-app.ts), behind a stand-in `document`. */
function stubPageAnswers(text: string | null) {
  const block = text === null ? null : { textContent: text, remove: vi.fn() };
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'page-answers' ? block : null) });
  return block;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function loadClient() {
  vi.resetModules();
  return import('./api-client');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('answers sent with the page', () => {
  it('stand in for a plain GET of the same path, once; everything else goes to the server', async () => {
    const block = stubPageAnswers(JSON.stringify({ '/api/session': { user: null }, '/api/articles/a': { article: { id: 'a' } } }));
    const fetchMock = vi.fn(() => Promise.resolve(json({ from: 'server' })));
    vi.stubGlobal('fetch', fetchMock);
    const { apiFetch } = await loadClient();
    expect(await apiFetch('/api/session')).toEqual({ user: null });
    expect(block?.remove).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    // Used once: the next call asks the server.
    expect(await apiFetch('/api/session')).toEqual({ from: 'server' });
    // Not for other methods or paths.
    expect(await apiFetch('/api/articles/a', { method: 'PUT', json: {} })).toEqual({ from: 'server' });
    expect(await apiFetch('/api/articles/b')).toEqual({ from: 'server' });
    expect(await apiFetch('/api/articles/a')).toEqual({ article: { id: 'a' } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('are forgotten once the first screen has loaded', async () => {
    stubPageAnswers(JSON.stringify({ '/api/session': { user: null } }));
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json({ from: 'server' }))));
    const { apiFetch, discardPageAnswers } = await loadClient();
    discardPageAnswers();
    expect(await apiFetch('/api/session')).toEqual({ from: 'server' });
  });

  it('ignore a missing or unreadable block', async () => {
    for (const text of [null, 'not json', '[1,2]']) {
      stubPageAnswers(text);
      vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json({ from: 'server' }))));
      const { apiFetch } = await loadClient();
      expect(await apiFetch('/api/session')).toEqual({ from: 'server' });
    }
  });
});
