// Small helpers shared by the benchmark sections: statistics, ports, processes pinned to CPU cores.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../scripts/lib.mjs';

export { root };

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The q-quantile (0..1) of a list of numbers, nearest-rank. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;

/** taskset is used when it exists and the machine has at least two cores: server on core 0, load on core 1. */
export const canPin = cores >= 2 && spawnSync('taskset', ['-c', '0', 'true']).status === 0;
export const SERVER_CPUS = '0';
export const LOAD_CPUS = '1';
export const ALL_CPUS = `0-${cores - 1}`;

/** Clock ticks per second, the unit of the CPU times in /proc (USER_HZ; 100 on nearly every Linux). */
export const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** CPU time (clock ticks) a process has used, all its threads together; undefined where /proc is not there. */
export function cpuTicks(pid) {
  try {
    // Fields after the command name (which is in parentheses and may hold spaces): utime is the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** Spawns `command` restricted to `cpus` (a taskset list) when pinning is available. */
export function spawnPinned(cpus, command, args, options = {}) {
  if (canPin && cpus) return spawn('taskset', ['-c', cpus, command, ...args], options);
  return spawn(command, args, options);
}

/** Moves a running process and all its threads onto `cpus`. */
export function repin(pid, cpus) {
  if (!canPin) return false;
  return spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' }).status === 0;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode} before answering`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Runs a Node script as a child process (optionally pinned) and resolves to its parsed JSON stdout. */
export function runNodeJson(script, args = [], { cpus, env, nodeArgs = [], timeoutMs = 10 * 60_000, onSpawn } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawnPinned(cpus, process.execPath, [...nodeArgs, script, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onSpawn?.(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`${path.basename(script)} exited with ${code}: ${err.trim().split('\n').slice(-8).join('\n')}`));
      try {
        const lines = out.trim().split('\n');
        resolve(JSON.parse(lines[lines.length - 1]));
      } catch {
        reject(new Error(`${path.basename(script)} printed no JSON: ${out.slice(-500)} ${err.slice(-500)}`));
      }
    });
  });
}

export const fromRoot = (...parts) => path.join(root, ...parts);
export const exists = (rel) => existsSync(fromRoot(rel));

export function log(message) {
  process.stdout.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/** Rounds to `digits` significant decimals for display. */
export const round = (value, digits = 2) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : value);
