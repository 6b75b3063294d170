import { describe, expect, it } from 'vitest';
import { AREA_ROLES, decideArticleAccess, decidePageAccess, ZONE_ROLES } from './access-policy.js';
import { ROLES } from './roles.js';
import { routeTable } from './routes.js';

describe('the access policy table', () => {
  it('is exactly the table of spec section 6', () => {
    expect(AREA_ROLES).toEqual({
      admin: ['admin'],
      'for-professionals': ['professional', 'admin'],
      'peer-forum': ['seeker', 'admin'],
      'supporter-forum': ['supporter', 'admin'],
      'professional-forum': ['professional', 'admin'],
    });
    expect(ZONE_ROLES).toEqual({
      'your-calm-zone': ['seeker', 'supporter', 'professional', 'admin'],
      'for-supporters': ['seeker', 'supporter', 'professional', 'admin'],
      'for-professionals': ['professional', 'admin'],
    });
  });

  it('gates the spec’s login-required routes and forums', () => {
    const gated = routeTable.filter((r) => r.requiresLogin).map((r) => r.path).sort();
    expect(gated).toEqual(
      ['/profile', '/get-support/find-professional', '/resources/your-calm-zone', '/resources/for-supporters', '/resources/for-professionals',
        '/community/events-webinars', '/ai-chat', '/community/peer-forum', '/community/supporter-forum', '/community/professional-forum', '/admin'].sort(),
    );
  });
});

describe('decidePageAccess', () => {
  const page = { page: 'Peer forum', path: '/community/peer-forum', requiresLogin: true, area: 'peer-forum' as const };
  it('sends anonymous visitors to log in with the page name and path', () => {
    expect(decidePageAccess(null, page)).toEqual({ outcome: 'deny', reason: 'login_required', page: 'Peer forum', path: '/community/peer-forum' });
  });
  it('names the required roles and the current role', () => {
    expect(decidePageAccess({ role: 'supporter' }, page)).toEqual({ outcome: 'deny', reason: 'insufficient_role', page: 'Peer forum', requiredRoles: ['seeker', 'admin'], currentRole: 'supporter' });
  });
  it('hides the admin area behind not-found from everyone but admins', () => {
    const admin = { page: 'Admin dashboard', path: '/admin', requiresLogin: true, area: 'admin' as const };
    for (const visitor of [null, ...ROLES.filter((r) => r !== 'admin').map((role) => ({ role }))]) {
      expect(decidePageAccess(visitor, admin)).toEqual({ outcome: 'not-found' });
    }
    expect(decidePageAccess({ role: 'admin' }, admin)).toEqual({ outcome: 'allow' });
  });
});

describe('decideArticleAccess', () => {
  it('answers not-found for an unknown zone, whoever asks', () => {
    for (const visitor of [null, { role: 'admin' as const }]) expect(decideArticleAccess(visitor, { zone: 'elsewhere', title: 'x' })).toEqual({ outcome: 'not-found' });
  });
});
