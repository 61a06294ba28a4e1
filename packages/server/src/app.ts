import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import underPressure from '@fastify/under-pressure';
import { COOKIE_NAMES, ERRORS } from '@masthead/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAccountRoutes } from './features/accounts/routes.ts';
import { flagEndedSession } from './features/accounts/session-cookie.ts';
import { resolveSession, staleSessionReason, type Viewer } from './features/accounts/sessions.ts';
import { registerAchievementsRoutes } from './features/achievements/routes.ts';
import { registerPublisherClaimRoutes } from './features/blogs/claim-routes.ts';
import { registerBlogsRoutes } from './features/blogs/routes.ts';
import { registerCommentsRoutes } from './features/comments/routes.ts';
import { registerComposeRoutes } from './features/compose/routes.ts';
import { registerContentRoutes } from './features/content/routes.ts';
import { registerContentRequestRoutes } from './features/content-requests/routes.ts';
import { registerCustomisationRoutes } from './features/customisation/routes.ts';
import { registerDevRoutes } from './features/dev/routes.ts';
import { registerEditorialRoutes } from './features/editorial/routes.ts';
import { registerEmbedRoutes } from './features/embed/routes.ts';
import { registerEngagementRoutes } from './features/engagement/routes.ts';
import { registerFeedsRoutes } from './features/feeds/routes.ts';
import { registerFileRoutes } from './features/files/routes.ts';
import { registerHealthRoutes } from './features/health/routes.ts';
import { registerInsightsRoutes } from './features/insights/routes.ts';
import { registerLanguageRoutes } from './features/langs/routes.ts';
import { registerLinkedAccountRoutes } from './features/linked-accounts/routes.ts';
import { registerLiveQaRoutes } from './features/live-qa/routes.ts';
import { registerBusinessRoutes } from './features/magazines/business-routes.ts';
import { registerInvitationRoutes } from './features/magazines/invitations-routes.ts';
import { registerMembershipRoutes } from './features/magazines/membership-routes.ts';
import { registerOpenContributionRoutes } from './features/magazines/open-contribution-routes.ts';
import { registerPlanRoutes } from './features/magazines/plan-routes.ts';
import { registerMagazinesRoutes } from './features/magazines/routes.ts';
import { registerModerationRoutes } from './features/moderation/routes.ts';
import { registerNewsletterRoutes } from './features/newsletter/routes.ts';
import { registerNotebooksRoutes } from './features/notebooks/routes.ts';
import { registerNotificationsRoutes } from './features/notifications/routes.ts';
import { registerOpenWebRoutes } from './features/open-web/routes.ts';
import { registerPaymentsRoutes } from './features/payments/routes.ts';
import { registerPhotosRoutes } from './features/photos/routes.ts';
import { registerPollsRoutes } from './features/polls/routes.ts';
import { registerQuizzesRoutes } from './features/quizzes/routes.ts';
import { registerSearchRoutes } from './features/search/routes.ts';
import { registerSharingRoutes } from './features/sharing/routes.ts';
import type { PageRenderer } from './features/ssr/host.ts';
import { registerTutorialsRoutes } from './features/tutorials/routes.ts';
import { AppError } from './http/app-error.ts';
import { assertSameOrigin } from './http/csrf.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { openApiOptions } from './http/openapi/document.ts';
import { assertReadableRequest } from './http/request-guards.ts';
import { PAGE_CHANGES_CHANNEL, sharePageChanges } from './page-changes.ts';
import { createServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    services: Services;
  }
}

export type AppOptions = {
  config: AppConfig;
  database: Database;
  /** Injected so tests can move time past every expiry (TESTING §7 'clock'). */
  clock?: () => Date;
  /** Serve the web build (false in API tests that have none; a stand-in renderer in the page cache's). */
  ssr?: boolean | PageRenderer;
  logger?: boolean;
  /** False until the database is migrated; meanwhile every request but readiness answers 503. */
  readiness?: { ready: boolean };
};

/** How long a shed request is told to wait before it tries again. */
const SHED_RETRY_AFTER_SECONDS = 5;

/** What load shedding throws: the envelope's service.unavailable (503), like a database that is down. */
class Overloaded extends AppError {
  constructor() {
    super('service.unavailable');
  }
}

/** JSON bodies above this are refused with 413 (uploads have their own limits). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * One readable line per event for a developer at a terminal, through pino-pretty in a worker thread so
 * that formatting never slows a request; JSON lines in production and wherever the log goes to a file
 * or a pipe (a log collector, the browser tests' app logs), where formatting would only cost CPU.
 */
const loggerOptions = (config: AppConfig) =>
  config.production || !process.stdout.isTTY
    ? { level: 'info', stream: bufferedStdout() }
    : {
        level: 'info',
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
        },
      };

/**
 * Standard output written 4 KB at a time, and at least every second: a write per line (pino's default)
 * took a quarter of the CPU of a page served from the guest cache. What is pending is written when the
 * process exits or logs a fatal error.
 */
function bufferedStdout() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const timer = setInterval(() => destination.flush(), 1000).unref();
  destination.on('close', () => clearInterval(timer));
  return destination;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ? loggerOptions(config) : false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Our own parsing (zod) decides; Fastify's schemas only document the routes.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    routerOptions: { maxParamLength: 500 },
  });
  app.setValidatorCompiler(() => (value) => ({ value }));

  const services = createServices({ db: database.db, config, clock: options.clock ?? (() => new Date()) });
  app.decorate('services', services);
  // Several processes on one PostgreSQL: each one's writes reach every process's guest page cache.
  if (database.broadcast) {
    const stopSharing = await sharePageChanges(
      services.pageEvents,
      database.broadcast(PAGE_CHANGES_CHANNEL),
      app.log,
    );
    app.addHook('onClose', async () => {
      await stopSharing();
    });
  }
  app.decorateRequest('viewer', null);

  // DESIGN §3 / TESTING §3: JSON routes take JSON only; text and form bodies get 415.
  app.removeContentTypeParser('text/plain');

  // Issue 12: pages and JSON compressed on the fly (Brotli at a level that costs little CPU, else gzip);
  // the built assets carry their own .br and .gz copies (features/ssr/host.ts).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(cookie);
  // Issue 12: an overloaded process says so at once (503, Retry-After) instead of queueing requests
  // until they fail: when its event loop lags, or when queries already wait for a database connection.
  const shed = config.loadShedding;
  await app.register(underPressure, {
    maxEventLoopDelay: shed.maxEventLoopDelayMs,
    sampleInterval: shed.sampleIntervalMs,
    healthCheck: async () => database.queriesWaiting() <= shed.maxQueriesWaiting,
    healthCheckInterval: 100,
    retryAfter: SHED_RETRY_AFTER_SECONDS,
    customError: Overloaded,
  });
  await app.register(swagger, openApiOptions(app, config.publicUrl));
  await app.register(swaggerUi, { routePrefix: '/api2/docs' });

  const readiness = options.readiness ?? { ready: true };
  app.addHook('onRequest', async (request, reply) => {
    if (!readiness.ready && request.url !== '/api2/health') throw new AppError('service.unavailable');
    assertReadableRequest(request);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    const token = request.cookies[COOKIE_NAMES.session];
    if (token) {
      request.viewer = await resolveSession(database.db, token, services.clock());
      const ended = request.viewer ? null : await staleSessionReason(database.db, token, services.clock());
      if (ended) flagEndedSession(reply, ended, config.production);
    }
    if (request.url.startsWith('/api')) assertSameOrigin(request);
  });

  installErrorHandler(app, (code) => ERRORS[code].status);

  registerHealthRoutes(app, database, readiness);
  registerLanguageRoutes(app);
  registerAccountRoutes(app);
  registerLinkedAccountRoutes(app);
  registerAchievementsRoutes(app);
  registerCommentsRoutes(app);
  registerContentRoutes(app);
  registerEngagementRoutes(app);
  registerFeedsRoutes(app);
  registerNotebooksRoutes(app);
  registerNotificationsRoutes(app);
  registerSearchRoutes(app);
  registerSharingRoutes(app);
  registerComposeRoutes(app);
  registerEditorialRoutes(app);
  await registerPhotosRoutes(app);
  registerPollsRoutes(app);
  registerQuizzesRoutes(app);
  registerLiveQaRoutes(app);
  registerPaymentsRoutes(app);
  registerBlogsRoutes(app);
  registerModerationRoutes(app);
  await registerNewsletterRoutes(app);
  registerPublisherClaimRoutes(app);
  registerMagazinesRoutes(app);
  registerInvitationRoutes(app);
  registerMembershipRoutes(app);
  await registerBusinessRoutes(app);
  registerPlanRoutes(app);
  await registerContentRequestRoutes(app);
  registerInsightsRoutes(app);
  registerOpenContributionRoutes(app);
  registerCustomisationRoutes(app);
  registerOpenWebRoutes(app);
  registerEmbedRoutes(app);
  registerTutorialsRoutes(app);
  await registerFileRoutes(app);
  if (!config.production) registerDevRoutes(app);
  if (options.ssr !== false) {
    // Loaded only when pages are served: the API tests (ssr: false) skip React Router and the static
    // file server, a second or so of every test file's start-up on a busy machine (issue 16).
    const { registerPages, registerSsr } = await import('./features/ssr/host.ts');
    if (typeof options.ssr === 'object') registerPages(app, config, options.ssr);
    else await registerSsr(app, config);
  }

  return app;
}
