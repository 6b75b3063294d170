import { PRODUCT_NAME } from '@wellbeing/shared/product';

export interface ActionEmail {
  subject: string;
  heading: string;
  intro: string;
  actionLabel: string;
  url: string;
  /** Human wording of how long the link works, e.g. "24 hours". */
  expiresIn: string;
  outro?: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain text and a simple HTML part: the product's name, the link and its expiry; no images, no tracking. */
export function renderActionEmail(mail: ActionEmail): { subject: string; text: string; html: string } {
  const outro = mail.outro ?? 'If you did not ask for this, you can ignore this e-mail.';
  const text = [
    `${PRODUCT_NAME}`,
    '',
    mail.heading,
    '',
    mail.intro,
    '',
    `${mail.actionLabel}: ${mail.url}`,
    '',
    `This link works for ${mail.expiresIn}.`,
    outro,
    '',
    `If you are struggling right now, ${PRODUCT_NAME}'s crisis help page lists free lines you can call or text.`,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f3f7f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d2624">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">
<p style="margin:0 0 16px;font-weight:800;font-size:20px;color:#1f6f6a">${escapeHtml(PRODUCT_NAME)}</p>
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(mail.heading)}</h1>
<p style="line-height:1.6">${escapeHtml(mail.intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(mail.url)}" style="background:#1f6f6a;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:700;display:inline-block">${escapeHtml(mail.actionLabel)}</a></p>
<p style="line-height:1.6;font-size:14px">Or copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(mail.url)}</span></p>
<p style="line-height:1.6;font-size:14px">This link works for ${escapeHtml(mail.expiresIn)}. ${escapeHtml(outro)}</p>
<p style="line-height:1.6;font-size:13px;color:#5a636c">If you are struggling right now, ${escapeHtml(PRODUCT_NAME)}'s crisis help page lists free lines you can call or text.</p>
</div></body></html>`;
  return { subject: mail.subject, text, html };
}
