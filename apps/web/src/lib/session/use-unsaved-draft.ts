import { useCallback, useEffect, useState } from 'react';
import { draftFor, dropDraft, keepDraft } from './unsaved-drafts';
import { useSessionUser } from './use-session-user';

/**
 * What the signed-in person left unsaved under `key` (unsaved-drafts.ts), read once when the form mounts:
 * the form starts from it instead of its usual values.
 */
export function useRestoredDraft<T>(key: string): T | undefined {
  const uid = useSessionUser()?.uid;
  const [restored] = useState(() => (uid ? draftFor<T>(key, uid) : undefined));
  return restored;
}

/**
 * Keeps `value` under `key` for the signed-in person once it is no longer the form's starting value (nothing is
 * kept for an untouched form; a `restored` one is kept from the start), so a lost session or leaving the page
 * does not take it. Returns `drop`, for a save or a cancel.
 *
 * `value` must keep its identity until it changes (state, or `useMemo`): that is how a change is seen, and it
 * is kept again only when it changes, so a render after `drop` (the save's own) does not bring it back.
 */
export function useKeepDraft(key: string, value: unknown, restored: boolean): () => void {
  const uid = useSessionUser()?.uid;
  const [start] = useState(value);
  const changed = restored || value !== start;
  useEffect(() => {
    if (uid && changed) keepDraft(key, uid, value);
  }, [key, uid, value, changed]);
  return useCallback(() => dropDraft(key), [key]);
}
