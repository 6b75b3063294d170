import { Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { handOverBootFocus } from '../../lib/boot-focus';
import { OfflineNotice } from './offline-notice';
import { QuickExit } from './quick-exit';
import { AccountArea } from '../../features/auth/components/account-area';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

// Development only; the production build drops it entirely.
const DevBanner = import.meta.env.DEV ? lazy(() => import('../../features/dev-banner/dev-banner').then((m) => ({ default: m.DevBanner }))) : null;

export function RootLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const firstRender = useRef(true);

  // After an in-app navigation, move focus to the new page's heading so screen readers announce it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      // The first screen replaced the HTML shell's plain content: keep a keyboard user's place (lib/boot-focus.ts).
      handOverBootFocus();
      return;
    }
    document.getElementById('page-title')?.focus();
  }, [location.pathname]);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {/* Drawn fixed at the bottom of the window, but second in the keyboard's order, after the skip link: someone
          who must leave now should not have to tab through the whole page to reach it. */}
      <QuickExit />
      {DevBanner ? (
        <Suspense fallback={null}>
          <DevBanner />
        </Suspense>
      ) : null}
      <SiteHeader account={<AccountArea />} />
      <OfflineNotice />
      {navigation.state === 'loading' ? (
        <div role="progressbar" aria-label="Loading page" style={{ position: 'fixed', top: 0, left: 0, right: 0, display: 'flex', justifyContent: 'center', padding: 4, zIndex: 400 }}>
          <Loader size="xs" />
        </div>
      ) : null}
      <main id="main" style={{ maxWidth: 'var(--harbour-max-width)', margin: '0 auto', padding: '2rem 1rem', minHeight: '60vh' }}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
