import { Button } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { SignedOutActions } from '../../../components/layout/site-header';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { useForgetUserDataOnSessionChange } from '../../../lib/session/user-data';
import { AccountButtonLabel, Chevron } from './account-button-label';
import { SessionNoticeToast } from './session-notice-toast';

// Loaded only for signed-in visitors: the menu brings the popover machinery, which the Home page of a
// signed-out visitor does not need.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/**
 * True once the page's first screen has been painted. The menu's code (≈40 KB with the popover machinery)
 * is loaded and run only then, so it never delays the page's own content; until then its button is drawn
 * as the same, not yet usable, button.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    // A page in a background tab draws no frames: do not wait for one there.
    const fallback = setTimeout(() => setPainted(true), 500);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, [painted]);
  return painted;
}

/** The header's account slot: Log in / Register when signed out, the account menu when signed in. */
export function AccountArea() {
  const user = useSessionUser();
  const painted = usePainted();
  useForgetUserDataOnSessionChange();
  let placeholder: ReactNode = null;
  if (user) {
    placeholder = (
      <Button variant="subtle" size="sm" rightSection={<Chevron />} maw={200} aria-disabled="true">
        <AccountButtonLabel username={user.username} />
      </Button>
    );
  }
  return (
    <>
      {user ? (
        painted ? (
          <Suspense fallback={placeholder}>
            <AccountMenu user={user} />
          </Suspense>
        ) : (
          placeholder
        )
      ) : (
        <SignedOutActions />
      )}
      <SessionNoticeToast />
    </>
  );
}
