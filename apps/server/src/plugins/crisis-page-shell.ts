import { crisisRegions, linesForRegion, regionFromAcceptLanguage, smsHref, telHref, type CrisisRegion, type RegionCode } from '@wellbeing/shared/crisis-lines';
import type { CrisisLinesResponse } from '@wellbeing/shared/schemas/tools';

/**
 * The crisis page in plain HTML, inside the shell's `#root`: the emergency numbers and every line, painted as
 * soon as the page and its stylesheet arrive, before the app's code has downloaded or run (seconds on a slow
 * phone), and readable with no JavaScript at all. The app replaces it with the full page when it renders.
 * The visitor's region (from the browser's languages) comes first; every other region follows, because this
 * version has no region switch.
 */

/** Where the page's own content goes in index.html's `#root` (after the static header). */
export const PAGE_MARKER = '<!-- harbour:page -->';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text or an attribute value, escaped for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

type Line = CrisisLinesResponse['lines'][number];

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

function lineItem(line: Line): string {
  const ways = [
    line.phone ? `<a href="${escapeHtml(telHref(line.phone))}">Call ${escapeHtml(line.phone)}</a>` : '',
    line.sms ? `<a href="${escapeHtml(smsHref(line.sms, line.smsBody ?? undefined))}">Text ${line.smsBody ? `${escapeHtml(line.smsBody)} to ` : ''}${escapeHtml(line.sms)}</a>` : '',
    line.email ? `<a href="mailto:${escapeHtml(line.email)}">E-mail ${escapeHtml(line.email)}</a>` : '',
    line.url && isWebAddress(line.url) ? `<a href="${escapeHtml(line.url)}" rel="noopener noreferrer">Website</a>` : '',
  ].filter(Boolean);
  return (
    `<li><strong>${escapeHtml(line.name)}</strong> (open ${escapeHtml(line.hours)})` +
    `<br>${escapeHtml(line.description)}${ways.length ? `<br>${ways.join(' · ')}` : ''}</li>`
  );
}

function emergencyNumbers(regions: readonly CrisisRegion[]): string {
  return regions
    .filter((r) => r.emergencyNumber)
    .map((r) => {
      const numbers = [r.emergencyNumber!, r.alternateEmergencyNumber].filter((n): n is string => Boolean(n));
      return `${escapeHtml(r.name)}: ${numbers.map((n) => `<a href="${escapeHtml(telHref(n))}">${escapeHtml(n)}</a>`).join(' or ')}`;
    })
    .join('; ');
}

/** The plain crisis page for a visitor whose browser sends `acceptLanguage`, from the list the API answers. */
export function crisisPageMarkup(list: CrisisLinesResponse, acceptLanguage: string | undefined): string {
  const first: RegionCode = regionFromAcceptLanguage(acceptLanguage);
  const regions = [...crisisRegions.filter((r) => r.code === first), ...crisisRegions.filter((r) => r.code !== first)];
  const sections = regions
    .map((region) => ({ region, lines: linesForRegion(list.lines, region.code) }))
    .filter((s) => s.lines.length > 0)
    .map((s) => `<h3>${escapeHtml(s.region.name)}</h3><ul>${s.lines.map(lineItem).join('')}</ul>`)
    .join('');
  return (
    '<main class="boot-page" data-testid="crisis-page-plain">' +
    '<h1>Get help now</h1>' +
    `<p class="boot-urgent"><strong>If you are in immediate danger</strong>, call your local emergency number now (${emergencyNumbers(regions)}), or go to the nearest hospital emergency department.</p>` +
    '<h2>Talk to someone now</h2>' +
    '<p>These lines are free and confidential, and the people who answer are trained to help.</p>' +
    sections +
    '<p>Harbour is not a crisis service and no one is watching this site to send help. If you need help now, please use one of the numbers above.</p>' +
    '</main>'
  );
}
