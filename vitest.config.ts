import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/web/app/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    // Two cores: a few files at a time, each with its own database.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
