import { defineConfig } from '@playwright/test';

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  workers: 2,
  // Multi-step journeys took 28–41 s on a slow host (2026-11-26) with two workers sharing two cores; the budget
  // is per test, and the assertions' own waits stay at 7.5 s.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  outputDir: '../test-results/e2e',
  reporter: [['list'], ['json']],
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's headless shell (scripts/lib.mjs installs it; decision 011), or CHROMIUM_PATH.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
