import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { readMailbox } from './mailer.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const linkify = (s: string) => escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export const MAILBOX_ELSEWHERE =
  "The development mailbox opens only on the machine the app runs on (http://localhost). Its e-mails are also files in the data directory's mailbox folder.";

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Whether a request comes from this machine itself, not through a proxy: the mailbox holds every link the app
 * sent (confirmations, new passwords), so a server left in development mode on a public address must not show
 * it to the world. Read from the socket, not from headers a client can write.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && FORWARDED.every((name) => request.headers[name] === undefined);
}

/** The development mailbox: e-mails stored instead of sent when no SMTP server is configured. Never in production. */
export async function mailboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dev/mailbox', async (request, reply) => {
    if (!fromThisMachine(request)) throw new AppError(403, 'access/insufficient-role', MAILBOX_ELSEWHERE);
    const messages = readMailbox(app.config);
    const items = messages
      .map(
        (m) => `<article style="border:1px solid #ccc;border-radius:8px;padding:12px 16px;margin:12px 0">
<h2 style="font-size:1.1rem;margin:0 0 4px">${escapeHtml(m.subject)}</h2>
<p style="margin:0 0 8px;color:#555">To ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p>
<pre style="white-space:pre-wrap;font-family:inherit;margin:0">${linkify(m.text)}</pre></article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Development mailbox</title></head>
<body style="font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:24px">
<h1>Development mailbox</h1><p>E-mails the app would have sent. This page does not exist in production.</p>
${items || '<p>No messages yet.</p>'}</body></html>`);
  });
}
