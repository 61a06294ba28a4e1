import { defineConfig, devices } from '@playwright/test';
import { baseURL, chromeArgs, chromePath, workerCount } from './settings.ts';

const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: 'test-results',
  // Each worker has its own app and database (global-setup.ts); a file's journeys run in order in one worker.
  workers: workerCount,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // A limit catches a hang, not a slow machine (issue 16): a journey of 15–19 s on a quiet machine took
  // over 30 s in CI, where two workers share two cores with their apps and browsers.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    baseURL,
    // Recording a trace (a DOM snapshot and a screenshot at every action) costs every test CPU on a
    // two-core machine; in CI a failed test runs again, and that retry records the trace to read.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromePath, args: chromeArgs },
      },
    },
  ],
});
