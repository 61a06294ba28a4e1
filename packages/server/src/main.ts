import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoContent } from './seed/demo.ts';

/** Starts Masthead: opens the database, migrates, seeds demo content on an empty database, listens. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  await seedDemoContent(database.db, config);
  const app = await buildApp({ config, database, logger: true });
  app.services.mail.startDelivery();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests, then stopping`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    app.services.mail.stopDelivery();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  app.log.info(`Masthead is serving http://localhost:${config.port} (database: ${where})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
