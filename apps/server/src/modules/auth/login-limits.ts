import { limitKey } from '../rate-limit/limiter.js';

/**
 * Log-in attempts allowed per IP and per account (the login route; a password reset clears the account's),
 * and per login-device cookie: a browser that logged in to the account before is counted on its own
 * (login-device.ts).
 */
export const LOGIN_LIMITS = {
  perIp: { limit: 30, windowSeconds: 15 * 60 },
  perAccount: { limit: 8, windowSeconds: 15 * 60 },
  perDevice: { limit: 8, windowSeconds: 15 * 60 },
} as const;

/** The account's counter, keyed by its (normalised, lower-case) e-mail address. */
export const loginAccountKey = (email: string): string => limitKey('login-account', email);
export const loginIpKey = (ip: string): string => limitKey('login-ip', ip);
export const loginDeviceKey = (value: string): string => limitKey('login-device', value);
