/** The account button's text: the username, named for screen readers as the account menu. */
export function AccountButtonLabel({ username }: { username: string }) {
  return (
    <>
      <span className="visually-hidden">Account menu for </span>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{username}</span>
    </>
  );
}

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3.2 5.6 8 10.4l4.8-4.8 1 1L8 12.4 2.2 6.6z" />
    </svg>
  );
}

/**
 * How the account button looks, the same before the menu's code has loaded (account-area.tsx) and as the menu's
 * own target (account-menu.tsx), so nothing moves when one replaces the other.
 */
export const ACCOUNT_BUTTON_PROPS = { variant: 'subtle', size: 'sm', 'data-testid': 'account-menu', rightSection: <Chevron />, maw: 200 } as const;
