import { limitKey } from '../rate-limit/limiter.js';

/** Sign-in attempts allowed per IP and per account (the login route; a password reset clears the account's). */
export const LOGIN_LIMITS = {
  perIp: { limit: 30, windowSeconds: 15 * 60 },
  perAccount: { limit: 8, windowSeconds: 15 * 60 },
} as const;

/** The account's counter, keyed by its (normalised, lower-case) e-mail address. */
export const loginAccountKey = (email: string): string => limitKey('login-account', email);
export const loginIpKey = (ip: string): string => limitKey('login-ip', ip);
