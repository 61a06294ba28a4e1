import type { Reporter, TestModule } from 'vitest/node';

const COUNT = 10;

/**
 * Lists the ten slowest test files and tests after a run (issue 16), so a slow newcomer is seen the
 * day it lands: each of them is made faster or moved to the long profile (TEST_PROFILE=long). A line
 * above them sums where the files' time went (summed over files, so it exceeds the wall-clock time when
 * files run side by side): Vitest's start-up in the worker, importing the test file and what it imports,
 * and the tests with their hooks (a file's database and app are made in its hooks).
 */
export default class SlowestReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const phases = { prepare: 0, environment: 0, setup: 0, import: 0, tests: 0 };
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      phases.prepare += d.prepareDuration;
      phases.environment += d.environmentSetupDuration;
      phases.setup += d.setupDuration;
      phases.import += d.collectDuration;
      phases.tests += d.duration;
      return {
        name: module.relativeModuleId,
        // Import, hooks (the database, the app) and tests: the file's share of the run.
        ms: d.prepareDuration + d.environmentSetupDuration + d.collectDuration + d.duration,
      };
    });
    const tests = testModules.flatMap((module) =>
      [...module.children.allTests()].map((test) => ({
        name: `${module.relativeModuleId} › ${test.fullName}`,
        ms: test.diagnostic()?.duration ?? 0,
      })),
    );
    if (!files.length) return;
    const total = Object.values(phases).reduce((sum, ms) => sum + ms, 0) || 1;
    const share = (ms: number) => `${(ms / 1000).toFixed(1)} s (${Math.round((100 * ms) / total)}%)`;
    const lines = [
      '',
      ` Time summed over ${files.length} files: worker start ${share(phases.prepare + phases.environment + phases.setup)}, import ${share(phases.import)}, hooks and tests ${share(phases.tests)}`,
      ` Slowest ${COUNT} test files (import, hooks and tests):`,
      ...slowest(files),
      ` Slowest ${COUNT} tests:`,
      ...slowest(tests),
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}

const slowest = (rows: { name: string; ms: number }[]) =>
  rows
    .sort((a, b) => b.ms - a.ms)
    .slice(0, COUNT)
    .map(({ name, ms }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
