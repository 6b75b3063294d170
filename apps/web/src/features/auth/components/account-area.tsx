import { Button } from '@mantine/core';
import { useCallback, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { SessionUser } from '@wellbeing/shared/schemas/account';
import { SignedOutActions } from '../../../components/layout/site-header';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { useForgetUserDataOnSessionChange } from '../../../lib/session/user-data';
import { ACCOUNT_BUTTON_PROPS, AccountButtonLabel } from './account-button-label';
import { SessionNoticeToast } from './session-notice-toast';
import { loadOnce } from '../../../lib/load-once';

type AccountMenuComponent = ComponentType<{ user: SessionUser; openOnMount?: boolean; onOpened?: () => void }>;

/**
 * The menu's code (≈40 KB with the popover machinery) is loaded when someone reaches for the button: pointer
 * over it, focus on it, or a press. Loaded after the first paint instead, running it was most of the blocking
 * time of a signed-in page on a slow phone (the article page: Lighthouse's TBT 303 → 151 ms without it,
 * decision 005), for a menu most visits never open. A failed fetch (offline) is tried again at the next reach.
 */
const accountMenu = loadOnce<AccountMenuComponent>(() => import('./account-menu').then((m) => m.AccountMenu));

/**
 * The signed-in account button until the menu's code is here: the same button, usable. A press loads the menu
 * and opens it (focus moves to the real button, then into the menu, as a menu button does).
 */
function AccountButton({ user, onOpen }: { user: SessionUser; onOpen: (menu: AccountMenuComponent) => void }) {
  const [waiting, setWaiting] = useState(false);
  const open = () => {
    setWaiting(true);
    accountMenu.load().then(onOpen, () => setWaiting(false));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    open();
  };
  return (
    <Button
      {...ACCOUNT_BUTTON_PROPS}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={waiting || undefined}
      onPointerEnter={accountMenu.preload}
      onFocus={accountMenu.preload}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      <AccountButtonLabel username={user.username} />
    </Button>
  );
}

/** The header's account slot: Log in / Register when signed out, the account menu when signed in. */
export function AccountArea() {
  const user = useSessionUser();
  const [LoadedMenu, setLoadedMenu] = useState<AccountMenuComponent | undefined>(accountMenu.current);
  // True from the press that loaded the menu until the menu has opened once.
  const [openOnMount, setOpenOnMount] = useState(false);
  const opened = useCallback(() => setOpenOnMount(false), []);
  useForgetUserDataOnSessionChange();
  let account = <SignedOutActions />;
  if (user && LoadedMenu) account = <LoadedMenu user={user} openOnMount={openOnMount} onOpened={opened} />;
  else if (user) {
    const onOpen = (menu: AccountMenuComponent) => {
      setLoadedMenu(() => menu);
      setOpenOnMount(true);
    };
    account = <AccountButton user={user} onOpen={onOpen} />;
  }
  return (
    <>
      {account}
      <SessionNoticeToast />
    </>
  );
}
