import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Builds the migrated template database once per run; each file's database is a copy of it.
    globalSetup: ['packages/server/src/test/global-setup.ts'],
    reporters: ['default', './packages/server/src/test/slowest-reporter.ts'],
    // Two cores: a few files at a time, each with its own database.
    maxWorkers: 2,
    // Limits catch a hang, not a slow machine: a laptop doing other work must still pass (issue 16).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          // The server's files share a worker's modules (`isolate: false`): importing the app cost each
          // file 2–3 s, half of the run's time (docs/architecture.md, "Test suite speed"). Every file
          // builds its own app on its own database, so no state of one file is seen by the next; the
          // few spies are on an app's own services, and are restored after each test.
          isolate: false,
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'shared',
          include: [
            'packages/core/src/**/*.test.ts',
            'packages/embed/src/**/*.test.ts',
            'packages/web/app/**/*.test.{ts,tsx}',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // A fresh worker per file: the web app's caches and stores are module state, and a spy left in
          // place would carry from one file into the next.
          isolate: true,
        },
      },
    ],
  },
});
