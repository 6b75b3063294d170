import { CURRENT_USER_STORAGE_KEY } from '@wellbeing/shared/product';
import type { SessionUser } from '@wellbeing/shared/schemas/account';
import { parseSessionUser } from '@wellbeing/shared/start-up-guards';
import { ApiError, apiFetch, onSessionLost } from '../api-client';
import { dropAllDrafts, keepOnlyDraftsOf } from './unsaved-drafts';

/**
 * The signed-in user as the browser knows it (spec sections 3 and 4): kept in memory, mirrored in
 * localStorage under `currentUser`, checked against the server's live session.
 *
 * The server owns the session (an httpOnly cookie); this copy only lets screens and route guards answer
 * "who is this?" without a round trip. Whatever it says, the server decides on every call.
 *
 * E-mail sync (spec section 4): the profile e-mail and the sign-in e-mail are one database row on our
 * server, so they cannot differ and there is nothing to copy across on an auth state change.
 */

const LOGOUT_PATH = '/api/session/logout';
/**
 * Set while a log out has not reached the server (offline, or the server was down): the session cookie is
 * httpOnly, so only the server can end it, and until it does the next page load would find the person logged in
 * again. Holds no personal data, only that a log out is owed.
 */
const LOGOUT_OWED_KEY = 'harbour.logoutOwed';

export type SessionListener = (user: SessionUser | null) => void;

let current: SessionUser | null = null;
let hydrated = false;
/** Bumped on every local change, so a slower live answer never overwrites a newer log in or log out. */
let generation = 0;
let liveLookup: Promise<SessionUser | null> | null = null;
let syncStarted = false;
const listeners = new Set<SessionListener>();

// The server answered 401 `auth/not-authenticated` to some call: the session is gone, forget the user.
onSessionLost(() => clearSessionUser());

/** The user kept in memory, reading the stored copy the first time (so the first render is not "signed out"). */
export function getSessionUser(): SessionUser | null {
  if (!hydrated) {
    hydrated = true;
    current = readStoredUser();
  }
  return current;
}

/** Calls `listener` after every change of the session user; returns an unsubscribe. */
export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Keeps `user` in memory and in storage. A user that does not match the contract is not kept: sign out. */
export function setSessionUser(user: unknown): SessionUser | null {
  const parsed = parseSessionUser(user);
  if (!parsed) {
    clearSessionUser();
    return null;
  }
  const next = normalise(parsed);
  // A new log in replaced the cookie: a log out still owed would end this session, not the old one.
  setLogoutOwed(false);
  keepOnlyDraftsOf(next.uid);
  generation++;
  hydrated = true;
  writeStoredUser(next);
  // Same data: keep the same object, so subscribers (useSyncExternalStore) do not re-render for nothing.
  if (current && sameUser(current, next)) return current;
  current = next;
  emit();
  return next;
}

/** Forgets the user in memory and in storage (logout, lost session, deleted account). */
export function clearSessionUser(): void {
  generation++;
  hydrated = true;
  writeStoredUser(null);
  if (current === null) return;
  current = null;
  emit();
}

/**
 * Restore order (spec section 4): the in-memory user, then the stored copy, then the live session, else
 * null. Route guards call this before every navigation, so the first two steps answer without the network.
 */
export async function restoreSession(): Promise<SessionUser | null> {
  startSessionSync();
  if (current) return current;
  const stored = readStoredUser();
  hydrated = true;
  if (stored) {
    current = stored;
    emit();
    return stored;
  }
  try {
    return await lookUpLiveSession();
  } catch {
    return null;
  }
}

/**
 * Once per page load: checks the stored copy against the live session in the background and corrects it
 * (a stale copy must not linger), follows log in and log out in other tabs, and signs out a session user
 * that does not hold up. Safe to call many times.
 */
export function startSessionSync(): void {
  if (syncStarted) return;
  syncStarted = true;
  getSessionUser();
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', onStorageEvent);
    // Back online: a log out still owed is finished now, not at the next page load.
    window.addEventListener('online', () => {
      if (isLogoutOwed()) lookUpLiveSession().catch(() => undefined);
    });
  }
  // Offline or the server is down: keep the stored copy, the next call that needs a session will tell.
  lookUpLiveSession().catch(() => undefined);
}

/**
 * Ends the session on the server, then forgets it here, even when the server could not be reached. Unsaved
 * drafts go too: a deliberate log out is "I am done here" (a lost session keeps them: unsaved-drafts.ts).
 */
export async function signOut(): Promise<void> {
  dropAllDrafts();
  setLogoutOwed(true);
  try {
    await endServerSession();
  } catch {
    // Still forget the user here; the log out stays owed and is finished at the next contact with the server.
  } finally {
    clearSessionUser();
  }
}

/** Ends the server's session; a log out is no longer owed once the server has answered. Throws when not reached. */
async function endServerSession(): Promise<void> {
  try {
    await apiFetch<unknown>(LOGOUT_PATH, { method: 'POST' });
  } catch (error) {
    // The server answered but refused (e.g. 401: there was no session left to end): nothing more to do.
    if (!(error instanceof ApiError && error.status >= 400 && error.status < 500)) throw error;
  }
  setLogoutOwed(false);
}

/**
 * Logs out while the page is being left (quick exit, decision 012), without delaying the leaving: the stored copy
 * goes at once, without telling the app (a session change could start a navigation of the app's own while the
 * browser is leaving), and the server is asked to end the session with a request that outlives the page
 * (`keepalive`). Drafts live in memory only and go with the page.
 */
export function signOutWhileLeaving(): void {
  writeStoredUser(null);
  // Whether the request below arrives cannot be known from here: the next visit finishes it first.
  setLogoutOwed(true);
  try {
    void fetch(LOGOUT_PATH, { method: 'POST', keepalive: true, credentials: 'same-origin', headers: { Accept: 'application/json' } }).catch(() => undefined);
  } catch {
    // Leaving matters more; the session still ends when it expires.
  }
}

/**
 * Asks the server who is signed in and applies the answer (the auth-state listener of spec section 4).
 * Concurrent callers share one request. Throws when the server cannot be reached or answers nonsense.
 */
function lookUpLiveSession(): Promise<SessionUser | null> {
  if (liveLookup) return liveLookup;
  const startedAt = generation;
  liveLookup = (async () => {
    try {
      if (isLogoutOwed()) {
        // A log out that did not reach the server comes first: whoever the cookie still names is logged out.
        await endServerSession();
        if (generation !== startedAt) return current; // logged in meanwhile: that is newer
        clearSessionUser();
        return null;
      }
      const body = await apiFetch<unknown>('/api/session');
      if (typeof body !== 'object' || body === null || !('user' in body)) throw new Error('Unexpected session answer');
      if (generation !== startedAt) return current; // logged in or out meanwhile: that is newer
      const user = (body as { user: unknown }).user;
      if (user === null) {
        clearSessionUser();
        return null;
      }
      if (!parseSessionUser(user)) {
        // The server only puts verified, complete users in a session; anything else is not a sign-in.
        await signOut();
        return null;
      }
      return setSessionUser(user);
    } finally {
      liveLookup = null;
    }
  })();
  return liveLookup;
}

function onStorageEvent(event: StorageEvent) {
  if (event.key !== CURRENT_USER_STORAGE_KEY && event.key !== null) return;
  const stored = readStoredUser();
  generation++;
  if (stored === null ? current === null : current !== null && sameUser(current, stored)) return;
  current = stored;
  emit();
}

function emit() {
  for (const listener of [...listeners]) listener(current);
}

/** fullName belongs to professionals only (spec section 3). */
function normalise(user: SessionUser): SessionUser {
  const { fullName, ...rest } = user;
  return user.role === 'professional' ? { ...rest, fullName: fullName ?? null } : rest;
}

function sameUser(a: SessionUser, b: SessionUser): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

/** The stored copy, if it still matches the contract; a copy that does not is removed. */
function readStoredUser(): SessionUser | null {
  const store = storage();
  if (!store) return null;
  try {
    const raw = store.getItem(CURRENT_USER_STORAGE_KEY);
    if (raw === null) return null;
    const parsed = parseSessionUser(JSON.parse(raw));
    if (parsed) return normalise(parsed);
  } catch {
    // unreadable JSON: drop it below
  }
  try {
    store.removeItem(CURRENT_USER_STORAGE_KEY);
  } catch {
    // nothing more to do
  }
  return null;
}

function isLogoutOwed(): boolean {
  try {
    return storage()?.getItem(LOGOUT_OWED_KEY) === '1';
  } catch {
    return false;
  }
}

function setLogoutOwed(owed: boolean) {
  const store = storage();
  if (!store) return;
  try {
    if (owed) store.setItem(LOGOUT_OWED_KEY, '1');
    else store.removeItem(LOGOUT_OWED_KEY);
  } catch {
    // Full or blocked storage: the log out is tried once, as before.
  }
}

function writeStoredUser(user: SessionUser | null) {
  const store = storage();
  if (!store) return;
  try {
    if (user) store.setItem(CURRENT_USER_STORAGE_KEY, JSON.stringify(user));
    else store.removeItem(CURRENT_USER_STORAGE_KEY);
  } catch {
    // Full or blocked storage: the in-memory copy still works for this tab.
  }
}
