import { createBrowserRouter, type RouteObject } from 'react-router';
import { routeTable, type RouteEntry } from '@wellbeing/shared/routes';
import { RootLayout } from '../components/layout/root-layout';
import { Component as HomePage } from '../pages/home';
import { NotFoundPage } from '../pages/not-found';
import { RouteError } from '../pages/route-error';
import { routeModules } from './route-modules';

/** Built from the shared route table: one child route per screen, each page its own lazily loaded chunk. */
function toRoute(entry: RouteEntry): RouteObject {
  const handle = { entry };
  if (entry.path === '/') return { index: true, handle, Component: HomePage };
  const load = routeModules[entry.path as keyof typeof routeModules];
  return { path: entry.path, handle, lazy: load };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      ...(routeTable as readonly RouteEntry[]).map(toRoute),
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export const router = createBrowserRouter(routes);
