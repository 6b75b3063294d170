import { Anchor, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { PRODUCT_NAME } from '@wellbeing/shared/product';
import { NOT_A_RETURN_DESTINATION } from '@wellbeing/shared/routes';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { GetHelpLink } from './get-help-link';

export const PRIMARY_NAV = [
  { to: '/get-support', label: 'Get support' },
  { to: '/resources', label: 'Resources' },
  { to: '/community', label: 'Community' },
  { to: '/about', label: 'About' },
] as const;

export function SiteHeader({ account }: { account: React.ReactNode }) {
  const [menuOpen, menu] = useDisclosure(false);
  const location = useLocation();
  useEffect(() => menu.close(), [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <header style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      {/* Wraps rather than running off the screen: at 320 px (400 % zoom) or with larger text or wider text spacing,
          "Get help now" and the menu button go to a second line, at its right (index.html's static header does the same). */}
      <Group justify="space-between" wrap="wrap" px="md" py="sm" maw="var(--harbour-max-width)" mx="auto" gap="sm">
        <Group gap="lg" wrap="nowrap">
          <Anchor component={Link} to="/" fw={800} fz="xl" underline="never" c="var(--mantine-color-text)" aria-label={`${PRODUCT_NAME} home`}>
            {PRODUCT_NAME}
          </Anchor>
          <nav aria-label="Main" className="harbour-desktop-nav">
            <Group gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} visibleFrom="md">
              {PRIMARY_NAV.map((item) => (
                <li key={item.to}>
                  <Anchor component={NavLink} to={item.to} fw={500}>
                    {item.label}
                  </Anchor>
                </li>
              ))}
            </Group>
          </nav>
        </Group>
        <Group gap="xs" wrap="nowrap" ml="auto">
          <GetHelpLink />
          <Group gap="xs" visibleFrom="md" wrap="nowrap">
            {account}
            <ColorSchemeToggle />
          </Group>
          <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom="md" aria-label={menuOpen ? 'Close menu' : 'Open menu'} aria-expanded={menuOpen} aria-controls="mobile-menu" />
        </Group>
      </Group>
      {menuOpen ? (
        <nav id="mobile-menu" aria-label="Main" style={{ padding: '0 1rem 1rem' }}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
            {PRIMARY_NAV.map((item) => (
              <li key={item.to}>
                <Anchor component={NavLink} to={item.to} fw={500} display="block" py={6}>
                  {item.label}
                </Anchor>
              </li>
            ))}
          </ul>
          <Group mt="sm" gap="xs">
            {account}
            <ColorSchemeToggle />
          </Group>
        </nav>
      ) : null}
    </header>
  );
}

/** Log in and come back here: a session that ended mid-task (a chat message, an entry) leads back to it. */
export function SignedOutActions() {
  const { pathname, search } = useLocation();
  // Home is where a log-in goes anyway; the login page checks `returnTo` again (auth/utils/return-to.ts).
  const login = pathname === '/' || NOT_A_RETURN_DESTINATION.includes(pathname) ? '/login' : `/login?returnTo=${encodeURIComponent(`${pathname}${search}`)}`;
  return (
    <>
      <Button component={Link} to={login} variant="subtle" size="sm">
        Log in
      </Button>
      <Button component={Link} to="/register" variant="outline" size="sm">
        Register
      </Button>
    </>
  );
}
