import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as TJS from 'typescript-json-schema';

/**
 * The answer schemas of the OpenAPI document, generated from core's TypeScript answer types
 * (`ApiAnswers`): the `data` of each route, one source of truth with the types the server's handlers
 * and the browser's calls are checked against. The output is committed (answer-schemas.json) because
 * generating it needs the TypeScript compiler, which the server does not load; answer-schemas.test.ts
 * fails when it is stale. Regenerate with `npm run api:answers -w @masthead/server`.
 */

export type AnswerSchemas = {
  /** 'METHOD /path' → JSON Schema (2020-12) of the answer's `data`; refs point at `components`. */
  answers: Record<string, Record<string, unknown>>;
  /** Named types the answers share, as OpenAPI `components.schemas`. */
  components: Record<string, Record<string, unknown>>;
};

const ENDPOINTS = fileURLToPath(new URL('../../../../core/src/http/endpoints.ts', import.meta.url));
export const ANSWER_SCHEMAS_FILE = fileURLToPath(new URL('./answer-schemas.json', import.meta.url));

/** A component name as OpenAPI allows it (^[a-zA-Z0-9._-]+$): generic arguments become dots. */
const componentName = (name: string) =>
  name
    .replace(/[<>,\s|&]+/g, '.')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/^\.+|\.+$/g, '');

/** Draft-07 `definitions` refs become component refs; keys are sorted for a stable file. */
function rewrite(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewrite);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(node).sort()) {
    const value = (node as Record<string, unknown>)[key];
    if (key === '$schema') continue;
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/definitions/')) {
      const name = decodeURIComponent(value.slice('#/definitions/'.length));
      out[key] = `#/components/schemas/${componentName(name)}`;
    } else out[key] = rewrite(value);
  }
  return out;
}

export function generateAnswerSchemas(): AnswerSchemas {
  const program = TJS.getProgramFromFiles([ENDPOINTS], {
    target: 'es2022',
    lib: ['es2023', 'dom'],
    module: 'preserve',
    moduleResolution: 'bundler',
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
  });
  const schema = TJS.generateSchema(program, 'ApiAnswers', {
    required: true,
    ref: true,
    aliasRef: true,
    strictNullChecks: true,
    ignoreErrors: true,
  }) as { properties?: Record<string, unknown>; definitions?: Record<string, unknown> } | null;
  if (!schema?.properties) throw new Error('No answer schemas were generated from ApiAnswers.');
  const components: AnswerSchemas['components'] = {};
  for (const name of Object.keys(schema.definitions ?? {}).sort())
    components[componentName(name)] = rewrite(schema.definitions?.[name]) as Record<string, unknown>;
  const answers: AnswerSchemas['answers'] = {};
  for (const route of Object.keys(schema.properties).sort())
    answers[route] = rewrite(schema.properties[route]) as Record<string, unknown>;
  return { answers, components };
}

export const serializeAnswerSchemas = (schemas: AnswerSchemas) => `${JSON.stringify(schemas, null, 1)}\n`;

if (import.meta.main) writeFileSync(ANSWER_SCHEMAS_FILE, serializeAnswerSchemas(generateAnswerSchemas()));
