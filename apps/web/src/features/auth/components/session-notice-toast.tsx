import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { readSessionNotice } from '../../../lib/session/session-notice';

// Drawn only when a navigation carries a notice (after logging out, say): its own small chunk.
const SessionNoticeCard = lazy(() => import('./session-notice-card').then((m) => ({ default: m.SessionNoticeCard })));

/*
 * The header renders its account slot twice on small screens (bar and open mobile menu), so the first
 * mounted toast host owns the toast and any other stays silent: one message, announced once.
 */
let owner: symbol | null = null;
const ownerListeners = new Set<() => void>();
const setOwner = (next: symbol | null) => {
  owner = next;
  for (const listener of ownerListeners) listener();
};
const subscribeOwner = (listener: () => void) => {
  ownerListeners.add(listener);
  return () => {
    ownerListeners.delete(listener);
  };
};

function useIsToastOwner(): boolean {
  const [token] = useState(() => Symbol('session-notice-host'));
  const isOwner = useSyncExternalStore(subscribeOwner, () => owner === token, () => false);
  useEffect(() => {
    if (owner === null) setOwner(token);
    return () => {
      if (owner === token) setOwner(null);
    };
  }, [token]);
  return isOwner;
}

/** Shows the calm one-liner a navigation carried (logged out, account deleted) until dismissed or the next page. */
export function SessionNoticeToast() {
  const location = useLocation();
  const isOwner = useIsToastOwner();
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  const notice = readSessionNotice(location.state);
  if (!isOwner || !notice || dismissedKey === location.key) return null;
  return (
    <Suspense fallback={null}>
      <SessionNoticeCard notice={notice} onDismiss={() => setDismissedKey(location.key)} />
    </Suspense>
  );
}
