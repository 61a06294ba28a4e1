import type { SwaggerOptions } from '@fastify/swagger';
import { COOKIE_NAMES, ERRORS, type ErrorCode, errorMessageKey, UPLOAD_FILE_FIELD } from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { type RegisteredRoute, routeRegistry } from '../route.ts';
import answerSchemas from './answer-schemas.json' with { type: 'json' };
import { FEATURES } from './features.ts';

/**
 * The OpenAPI 3.1 document served at /api2/docs (docs/api.md). @fastify/swagger lists the routes with
 * the JSON Schemas of their zod inputs (JSON Schema 2020-12, OpenAPI 3.1's dialect); this file adds
 * what the route declarations know and Fastify does not: who may call each operation, its answer (the
 * envelope of DESIGN §3 around the `data` generated from core's answer types), the errors its
 * declaration can answer, an operationId, and the guest page key.
 */

type Schema = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Schema[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
  [extension: `x-${string}`]: unknown;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
  tags?: { name: string; description?: string }[];
  [key: string]: unknown;
};

const SESSION = 'session';
const UPLOADED_FILE = {
  type: 'string',
  contentMediaType: 'application/octet-stream',
  description: 'The file.',
};
const ANSWERS = answerSchemas.answers as Record<string, Schema>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** 'GET /api2/magazine/open-contribution' → 'getMagazineOpenContribution' (api2 and api left out). */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment && segment !== 'api2' && segment !== 'api')
    .map((segment) =>
      segment.startsWith(':') ? `by-${segment.slice(1)}` : segment === '*' ? 'by-path' : segment,
    )
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+|(?=[A-Z])/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

/** A Fastify path in OpenAPI's form: ':id' → '{id}', the wildcard '*' → '{path}'. */
export const openApiPath = (path: string) =>
  path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');

const codes = (list: ErrorCode[]) => list.map((code) => `\`${code}\` (${ERRORS[code].errorCode})`).join(', ');

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiFailure' } } },
});

/** The errors an operation's declaration alone can answer, by status; anything else is `default`. */
function errorResponses(route: RegisteredRoute, method: string) {
  const byStatus = new Map<number, ErrorCode[]>();
  const add = (code: ErrorCode) => {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  };
  add('validation.failed');
  add('request.malformed');
  if (route.access !== 'public') add('auth.fail.no.login');
  if (route.access === 'magazine' || route.access === 'admin') add('access_deny');
  if (method !== 'get') add('request.cross.site');
  if (route.upload) add('request.unsupported.type');
  if (route.access === 'magazine' || route.params) add('not_found');
  const responses: Record<string, unknown> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b))
    responses[String(status)] = failure(`Refused: ${codes(list)}.`);
  responses.default = failure(
    "Any other error of the catalogue (docs/api.md, core's errors.ts), in the same shape: the feature's own refusals, `rate.limited` (429, with Retry-After), `service.unavailable` (503).",
  );
  return responses;
}

function accessOf(route: RegisteredRoute): { security: Operation['security']; note: string } {
  const signedIn = [{ [SESSION]: [] }];
  switch (route.access) {
    case 'public':
      return { security: [{}, ...signedIn], note: 'Public: guests and signed-in people alike.' };
    case 'signed-in':
      return { security: signedIn, note: 'Needs a signed-in session.' };
    case 'magazine':
      return {
        security: signedIn,
        note: `Needs a signed-in session and the magazine right \`${route.right}\` in the magazine the request acts in (core's policy; 403 \`access_deny\` otherwise).`,
      };
    case 'admin':
      return {
        security: signedIn,
        note: `Needs a signed-in session and the site right \`${route.right}\` (SPEC §6; 403 \`access_deny\` otherwise).`,
      };
  }
}

const answerOf = (key: string, data: Schema | undefined) =>
  data
    ? {
        description: 'Success: the envelope with its `data`.',
        content: {
          'application/json': {
            schema: {
              allOf: [
                { $ref: '#/components/schemas/ApiSuccess' },
                { type: 'object', required: ['data'], properties: { data } },
              ],
            },
          },
        },
      }
    : {
        description: `Sent by the handler itself (${key}): a file, a script, a page or a redirect, without the JSON envelope.`,
        content: { '*/*': {} },
      };

function describe(operation: Operation, route: RegisteredRoute, method: string, key: string) {
  const { security, note } = accessOf(route);
  const data = ANSWERS[key];
  operation.operationId = operationIdOf(method, route.url);
  operation.summary ??= key;
  operation.description = [operation.description, note].filter(Boolean).join('\n\n');
  operation.security = security;
  operation['x-access'] = route.right ? { kind: route.access, right: route.right } : { kind: route.access };
  operation.responses = {
    [data || method !== 'get' ? '200' : '2XX']: answerOf(key, data),
    ...(data ? {} : { '3XX': { description: 'A redirect (Location).' } }),
    ...errorResponses(route, method),
  };
  // SPEC §7's guest page key: accepted on every route, documented once in components.
  if (method === 'get')
    operation.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/PageKey' }];
  const content = operation.requestBody?.content;
  const body = content?.['application/json']?.schema;
  if (body && body.type === 'object')
    body.properties = { ...(body.properties as Schema), k: { $ref: '#/components/schemas/PageKey' } };
  if (content && body && route.upload) {
    // An upload's fields are the same, sent as multipart/form-data with the file as a binary part.
    body.properties = { ...(body.properties as Schema), [UPLOAD_FILE_FIELD]: UPLOADED_FILE };
    delete content['application/json'];
    content['multipart/form-data'] = { schema: body };
  }
  // Every path parameter declared, the wildcard's too (a route without a params schema takes text).
  for (const parameter of operation.parameters ?? [])
    if (parameter.in === 'path' && parameter.name === '*') parameter.name = 'path';
  const declared = new Set(
    (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name as string),
  );
  for (const [, name] of openApiPath(route.url).matchAll(/\{([^}]+)\}/g))
    if (!declared.has(name!))
      operation.parameters = [
        ...(operation.parameters ?? []),
        {
          name,
          in: 'path',
          required: true,
          schema: { type: 'string' },
          ...(name === 'path' && route.url.endsWith('*') ? { description: 'The rest of the path.' } : {}),
        },
      ];
}

const COMPONENTS = {
  schemas: {
    ...answerSchemas.components,
    ApiSuccess: {
      type: 'object',
      description: 'DESIGN §3: every successful answer; `data` is the operation’s own.',
      required: ['success', 'data'],
      properties: { success: { const: true }, data: {} },
    },
    ApiFailure: {
      type: 'object',
      description:
        'DESIGN §3: every refusal, translated into the reader’s language. Not signed in: `errors.system` is `auth.fail.no.login` and `errorCode` 1000.',
      required: ['success', 'isError', 'errorCode', 'errorMsg', 'errorMsgKey', 'errors'],
      properties: {
        success: { const: false },
        isError: { const: true },
        errorCode: { type: 'integer', enum: [...new Set(Object.values(ERRORS).map((e) => e.errorCode))] },
        errorMsg: { type: 'string' },
        errorMsgKey: { type: 'string', enum: (Object.keys(ERRORS) as ErrorCode[]).map(errorMessageKey) },
        errors: {
          type: 'object',
          required: ['system'],
          properties: {
            system: { type: 'string' },
            fields: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
        errorData: {
          type: 'object',
          description: 'Values put into the message, e.g. the seconds to wait.',
          additionalProperties: { type: ['string', 'number'] },
        },
      },
    },
    PageKey: {
      type: 'string',
      pattern: '^[A-Za-z0-9_-]{1,64}$',
      description:
        'SPEC §7: a guest call adds the page key `k` (in the query of a GET, in the body otherwise). Every route accepts it and sets it aside; any other value is refused with `validation.failed`.',
    },
  },
  parameters: {
    PageKey: { name: 'k', in: 'query', required: false, schema: { $ref: '#/components/schemas/PageKey' } },
  },
  securitySchemes: {
    [SESSION]: {
      type: 'apiKey',
      in: 'cookie',
      name: COOKIE_NAMES.session,
      description:
        'The session cookie set by sign-in (HttpOnly, SameSite=Lax). Unsafe methods must come from this site (Origin or Sec-Fetch-Site), else 403 `request.cross.site`.',
    },
  },
};

function augment(app: FastifyInstance, document: Document): Document {
  const registered = routeRegistry.get(app) ?? [];
  const paths: Document['paths'] = {};
  for (const [rawPath, operations] of Object.entries(document.paths)) {
    const path = rawPath.replace('{*}', '{path}');
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const route = registered.find(
        (candidate) => candidate.method[0]?.toLowerCase() === method && openApiPath(candidate.url) === path,
      );
      // Only routes declared with defineRoute are the API; anything else stays out of its document.
      if (!route) continue;
      describe(operation, route, method, `${route.method[0]} ${route.url}`);
      paths[path] = { ...paths[path], [method]: operation };
    }
  }
  const used = new Set(
    Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])),
  );
  return {
    ...document,
    paths,
    tags: FEATURES.filter((feature) => used.has(feature.name)),
    components: { ...document.components, ...COMPONENTS },
  };
}

export function openApiOptions(app: FastifyInstance, publicUrl: string): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Masthead API',
        version: '1',
        description:
          'The JSON API of Masthead (SPEC §7 and our /api2 calls): requests, the answer envelope and the error codes are described in docs/api.md. Operations are grouped by feature; each says who may call it.',
      },
      servers: [{ url: publicUrl, description: 'This instance' }],
    },
    transformObject: (documentObject) =>
      augment(app, (documentObject as { openapiObject: unknown }).openapiObject as Document) as never,
  };
}
