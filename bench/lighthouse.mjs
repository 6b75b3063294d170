// Section 4: Lighthouse 12, mobile profile (its default: emulated phone, simulated slow 4G and 4× CPU),
// headless Chromium with no network beyond loopback, median of `runs` per page. The pages are measured in
// turn (A, B, C, D, A, B, …) so a noisy moment does not fall on one page only. The article page and the chat are
// read by a signed-in person: the session cookie goes in Lighthouse's extraHeaders.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../scripts/lib.mjs';
import { signIn } from './lib/app.mjs';
import { log, median } from './lib/util.mjs';

const SECTION = 'lighthouse';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

async function runOnce(url, extraHeaders) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, extraHeaders });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    // Audits that cost points in accessibility or best practices, for the notes.
    const failing = ['accessibility', 'best-practices'].flatMap((category) =>
      lhr.categories[category].auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1).map((ref) => ref.id),
    );
    const perfMisses = lhr.categories.performance.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${ref.id} ${lhr.audits[ref.id].displayValue ?? ''}`.trim());
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      si: numeric('speed-index'),
      failing,
      perfMisses,
    };
  } finally {
    chrome.kill();
  }
}

export async function lighthouseScores({ app, report, runs }) {
  let cookie;
  try {
    cookie = await signIn(app.url);
  } catch (error) {
    report.error(SECTION, 'Lighthouse: sign-in for the article page', error);
  }
  const pages = [
    { name: 'Home /', path: '/' },
    // The article itself, read by a signed-in reader (so no separate public content page is needed).
    { name: 'article (signed in)', path: '/articles/getting-through-a-panic-attack', headers: cookie ? { cookie } : undefined, needsCookie: true },
    { name: 'crisis page', path: '/get-support/crisis-help' },
    // Beyond the issue's three: the screens people reach for in a bad moment, measured as features landed.
    { name: 'interactive tools', path: '/get-support/interactive-tools' },
    { name: 'AI chat (signed in)', path: '/ai-chat', headers: cookie ? { cookie } : undefined, needsCookie: true },
  ].filter((p) => !p.needsCookie || cookie);
  const results = new Map(pages.map((p) => [p.name, []]));
  const errors = new Map();
  const retries = new Map();
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      try {
        let r;
        try {
          r = await runOnce(`${app.url}${page.path}`, page.headers);
        } catch (error) {
          // A run can fail on a busy machine (e.g. NO_FCP when Chrome is starved): one retry, counted in the notes.
          log(`Lighthouse ${page.name} run ${run + 1} failed (${error.message}); retrying once`);
          retries.set(page.name, (retries.get(page.name) ?? 0) + 1);
          r = await runOnce(`${app.url}${page.path}`, page.headers);
        }
        results.get(page.name).push(r);
        log(`Lighthouse ${page.name} run ${run + 1}: performance ${r.performance}, accessibility ${r.accessibility}, best practices ${r.bestPractices}, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}`);
      } catch (error) {
        errors.set(page.name, error);
        log(`Lighthouse ${page.name} run ${run + 1} failed: ${error.message}`);
      }
    }
  }
  for (const page of pages) {
    const list = results.get(page.name);
    if (list.length === 0) {
      report.error(SECTION, `Lighthouse ${page.name}`, errors.get(page.name) ?? 'no run finished');
      continue;
    }
    const m = (key) => median(list.map((r) => r[key]));
    const failing = [...new Set(list.flatMap((r) => r.failing))];
    const misses = [...new Set(list.flatMap((r) => r.perfMisses))];
    const note =
      `${list.length} runs${retries.get(page.name) ? ` (${retries.get(page.name)} retried)` : ''}; scores ${list.map((r) => r.performance).join('/')}` +
      `${misses.length ? `; audits under 0.9 in some run: ${misses.slice(0, 6).join(', ')}` : ''}`;
    report.add({ section: SECTION, figure: `Lighthouse ${page.name}: performance`, value: m('performance'), target: '≥ 95 (aim 98)', pass: m('performance') >= 95, note });
    report.add({
      section: SECTION,
      figure: `Lighthouse ${page.name}: accessibility`,
      value: m('accessibility'),
      target: '= 100',
      pass: m('accessibility') >= 100,
      note: failing.length ? `audits not passed (accessibility or best practices): ${failing.join(', ')}` : '',
    });
    report.add({ section: SECTION, figure: `Lighthouse ${page.name}: best practices`, value: m('bestPractices'), target: '≥ 95', pass: m('bestPractices') >= 95 });
    report.add({
      section: SECTION,
      figure: `Lighthouse ${page.name}: LCP / TBT / CLS`,
      value: `${(m('lcp') / 1000).toFixed(2)} s / ${Math.round(m('tbt'))} ms / ${m('cls').toFixed(3)}`,
      target: 'reported',
      pass: null,
      status: 'info',
    });
  }
}
