// `npm test`: the whole suite. Builds, runs the unit and API tests (Vitest; both engines when
// TEST_DATABASE_URL is set), then the browser tests (Playwright driving Debian's Chromium).
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, root, run, TEST_CHROMIUM } from './lib.mjs';

const args = new Set(process.argv.slice(2));
const e2eOnly = args.has('--e2e-only');
const reliability = args.has('--reliability');
const reportDir = path.join(root, 'test-results', 'reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

if (process.env.TEST_DATABASE_URL) process.stdout.write(`Running against SQLite and PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host}).\n`);
else process.stdout.write('Running against SQLite only (set TEST_DATABASE_URL to a PostgreSQL database to cover both engines).\n');

// Only the browser tests need Chromium; checked before the long stages, so a missing one stops the run at once.
if (!reliability && !ensureChromium(TEST_CHROMIUM)) process.exit(1);

// `--no-build`: CI's reliability stage, straight after `npm test` built the same tree.
let code = args.has('--no-build') ? 0 : await run('npm', ['run', 'build', '--silent']);
if (code !== 0) process.exit(code);

const results = [];
if (reliability) {
  // `npm run test:reliability`: the long suite (built server as a process: crashes, signals, load, soak).
  const report = path.join(reportDir, 'reliability.json');
  const relCode = await run('npx', ['vitest', 'run', '-c', 'vitest.reliability.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  const counts = readVitest(report);
  process.stdout.write(`\nReliability: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  for (const title of counts.failures) process.stdout.write(`  failed: ${title}\n`);
  process.exit(relCode);
}
if (!e2eOnly) {
  const vitestReport = path.join(reportDir, 'vitest.json');
  code = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
  results.push(['unit and API', code, readVitest(vitestReport)]);
}
const playwrightReport = path.join(reportDir, 'playwright.json');
const e2eCode = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
});
results.push(['browser', e2eCode, readPlaywright(playwrightReport)]);

let passed = 0;
let failed = 0;
let skipped = 0;
process.stdout.write('\nSummary\n');
for (const [name, exit, counts] of results) {
  passed += counts.passed;
  failed += counts.failed + (exit !== 0 && counts.failed === 0 ? 1 : 0);
  skipped += counts.skipped;
  process.stdout.write(`  ${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (exit ${exit})\n`);
  // The failures' names, last, so the tail of a CI log says what broke.
  for (const title of counts.failures) process.stdout.write(`    failed: ${title}\n`);
}
process.stdout.write(`${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(results.some(([, exit]) => exit !== 0) ? 1 : 0);

function readVitest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0, failures: [] };
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const failures = (r.testResults ?? []).flatMap((f) => [
    // A file that failed to load or timed out in a hook has no failed test of its own.
    ...(f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed') ? [`${path.relative(root, f.name)}${why(f.message)}`] : []),
    ...(f.assertionResults ?? []).filter((a) => a.status === 'failed').map((a) => `${path.relative(root, f.name)} › ${a.fullName}${why(a.failureMessages?.[0])}`),
  ]);
  return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0), failures };
}

function readPlaywright(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0, failures: [] };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const s = report.stats ?? {};
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const failedTest = spec.tests?.find((t) => t.status === 'unexpected');
      const error = failedTest?.results?.at(-1)?.error?.message;
      if (failedTest) failures.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}${why(error)}`);
    }
    for (const child of suite.suites ?? []) walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0, failures };
}

/** The first line of a failure's message, so that the tail of a CI log says why as well as what. */
function why(message) {
  const line = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim() !== '');
  return line ? `\n      ${line.trim().slice(0, 240)}` : '';
}
