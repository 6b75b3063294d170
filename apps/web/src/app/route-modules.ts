import { createElement, type ComponentType } from 'react';
import type { RoutePath } from '@wellbeing/shared/routes';
import { ContentPage } from '../components/content-page';
import type { PageContent } from '../content/types';

export interface RouteModule {
  Component: ComponentType;
}
type Load = () => Promise<RouteModule>;

const content = (load: () => Promise<{ content: PageContent }>): Load => async () => {
  const { content: page } = await load();
  return { Component: () => createElement(ContentPage, { content: page }) };
};
const placeholder: Load = () => import('../pages/placeholder');
const hub: Load = () => import('../pages/hub');

/**
 * The page module of every screen in the route table. Typed by the table's paths, so adding a route
 * without a page (or a page without a route) does not compile. Each is its own chunk.
 */
export const routeModules: Record<Exclude<RoutePath, '/'>, Load> = {
  '/login': placeholder,
  '/register': placeholder,
  '/get-support': hub,
  '/get-support/crisis-help': () => import('../pages/crisis-help'),
  '/get-support/interactive-tools': placeholder,
  '/get-support/find-professional': placeholder,
  '/resources': hub,
  '/resources/your-calm-zone': placeholder,
  '/resources/for-supporters': placeholder,
  '/resources/for-professionals': placeholder,
  '/community': hub,
  '/community/events-webinars': placeholder,
  '/community/peer-forum': placeholder,
  '/community/supporter-forum': placeholder,
  '/community/professional-forum': placeholder,
  '/ai-chat': placeholder,
  '/profile': placeholder,
  '/about': content(() => import('../content/pages/about')),
  '/about/mission-vision': content(() => import('../content/pages/mission-vision')),
  '/about/people-partners': content(() => import('../content/pages/people-partners')),
  '/about/contact': content(() => import('../content/pages/contact')),
  '/privacy-policy': content(() => import('../content/pages/privacy-policy')),
  '/term-of-use': content(() => import('../content/pages/terms-of-use')),
  '/sitemap': () => import('../pages/sitemap'),
  '/faq': () => import('../pages/faq'),
  '/auth/action': placeholder,
  '/unfinished': () => import('../pages/unfinished'),
  '/access-denied': () => import('../pages/access-denied'),
  '/articles/:id': placeholder,
  '/admin': placeholder,
};
