import { PRODUCT_NAME } from '@wellbeing/shared/product';

interface NoticeEmail {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A link to where the person can see more (their profile). */
  link: { label: string; url: string };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain text and a simple HTML part, in the look of the account e-mails; no images, no tracking. */
function renderNoticeEmail(mail: NoticeEmail): { subject: string; text: string; html: string } {
  const footer = `If you are struggling right now, ${PRODUCT_NAME}'s crisis help page lists free lines you can call or text.`;
  const text = [PRODUCT_NAME, '', mail.heading, '', ...mail.paragraphs.flatMap((p) => [p, '']), `${mail.link.label}: ${mail.link.url}`, '', footer].join('\n');
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f3f7f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d2624">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">
<p style="margin:0 0 16px;font-weight:800;font-size:20px;color:#1f6f6a">${escapeHtml(PRODUCT_NAME)}</p>
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(mail.heading)}</h1>
${mail.paragraphs.map((p) => `<p style="line-height:1.6;white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(mail.link.url)}" style="background:#1f6f6a;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:700;display:inline-block">${escapeHtml(mail.link.label)}</a></p>
<p style="line-height:1.6;font-size:13px;color:#5a636c">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { subject: mail.subject, text, html };
}

const formatDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function renderApprovalEmail(publicUrl: string, licenceExpiry: string) {
  return renderNoticeEmail({
    subject: `Your professional account on ${PRODUCT_NAME} is confirmed`,
    heading: 'Your professional details are confirmed',
    paragraphs: [
      `An admin has checked your licence details, and your ${PRODUCT_NAME} account is now a professional account.`,
      `Your profile shows a "verified" badge while your licence is valid, until ${formatDay(licenceExpiry)}. Before then, send your renewed details from your profile to keep it.`,
    ],
    link: { label: 'Open my profile', url: `${publicUrl}/profile` },
  });
}

export function renderRejectionEmail(publicUrl: string, reason: string) {
  return renderNoticeEmail({
    subject: `About your professional verification request on ${PRODUCT_NAME}`,
    heading: 'We could not confirm your professional details',
    paragraphs: [
      'Thank you for sending your licence details. An admin checked them and could not confirm them this time, for this reason:',
      reason,
      'Your account keeps working as it did. You can send corrected details from your profile at any time.',
    ],
    link: { label: 'Open my profile', url: `${publicUrl}/profile` },
  });
}
