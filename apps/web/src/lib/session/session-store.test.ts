import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@wellbeing/shared/schemas/account';

const KEY = 'currentUser';
const seeker: SessionUser = { uid: 'u1', email: 'sam@example.com', username: 'sam', role: 'seeker', gender: null, dateOfBirth: null };

/** A tiny in-memory stand-in for the browser's localStorage. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const never = () => new Promise<Response>(() => undefined);

type FetchHandler = (url: string, init?: RequestInit) => Response | Promise<Response>;
function stubFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(handler(String(input), init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fresh copy of the store (module state) for each test. */
async function loadStore() {
  vi.resetModules();
  const store = await import('./session-store');
  const api = await import('../api-client');
  return { ...store, apiFetch: api.apiFetch };
}

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('restoreSession: memory, then stored copy, then live session, else null', () => {
  it('answers from memory without waiting for the network', async () => {
    const fetchMock = stubFetch(never);
    const store = await loadStore();
    store.setSessionUser(seeker);
    storage.setItem(KEY, JSON.stringify({ ...seeker, username: 'someone-else' }));
    await expect(store.restoreSession()).resolves.toEqual(seeker);
    expect(fetchMock.mock.calls.every(([url]) => String(url) === '/api/session')).toBe(true);
  });

  it('answers from the stored copy when memory is empty, without waiting for the network', async () => {
    stubFetch(never);
    storage.setItem(KEY, JSON.stringify(seeker));
    const store = await loadStore();
    await expect(store.restoreSession()).resolves.toEqual(seeker);
    expect(store.getSessionUser()).toEqual(seeker);
  });

  it('asks the live session when nothing is kept, and keeps what it answers', async () => {
    const fetchMock = stubFetch(() => json({ user: seeker }));
    const store = await loadStore();
    await expect(store.restoreSession()).resolves.toEqual(seeker);
    expect(fetchMock).toHaveBeenCalledTimes(1); // the start-up check and the restore share one request
    expect(JSON.parse(storage.getItem(KEY) ?? 'null')).toEqual(seeker);
  });

  it('answers null when there is no live session', async () => {
    stubFetch(() => json({ user: null }));
    const store = await loadStore();
    await expect(store.restoreSession()).resolves.toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('answers null when the server cannot be reached', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const store = await loadStore();
    await expect(store.restoreSession()).resolves.toBeNull();
  });
});

describe('the stored copy', () => {
  it('is dropped when it does not match the session user contract', async () => {
    storage.setItem(KEY, JSON.stringify({ uid: 'u1', role: 'superuser' }));
    const fetchMock = stubFetch(() => json({ user: null }));
    const store = await loadStore();
    await expect(store.restoreSession()).resolves.toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/session', expect.anything());
  });

  it('is dropped when it is not JSON', async () => {
    storage.setItem(KEY, '{not json');
    stubFetch(() => json({ user: null }));
    const store = await loadStore();
    expect(store.getSessionUser()).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('is corrected in the background from the live session (a stale copy does not linger)', async () => {
    storage.setItem(KEY, JSON.stringify(seeker));
    stubFetch(() => json({ user: null }));
    const store = await loadStore();
    await expect(store.restoreSession()).resolves.toEqual(seeker);
    await vi.waitFor(() => expect(store.getSessionUser()).toBeNull());
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('takes the live data when it changed (e.g. a role an admin confirmed)', async () => {
    storage.setItem(KEY, JSON.stringify(seeker));
    const professional = { ...seeker, role: 'professional', fullName: 'Sam Lee' } as const;
    stubFetch(() => json({ user: professional }));
    const store = await loadStore();
    const changes: unknown[] = [];
    store.onSessionChange((user) => changes.push(user));
    store.startSessionSync();
    await vi.waitFor(() => expect(store.getSessionUser()).toEqual(professional));
    expect(changes).toEqual([professional]);
  });
});

describe('signing out', () => {
  it('forgets the user when any API call answers 401 auth/not-authenticated', async () => {
    stubFetch((url) => (url === '/api/profile' ? json({ code: 'auth/not-authenticated', message: 'Not authenticated' }, 401) : never()));
    const store = await loadStore();
    store.setSessionUser(seeker);
    const listener = vi.fn();
    store.onSessionChange(listener);
    await expect(store.apiFetch('/api/profile')).rejects.toMatchObject({ status: 401, code: 'auth/not-authenticated', message: 'Not authenticated' });
    expect(store.getSessionUser()).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
    expect(listener).toHaveBeenCalledWith(null);
  });

  it('keeps the user on other 401 answers (a wrong current password is not a lost session)', async () => {
    stubFetch(() => json({ code: 'auth/invalid-credential', message: 'Invalid email or password.' }, 401));
    const store = await loadStore();
    store.setSessionUser(seeker);
    await expect(store.apiFetch('/api/profile/email', { method: 'POST', json: {} })).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    expect(store.getSessionUser()).toEqual(seeker);
  });

  it('signs out when the live session reports a user whose data is not valid', async () => {
    const fetchMock = stubFetch((url) => (url === '/api/session' ? json({ user: { uid: 'u1', email: 'sam@example.com' } }) : json({ ok: true })));
    storage.setItem(KEY, JSON.stringify(seeker));
    const store = await loadStore();
    store.startSessionSync();
    await vi.waitFor(() => expect(store.getSessionUser()).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/session/logout', expect.objectContaining({ method: 'POST' }));
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('does not let a slower live answer undo a log in that happened meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const store = await loadStore();
    store.startSessionSync();
    store.setSessionUser(seeker);
    answer(json({ user: null }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getSessionUser()).toEqual(seeker);
  });

  it('signOut ends the server session and forgets the user even when the server is unreachable', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const store = await loadStore();
    store.setSessionUser(seeker);
    await store.signOut();
    expect(store.getSessionUser()).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
  });
});

describe('a log out that did not reach the server', () => {
  const OWED = 'harbour.logoutOwed';
  const unreachable = () => {
    throw new TypeError('Failed to fetch');
  };
  /** The next page load: a fresh store on the same storage, with a server that still knows the session. */
  async function nextPageLoad() {
    const calls: string[] = [];
    stubFetch((url, init) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return url === '/api/session/logout' ? json({ ok: true }) : json({ user: seeker });
    });
    const store = await loadStore();
    return { store, calls };
  }

  it('is finished first at the next page load, so the cookie the server still knows does not log them in again', async () => {
    stubFetch(unreachable);
    const before = await loadStore();
    before.setSessionUser(seeker);
    await before.signOut();
    expect(storage.getItem(OWED)).toBe('1');

    const { store, calls } = await nextPageLoad();
    expect(await store.restoreSession()).toBeNull();
    expect(calls).toEqual(['POST /api/session/logout']);
    expect(storage.getItem(OWED)).toBeNull();
    expect(store.getSessionUser()).toBeNull();
    // Owed no more: the page after asks who is signed in as usual.
    const later = await nextPageLoad();
    expect(await later.store.restoreSession()).toEqual(seeker);
    expect(later.calls).toEqual(['GET /api/session']);
  });

  it('stays owed while the server still cannot be reached, and the person stays logged out here', async () => {
    stubFetch(unreachable);
    const before = await loadStore();
    before.setSessionUser(seeker);
    await before.signOut();
    vi.resetModules();
    const store = await loadStore();
    expect(await store.restoreSession()).toBeNull();
    expect(storage.getItem(OWED)).toBe('1');
  });

  it('is not owed after a log out the server answered', async () => {
    stubFetch((url) => (url === '/api/session/logout' ? json({ ok: true }) : json({ user: null })));
    const store = await loadStore();
    store.setSessionUser(seeker);
    await store.signOut();
    expect(storage.getItem(OWED)).toBeNull();
  });

  it('is dropped by a new log in, which replaced the cookie (finishing it would end the new session)', async () => {
    stubFetch(unreachable);
    const store = await loadStore();
    store.setSessionUser(seeker);
    await store.signOut();
    store.setSessionUser(seeker);
    expect(storage.getItem(OWED)).toBeNull();
  });

  it('is owed after quick exit, whose request may not arrive, and finished at the next visit', async () => {
    stubFetch(unreachable);
    const before = await loadStore();
    before.setSessionUser(seeker);
    before.signOutWhileLeaving();
    expect(storage.getItem(OWED)).toBe('1');
    const { store, calls } = await nextPageLoad();
    expect(await store.restoreSession()).toBeNull();
    expect(calls).toEqual(['POST /api/session/logout']);
  });
});

describe('setSessionUser', () => {
  it('keeps fullName for professionals only', async () => {
    stubFetch(never);
    const store = await loadStore();
    expect(store.setSessionUser({ ...seeker, fullName: 'Sam Lee' })).toEqual(seeker);
    expect(store.setSessionUser({ ...seeker, role: 'professional', fullName: 'Sam Lee' })).toMatchObject({ fullName: 'Sam Lee' });
  });

  it('refuses (and signs out) a user that does not match the contract', async () => {
    stubFetch(never);
    const store = await loadStore();
    store.setSessionUser(seeker);
    expect(store.setSessionUser({ uid: 'u2' })).toBeNull();
    expect(store.getSessionUser()).toBeNull();
  });
});
