import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { SignedOutActions } from '../../../components/layout/site-header';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { useForgetUserDataOnSessionChange } from '../../../lib/session/user-data';
import { AccountButtonLabel, Chevron } from './account-button-label';
import { SessionNoticeToast } from './session-notice-toast';

// Loaded only for signed-in visitors: the menu brings the popover machinery, which the Home page of a
// signed-out visitor does not need.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/** The header's account slot: Log in / Register when signed out, the account menu when signed in. */
export function AccountArea() {
  const user = useSessionUser();
  useForgetUserDataOnSessionChange();
  return (
    <>
      {user ? (
        <Suspense
          fallback={
            <Button variant="subtle" size="sm" rightSection={<Chevron />} maw={200} aria-disabled="true">
              <AccountButtonLabel username={user.username} />
            </Button>
          }
        >
          <AccountMenu user={user} />
        </Suspense>
      ) : (
        <SignedOutActions />
      )}
      <SessionNoticeToast />
    </>
  );
}
