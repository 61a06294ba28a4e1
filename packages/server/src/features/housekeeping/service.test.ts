import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSession } from '../accounts/sessions.ts';
import { sessions, users } from '../accounts/tables.ts';
import { rateLimitHits } from '../rate-limit/tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('deletes expired sessions and rate-limit windows, and keeps live ones', async () => {
  const { db } = t.database;
  const [person] = await db
    .insert(users)
    .values({ username: 'keeper', email: 'keeper@example.com', displayName: 'Keeper' })
    .returning({ id: users.id });
  await createSession(db, { userId: person!.id, remember: false, ip: '', userAgent: '', now: t.now() });
  await createSession(db, { userId: person!.id, remember: true, ip: '', userAgent: '', now: t.now() });
  await t.app.services.rateLimit.hit({ key: 'probe', limit: 5, windowSeconds: 60 });

  t.advance(2 * 24 * 60 * 60 * 1000);
  await t.app.services.housekeeping.runOnce();

  const rows = async (table: typeof sessions | typeof rateLimitHits) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  expect(await rows(sessions)).toBe(1);
  expect(await rows(rateLimitHits)).toBe(0);
});
