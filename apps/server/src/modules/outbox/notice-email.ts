import { PRODUCT_NAME } from '@wellbeing/shared/product';

export interface NoticeEmail {
  subject: string;
  heading: string;
  /** Plain text; each is one paragraph (line breaks kept). */
  paragraphs: string[];
  /** Labelled facts shown as a short list (e.g. "When", "Where"). */
  facts?: { label: string; value: string }[];
  /** Where the person can see more on Harbour. */
  link: { label: string; url: string };
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** Where it goes instead of the account's current address (the notice of an address change goes to the old one). */
  to?: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A notice (no expiring link) in the look of the account e-mails: a plain text and a simple HTML part, no
 * images, no tracking. Subject lines are kept free of line breaks.
 */
export function renderNoticeEmail(mail: NoticeEmail): RenderedEmail {
  const footer = `If you are struggling right now, ${PRODUCT_NAME}'s crisis help page lists free lines you can call or text.`;
  const facts = mail.facts ?? [];
  const text = [
    PRODUCT_NAME,
    '',
    mail.heading,
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    ...(facts.length > 0 ? [...facts.map((f) => `${f.label}: ${f.value}`), ''] : []),
    `${mail.link.label}: ${mail.link.url}`,
    '',
    footer,
  ].join('\n');
  const factRows = facts
    .map((f) => `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(f.label)}</th><td style="padding:4px 0;word-break:break-word">${escapeHtml(f.value)}</td></tr>`)
    .join('');
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f3f7f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d2624">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">
<p style="margin:0 0 16px;font-weight:800;font-size:20px;color:#1f6f6a">${escapeHtml(PRODUCT_NAME)}</p>
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(mail.heading)}</h1>
${mail.paragraphs.map((p) => `<p style="line-height:1.6;white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
${factRows ? `<table style="border-collapse:collapse;margin:8px 0 16px;font-size:15px">${factRows}</table>` : ''}
<p style="margin:24px 0"><a href="${escapeHtml(mail.link.url)}" style="background:#1f6f6a;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:700;display:inline-block">${escapeHtml(mail.link.label)}</a></p>
<p style="line-height:1.6;font-size:13px;color:#5a636c">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { subject: mail.subject.replace(/[\r\n]+/g, ' '), text, html };
}

/** "Tuesday 3 March 2026, 14:00 UTC": e-mails cannot know the reader's zone, so they say which one they use. */
export function formatUtcDateTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  const day = date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  return `${day}, ${time} UTC`;
}
