import {
  type AnswerOf,
  type ApiRoute,
  type BodyOf,
  can,
  type MagazineRight,
  membershipIn,
  type QueryOf,
  type SiteAction,
  schemaMessageKey,
  splitRoute,
} from '@masthead/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import { actorOf, isMagazine } from './actor.ts';
import { AppError } from './app-error.ts';
import { ok } from './envelope.ts';

/**
 * Every route says who may call it (EXAMPLES §3), `public` written out. `signed-in` answers
 * auth.fail.no.login / errorCode 1000 to guests before the handler runs. A magazine route names the
 * right it needs (core's MAGAZINE_RIGHTS) and which magazine the request acts in; the viewer's
 * memberships are checked against core's policy before the handler runs, and access_deny (403)
 * answers a refusal.
 */
export type Access = 'public' | 'signed-in';

export type MagazineAccess<B, Q, P> = {
  magazine: MagazineRight;
  /** The magazine the request acts in, from its parsed input; null when it acts for the viewer alone. */
  in: (input: { body: Parsed<B>; query: Parsed<Q>; params: Parsed<P>; viewerId: number }) => number | null;
};

/** A site action of core's SITE_ACTIONS (SPEC §6's accessRight list; masterAdmin has every one). */
export type AdminAccess = { admin: SiteAction };

type RouteAccess<B, Q, P> = Access | MagazineAccess<B, Q, P> | AdminAccess;

/** The policy check of a magazine or admin route, before its handler runs: 403 access_deny when refused. */
async function authorize<B, Q, P>(
  request: FastifyRequest,
  access: MagazineAccess<B, Q, P> | AdminAccess,
  input: { body: Parsed<B>; query: Parsed<Q>; params: Parsed<P> },
) {
  const actor = await actorOf(request);
  if ('admin' in access) {
    if (!can(actor, access.admin)) throw new AppError('access_deny');
    return;
  }
  const magazineUserId = access.in({ ...input, viewerId: actor.userId });
  if (magazineUserId === null) return;
  if (!can(actor, access.magazine, magazineUserId)) throw new AppError('access_deny');
  // masterAdmin's every right is a right in magazines: an id that is no magazine (a person's) is none.
  if (!membershipIn(actor, magazineUserId) && !(await isMagazine(request.server.services.db, magazineUserId)))
    throw new AppError('not_found');
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteContext<B, Q, P> = {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** True when A and B are the same type (each assignable to the other). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The input type a schema slot stands for: nothing when the route declares no schema. */
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;

/** A query schema that takes nothing (`z.strictObject({})`), as every non-GET route declares. */
type TakesNothing<S> = S extends z.ZodType ? (z.input<S> extends Record<string, never> ? true : false) : true;

/**
 * The compile-time check that a route's schemas are the ones its contract names (core's ApiRoutes):
 * the body schema's input is the contract's body (or the contract says FormData: a multipart route
 * reads its parts itself), and a query schema is the contract's query (or takes nothing).
 */
type MatchesContract<R extends ApiRoute, B, Q> = (
  BodyOf<R> extends FormData
    ? true
    : Same<SchemaInput<B>, BodyOf<R>>
) extends true
  ? (QueryOf<R> extends undefined ? TakesNothing<Q> : Same<SchemaInput<Q>, QueryOf<R>>) extends true
    ? unknown
    : { "the query schema is not the one core's ApiRoutes names for this route": QueryOf<R> }
  : { "the body schema is not the one core's ApiRoutes names for this route": BodyOf<R> };

export type RouteSpec<
  R extends ApiRoute,
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
> = {
  /** 'METHOD /path', a key of core's ApiRoutes: the contract the browser's client calls by. */
  route: R;
  access: RouteAccess<B, Q, P>;
  summary: string;
  tags?: string[];
  body?: B;
  query?: Q;
  params?: P;
  /** Returns the answer's data, as the contract says; redirects and files send and return nothing. */
  handler: (context: RouteContext<B, Q, P>) => Promise<AnswerOf<R>> | AnswerOf<R>;
};

/** What the route-table test walks: every route with its schemas. */
export type RegisteredRoute = {
  method: HTTPMethods[];
  url: string;
  access: Access | 'magazine' | 'admin';
  /** The magazine right (or the site action) a magazine or admin route needs. */
  right?: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** An upload route: its body is multipart/form-data (http/multipart.ts). */
  upload?: boolean;
};

export const routeRegistry = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** SPEC §7: guest calls add a page key field k; it is accepted on every route and then set aside. */
const PAGE_KEY = /^[A-Za-z0-9_-]{1,64}$/;

function withoutPageKey(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input) || !Object.hasOwn(input, 'k')) return input;
  const { k, ...rest } = input as Record<string, unknown>;
  if (typeof k !== 'string' || !PAGE_KEY.test(k))
    throw new AppError('validation.failed', { fields: { k: 'validation.invalid' } });
  return rest;
}

function issuesToFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] = 'validation.unknown.field';
      continue;
    }
    const name = issue.path.join('.') || '_';
    fields[name] ??= schemaMessageKey(issue.message);
  }
  return fields;
}

/** Whether an issue (or one inside a union's branches) is about the top-level `userId`. */
const aboutUserId = (issue: z.core.$ZodIssue): boolean =>
  (issue.path.length === 1 && issue.path[0] === 'userId') ||
  (issue.code === 'invalid_union' && issue.errors.some((branch) => branch.some(aboutUserId)));

/** SPEC §8 'userId required': a call about a page or a team whose payload does not say which. */
const lacksUserId = (input: unknown, error: z.ZodError) =>
  typeof input === 'object' &&
  input !== null &&
  (input as Record<string, unknown>).userId === undefined &&
  error.issues.some(aboutUserId);

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const given = withoutPageKey(input ?? {});
  const result = schema.safeParse(given);
  if (!result.success) {
    const fields = issuesToFields(result.error);
    if (!lacksUserId(given, result.error)) throw new AppError('validation.failed', { fields });
    throw new AppError('userId.required', { fields: { ...fields, userId: 'validation.required' } });
  }
  return result.data;
}

const toJsonSchema = (schema: z.ZodType) => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return json;
};

export function defineRoute<
  R extends ApiRoute,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(app: FastifyInstance, spec: RouteSpec<R, B, Q, P> & MatchesContract<R, B, Q>) {
  const { method, path } = splitRoute(spec.route);
  const methods: HTTPMethods[] = [method];
  const registry = routeRegistry.get(app) ?? [];
  routeRegistry.set(app, registry);
  registry.push({
    method: methods,
    url: path,
    access: typeof spec.access === 'string' ? spec.access : 'admin' in spec.access ? 'admin' : 'magazine',
    ...(typeof spec.access === 'string'
      ? {}
      : { right: 'admin' in spec.access ? spec.access.admin : spec.access.magazine }),
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.query ? { query: spec.query } : {}),
    ...(spec.params ? { params: spec.params } : {}),
  });

  app.route({
    method: methods,
    url: path,
    schema: {
      summary: spec.summary,
      tags: spec.tags ?? [],
      ...(spec.body ? { body: toJsonSchema(spec.body) } : {}),
      ...(spec.query ? { querystring: toJsonSchema(spec.query) } : {}),
      ...(spec.params ? { params: toJsonSchema(spec.params) } : {}),
    },
    handler: async (request, reply) => {
      const { access } = spec;
      if (access !== 'public' && !request.viewer) throw new AppError('auth.fail.no.login');
      const context = {
        body: (spec.body ? parseInput(spec.body, request.body) : undefined) as Parsed<B>,
        query: (spec.query ? parseInput(spec.query, request.query) : undefined) as Parsed<Q>,
        params: (spec.params ? parseInput(spec.params, request.params) : undefined) as Parsed<P>,
        request,
        reply,
      };
      if (typeof access !== 'string') await authorize(request, access, context);
      const data = await spec.handler(context);
      if (reply.sent) return reply;
      return ok(data ?? null);
    },
  });
}
