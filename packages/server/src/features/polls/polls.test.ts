import { CTYPE, translate } from '@masthead/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson, insertStory, signedInClient, signedInPerson } from '../../test/reading-fixtures.ts';
import { contents } from '../content/tables.ts';
import { listItemTallies, listItemVotes, pollTallies, pollVotes } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const guest = () => createClient(t.app);

const OPTIONS = ['Black', 'Flat white', 'Iced'];

async function insertPoll(options: { closesAt?: string; status?: 'draft' | 'published' } = {}) {
  const author = await insertPerson(db());
  const poll = await insertStory(db(), author.id, {
    ctype: CTYPE.poll,
    status: options.status ?? 'published',
    extra: { options: OPTIONS, ...(options.closesAt ? { closesAt: options.closesAt } : {}) },
  });
  return { author, poll };
}

async function insertList(items = 4) {
  const author = await insertPerson(db());
  const list = await insertStory(db(), author.id, {
    ctype: CTYPE.votableList,
    extra: { items: Array.from({ length: items }, (_, i) => ({ title: `Item ${i + 1}` })) },
  });
  return { author, list };
}

/** Tallies equal their vote rows, per option (TESTING §7 invariant). */
async function talliesMatchRows(contentId: number) {
  const result = await db().execute(sql`
    select count(*)::int as n from (
      select coalesce(t.option, v.option) as option, coalesce(t.count, 0) as tally, coalesce(v.n, 0) as rows
      from (select option, count from ${pollTallies} where content_id = ${contentId}) t
      full join (select option, count(*)::int as n from ${pollVotes} where content_id = ${contentId} group by option) v
        on v.option = t.option
    ) x where tally <> rows`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1) === 0;
}

describe('POST /api2/poll/vote and GET /api2/poll/results', () => {
  it('counts one vote, gives the results with the reader’s choice, and refuses a second vote with 409', async () => {
    const { poll } = await insertPoll();
    const { client } = await signedInPerson(t);
    const first = await client.post('/api2/poll/vote', { cgroupId: poll.id, option: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.results).toEqual({
      cgroupId: poll.id,
      counts: [0, 1, 0],
      total: 1,
      myChoice: 1,
      closed: false,
    });

    const again = await client.post('/api2/poll/vote', { cgroupId: poll.id, option: 2 });
    expect(again.status).toBe(409);
    expect(again.body.errorMsg).toBe(translate('en', 'error.poll.already.voted'));
    const rows = await db().select().from(pollVotes).where(eq(pollVotes.contentId, poll.id));
    expect(rows).toHaveLength(1);

    const mine = await client.get(`/api2/poll/results?cgroupId=${poll.id}`);
    expect(mine.body.data.results.myChoice).toBe(1);
    const anon = await guest().get(`/api2/poll/results?cgroupId=${poll.id}`);
    expect(anon.status).toBe(200);
    expect(anon.body.data.results).toMatchObject({ counts: [0, 1, 0], total: 1, myChoice: null });
  });

  it('asks a guest to sign in and stores nothing', async () => {
    const { poll } = await insertPoll();
    const response = await guest().post('/api2/poll/vote', { cgroupId: poll.id, option: 0 });
    expect(response.status).toBe(401);
    expect(response.body.errorCode).toBe(1000);
    expect(await db().select().from(pollVotes).where(eq(pollVotes.contentId, poll.id))).toHaveLength(0);
  });

  it('refuses an option outside the poll, wrong types and unknown fields with 400', async () => {
    const { poll } = await insertPoll();
    const { client } = await signedInPerson(t);
    for (const body of [
      { cgroupId: poll.id, option: 3 },
      { cgroupId: poll.id, option: 10 },
      { cgroupId: poll.id, option: -1 },
      { cgroupId: poll.id, option: '1' },
      { cgroupId: poll.id, option: 1.5 },
      { cgroupId: String(poll.id), option: 1 },
      { cgroupId: poll.id, option: 1, userId: 1 },
      { cgroupId: poll.id },
    ]) {
      const response = await client.post('/api2/poll/vote', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await db().select().from(pollVotes).where(eq(pollVotes.contentId, poll.id))).toHaveLength(0);
  });

  it('answers 404 for drafts, other types, deleted and unknown polls', async () => {
    const { poll: draft } = await insertPoll({ status: 'draft' });
    const author = await insertPerson(db());
    const post = await insertStory(db(), author.id);
    const { poll: deleted } = await insertPoll();
    await db().update(contents).set({ deletedAt: new Date() }).where(eq(contents.id, deleted.id));
    const { client } = await signedInPerson(t);
    for (const id of [draft.id, post.id, deleted.id, 999_999_999]) {
      expect((await client.post('/api2/poll/vote', { cgroupId: id, option: 0 })).status).toBe(404);
      expect((await guest().get(`/api2/poll/results?cgroupId=${id}`)).status).toBe(404);
    }
  });

  it('closes at closesAt: results say so and votes are refused with 409', async () => {
    const { poll } = await insertPoll({ closesAt: new Date(Date.now() - 60_000).toISOString() });
    const { client } = await signedInPerson(t);
    const response = await client.post('/api2/poll/vote', { cgroupId: poll.id, option: 0 });
    expect(response.status).toBe(409);
    expect(response.body.errorMsg).toBe(translate('en', 'error.poll.closed'));
    const results = await guest().get(`/api2/poll/results?cgroupId=${poll.id}`);
    expect(results.body.data.results.closed).toBe(true);

    const { poll: later } = await insertPoll({ closesAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await client.post('/api2/poll/vote', { cgroupId: later.id, option: 0 })).status).toBe(200);
    t.advance(2 * 3_600_000);
    try {
      const other = await signedInPerson(t);
      expect((await other.client.post('/api2/poll/vote', { cgroupId: later.id, option: 0 })).status).toBe(
        409,
      );
    } finally {
      t.advance(-2 * 3_600_000);
    }
  });

  it('keeps one vote per reader under 50 concurrent votes, and the tallies equal the rows', async () => {
    const { poll } = await insertPoll();
    const readers = await Promise.all(Array.from({ length: 25 }, () => insertPerson(db())));
    const clients = await Promise.all(readers.map((reader) => signedInClient(t, reader.id)));
    // Every reader votes twice at once: 50 requests, 25 accepted, 25 refused as already voted.
    const answers = await Promise.all(
      clients.flatMap((client, index) => [
        client.post('/api2/poll/vote', { cgroupId: poll.id, option: index % 3 }),
        client.post('/api2/poll/vote', { cgroupId: poll.id, option: (index + 1) % 3 }),
      ]),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(25);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25);
    const rows = await db().select().from(pollVotes).where(eq(pollVotes.contentId, poll.id));
    expect(rows).toHaveLength(25);
    expect(await talliesMatchRows(poll.id)).toBe(true);
    const results = await guest().get(`/api2/poll/results?cgroupId=${poll.id}`);
    expect(results.body.data.results.total).toBe(25);
  });

  it('refuses query ids that are not plain digits', async () => {
    for (const id of ['', '0', '-1', '1e3', '07', ' 1', '99999999999999999999', 'abc']) {
      const response = await guest().get(`/api2/poll/results?cgroupId=${encodeURIComponent(id)}`);
      expect(response.status, id).toBe(400);
    }
  });
});

describe('POST /api2/list/vote and GET /api2/list/votes', () => {
  it('votes items up, toggles back, and repeats change nothing', async () => {
    const { list } = await insertList();
    const { client } = await signedInPerson(t);
    const up = await client.post('/api2/list/vote', { cgroupId: list.id, item: 2, up: true });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data.votes).toEqual({ cgroupId: list.id, counts: [0, 0, 1, 0], mine: [2] });
    const twice = await client.post('/api2/list/vote', { cgroupId: list.id, item: 2, up: true });
    expect(twice.body.data.votes.counts).toEqual([0, 0, 1, 0]);
    await client.post('/api2/list/vote', { cgroupId: list.id, item: 0, up: true });
    const down = await client.post('/api2/list/vote', { cgroupId: list.id, item: 2, up: false });
    expect(down.body.data.votes).toEqual({ cgroupId: list.id, counts: [1, 0, 0, 0], mine: [0] });
    const downAgain = await client.post('/api2/list/vote', { cgroupId: list.id, item: 2, up: false });
    expect(downAgain.body.data.votes.counts).toEqual([1, 0, 0, 0]);

    const anon = await guest().get(`/api2/list/votes?cgroupId=${list.id}`);
    expect(anon.body.data.votes).toEqual({ cgroupId: list.id, counts: [1, 0, 0, 0], mine: [] });
  });

  it('asks guests to sign in; refuses items outside the list and other types', async () => {
    const { list } = await insertList(3);
    expect((await guest().post('/api2/list/vote', { cgroupId: list.id, item: 0, up: true })).status).toBe(
      401,
    );
    const { client } = await signedInPerson(t);
    for (const body of [
      { cgroupId: list.id, item: 3, up: true },
      { cgroupId: list.id, item: 100, up: true },
      { cgroupId: list.id, item: 0, up: 'true' },
      { cgroupId: list.id, item: 0 },
    ]) {
      expect((await client.post('/api2/list/vote', body)).status, JSON.stringify(body)).toBe(400);
    }
    const { poll } = await insertPoll();
    expect((await client.post('/api2/list/vote', { cgroupId: poll.id, item: 0, up: true })).status).toBe(404);
    expect(await db().select().from(listItemVotes).where(eq(listItemVotes.contentId, list.id))).toHaveLength(
      0,
    );
  });

  it('keeps counts equal to rows under 50 concurrent toggles', async () => {
    const { list } = await insertList(2);
    const readers = await Promise.all(Array.from({ length: 25 }, () => insertPerson(db())));
    const clients = await Promise.all(readers.map((reader) => signedInClient(t, reader.id)));
    const answers = await Promise.all(
      clients.flatMap((client, index) => [
        client.post('/api2/list/vote', { cgroupId: list.id, item: 0, up: true }),
        client.post('/api2/list/vote', { cgroupId: list.id, item: 1, up: index % 2 === 0 }),
      ]),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const rows = await db().select().from(listItemVotes).where(eq(listItemVotes.contentId, list.id));
    const tallies = await db().select().from(listItemTallies).where(eq(listItemTallies.contentId, list.id));
    for (const item of [0, 1]) {
      const count = tallies.find((row) => row.itemIndex === item)?.count ?? 0;
      expect(count).toBe(rows.filter((row) => row.itemIndex === item).length);
    }
    expect(rows.filter((row) => row.itemIndex === 0)).toHaveLength(25);
  });
});
