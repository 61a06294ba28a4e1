import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSession } from '../features/accounts/sessions.ts';
import { users } from '../features/accounts/tables.ts';
import { type RegisteredRoute, routeRegistry } from '../http/route.ts';
import { createTestApp, type TestApp } from './app.ts';
import { MALFORMED_BODIES, NAUGHTY_STRINGS, WRONG_TYPES } from './hostile-input.ts';

/*
 * TESTING §1: every route survives hostile input with a 4xx, never a 500, a leak or a change.
 */

/** The route table is split over this many files (http/hostile-requests-1…N.test.ts), one per shard. */
export const HOSTILE_REQUEST_SHARDS = 4;
const CASES_PER_ROUTE = process.env.TEST_PROFILE === 'long' ? 10_000 : 200;
const LEAK = /violates|constraint|pg-protocol|stack|SELECT |at [\w.]+ \(/i;

const propertiesOf = (schema: z.ZodType | undefined): string[] => {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {});
};

function casesFor(
  route: RegisteredRoute,
): { body?: unknown; raw?: { payload: string; contentType?: string }; query?: string }[] {
  const cases: { body?: unknown; raw?: { payload: string; contentType?: string }; query?: string }[] = [];
  const hasBody = route.method.some((m) => m !== 'GET' && m !== 'HEAD');
  if (hasBody) {
    for (const raw of MALFORMED_BODIES) cases.push({ raw });
    for (const field of [...propertiesOf(route.body), 'unknownField']) {
      for (const value of [...WRONG_TYPES, ...NAUGHTY_STRINGS]) cases.push({ body: { [field]: value } });
    }
    const extra = Math.max(0, CASES_PER_ROUTE - cases.length);
    for (const body of fc.sample(
      fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 })),
      extra,
    ))
      cases.push({ body });
  } else {
    for (const field of [...propertiesOf(route.query), 'unknownField']) {
      for (const value of NAUGHTY_STRINGS.slice(0, 40))
        cases.push({ query: `${field}=${encodeLoose(value)}` });
      cases.push({ query: `${field}=1&${field}=2` });
    }
    const extra = Math.max(0, CASES_PER_ROUTE - cases.length);
    for (const pairs of fc.sample(
      fc.array(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 30 })), { maxLength: 4 }),
      extra,
    )) {
      cases.push({ query: pairs.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&') });
    }
  }
  return cases;
}

/** Lone surrogates cannot be percent-encoded as UTF-8: send the raw invalid bytes instead. */
const encodeLoose = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

/** Fills a route's path parameters with a harmless value. */
const concreteUrl = (url: string) => url.replace(/:\w+/g, '1').replace(/\*$/, 'x');

/**
 * The hostile-request test for one shard of the route table: route i belongs to shard i % shards. The
 * routes are spread over several test files so that the two test workers share the work, instead of one
 * file of some 60,000 requests running alone at the end of the run.
 */
export function describeHostileRequests(shard: number, shards: number) {
  let t: TestApp;
  let routes: RegisteredRoute[];
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    routes = (routeRegistry.get(t.app) ?? []).filter((_, index) => index % shards === shard);
    const [row] = await t.database.db
      .insert(users)
      .values({ username: 'fuzzer', email: 'fuzzer@example.com', displayName: 'Fuzzer', passwordHash: 'x' })
      .returning({ id: users.id });
    userId = row!.id;
  });
  afterAll(() => t?.close());

  async function sessionCookie() {
    const { token } = await createSession(t.database.db, {
      userId,
      remember: false,
      ip: '127.0.0.1',
      userAgent: 'fuzz',
      now: t.now(),
    });
    return `sid=${token}`;
  }

  /** A fingerprint of every table but the ones that count requests themselves. */
  async function fingerprint(ignoreSessions: boolean) {
    const result = await t.database.db.execute(sql`
      select string_agg(c.relname || ':' || (xpath('/row/n/text()', query_to_xml('select count(*) as n from ' || quote_ident(c.relname), false, true, '')))[1]::text, ',' order by c.relname) as f
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relname not in ('rate_limit_hits', '__drizzle_migrations')
        and (${ignoreSessions} = false or c.relname <> 'sessions')`);
    return JSON.stringify((result as unknown as { rows: unknown[] }).rows ?? result);
  }

  describe(`hostile requests, routes of shard ${shard + 1} of ${shards}`, () => {
    it(`answers ${CASES_PER_ROUTE}+ hostile requests per route without a 5xx, a leak or a change`, async () => {
      const problems: string[] = [];
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) {
        if (route.url.startsWith('/dev/')) continue;
        // Sign-out ends the session it is called with, so it gets a fresh one for every case.
        const endsSessions = route.url.includes('logout');
        const routeCookie = route.access === 'public' ? undefined : await sessionCookie();
        const before = await fingerprint(endsSessions);
        let anySuccess = false;
        for (const method of route.method) {
          for (const item of casesFor(route)) {
            const cookie = endsSessions ? await sessionCookie() : routeCookie;
            const url = concreteUrl(route.url) + (item.query ? `?${item.query}` : '');
            const payload = item.raw
              ? item.raw.payload
              : item.body !== undefined
                ? JSON.stringify(item.body)
                : undefined;
            const response = await t.app.inject({
              method,
              url,
              remoteAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`,
              headers: {
                host: 'localhost',
                origin: 'http://localhost',
                ...(cookie ? { cookie } : {}),
                ...(payload !== undefined
                  ? { 'content-type': item.raw?.contentType ?? 'application/json' }
                  : {}),
              },
              ...(payload !== undefined ? { payload } : {}),
            });
            if (response.statusCode < 400) {
              anySuccess = true;
              continue;
            }
            const label = `${method} ${url.slice(0, 80)} ${payload?.slice(0, 60) ?? ''}`;
            if (response.statusCode >= 500) problems.push(`${response.statusCode} ${label}`);
            if (LEAK.test(response.body)) problems.push(`leak ${label}: ${response.body.slice(0, 120)}`);
            if (response.headers['content-type']?.toString().includes('json')) {
              const answer = JSON.parse(response.body);
              if (
                answer.success !== false ||
                answer.isError !== true ||
                typeof answer.errorCode !== 'number'
              ) {
                problems.push(`not an envelope ${label}`);
              }
            }
          }
        }
        if (!anySuccess && (await fingerprint(endsSessions)) !== before)
          problems.push(`${route.url}: rejected requests changed the database`);
      }
      expect(problems.slice(0, 20)).toEqual([]);
    }, 600_000);
  });
}
