import type { Area } from './access-policy.js';

/**
 * Every screen of the product (spec section 2). The web router, the site map page and the end-to-end route
 * test are generated from this list, so they cannot drift apart.
 */
export interface RouteEntry {
  /** React Router path pattern. */
  path: string;
  /** The screen's name as the spec gives it; also used in access-denied explanations. */
  page: string;
  /** The page's single h1. */
  heading: string;
  requiresLogin: boolean;
  area?: Area;
  /** Listed on the site map. */
  inSitemap: boolean;
  /** A concrete path for tests and links when `path` has parameters. */
  samplePath?: string;
  section: 'main' | 'get-support' | 'resources' | 'community' | 'about' | 'account' | 'legal' | 'system';
}

export const routeTable = [
  { path: '/', page: 'Home', heading: "You don't have to carry it alone", requiresLogin: false, inSitemap: true, section: 'main' },
  { path: '/login', page: 'Login', heading: 'Log in', requiresLogin: false, inSitemap: true, section: 'account' },
  { path: '/register', page: 'Register', heading: 'Create your account', requiresLogin: false, inSitemap: true, section: 'account' },
  { path: '/get-support', page: 'Get support', heading: 'Get support', requiresLogin: false, inSitemap: true, section: 'get-support' },
  { path: '/get-support/crisis-help', page: 'Crisis help', heading: 'Get help now', requiresLogin: false, inSitemap: true, section: 'get-support' },
  { path: '/get-support/interactive-tools', page: 'Interactive tools', heading: 'Interactive tools', requiresLogin: false, inSitemap: true, section: 'get-support' },
  { path: '/get-support/find-professional', page: 'Find a professional', heading: 'Find a professional', requiresLogin: true, inSitemap: true, section: 'get-support' },
  { path: '/resources', page: 'Resources', heading: 'Resources', requiresLogin: false, inSitemap: true, section: 'resources' },
  { path: '/resources/your-calm-zone', page: 'Your calm zone', heading: 'Your calm zone', requiresLogin: true, inSitemap: true, section: 'resources' },
  { path: '/resources/for-supporters', page: 'For supporters', heading: 'For supporters', requiresLogin: true, inSitemap: true, section: 'resources' },
  { path: '/resources/for-professionals', page: 'For professionals', heading: 'For professionals', requiresLogin: true, area: 'for-professionals', inSitemap: true, section: 'resources' },
  { path: '/community', page: 'Community', heading: 'Community', requiresLogin: false, inSitemap: true, section: 'community' },
  { path: '/community/events-webinars', page: 'Event webinar', heading: 'Events and webinars', requiresLogin: true, inSitemap: true, section: 'community' },
  { path: '/community/peer-forum', page: 'Peer forum', heading: 'Peer forum', requiresLogin: true, area: 'peer-forum', inSitemap: true, section: 'community' },
  { path: '/community/supporter-forum', page: 'Supporter forum', heading: 'Supporter forum', requiresLogin: true, area: 'supporter-forum', inSitemap: true, section: 'community' },
  { path: '/community/professional-forum', page: 'Professional forum', heading: 'Professional forum', requiresLogin: true, area: 'professional-forum', inSitemap: true, section: 'community' },
  { path: '/ai-chat', page: 'AI chat', heading: 'AI chat', requiresLogin: true, inSitemap: true, section: 'get-support' },
  { path: '/profile', page: 'Profile', heading: 'Your profile', requiresLogin: true, inSitemap: true, section: 'account' },
  { path: '/about', page: 'About', heading: 'About Harbour', requiresLogin: false, inSitemap: true, section: 'about' },
  { path: '/about/mission-vision', page: 'Mission and vision', heading: 'Our mission and vision', requiresLogin: false, inSitemap: true, section: 'about' },
  { path: '/about/people-partners', page: 'People partner', heading: 'People and partners', requiresLogin: false, inSitemap: true, section: 'about' },
  { path: '/about/contact', page: 'Contact', heading: 'Contact us', requiresLogin: false, inSitemap: true, section: 'about' },
  { path: '/privacy-policy', page: 'Privacy policy', heading: 'Privacy policy', requiresLogin: false, inSitemap: true, section: 'legal' },
  { path: '/term-of-use', page: 'Terms of use', heading: 'Terms of use', requiresLogin: false, inSitemap: true, section: 'legal' },
  { path: '/sitemap', page: 'Site map', heading: 'Site map', requiresLogin: false, inSitemap: true, section: 'legal' },
  { path: '/faq', page: 'FAQs', heading: 'Frequently asked questions', requiresLogin: false, inSitemap: true, section: 'legal' },
  { path: '/auth/action', page: 'Authentication action page', heading: 'Account action', requiresLogin: false, inSitemap: false, section: 'system' },
  { path: '/unfinished', page: 'Coming-soon placeholder', heading: 'Coming soon', requiresLogin: false, inSitemap: false, section: 'system' },
  { path: '/access-denied', page: 'Forbidden page', heading: 'You can’t open this page yet', requiresLogin: false, inSitemap: false, section: 'system' },
  { path: '/articles/:id', page: 'Article', heading: '', requiresLogin: false, inSitemap: false, samplePath: '/articles/getting-through-a-panic-attack', section: 'system' },
  { path: '/admin', page: 'Admin dashboard', heading: 'Admin dashboard', requiresLogin: true, area: 'admin', inSitemap: false, section: 'system' },
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof routeTable)[number]['path'];

export const NOT_FOUND_HEADING = 'We couldn’t find that page';

export const SECTION_LABELS: Record<RouteEntry['section'], string> = {
  main: 'Start here',
  'get-support': 'Get support',
  resources: 'Resources',
  community: 'Community',
  about: 'About',
  account: 'Your account',
  legal: 'Help and policies',
  system: 'System',
};

export function findRoute(path: string): RouteEntry | undefined {
  return (routeTable as readonly RouteEntry[]).find((r) => r.path === path);
}

export const CRISIS_PATH = '/get-support/crisis-help';

/** Where "Forgot your password?" leads: the account action page without a token asks for the address. */
export const PASSWORD_RESET_PATH = '/auth/action?mode=reset-password';

/**
 * Pages a log-in does not come back to: they would loop (log in, register, the account action page) or say
 * something only true before it (the forbidden page). The header's "Log in" and the login page's `returnTo`
 * check both use this.
 */
export const NOT_A_RETURN_DESTINATION: readonly string[] = ['/login', '/register', '/auth/action', '/access-denied'];
