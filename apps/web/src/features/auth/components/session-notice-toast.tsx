import { Text } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { loadOnce } from '../../../lib/load-once';
import { useLoadOnce } from '../../../lib/use-load-once';
import { readSessionNotice } from '../../../lib/session/session-notice';

type NoticeCard = ComponentType<{ notice: string; onDismiss: () => void }>;
// Drawn only when a navigation carries a notice (after logging out, say): its own small chunk.
const noticeCard = loadOnce<NoticeCard>(() => import('./session-notice-card').then((m) => m.SessionNoticeCard));

/**
 * The card once its code is here. If it cannot be fetched (a log out made offline before the service worker had
 * kept it), the words are still shown and said, plainly, where the card would be, until the next page.
 */
function Notice({ notice, onDismiss }: { notice: string; onDismiss: () => void }) {
  const { value: Card, failed } = useLoadOnce(noticeCard);
  if (Card) return <Card notice={notice} onDismiss={onDismiss} />;
  if (!failed) return null;
  return (
    <Text
      size="sm"
      role="status"
      data-testid="session-notice"
      style={{ position: 'fixed', left: '0.75rem', bottom: '3.75rem', zIndex: 310, padding: '0.5rem 0.75rem', background: 'var(--mantine-color-body)', border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      {notice}
    </Text>
  );
}

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
  return <Notice notice={notice} onDismiss={() => setDismissedKey(location.key)} />;
}
