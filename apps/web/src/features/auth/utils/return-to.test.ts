import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/profile', '/profile'],
    ['/articles/getting-through-a-panic-attack?from=home#top', '/articles/getting-through-a-panic-attack?from=home#top'],
    ['/resources/for-professionals', '/resources/for-professionals'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['profile'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['\\\\evil.example'],
    [' /profile'],
  ])('sends %j Home', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('does not send people back to the login or register pages (no loops)', () => {
    expect(safeReturnTo('/login?returnTo=/profile')).toBe('/');
    expect(safeReturnTo('/register')).toBe('/');
    expect(safeReturnTo('/auth/action?mode=reset-password')).toBe('/');
  });

  it('does not come back to the forbidden page, whose reason was only true before logging in', () => {
    expect(safeReturnTo('/access-denied')).toBe('/');
  });
});
