import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { PageRenderer } from '../features/ssr/host.ts';
import { checkAnswers, reportViolations } from './answer-contract.ts';
import { openTestDatabase } from './database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Moves the app's clock (TESTING §7 'clock'). */
  advance(ms: number): void;
  now(): Date;
  close(): Promise<void>;
};

/**
 * The app on a fresh database, without the web build, with real services. Rate limits keep their
 * production values; a test that needs another passes `configure`.
 */
export async function createTestApp(
  configure: (config: AppConfig) => AppConfig = (c) => c,
  options: {
    pages?: PageRenderer;
    /** Another process's database connection to the same data (the caller closes it). */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  // A low scrypt cost keeps hashing fast in tests; the algorithm and the code path are the same.
  // Load shedding stays off: the embedded database works on the test's own thread, a busy machine must
  // not turn a test's requests into 503s, and the concurrency tests send 50 requests at once to prove
  // they all land (load-shedding.test.ts turns it on).
  const config = configure({
    ...loadConfig({ NODE_ENV: 'test', SHED_EVENT_LOOP_DELAY_MS: '0', SHED_QUERIES_WAITING: '1000000' }),
    passwordHashCost: 1024,
    smtpUrl: null,
  });
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const app = await buildApp({ config, database, clock: now, ssr: options.pages ?? false });
  checkAnswers(app);
  await app.ready();
  return {
    app,
    database,
    config,
    now,
    advance: (ms) => {
      offset += ms;
    },
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      reportViolations(app);
    },
  };
}

/** A browser-like client: keeps cookies between calls, sends JSON, same-origin. */
export function createClient(app: FastifyInstance, options: { ip?: string } = {}) {
  const jar = new Map<string, string>();
  const remoteAddress = options.ip ?? '127.0.0.1';

  async function call(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response: LightMyRequestResponse = await app.inject({
      method,
      url,
      remoteAddress,
      headers: {
        host: 'localhost',
        origin: 'http://localhost',
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() < Date.now()) ||
        cookie.value === '';
      if (expired) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    reportViolations(app);
    return {
      status: response.statusCode,
      body: safeJson(response.body),
      headers: response.headers,
      raw: response,
    };
  }

  return {
    jar,
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body: unknown = {}, headers?: Record<string, string>) =>
      call('POST', url, body, headers),
    call,
  };
}

const safeJson = (text: string) => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
