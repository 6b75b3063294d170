import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser that has logged in to an account before keeps logging in to it while someone else guesses its
 * password elsewhere (OWASP's "device cookies"). Without this, eight wrong passwords from anyone who knows an
 * address lock its owner out for fifteen minutes, which someone set on harming a person could repeat at will.
 *
 * After a successful log-in the browser gets a cookie bound to that address: a random value and an HMAC of
 * it with the address, under the auth secret. A later attempt for the same address that carries a valid one
 * is counted on that cookie's own counter (the same eight per fifteen minutes) instead of the address's and the
 * network address's, so guesses from elsewhere do not lock it out and guesses through it lock only it. The
 * cookie proves nothing about the password: the password is checked as always. It holds no personal data
 * (the value is random; the address is only inside the HMAC), is sent only to the log-in route, and is
 * replaced at each successful log-in.
 */
export const LOGIN_DEVICE_COOKIE = 'harbour_login_device';
/** Over https the cookie is `Secure` and `__Secure-` named, as the session cookie is. */
export const loginDeviceCookieName = (secure: boolean): string => (secure ? `__Secure-${LOGIN_DEVICE_COOKIE}` : LOGIN_DEVICE_COOKIE);
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const LOGIN_PATH = '/api/session/login';
/** `value.signature`: 16 random bytes and a SHA-256 HMAC, both base64url. */
const VALUE_SHAPE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, value: string, email: string): Buffer {
  return createHmac('sha256', secret).update(`login-device\u0000${value}\u0000${email}`).digest();
}

/** The Set-Cookie header for a browser that has just logged in with `email` (normalised, lower-case). */
export function loginDeviceCookie(secret: string, email: string, secure: boolean): string {
  const value = randomBytes(16).toString('base64url');
  const signed = `${value}.${signature(secret, value, email).toString('base64url')}`;
  return `${loginDeviceCookieName(secure)}=${signed}; Max-Age=${MAX_AGE_SECONDS}; Path=${LOGIN_PATH}; HttpOnly${secure ? '; Secure' : ''}; SameSite=Strict`;
}

/** The cookie's random value when the request carries one made for `email` under `secret`; otherwise undefined. */
export function loginDeviceOf(cookieHeader: string | undefined, secret: string, email: string, secure: boolean): string | undefined {
  if (!cookieHeader) return undefined;
  const name = loginDeviceCookieName(secure);
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const match = VALUE_SHAPE.exec(part.slice(eq + 1).trim());
    if (!match) continue;
    const [, value, given] = match as unknown as [string, string, string];
    const expected = signature(secret, value, email);
    const givenBytes = Buffer.from(given, 'base64url');
    if (givenBytes.length === expected.length && timingSafeEqual(givenBytes, expected)) return value;
  }
  return undefined;
}
