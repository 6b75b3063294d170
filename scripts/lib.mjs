import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The Node flags the server runs with (apps/server/node-flags.json; decision 014: V8's memory reducer off, so a
 * server that has been idle does not answer every request at a quarter more CPU afterwards). Everything that
 * starts apps/server/dist/server.js passes them: npm start, the benchmark, the browser and reliability tests.
 */
export const SERVER_NODE_FLAGS = JSON.parse(readFileSync(path.join(root, 'apps/server/node-flags.json'), 'utf8'));

/** Runs a command in the repository root, streaming its output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const SOURCES = ['packages/shared/src', 'apps/server/src', 'apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'package-lock.json'];
// Files, not directories: a directory's time changes only when entries come or go, so a rebuilt shared package kept
// looking stale and every `npm start` rebuilt.
const OUTPUTS = ['packages/shared/dist/access-policy.js', 'apps/server/dist/server.js', 'apps/web/dist/index.html'];

/** True when a build output is missing or older than any source file. */
export function buildIsStale() {
  const outputs = OUTPUTS.map((p) => path.join(root, p));
  if (outputs.some((p) => !existsSync(p))) return true;
  const builtAt = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  const sourcesAt = Math.max(...SOURCES.map((p) => {
    const full = path.join(root, p);
    if (!existsSync(full)) return 0;
    return statSync(full).isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
  }));
  return sourcesAt > builtAt;
}

export async function buildIfStale() {
  if (!buildIsStale()) return 0;
  process.stdout.write('Building Harbour (shared, web, server)…\n');
  return run('npm', ['run', 'build', '--silent']);
}

/** Debian's Chromium (package chromium): the benchmark's Lighthouse and bundle runs. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The browser tests' Chromium: Debian's old headless shell (package chromium-headless-shell), the same engine
 * without the full browser around it, which ran the browser tests in 0.6 of the time (decision 011).
 * e2e/playwright.config.ts reads the same variable.
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Makes sure Debian's Chromium is there (the full browser, or the tests' headless shell); installs it when we are root. */
export function ensureChromium(binary = CHROMIUM) {
  if (existsSync(binary)) return true;
  const pkg = binary.endsWith('chromium-headless-shell') ? 'chromium-headless-shell' : 'chromium';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    process.stderr.write(`This needs Debian's Chromium at ${binary}.\nInstall it with:  sudo apt-get update && sudo apt-get install -y ${pkg}\n(or set CHROMIUM_PATH to a Chromium or Chrome binary)\n`);
    return false;
  }
  process.stdout.write(`Installing ${pkg} from Debian packages…\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
  return update.status === 0 && install.status === 0 && existsSync(binary);
}
