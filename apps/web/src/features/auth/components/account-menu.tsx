import '../../../styles/mantine-menu.css';
import { Button, Menu } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { canEnterArea } from '@wellbeing/shared/access-policy';
import type { SessionUser } from '@wellbeing/shared/schemas/account';
import { sessionNoticeState } from '../../../lib/session/session-notice';
import { useOpenOnMount } from '../../../lib/use-open-on-mount';
import { useLogout } from '../api/logout';
import { ACCOUNT_BUTTON_PROPS, AccountButtonLabel } from './account-button-label';

export const LOGGED_OUT_NOTICE = 'You’re logged out. Take care.';

/**
 * The signed-in account menu: the username, "Your profile", "Admin dashboard" for those the access policy lets
 * in (the spec leaves the dashboard out of every menu; without this an admin had to type its address), "Log out". Its own chunk (Menu brings Popover),
 * loaded when the button is first reached for (account-area.tsx). `openOnMount`: that first press opened it, so
 * it takes the focus from the button it replaces and opens once (the menu returns focus to this button on close).
 */
export function AccountMenu({ user, openOnMount = false, onOpened }: { user: SessionUser; openOnMount?: boolean; onOpened?: () => void }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const { target, opened, setOpened } = useOpenOnMount(openOnMount, onOpened);

  const onLogout = () => {
    // Leave first: this menu unmounts as soon as the user is forgotten.
    void navigate('/', { state: sessionNoticeState(LOGGED_OUT_NOTICE) });
    logout.mutate();
  };

  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Button ref={target} {...ACCOUNT_BUTTON_PROPS}>
          <AccountButtonLabel username={user.username} />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Logged in as {user.username}</Menu.Label>
        <Menu.Item component={Link} to="/profile">
          Your profile
        </Menu.Item>
        {canEnterArea(user, 'admin') ? (
          <Menu.Item component={Link} to="/admin">
            Admin dashboard
          </Menu.Item>
        ) : null}
        <Menu.Item onClick={onLogout} disabled={logout.isPending}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
