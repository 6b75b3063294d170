// `npm run bench`: builds, starts the app on a fresh data directory with the seed content, measures every
// figure against a baseline measured in the same run (A and B alternating, median of the rounds), prints a
// table (figure, value, baseline, ratio, target, result) and writes bench/results/latest.json.
//
//   node bench/run.mjs [--only=server,signin,bundle,lighthouse,database,safety] [--no-build]
//                      [--rounds=5] [--duration=5] [--lighthouse-runs=5]
//
// A run with --only writes bench/results/partial.json instead, so latest.json is always a whole run.
import { ensureChromium, run } from '../scripts/lib.mjs';
import { startApp, startBareServer } from './lib/app.mjs';
import { createReport, printReport, writeReport } from './lib/report.mjs';
import { ALL_CPUS, SERVER_CPUS, canPin, cores, log } from './lib/util.mjs';
import { serverThroughput } from './server-throughput.mjs';
import { signInThroughput } from './sign-in.mjs';
import { webBundle } from './web-bundle.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { databaseOverhead } from './database.mjs';
import { safetyClassifier } from './safety.mjs';

const SECTIONS = ['server', 'signin', 'bundle', 'lighthouse', 'database', 'safety'];

function parseArgs(argv) {
  const options = { only: SECTIONS, build: true, rounds: 5, duration: 5, lighthouseRuns: 5 };
  for (const arg of argv) {
    const [key, value] = arg.replace(/^--/, '').split('=');
    if (key === 'only') options.only = value.split(',').map((s) => s.trim());
    else if (key === 'no-build') options.build = false;
    else if (key === 'rounds') options.rounds = Math.max(3, Number(value));
    else if (key === 'duration') options.duration = Number(value);
    else if (key === 'lighthouse-runs') options.lighthouseRuns = Math.max(1, Number(value));
    else throw new Error(`unknown option ${arg}`);
  }
  const unknown = options.only.filter((s) => !SECTIONS.includes(s));
  if (unknown.length) throw new Error(`unknown section ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);
  return options;
}

const options = parseArgs(process.argv.slice(2));
const startedAt = Date.now();
const wants = (section) => options.only.includes(section);
const report = createReport();
log(`${cores} cores, ${canPin ? 'server pinned to core 0 and load to core 1 (taskset)' : 'no pinning (taskset unavailable or one core)'}`);

if (options.build) {
  log('building (npm run build)…');
  const code = await run('npm', ['run', 'build', '--silent']);
  if (code !== 0) {
    process.stderr.write('\nThe build failed, so nothing can be measured.\n');
    process.exit(1);
  }
}
if ((wants('bundle') || wants('lighthouse')) && !ensureChromium()) process.exit(1);

const needsApp = ['server', 'signin', 'bundle', 'lighthouse'].some(wants);
// The app starts on every core and is moved to the server core for the throughput section only: it sizes its
// pool of hashing workers from the cores it may use at start-up, so an app started on one core would hash
// sign-ins on one worker while the ceiling counts every core.
const app = needsApp ? await startApp({ cpus: ALL_CPUS }) : null;
const bare = wants('server') ? await startBareServer({ cpus: SERVER_CPUS }) : null;
try {
  if (wants('server')) {
    app.pin(SERVER_CPUS);
    log('server throughput (autocannon)…');
    await serverThroughput({ app, bare, report, rounds: options.rounds, duration: options.duration });
  }
  if (bare) await bare.stop();
  // From here on the app may use every core: sign-in hashes on the thread pool, pages render in Chromium.
  app?.pin(ALL_CPUS);
  if (wants('signin')) {
    log('sign-in throughput and event-loop latency during a sign-in flood…');
    await signInThroughput({ app, report, rounds: options.rounds });
  }
  if (wants('bundle')) {
    log('web bundle (Home vs the Vite react-ts starter)…');
    await webBundle({ app, report });
  }
  if (wants('lighthouse')) {
    log(`Lighthouse (mobile, median of ${options.lighthouseRuns})…`);
    await lighthouseScores({ app, report, runs: options.lighthouseRuns });
  }
} finally {
  await app?.stop();
}
if (wants('database')) {
  log('database: data layer (Kysely) vs raw driver…');
  await databaseOverhead({ report });
}
if (wants('safety')) {
  log('safety classifier figures…');
  await safetyClassifier({ report });
}

printReport(report);
const partial = options.only.length !== SECTIONS.length;
const file = writeReport(report, { file: partial ? 'partial.json' : 'latest.json', startedAt, options });
const failed = report.rows.filter((r) => r.pass === false);
log(`wrote ${file} in ${Math.round((Date.now() - startedAt) / 1000)} s: ${failed.length ? `${failed.length} FAIL` : 'every target met'}`);
process.exit(failed.length ? 1 : 0);
