import { defineConfig, devices } from '@playwright/test';
import { baseURL, chromeArgs, chromePath, workerCount } from './settings.ts';

const jsonReport = process.env.E2E_JSON_REPORT;

/**
 * The longest files, started first. A worker takes the next file when it is free, in the order of the
 * projects and then of the file names: with a long serial file last in the alphabet (team-journey) one
 * worker ran it alone while the other had finished. Long ones first, the many short ones after, and
 * both workers finish within a short file of each other. Chosen from a full run's per-file times (over
 * 100 s each of test time on a busy two-core machine); a new long file belongs here.
 */
const longFiles = [
  'compose.spec.ts',
  'content-requests.spec.ts',
  'create-business.spec.ts',
  'editorial.spec.ts',
  'guests.spec.ts',
  'insights.spec.ts',
  'invitations.spec.ts',
  'languages.spec.ts',
  'magazine-team.spec.ts',
  'moderation.spec.ts',
  'open-contribution.spec.ts',
  'page-types-a11y.spec.ts',
  'reading.spec.ts',
  'screens.spec.ts',
  'team-journey.spec.ts',
];

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromePath, args: chromeArgs },
};

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
  // One browser set-up in two projects of the same name: the long files, then the rest.
  projects: [
    { name: 'chromium', testMatch: longFiles, use: chromium },
    { name: 'chromium', testIgnore: longFiles, use: chromium },
  ],
});
