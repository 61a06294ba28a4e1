import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const webServerEntry = path.join(repoRoot, 'packages/web/build/server/index.js');

/** Everything the web build is made from: its sources, its configuration and the core package it bundles. */
const buildInputs = [
  'packages/web/app',
  'packages/web/public',
  'packages/web/vite.config.ts',
  'packages/web/precompress.ts',
  'packages/web/react-router.config.ts',
  'packages/web/package.json',
  'packages/core/src',
].map((input) => path.join(repoRoot, input));

/** Test files are not bundled, so editing one does not call for a new build. */
const isTestFile = (name: string) => /\.test\.[cm]?[jt]sx?$/.test(name);

function newestChangeUnder(target: string): { file: string; mtimeMs: number } | null {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return null;
  }
  if (!stat.isDirectory()) return isTestFile(target) ? null : { file: target, mtimeMs: stat.mtimeMs };
  let newest: { file: string; mtimeMs: number } | null = null;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const candidate = newestChangeUnder(path.join(target, entry.name));
    if (candidate && (!newest || candidate.mtimeMs > newest.mtimeMs)) newest = candidate;
  }
  return newest;
}

/** Why the web build must be made again, or null when it is current. */
export function webBuildStaleReason(): string | null {
  let builtAt: number;
  try {
    builtAt = fs.statSync(webServerEntry).mtimeMs;
  } catch {
    return 'there is no web build yet';
  }
  for (const input of buildInputs) {
    const newest = newestChangeUnder(input);
    if (newest && newest.mtimeMs > builtAt) {
      return `${path.relative(repoRoot, newest.file)} changed after the last build`;
    }
  }
  return null;
}

/** Runs `npm run build` when the web build is missing or older than its sources; exits on failure. */
export function ensureWebBuild(): void {
  const reason = webBuildStaleReason();
  if (!reason) return;
  console.log(`Building the web app (${reason})…`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
