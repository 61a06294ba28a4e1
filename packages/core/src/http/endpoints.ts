import type { z } from 'zod';
import type { ApiRoutes } from '../api-routes.ts';

/**
 * The JSON API's contract, shared by the server's route declarations and the browser's client.
 *
 * Each feature declares its routes in `<feature>/endpoints.ts` as an interface keyed by
 * `'METHOD /path'`, and `api-routes.ts` joins them into `ApiRoutes`. The server's `defineRoute` takes
 * that key, checks that its zod schemas are the ones the contract names and that its handler returns
 * the contract's answer; the browser's `call()` takes the same key and gets the body and answer types
 * from it. Renaming a route or a field therefore breaks the build on both sides.
 *
 * Types only: the browser never downloads a schema to call a route.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What one route takes and answers. `body` is what a non-GET sends; `query` what a GET sends. */
export type Endpoint = {
  /** z.input of the body schema; FormData for multipart uploads; absent for no body. */
  body?: unknown;
  /** z.input of the query schema; absent for none. */
  query?: unknown;
  /** The `data` of the success envelope; SentByHandler for redirects, files and pages. */
  answer: unknown;
};

/**
 * The answer of a route whose handler sends the reply itself (a redirect, a file, a script, a page):
 * there is no JSON envelope, and the handler returns nothing to wrap.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a handler's return type; void is the honest one here.
export type SentByHandler = void;

/** What the browser sends for a schema: its input type (before coercion and defaults). */
export type Input<S extends z.ZodType> = z.input<S>;

export type ApiRoute = keyof ApiRoutes & `${HttpMethod} /${string}`;

export type AnswerOf<R extends ApiRoute> = ApiRoutes[R]['answer'];
export type BodyOf<R extends ApiRoute> = R extends ApiRoute
  ? ApiRoutes[R] extends { body: infer B }
    ? B
    : undefined
  : never;
export type QueryOf<R extends ApiRoute> = R extends ApiRoute
  ? ApiRoutes[R] extends { query: infer Q }
    ? Q
    : undefined
  : never;

export type MethodOf<R extends ApiRoute> = R extends `${infer M extends HttpMethod} ${string}` ? M : never;
export type PathOf<R extends ApiRoute> = R extends `${HttpMethod} ${infer P}` ? P : never;

/** The `:name` segments of a path: `/api2/comment/read/:cgroupId` → 'cgroupId'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a caller puts into the path of a route (none for most routes). */
export type PathParamsOf<R extends ApiRoute> = [PathParamNames<PathOf<R>>] extends [never]
  ? undefined
  : Record<PathParamNames<PathOf<R>>, string | number>;

/**
 * A query as the browser writes it: every value travels as text, so a field the schema reads from
 * text (an id, a number) may be given as a number too.
 */
export type QueryText<Q> = Q extends object
  ? { [K in keyof Q]: string extends NonNullable<Q[K]> ? Q[K] | number : Q[K] }
  : Q;

/** What the client sends for a route: the query of a GET, the body of anything else. */
export type InputOf<R extends ApiRoute> = R extends ApiRoute
  ? MethodOf<R> extends 'GET'
    ? QueryText<QueryOf<R>>
    : BodyOf<R>
  : never;

/** Splits a route key into its method and path (the server registers both, the client requests both). */
export function splitRoute<R extends ApiRoute>(route: R): { method: MethodOf<R>; path: PathOf<R> } {
  const space = route.indexOf(' ');
  return { method: route.slice(0, space) as MethodOf<R>, path: route.slice(space + 1) as PathOf<R> };
}

/** Puts the caller's values into a route's `:name` segments, encoded. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  if (!params) return path;
  return path.replace(/:([A-Za-z0-9_]+)/g, (segment, name: string) =>
    Object.hasOwn(params, name) ? encodeURIComponent(String(params[name])) : segment,
  );
}

/**
 * The `data` of every route that answers JSON, keyed by route: what the server's OpenAPI document
 * generates its answer schemas from (server/src/http/openapi). Routes whose handler sends the reply
 * itself are left out.
 */
export type ApiAnswers = {
  [R in ApiRoute as [AnswerOf<R>] extends [SentByHandler] ? never : R]: AnswerOf<R>;
};
