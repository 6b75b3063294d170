import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The security suite's figures (bad inputs and attacks tried, per category) for the README. No test-runner
 * imports: the vitest files and the browser suite (e2e/xss.spec.ts) both write their part.
 */

/** The root of the repository (figures are written under test-results/). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');

/** `checks`: things verified that are neither an input nor an attack (secrets looked for in the logs). */
type FigureKind = 'badInputs' | 'attacks' | 'checks';

/**
 * Counts of what the suite tried, per category. Each test file writes its part; the parts are merged into
 * test-results/reliability/security.json (whichever file finishes last writes the complete total).
 */
export class Figures {
  private readonly counts: Record<FigureKind, Record<string, number>> = { badInputs: {}, attacks: {}, checks: {} };

  constructor(private readonly part: string) {}

  add(kind: FigureKind, category: string, n = 1): void {
    this.counts[kind][category] = (this.counts[kind][category] ?? 0) + n;
  }

  write(engines: readonly string[]): void {
    const dir = path.join(REPO_ROOT, 'test-results', 'reliability');
    const partsDir = path.join(dir, 'security-parts');
    mkdirSync(partsDir, { recursive: true });
    writeAtomically(path.join(partsDir, `${this.part}.json`), { part: this.part, engines, writtenAt: new Date().toISOString(), ...this.counts });
    withLock(path.join(dir, 'security.lock'), () => mergeFigureParts(dir));
  }
}

/** Test files finish in parallel processes: one merge at a time (a lock older than 10 s is stale). */
function withLock(lock: string, work: () => void): void {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > 10_000) rmSync(lock, { force: true });
      } catch {
        // gone meanwhile
      }
      if (Date.now() > deadline) break;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
    }
  }
  try {
    work();
  } finally {
    rmSync(lock, { force: true });
  }
}

function writeAtomically(file: string, value: unknown): void {
  const tmp = `${file}.${process.pid}.${randomUUID().slice(0, 6)}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, file);
}

interface FigurePart {
  part: string;
  engines: string[];
  writtenAt: string;
  badInputs: Record<string, number>;
  attacks: Record<string, number>;
  checks?: Record<string, number>;
}

/** Sums every part into security.json. */
export function mergeFigureParts(dir: string): void {
  const partsDir = path.join(dir, 'security-parts');
  const parts = readdirSync(partsDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(partsDir, f), 'utf8')) as FigurePart);
  const sum = (kind: FigureKind) => {
    const byCategory: Record<string, number> = {};
    for (const part of parts) for (const [category, n] of Object.entries(part[kind] ?? {})) byCategory[category] = (byCategory[category] ?? 0) + n;
    return { total: Object.values(byCategory).reduce((a, b) => a + b, 0), byCategory };
  };
  writeAtomically(path.join(dir, 'security.json'), {
    generatedAt: new Date().toISOString(),
    note: 'Bad inputs and attacks tried by the security suite (apps/server/src/security, e2e/xss.spec.ts); counts cover every engine each part ran on.',
    badInputs: sum('badInputs'),
    attacks: sum('attacks'),
    checks: sum('checks'),
    parts: parts.map((p) => ({ part: p.part, engines: p.engines, writtenAt: p.writtenAt })),
  });
}
