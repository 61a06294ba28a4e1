import type { ZNewsletterRunAt } from '../admin/schemas.ts';
import type { Input, SentByHandler } from '../http/endpoints.ts';
/** GET /api2/health: the database answered (it answers 503 otherwise). */
export type HealthResult = { database: 'pglite' | 'postgres'; status: 'ok' };

/** Operations and development tools of the site itself. */
export interface SiteEndpoints {
  'GET /api2/health': { answer: HealthResult };
  /** Development only: an HTML page of the local outbox. */
  'GET /dev/mail': { answer: SentByHandler };
  /** Development only: the weekly newsletter sent as at a given time (browser journeys use it). */
  'POST /dev/newsletter/run': { body: Input<typeof ZNewsletterRunAt>; answer: { sent: number } };
}
