import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'masthead-answer-schemas');

/**
 * A hash of everything the generation reads: core's sources (the answer types), the generator, and the
 * installed versions of TypeScript, typescript-json-schema and zod (the lock file).
 */
function inputsHash() {
  const hash = createHash('sha256');
  const core = path.join(root, 'packages/core/src');
  const sources = fs
    .readdirSync(core, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort();
  for (const name of sources) hash.update(name).update(fs.readFileSync(path.join(core, name)));
  hash.update(fs.readFileSync(fileURLToPath(new URL('./generate-answer-schemas.ts', import.meta.url))));
  hash.update(fs.readFileSync(path.join(root, 'package-lock.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The generated schemas, kept under node_modules/.cache by the hash of their inputs: running the
 * TypeScript compiler over core takes seconds, and the same inputs give the same schemas (issue 16).
 */
async function generatedAnswerSchemas() {
  const file = path.join(cacheDir, `${inputsHash()}.json`);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  // Imported only here: the generator loads the TypeScript compiler.
  const { generateAnswerSchemas, serializeAnswerSchemas } = await import('./generate-answer-schemas.ts');
  const generated = serializeAnswerSchemas(generateAnswerSchemas());
  fs.mkdirSync(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, generated);
  fs.renameSync(partial, file);
  return generated;
}

describe('the answer schemas of the OpenAPI document', () => {
  it("are the ones core's answer types give (else run `npm run api:answers -w @masthead/server`)", async () => {
    const generated = await generatedAnswerSchemas();
    const committed = fs.readFileSync(new URL('./answer-schemas.json', import.meta.url), 'utf8');
    expect(committed === generated).toBe(true);
    expect(Object.keys(JSON.parse(generated).answers).length).toBeGreaterThan(100);
  }, 120_000);
});
