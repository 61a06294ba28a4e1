/**
 * `npm start`: builds the web app when its build is missing or stale, then runs the server in this
 * process (PGlite in ./data unless DATABASE_URL is set; PORT, HOST and the rest as the README lists).
 */
import { assertProjectNode } from './app-process.ts';
import { ensureWebBuild } from './web-build.ts';

assertProjectNode('npm start');
ensureWebBuild();
// Imported only now, after the build: the server loads the web build as it starts. (A URL, so that the
// scripts' type check does not check the whole server again; `tsc -p packages/server` does that.)
await import(new URL('../packages/server/src/main.ts', import.meta.url).href);
