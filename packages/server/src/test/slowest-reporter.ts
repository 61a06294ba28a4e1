import type { Reporter, TestModule } from 'vitest/node';

const COUNT = 10;

/**
 * Lists the ten slowest test files and tests after a run (issue 16), so a slow newcomer is seen the
 * day it lands: each of them is made faster or moved to the long profile (TEST_PROFILE=long).
 */
export default class SlowestReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const files = testModules.map((module) => {
      const d = module.diagnostic();
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
    const lines = [
      '',
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
