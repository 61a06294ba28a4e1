import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { SandboxProvider } from '../features/payments/providers/sandbox.ts';
import { payments } from '../features/payments/tables.ts';
import type { TestApp } from './app.ts';
import { insertPerson, signedInClient } from './reading-fixtures.ts';

/** Shared by the payments tests: test cards, idempotency keys, payers and what the provider saw. */

export const year = new Date().getUTCFullYear() + 3;
export const card = (number = '4242 4242 4242 4242', overrides: Record<string, unknown> = {}) => ({
  type: 'card',
  number,
  expMonth: 12,
  expYear: year,
  cvc: '123',
  ...overrides,
});
export const key = () => randomUUID();

/** Reads and people on the test file's app (`app` is called at use time, after beforeAll). */
export function paymentHelpers(app: () => TestApp) {
  const db = () => app().database.db;
  return {
    sandbox: () => app().app.services.payments.provider() as SandboxProvider,
    paymentCount: async () => {
      const [row] = await db().select({ n: count() }).from(payments);
      return row?.n ?? 0;
    },
    /** A signed-in reader who can pay. */
    reader: async () => {
      const person = await insertPerson(db());
      return { ...person, client: await signedInClient(app(), person.id) };
    },
  };
}
