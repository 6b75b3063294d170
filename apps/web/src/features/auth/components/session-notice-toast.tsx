import { Button, Group, Paper, Portal, Text } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { readSessionNotice } from '../../../lib/session/session-notice';

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
    <Portal>
      <Paper
        withBorder
        shadow="md"
        p="sm"
        style={{ position: 'fixed', left: '0.75rem', right: '0.75rem', bottom: '3.75rem', maxWidth: '30rem', zIndex: 310 }}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
          <Text size="sm" role="status" data-testid="session-notice">
            {notice}
          </Text>
          <Button variant="subtle" size="xs" onClick={() => setDismissedKey(location.key)} style={{ flexShrink: 0 }}>
            Dismiss
          </Button>
        </Group>
      </Paper>
    </Portal>
  );
}
