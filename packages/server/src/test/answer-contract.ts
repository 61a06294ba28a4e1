import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { openApiPath } from '../http/openapi/document.ts';

/**
 * Issue 17: every answer an API test receives is checked against the OpenAPI document the app serves
 * (/api2/docs), for its operation and status, with a maintained JSON Schema validator (Ajv, 2020-12:
 * the dialect of OpenAPI 3.1). A route whose answer drifts from its document fails the test that
 * received it (createClient) or, for a test that injects by hand, the file (TestApp.close).
 */

type Responses = Record<string, { content?: Record<string, { schema?: unknown }> }>;
type Document = {
  paths: Record<string, Record<string, { responses?: Responses }>>;
};

const DOCUMENT_ID = 'masthead-api';
type Validators = { ajv: Ajv2020; document: Document; compiled: Map<string, ValidateFunction> };
/** One compiled document per worker (every test app of a run serves the same one), found once per app. */
const validators = new Map<string, Validators>();
const byApp = new WeakMap<FastifyInstance, Validators>();

function validatorsFor(app: FastifyInstance) {
  const known = byApp.get(app);
  if (known) return known;
  const document = (app as unknown as { swagger(): Document }).swagger();
  const text = JSON.stringify(document);
  let entry = validators.get(text);
  if (!entry) {
    const ajv = new Ajv2020({
      strict: false,
      validateFormats: false,
      validateSchema: false,
      allErrors: false,
    });
    ajv.addSchema({ ...(JSON.parse(text) as object), $id: DOCUMENT_ID });
    entry = { ajv, document, compiled: new Map() };
    validators.set(text, entry);
  }
  byApp.set(app, entry);
  return entry;
}

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** The documented response of an operation for a status: exact, then its class (4XX), then default. */
function responseKey(responses: Responses, status: number) {
  const exact = String(status);
  if (responses[exact]) return exact;
  const range = `${exact[0]}XX`;
  if (responses[range]) return range;
  return responses.default ? 'default' : null;
}

export type AnswerCheck = { violations: string[]; checked: number };

/** The check of each test app, for createClient to report a violation in the test that caused it. */
export const answerChecks = new WeakMap<FastifyInstance, AnswerCheck>();

/** Throws the violations not reported yet (and forgets them). */
export function reportViolations(app: FastifyInstance) {
  const check = answerChecks.get(app);
  if (!check?.violations.length) return;
  const found = check.violations.splice(0);
  throw new Error(`Answers that do not match the OpenAPI document:\n${found.join('\n')}`);
}

/** Adds the check to an app before it is ready; violations are collected, never thrown in the hook. */
export function checkAnswers(app: FastifyInstance): AnswerCheck {
  const check: AnswerCheck = { violations: [], checked: 0 };
  answerChecks.set(app, check);
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const route = request.routeOptions.url;
    if (!route || typeof payload !== 'string' || !type.startsWith('application/json')) return payload;
    const { ajv, document, compiled } = validatorsFor(app);
    const method = request.method.toLowerCase();
    const path = openApiPath(route);
    const operation = document.paths[path]?.[method];
    if (!operation) return payload; // not the API (the document page itself, a test's own route)
    const where = `${request.method} ${request.url} → ${reply.statusCode}`;
    const key = responseKey(operation.responses ?? {}, reply.statusCode);
    if (!key) {
      check.violations.push(`${where}: the document lists no answer for this status`);
      return payload;
    }
    const content = operation.responses?.[key]?.content;
    // A route that sends its own reply documents it as any type (`*/*`), without a schema to hold it to.
    if (content?.['*/*'] && !content['application/json']) return payload;
    if (!content?.['application/json']?.schema) {
      check.violations.push(`${where}: the document lists no JSON answer for this status`);
      return payload;
    }
    const ref = `${DOCUMENT_ID}#/${pointer('paths', path, method, 'responses', key, 'content', 'application/json', 'schema')}`;
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.getSchema(ref);
      if (!validate) throw new Error(`No schema at ${ref}`);
      compiled.set(ref, validate);
    }
    check.checked += 1;
    if (!validate(JSON.parse(payload)))
      check.violations.push(
        `${where}: the answer does not match the document: ${ajv.errorsText(validate.errors, { dataVar: 'answer' })}`,
      );
    return payload;
  });
  return check;
}
