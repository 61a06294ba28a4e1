import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from './db/client.ts';
import type { PageChange } from './page-changes.ts';
import { nextAddress, PASSWORD, signUpPerson } from './test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from './test/app.ts';
import { openTestDatabase, type TestDatabase } from './test/database.ts';
import { insertStory } from './test/reading-fixtures.ts';

/**
 * Issue 12: two app processes on one PostgreSQL behave as one system. Each app here is what a process
 * holds: its own pool, guest page cache, job worker and listening connection, sharing nothing but the
 * database. (Both run in the test's Node process so that it can drive and watch them.)
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes on one database', () => {
  let shared: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    shared = await openTestDatabase();
    first = await createTestApp(undefined, { database: shared });
    second = await createTestApp(undefined, { database: await openPostgres(shared.url!) });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await second?.database.close();
    await shared?.close();
  });

  it('a session made in one is signed in at the other', async () => {
    const person = await signUpPerson(first.app);
    const cookie = [...person.client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const there = await createClient(second.app).get('/api2/account/current', { cookie });
    expect(there.status).toBe(200);
    expect(there.body.data.user.userId).toBe(person.userId);
  });

  it('a rate limit counts the requests of both', async () => {
    const ip = nextAddress();
    const signUp = (app: TestApp) => {
      const name = `two_${Math.random().toString(36).slice(2, 9)}`;
      return createClient(app.app, { ip }).post('/api2/account/signup', {
        email: `${name}@example.com`,
        username: name,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        displayName: name,
      });
    };
    // Three new accounts a day per address, whichever process takes them.
    expect((await signUp(first)).status).toBe(200);
    expect((await signUp(second)).status).toBe(200);
    expect((await signUp(first)).status).toBe(200);
    const refused = await signUp(second);
    expect(refused.status).toBe(429);
  });

  it("a write in one empties the other's guest pages of it, once", async () => {
    const heard: { first: PageChange[]; second: PageChange[] } = { first: [], second: [] };
    const stopFirst = first.app.services.pageEvents.listen((change) => heard.first.push(change));
    const stopSecond = second.app.services.pageEvents.listen((change) => heard.second.push(change));
    try {
      const reader = await signUpPerson(first.app);
      const { id } = await insertStory(shared.db, reader.userId);
      const comment = await reader.client.post('/api2/comment', {
        cgroupId: id,
        body: '<p>Two processes.</p>',
      });
      expect(comment.status).toBe(200);
      await expect
        .poll(() => heard.second, { timeout: 10_000 })
        .toContainEqual({ kind: 'comments', contentId: id });
      // Each process hears its own change once: from the write, not again from the channel.
      expect(heard.first.filter((change) => change.kind === 'comments')).toEqual([
        { kind: 'comments', contentId: id },
      ]);
    } finally {
      stopFirst();
      stopSecond();
    }
  });

  it('a job runs once, in whichever process claims it', async () => {
    const ran: string[] = [];
    first.app.services.jobs.define('two-processes', async () => {
      ran.push('first');
      return undefined;
    });
    second.app.services.jobs.define('two-processes', async () => {
      ran.push('second');
      return undefined;
    });
    for (let i = 0; i < 10; i++) await first.app.services.jobs.enqueue(shared.db, 'two-processes', { i });
    // Both workers claim at the same moment, as two processes' loops would.
    await Promise.all([first.app.services.jobs.runDue(), second.app.services.jobs.runDue()]);
    await Promise.all([first.app.services.jobs.runDue(), second.app.services.jobs.runDue()]);
    expect(ran).toHaveLength(10);
  });
});
