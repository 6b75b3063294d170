import type { Role } from './roles.js';
import { isZone, type Zone } from './zones.js';

/**
 * The one access table of the product (spec section 6). The web's route guards and the server's checks
 * both read it through the functions below; nothing else decides access.
 */
export const AREAS = ['admin', 'for-professionals', 'peer-forum', 'supporter-forum', 'professional-forum'] as const;
export type Area = (typeof AREAS)[number];

export const AREA_ROLES: Record<Area, readonly Role[]> = {
  admin: ['admin'],
  'for-professionals': ['professional', 'admin'],
  'peer-forum': ['seeker', 'admin'],
  'supporter-forum': ['supporter', 'admin'],
  'professional-forum': ['professional', 'admin'],
};

export const ZONE_ROLES: Record<Zone, readonly Role[]> = {
  'your-calm-zone': ['seeker', 'supporter', 'professional', 'admin'],
  'for-supporters': ['seeker', 'supporter', 'professional', 'admin'],
  'for-professionals': ['professional', 'admin'],
};

/** What the policy needs to know about a visitor; `null` is an anonymous visitor. */
export interface Principal {
  role: Role;
}
export type Visitor = Principal | null;

export function canEnterArea(visitor: Visitor, area: Area): boolean {
  return visitor !== null && AREA_ROLES[area].includes(visitor.role);
}

export function canReadZone(visitor: Visitor, zone: Zone): boolean {
  return visitor !== null && ZONE_ROLES[zone].includes(visitor.role);
}

export type AccessDenialReason =
  | 'login_required'
  | 'insufficient_role'
  | 'article_login_required'
  | 'article_insufficient_role';

export type AccessDecision =
  | { outcome: 'allow' }
  | { outcome: 'not-found' }
  | { outcome: 'deny'; reason: 'login_required'; page: string; path: string }
  | { outcome: 'deny'; reason: 'insufficient_role'; page: string; requiredRoles: readonly Role[]; currentRole: Role }
  | { outcome: 'deny'; reason: 'article_login_required'; zone: Zone; title: string }
  | { outcome: 'deny'; reason: 'article_insufficient_role'; zone: Zone; title: string; currentRole: Role };

export interface GuardedPage {
  page: string;
  path: string;
  requiresLogin: boolean;
  area?: Area | undefined;
}

/**
 * Decides a page visit. The admin area answers not-found to everyone who is not a signed-in admin, so its
 * existence is not revealed (spec section 4).
 */
export function decidePageAccess(visitor: Visitor, page: GuardedPage): AccessDecision {
  if (page.area === 'admin') {
    return canEnterArea(visitor, 'admin') ? { outcome: 'allow' } : { outcome: 'not-found' };
  }
  if ((page.requiresLogin || page.area) && visitor === null) {
    return { outcome: 'deny', reason: 'login_required', page: page.page, path: page.path };
  }
  if (page.area && visitor && !canEnterArea(visitor, page.area)) {
    return {
      outcome: 'deny',
      reason: 'insufficient_role',
      page: page.page,
      requiredRoles: AREA_ROLES[page.area],
      currentRole: visitor.role,
    };
  }
  return { outcome: 'allow' };
}

/** Decides reading an article from its zone and title only (the content is never needed to decide). */
export function decideArticleAccess(visitor: Visitor, article: { zone: string; title: string }): AccessDecision {
  if (!isZone(article.zone)) return { outcome: 'not-found' };
  const zone = article.zone;
  if (visitor === null) return { outcome: 'deny', reason: 'article_login_required', zone, title: article.title };
  if (!canReadZone(visitor, zone)) {
    return { outcome: 'deny', reason: 'article_insufficient_role', zone, title: article.title, currentRole: visitor.role };
  }
  return { outcome: 'allow' };
}
