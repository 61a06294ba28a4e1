import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createJobQueue, jobRetryDelayMs } from './service.ts';
import { jobs } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const row = async (id: number) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0]!;
const idOf = async (key: string) => (await db().select().from(jobs).where(eq(jobs.key, key)))[0]!.id;
/** Another app process on the same database (its own worker id, the same handlers). */
const otherProcess = () => createJobQueue({ db: db(), config: t.config, clock: t.now });

describe('the durable job queue', () => {
  it('adds a keyed job once, runs it when due and keeps what it answered', async () => {
    const ran: unknown[] = [];
    t.app.services.jobs.define('test.once', async (payload) => {
      ran.push(payload.n);
      return { doubled: Number(payload.n) * 2 };
    });
    const runAt = new Date(t.now().getTime() + 60_000);
    expect(await t.app.services.jobs.enqueue(db(), 'test.once', { n: 21 }, { key: 'once:1', runAt })).toBe(
      true,
    );
    expect(await t.app.services.jobs.enqueue(db(), 'test.once', { n: 99 }, { key: 'once:1' })).toBe(false);
    expect(await t.app.services.jobs.runDue()).toBe(0);
    t.advance(61_000);
    expect(await t.app.services.jobs.runDue()).toBe(1);
    expect(ran).toEqual([21]);
    const done = await row(await idOf('once:1'));
    expect(done).toMatchObject({ status: 'done', attempts: 1, result: { doubled: 42 }, lockedBy: null });
    expect(done.finishedAt).not.toBeNull();
    expect(await t.app.services.jobs.runDue()).toBe(0);
  });

  it('retries a failed job with a growing wait, then gives up after its last attempt', async () => {
    let calls = 0;
    t.app.services.jobs.define('test.flaky', async () => {
      calls++;
      if (calls < 3) throw new Error(`failure ${calls}`);
      return { calls };
    });
    await t.app.services.jobs.enqueue(db(), 'test.flaky', {}, { key: 'flaky:1' });
    const id = await idOf('flaky:1');
    expect(await t.app.services.jobs.runDue()).toBe(1);
    const first = await row(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'failure 1' });
    expect(first.runAt.getTime()).toBeGreaterThanOrEqual(t.now().getTime() + jobRetryDelayMs(1) - 1000);
    expect(await t.app.services.jobs.runDue()).toBe(0);
    t.advance(jobRetryDelayMs(1) + 1000);
    expect(await t.app.services.jobs.runDue()).toBe(1);
    expect((await row(id)).attempts).toBe(2);
    expect(jobRetryDelayMs(2)).toBe(2 * jobRetryDelayMs(1));
    t.advance(jobRetryDelayMs(2) + 1000);
    expect(await t.app.services.jobs.runDue()).toBe(1);
    expect(await row(id)).toMatchObject({
      status: 'done',
      attempts: 3,
      lastError: null,
      result: { calls: 3 },
    });

    t.app.services.jobs.define('test.broken', async () => {
      throw new Error('always');
    });
    await t.app.services.jobs.enqueue(db(), 'test.broken', {}, { key: 'broken:1', maxAttempts: 2 });
    expect(await t.app.services.jobs.runDue()).toBe(1);
    t.advance(jobRetryDelayMs(1) + 1000);
    expect(await t.app.services.jobs.runDue()).toBe(1);
    expect(await row(await idOf('broken:1'))).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'always',
    });
  });

  it('survives a process that died mid-job: another worker takes it once the lease ends', async () => {
    const ran: string[] = [];
    const survivor = otherProcess();
    survivor.define('test.lease', async () => {
      ran.push('survivor');
      return undefined;
    });
    await t.app.services.jobs.enqueue(db(), 'test.lease', {}, { key: 'lease:1' });
    const id = await idOf('lease:1');
    // The dead process had claimed it: its lease still runs.
    await db()
      .update(jobs)
      .set({ lockedBy: 'dead-process', lockedUntil: new Date(t.now().getTime() + 10 * 60_000), attempts: 1 })
      .where(eq(jobs.id, id));
    expect(await survivor.runDue()).toBe(0);
    t.advance(10 * 60_000 + 1000);
    expect(await survivor.runDue()).toBe(1);
    expect(ran).toEqual(['survivor']);
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('runs each job once when two processes work the queue at the same time (SKIP LOCKED)', async () => {
    const seen: number[] = [];
    const handler = async (payload: Record<string, unknown>) => {
      seen.push(Number(payload.n));
      await new Promise((resolve) => setTimeout(resolve, 5));
      return undefined;
    };
    const a = otherProcess();
    const b = otherProcess();
    a.define('test.many', handler);
    b.define('test.many', handler);
    for (let n = 0; n < 12; n++) await a.enqueue(db(), 'test.many', { n }, { key: `many:${n}` });
    for (;;) {
      const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
      if (ranA + ranB === 0) break;
    }
    expect(seen.sort((x, y) => x - y)).toEqual([...Array(12).keys()]);
  });
});
