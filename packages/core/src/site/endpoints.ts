/** GET /api2/health: the database answered (it answers 503 otherwise). */
export type HealthResult = { database: 'pglite' | 'postgres'; status: 'ok' };

/** Operations and development tools of the site itself. */
export interface SiteEndpoints {
  'GET /api2/health': { answer: HealthResult };
  /** Development only: an HTML page of the local outbox. */
  // biome-ignore lint/suspicious/noConfusingVoidType: answers a redirect, a file or a page, not JSON data.
  'GET /dev/mail': { answer: void };
}
