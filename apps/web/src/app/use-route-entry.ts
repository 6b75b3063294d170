import { useMatches } from 'react-router';
import type { RouteEntry } from '@wellbeing/shared/routes';

/** The route table entry of the screen being shown (attached as the route's handle by the router). */
export function useRouteEntry(): RouteEntry {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { entry?: RouteEntry } | undefined;
    if (handle?.entry) return handle.entry;
  }
  throw new Error('useRouteEntry used outside a route of the route table');
}
