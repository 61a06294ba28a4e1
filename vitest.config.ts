import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/web/app/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    // Builds the migrated template database once per run; each file's database is a copy of it.
    globalSetup: ['packages/server/src/test/global-setup.ts'],
    reporters: ['default', './packages/server/src/test/slowest-reporter.ts'],
    // Two cores: a few files at a time, each with its own database.
    maxWorkers: 2,
    // A fresh worker per file, although Vitest suggests `isolate: false` to save the start-up: module state
    // (the web app's caches and stores, a spy left in place) would otherwise carry from one file into the
    // next, and a database a file forgot to close would stay in the worker's memory.
    isolate: true,
    // Limits catch a hang, not a slow machine: a laptop doing other work must still pass (issue 16).
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
