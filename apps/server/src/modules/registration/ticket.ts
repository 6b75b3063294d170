import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long the browser may wait between fetching a ticket and registering. */
export const TICKET_SECONDS = 15 * 60;

const keyFor = (secret: string) => createHmac('sha256', secret).update('harbour registration ticket v1').digest();

/**
 * A short-lived, signed registration ticket: the main API gives one to the browser, the registration
 * service accepts only requests bearing a valid one (spec section 7's bearer authorisation).
 */
export function issueTicket(secret: string, now = Date.now()): { ticket: string; expiresAt: string } {
  const expiresAt = now + TICKET_SECONDS * 1000;
  const payload = Buffer.from(JSON.stringify({ p: 'registration', exp: expiresAt, n: randomBytes(12).toString('base64url') })).toString('base64url');
  const signature = createHmac('sha256', keyFor(secret)).update(payload).digest('base64url');
  return { ticket: `${payload}.${signature}`, expiresAt: new Date(expiresAt).toISOString() };
}

export type TicketProblem = 'missing' | 'malformed' | 'forged' | 'expired';

export function checkTicket(secret: string, authorization: string | undefined, now = Date.now()): TicketProblem | null {
  const match = /^Bearer ([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!authorization) return 'missing';
  if (!match) return 'malformed';
  const [, payload, signature] = match as unknown as [string, string, string];
  const expected = createHmac('sha256', keyFor(secret)).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { p?: unknown; exp?: unknown };
    if (body.p !== 'registration' || typeof body.exp !== 'number') return 'malformed';
    return body.exp > now ? null : 'expired';
  } catch {
    return 'malformed';
  }
}
