import { defineConfig } from 'vitest/config';

// `npm run test:reliability`: long tests that start the built server as a process (crashes, signals,
// load, soak, several instances). The fast reliability and security checks run in `npm test`.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['apps/server/reliability/**/*.rel.test.ts'],
    testTimeout: 20 * 60_000,
    hookTimeout: 5 * 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
