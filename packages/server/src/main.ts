import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { type AppConfig, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DEMO_PASSWORD, DEMO_USERNAMES, hasDemoPeople, seedDemoContent } from './seed/demo.ts';

/**
 * Migrates and seeds, retrying every second while the database is not there yet (TESTING §7 db-absent:
 * the app starts, answers 503 meanwhile, and is ready within seconds of the database appearing).
 */
async function prepareDatabase(database: Database, config: AppConfig, log: FastifyBaseLogger) {
  for (let attempt = 1; ; attempt++) {
    try {
      await database.migrate();
      await seedDemoContent(database.db, config);
      return;
    } catch (error) {
      if (attempt === 1 || attempt % 30 === 0)
        log.warn(`database not ready (${(error as Error).message}); retrying`);
      await sleep(1000);
    }
  }
}

/** Starts Masthead: listens at once, then migrates and seeds demo content on an empty database. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const readiness = { ready: false };
  const app = await buildApp({ config, database, logger: true, readiness });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests, then stopping`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    app.services.mail.stopDelivery();
    app.services.housekeeping.stop();
    app.services.jobs.stop();
    app.services.blogs.stopImports();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  await prepareDatabase(database, config, app.log);
  readiness.ready = true;
  app.services.mail.startDelivery();
  app.services.housekeeping.start();
  app.services.jobs.start();
  app.services.blogs.startImports();
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  app.log.info(`Masthead is serving http://localhost:${config.port} (database: ${where})`);
  // The one line a person starting it reads, whatever the log format.
  const demo = (await hasDemoPeople(database.db))
    ? ` · demo accounts ${DEMO_USERNAMES.join(', ')} (ada is the admin), password ${DEMO_PASSWORD}`
    : '';
  // Under `npm start` with several processes (scripts/start.ts), the first one says it and tells the rest.
  if (!process.env.MASTHEAD_QUIET_START) console.log(`\nMasthead is ready at ${config.publicUrl}${demo}\n`);
  process.send?.('masthead:ready');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
