import { ensurePgliteTemplate, ensurePostgresTemplate } from './database-template.ts';

/**
 * Vitest's global setup: builds (or finds) the migrated template once, before the test files start, so
 * the first files do not each build it at the same time. openTestDatabase builds it too when missing,
 * for runs that skip this setup.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await ensurePostgresTemplate(url);
  else await ensurePgliteTemplate();
}
