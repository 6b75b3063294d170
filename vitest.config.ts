import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    globalSetup: ['apps/server/src/test-support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One test file per core. Vitest's own default in a single run is one fewer than the cores, which on a
    // 2-core machine ran the 81 files one after another (406 s); two at a time took 285 s (2026-11-28). Each
    // file starts from its own copy of the migrated template, so files do not share a database.
    maxWorkers: Math.max(2, os.availableParallelism()),
    onConsoleLog: (log, type) => (type === 'stderr' && /error/i.test(log) ? false : undefined),
  },
});
