import type { FastifyInstance } from 'fastify';
import { readMailbox } from './mailer.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const linkify = (s: string) => escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The development mailbox: e-mails stored instead of sent when no SMTP server is configured. Never in production. */
export async function mailboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dev/mailbox', async (_request, reply) => {
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
