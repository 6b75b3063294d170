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
 * Keeps `value` under `key` for the signed-in person whenever `changed` (nothing is kept for an untouched form),
 * so a lost session or leaving the page does not take it. Returns `drop`, for a save or a cancel.
 *
 * `value` must keep its identity until it changes (state, or `useMemo`): it is kept again only when it changes,
 * so a render after `drop` (the save's own) does not bring back what was just saved.
 */
export function useKeepDraft(key: string, value: unknown, changed: boolean): () => void {
  const uid = useSessionUser()?.uid;
  useEffect(() => {
    if (uid && changed) keepDraft(key, uid, value);
  }, [key, uid, value, changed]);
  return useCallback(() => dropDraft(key), [key]);
}
