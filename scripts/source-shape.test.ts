import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house rules on size, enforced rather than written down: no source file over 500 lines and no
 * React component over 200. An exception names its reason here, where a reviewer sees it.
 */

const MAX_FILE_LINES = 500;
const MAX_COMPONENT_LINES = 200;

/** Files that are data, not code: their length is the length of what they hold. */
const LONG_FILES: Record<string, string> = {
  'packages/core/src/i18n/catalog/compose.ts':
    'the compose messages in four languages: one entry per interface text',
  'packages/server/src/seed/demo-data/stories.ts':
    'the demo stories: texts of about sixty stories of every type',
};

/** Components allowed past 200 lines, with why (none today). */
const LONG_COMPONENTS: Record<string, string> = {};

const root = path.resolve(import.meta.dirname, '..');

function trackedSources(): string[] {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.ts', '*.tsx'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => file && !file.includes('node_modules/') && !file.endsWith('.d.ts'))
    .filter((file) => !file.startsWith('packages/server/drizzle/'));
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/**
 * Top-level components of a formatted .tsx file: a capitalised function (or arrow assigned to a
 * capitalised const) starting at column 0, measured to the first line that only closes it at column 0.
 */
function componentSpans(text: string): { name: string; lines: number }[] {
  const lines = text.split('\n');
  const spans: { name: string; lines: number }[] = [];
  const start = /^(?:export\s+)?(?:default\s+)?(?:function\s+([A-Z]\w*)|const\s+([A-Z]\w*)\s*=)/;
  for (let i = 0; i < lines.length; i++) {
    const match = start.exec(lines[i] ?? '');
    if (!match) continue;
    let end = i;
    while (end < lines.length && !/^[})]+;?\s*$/.test(lines[end] ?? '')) end++;
    if (end === i) continue;
    spans.push({ name: (match[1] ?? match[2]) as string, lines: end - i + 1 });
  }
  return spans;
}

describe('source shape', () => {
  const files = trackedSources();

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it(`has no file over ${MAX_FILE_LINES} lines but the data files it names`, () => {
    const long = files
      .map((file) => ({ file, lines: lineCount(readFileSync(path.join(root, file), 'utf8')) }))
      .filter(({ file, lines }) => lines > MAX_FILE_LINES && !Object.hasOwn(LONG_FILES, file))
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it(`has no React component over ${MAX_COMPONENT_LINES} lines`, () => {
    const long = files
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) =>
        componentSpans(readFileSync(path.join(root, file), 'utf8'))
          .filter(
            ({ name, lines }) =>
              lines > MAX_COMPONENT_LINES && !Object.hasOwn(LONG_COMPONENTS, `${file}#${name}`),
          )
          .map(({ name, lines }) => `${file}#${name}: ${lines} lines`),
      );
    expect(long).toEqual([]);
  });

  it('measures a component from its declaration to its closing line', () => {
    const text = [
      'export function Card() {',
      '  return (',
      '    <p />',
      '  );',
      '}',
      'const Row = () => (',
      '  <li />',
      ');',
    ].join('\n');
    expect(componentSpans(text)).toEqual([
      { name: 'Card', lines: 5 },
      { name: 'Row', lines: 3 },
    ]);
  });
});
