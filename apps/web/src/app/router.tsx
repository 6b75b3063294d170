import { createBrowserRouter, type RouteObject } from 'react-router';
import { routeTable, type RouteEntry } from '@wellbeing/shared/routes';
import { RootLayout } from '../components/layout/root-layout';
import { featuredArticlesQuery } from '../features/articles/api/get-featured-articles';
import { discardPageAnswers } from '../lib/api-client';
import { restoreSession } from '../lib/session/session-store';
import { Component as HomePage } from '../pages/home';
import { NotFoundPage } from '../pages/not-found';
import { RouteError } from '../pages/route-error';
import { articleGuard, pageGuard } from './guards';
import { queryClient } from './query-client';
import { routeModules, withPageStyles, WITHOUT_PAGE_STYLES } from './route-modules';

/** Built from the shared route table: one child route per screen, each page its own lazily loaded chunk. */
function toRoute(entry: RouteEntry): RouteObject {
  const handle = { entry };
  if (entry.path === '/') {
    // Home's one request starts with the router, not after the first render (it is the page's largest content).
    const loader = () => {
      void queryClient.prefetchQuery(featuredArticlesQuery());
      return null;
    };
    return { index: true, handle, Component: HomePage, loader };
  }
  const load = routeModules[entry.path as keyof typeof routeModules];
  const loader = entry.path === '/articles/:id' ? articleGuard : pageGuard(entry);
  const lazy = WITHOUT_PAGE_STYLES.has(entry.path) ? load : withPageStyles(load);
  return { path: entry.path, handle, lazy, ErrorBoundary: RouteError, ...(loader ? { loader } : {}) };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // The stored session is restored before every navigation (spec section 4): from memory or the stored
    // copy at once, else from the server. Screens whose access depends on it wait for it in their guard;
    // public screens render without waiting for that round trip, and the header follows the live answer.
    loader: () => {
      void restoreSession();
      return null;
    },
    shouldRevalidate: () => true,
    children: [
      ...(routeTable as readonly RouteEntry[]).map(toRoute),
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export const router = createBrowserRouter(routes);

/** Runs `run` once the router's first screen is ready (its loaders and page code), at once if it already is. */
export function whenFirstScreenReady(run: () => void): void {
  if (router.state.initialized) return run();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    run();
  });
}

// Answers the server sent with the page serve its first screen only (lib/api-client.ts).
whenFirstScreenReady(discardPageAnswers);
