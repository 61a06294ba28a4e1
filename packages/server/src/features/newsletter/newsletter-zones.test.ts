import { nextSendAt, weekKey } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextAddress, PASSWORD } from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertFollow, insertPerson, insertStory, signedInPerson } from '../../test/reading-fixtures.ts';
import { users } from '../accounts/tables.ts';
import { newsletterSends } from './tables.ts';

/** SPEC §9: the weekly newsletter comes on Friday at 5pm on each reader's own clock. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const HOUR = 3_600_000;

async function runTheHour() {
  await t.app.services.newsletter.scheduleDue();
  await t.app.services.jobs.runDue();
}
const sentTo = async (week: string) =>
  (await db().select().from(newsletterSends).where(eq(newsletterSends.week, week)))
    .map((s) => s.userId)
    .sort();

describe("the newsletter on each reader's clock", () => {
  it('reaches Taipei, then UTC, then New York, each at 5pm their time, once', async () => {
    const writer = await insertPerson(db());
    const reader = async (timeZone: string | null) => {
      const person = await insertPerson(db(), { emailVerifiedAt: new Date() });
      if (timeZone) await db().update(users).set({ timeZone }).where(eq(users.id, person.id));
      await insertFollow(db(), person.id, 'user', writer.id);
      return person.id;
    };
    const taipei = await reader('Asia/Taipei');
    const utc = await reader(null);
    const newYork = await reader('America/New_York');

    const friday = nextSendAt(t.now()); // Friday 17:00 UTC
    const week = weekKey(friday);
    // Thursday evening UTC: nobody's Friday 5pm yet.
    t.advance(friday.getTime() - 8 * HOUR - 60_000 - t.now().getTime());
    await insertStory(db(), writer.id, { publishedAt: new Date(t.now().getTime() - HOUR) });
    await runTheHour();
    expect(await sentTo(week)).toEqual([]);
    // 09:00 UTC is 17:00 in Taipei.
    t.advance(2 * 60_000);
    await runTheHour();
    expect(await sentTo(week)).toEqual([taipei]);
    // 17:00 UTC: the reader whose zone is not known.
    t.advance(8 * HOUR);
    await runTheHour();
    expect(await sentTo(week)).toEqual([taipei, utc].sort());
    // 22:00 UTC is 17:00 in New York; the others are not sent again.
    t.advance(5 * HOUR);
    await runTheHour();
    await runTheHour();
    expect(await sentTo(week)).toEqual([taipei, utc, newYork].sort());
  });

  it('takes a reader’s zone from sign-up and from their settings, and refuses a name it does not know', async () => {
    const person = await signedInPerson(t);
    const set = (timeZone: unknown) => person.client.post('/api2/account/timezone', { timeZone });
    expect((await set('Europe/Paris')).body.data).toEqual({ timeZone: 'Europe/Paris' });
    expect((await person.client.get('/api2/account/settings')).body.data.timeZone).toBe('Europe/Paris');
    for (const bad of ['Mars/Olympus', '', 'Europe/Paris<script>', 42, 'x'.repeat(80)]) {
      const answer = await set(bad);
      expect(answer.status, String(bad)).toBe(400);
    }
    expect((await set(null)).body.data).toEqual({ timeZone: null });
    expect((await createClient(t.app).post('/api2/account/timezone', { timeZone: 'UTC' })).status).toBe(401);

    const signup = await createClient(t.app, { ip: nextAddress() }).post('/api2/account/signup', {
      email: 'zoned@example.com',
      username: 'zoned_reader',
      password: PASSWORD,
      displayName: 'Zoned Reader',
      timeZone: 'Asia/Jakarta',
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.username, 'zoned_reader'));
    expect(row?.timeZone).toBe('Asia/Jakarta');
  });
});
