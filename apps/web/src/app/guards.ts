import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { decideArticleAccess, decidePageAccess, type AccessDecision } from '@wellbeing/shared/access-policy';
import type { RouteEntry } from '@wellbeing/shared/routes';
import { articleQuery } from '../features/articles/api/get-article';
import { getArticleAccessInfo } from '../features/articles/api/get-article-access';
import { restoreSession } from '../lib/session/session-store';
import { queryClient } from './query-client';

export type Denial = Extract<AccessDecision, { outcome: 'deny' }>;
export interface DenialState {
  denial: Denial;
  /** Where the visitor was going, for "log in and come back". */
  from: string;
}

/**
 * The reason travels to /access-denied in memory (a loader's redirect cannot carry navigation state); the
 * page moves it into its history entry, so a reload keeps it and a fresh visit has none (and goes Home).
 */
let pendingDenial: DenialState | null = null;
export const peekPendingDenial = () => pendingDenial;
export const clearPendingDenial = () => {
  pendingDenial = null;
};

function deny(denial: Denial, from: string): never {
  pendingDenial = { denial, from };
  throw redirect('/access-denied');
}

const notFound = (): never => {
  throw data('Not found', { status: 404 });
};

/**
 * Runs before a screen renders, after the session restore every navigation starts with. The browser only
 * chooses what to show; the server enforces the same policy on every API call.
 */
export function pageGuard(entry: RouteEntry) {
  if (!entry.requiresLogin && !entry.area) return undefined;
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await restoreSession();
    const path = new URL(request.url).pathname;
    const decision = decidePageAccess(user, { page: entry.page, path, requiresLogin: entry.requiresLogin, area: entry.area });
    if (decision.outcome === 'not-found') return notFound();
    if (decision.outcome === 'deny') return deny(decision, path);
    return null;
  };
}

/** The article page: decides from the article's zone and title (spec sections 4 and 6); the content is shown only when allowed. */
export async function articleGuard({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  // The content is asked for at once, alongside the session and the zone: the server applies the same
  // access rule to it and answers a refused visitor with the refusal only, never the content. The page
  // renders once with it (no skeleton that the article then pushes the footer away from); a failed request
  // never throws here: the page shows its own error state. On a first load the server has usually sent all
  // three answers with the page (lib/api-client.ts), so none of them waits for the network.
  const content = queryClient.prefetchQuery(articleQuery(id));
  const [user, info] = await Promise.all([
    restoreSession(),
    getArticleAccessInfo(id).catch(() => null),
  ]);
  // Missing article or a failed lookup (the server logs it): the not-found page.
  if (!info) return notFound();
  const decision = decideArticleAccess(user, info);
  if (decision.outcome === 'not-found') return notFound();
  if (decision.outcome === 'deny') return deny(decision, new URL(request.url).pathname);
  await content.catch(() => undefined);
  return { title: info.title, zone: info.zone };
}
