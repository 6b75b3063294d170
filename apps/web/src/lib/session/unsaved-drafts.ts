/**
 * What someone wrote and has not saved yet, kept across a lost session (it expired, a password change or
 * "sign out everywhere" ended it): a save then answers "not signed in", the screen goes back to "log in",
 * and without this the words would be gone. After logging in again in the same tab, the form finds them.
 *
 * - Memory only, never storage: a journal note is health data, and on a shared device it must not outlive
 *   the tab (closing or reloading it, or quick exit, ends it).
 * - Each draft belongs to the person who wrote it and is only ever given back to them. The one exception is
 *   asked for: "Log in to save" under a result hands it to the next log-in in this tab, for ten minutes.
 * - Logging out on purpose drops every draft (session-store's `signOut`): that is "I am done here".
 */
interface Draft {
  /** The writer; null for work handed to whoever logs in next (`handOverDraft`). */
  uid: string | null;
  value: unknown;
  /** When it was handed over, for HAND_OVER_MS. */
  handedAt?: number;
}

/** How long work handed over waits for a log-in: long enough to log in, too short to wait for the next person. */
export const HAND_OVER_MS = 10 * 60 * 1000;

const drafts = new Map<string, Draft>();

/** Keeps `value` as `uid`'s unsaved work under `key` (e.g. `journal:new`), replacing any earlier one. */
export function keepDraft(key: string, uid: string, value: unknown): void {
  drafts.set(key, { uid, value });
}

/** `uid`'s unsaved work under `key`, if any (someone else's is never returned). */
export function draftFor<T>(key: string, uid: string): T | undefined {
  const draft = drafts.get(key);
  return draft && draft.uid === uid ? (draft.value as T) : undefined;
}

/** Forgets the draft under `key` (saved, or given up with Cancel). */
export function dropDraft(key: string): void {
  drafts.delete(key);
}

/** Whether unsaved work is kept under a key starting with `prefix`, to say so on the "log in" screen. */
export function hasDraft(prefix: string): boolean {
  for (const key of drafts.keys()) if (key.startsWith(prefix)) return true;
  return false;
}

/** The keys (without `prefix`) under which `uid` has unsaved work, e.g. which journal entry was being edited. */
export function draftKeysOf(prefix: string, uid: string): string[] {
  return [...drafts].filter(([key, draft]) => key.startsWith(prefix) && draft.uid === uid).map(([key]) => key.slice(prefix.length));
}

/**
 * Work done before logging in, for the person about to log in: a result shown with "Log in to save it".
 * The next log-in in this tab within HAND_OVER_MS takes it; after that it is dropped.
 */
export function handOverDraft(key: string, value: unknown, now = Date.now()): void {
  drafts.set(key, { uid: null, value, handedAt: now });
}

/** At a log-in: work handed over (recently) becomes `uid`'s, everyone else's drafts are forgotten. */
export function keepOnlyDraftsOf(uid: string, now = Date.now()): void {
  for (const [key, draft] of drafts) {
    if (draft.uid === null && draft.handedAt !== undefined && now - draft.handedAt <= HAND_OVER_MS) drafts.set(key, { uid, value: draft.value });
    else if (draft.uid !== uid) drafts.delete(key);
  }
}

/** Forgets every draft (a deliberate log out). */
export function dropAllDrafts(): void {
  drafts.clear();
}
