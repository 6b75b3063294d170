import { createElement, type ComponentType } from 'react';
import type { RoutePath } from '@wellbeing/shared/routes';
import { ContentPage } from '../components/content-page';
import type { PageContent } from '../content/types';

export interface RouteModule {
  Component: ComponentType;
  /** Runs after the module has loaded and before the page renders (e.g. the crisis page starts its list). */
  loader?: () => null;
}
type Load = () => Promise<RouteModule>;

/**
 * The Mantine styles that only these pages use (styles/mantine-pages.css), fetched with the page's code the
 * first time any of them opens, and in place before it renders. Home and the shell do not wait for them.
 */
export function withPageStyles(load: Load): Load {
  return async () => (await Promise.all([load(), import('../styles/mantine-pages.css')]))[0];
}

/**
 * Screens whose page needs no styles beyond styles/mantine.css, or brings the few it needs itself (the article
 * page: styles/mantine-article.css; the chat: styles/mantine-chat.css), so they neither wait for nor fetch
 * mantine-pages.css, which cost a slow phone ≈0.1 s of style work before the page showed. The crisis page draws
 * only components of mantine.css.
 * The build reads this list too (route preloads in vite.config.ts): keep it a literal list of paths.
 */
export const WITHOUT_PAGE_STYLES: ReadonlySet<string> = new Set(['/articles/:id', '/get-support/crisis-help', '/ai-chat']);

const content = (load: () => Promise<{ content: PageContent }>): Load => async () => {
  const { content: page } = await load();
  return { Component: () => createElement(ContentPage, { content: page }) };
};
const hub: Load = () => import('../pages/hub');
const zone: Load = () => import('../pages/zone');
/** Forums are gated by login and role (the guard), then show the coming-soon notice. */
const forum: Load = () => import('../pages/forum');

/**
 * The page module of every screen in the route table. Typed by the table's paths, so adding a route
 * without a page (or a page without a route) does not compile. Each is its own chunk.
 */
export const routeModules: Record<Exclude<RoutePath, '/'>, Load> = {
  '/login': () => import('../pages/login'),
  '/register': () => import('../pages/register'),
  '/get-support': hub,
  '/get-support/crisis-help': () => import('../pages/crisis-help'),
  '/get-support/interactive-tools': withPageStyles(() => import('../pages/interactive-tools')),
  '/get-support/find-professional': () => import('../pages/find-professional'),
  '/resources': hub,
  '/resources/your-calm-zone': zone,
  '/resources/for-supporters': zone,
  '/resources/for-professionals': zone,
  '/community': hub,
  '/community/events-webinars': () => import('../pages/events'),
  '/community/peer-forum': forum,
  '/community/supporter-forum': forum,
  '/community/professional-forum': forum,
  // Its guard is its loader, which a lazily loaded module cannot replace: the page starts its requests once its code has
  // loaded (their answers may have come with the page's HTML, and are only kept until the first screen is ready).
  '/ai-chat': () => import('../pages/ai-chat').then((page) => (page.startRequests(), page)),
  '/profile': () => import('../pages/profile'),
  '/about': content(() => import('../content/pages/about')),
  '/about/mission-vision': content(() => import('../content/pages/mission-vision')),
  '/about/people-partners': content(() => import('../content/pages/people-partners')),
  '/about/contact': content(() => import('../content/pages/contact')),
  '/privacy-policy': content(() => import('../content/pages/privacy-policy')),
  '/term-of-use': content(() => import('../content/pages/terms-of-use')),
  '/sitemap': () => import('../pages/sitemap'),
  '/faq': () => import('../pages/faq'),
  '/auth/action': () => import('../pages/auth-action'),
  '/unfinished': () => import('../pages/unfinished'),
  '/access-denied': () => import('../pages/access-denied'),
  '/articles/:id': () => import('../pages/article'),
  '/admin': () => import('../pages/admin'),
};
