/**
 * Builds the embed script (SPEC §1) into the web build's `embed` folder: one minified IIFE under a
 * content-hashed name, precompressed with gzip and brotli, and a manifest naming it. The server serves
 * it at /js/ext/feed.embed.js (cached briefly) and /js/ext/feed.embed.{hash}.js (cached for a year).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

/** Issue 19: the script must stay at most 15 KB gzipped (bench:weight fails above it too). */
export const EMBED_GZIP_BUDGET = 15 * 1024;

const here = import.meta.dirname;
const outDir = path.resolve(here, '../web/build/embed');

const result = (await build({
  configFile: false,
  logLevel: 'warn',
  root: here,
  build: {
    write: false,
    minify: true,
    sourcemap: false,
    target: 'es2020',
    lib: { entry: path.join(here, 'src/feed-embed.ts'), formats: ['iife'], name: 'MastheadFeedScript' },
  },
})) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;

const outputs = Array.isArray(result) ? result : [result];
const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
if (chunk?.type !== 'chunk') throw new Error('The embed build produced no script.');
const code = Buffer.from(chunk.code);
const hash = createHash('sha256').update(code).digest('hex').slice(0, 12);
const file = `feed.embed.${hash}.js`;
const gzip = gzipSync(code, { level: 9 });
const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, file), code);
fs.writeFileSync(path.join(outDir, `${file}.gz`), gzip);
fs.writeFileSync(path.join(outDir, `${file}.br`), brotli);
fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify({ file, hash }, null, 2)}\n`);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`embed: ${file} ${kb(code.length)}, gzip ${kb(gzip.length)}, brotli ${kb(brotli.length)}`);
if (gzip.length > EMBED_GZIP_BUDGET) {
  console.error(`embed: over the budget of ${kb(EMBED_GZIP_BUDGET)} gzipped`);
  process.exit(1);
}
