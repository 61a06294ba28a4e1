import { type InsightsView, insightsWindow, REFERRER } from '@masthead/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertMagazine, insertPerson, insertStory, signedInClient } from '../../test/reading-fixtures.ts';
import { buildMagazine, type Team } from '../../test/team-fixtures.ts';
import { reads } from '../engagement/tables.ts';
import { createPageApi } from '../ssr/page-api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const db = () => t.database.db;
const url = (magazineUserId: number, query = '') =>
  `/api2/magazine/insights?magazineUserId=${magazineUserId}${query}`;

/** A read stamped half an hour into a UTC day of the current window, so the day is certain. */
const onDay = (day: string) => new Date(`${day}T00:30:00.000Z`);

type Story = Awaited<ReturnType<typeof insertStory>>;

/**
 * The team's stories and their reads. Over the last 7 days: the writer's story 5 reads (two referrers,
 * two days), the senior writer's 3 (one from a professional network), the editor's 1; 2 reads in the
 * 7 days before; and reads of another magazine's story, of a deleted story and older ones, which never
 * count.
 */
async function seedReads(team: Team) {
  const { people, magazineUserId } = team;
  const window = insightsWindow(t.now(), 7);
  const [first, , third, , , , today] = window.days as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const story = (authorId: number, title: string, publishedAt: Date) =>
    insertStory(db(), authorId, { publisherId: magazineUserId, title, publishedAt });
  const writerStory = await story(people.writer.id, 'Noodles at dawn', new Date(t.now().getTime() - 2 * DAY));
  const seniorStory = await story(
    people.seniorWriter.id,
    'Tea in the hills',
    new Date(t.now().getTime() - 10 * DAY),
  );
  const editorStory = await story(people.editor.id, 'A market guide', new Date(t.now().getTime() - 40 * DAY));
  const gone = await story(people.writer.id, 'Withdrawn', new Date(t.now().getTime() - 3 * DAY));
  await db().execute(sql`update contents set deleted_at = now() where id = ${gone.id}`);
  const elsewhere = await insertStory(db(), people.writer.id, {
    publisherId: (await insertMagazine(db())).id,
  });

  const readers = await Promise.all(Array.from({ length: 6 }, () => insertPerson(db())));
  const reader = (i: number) => readers[i]!.id;
  const read = (who: number, what: Story, at: Date, referrer: number = REFERRER.direct) => ({
    userId: who,
    contentId: what.id,
    createdAt: at,
    referrer,
  });
  await db()
    .insert(reads)
    .values([
      read(reader(0), writerStory, onDay(first), REFERRER.socialNetwork),
      read(reader(1), writerStory, onDay(first), REFERRER.socialNetwork),
      read(reader(2), writerStory, onDay(today), REFERRER.microblog),
      read(reader(3), writerStory, onDay(today)),
      read(reader(4), writerStory, onDay(today)),
      read(reader(0), seniorStory, onDay(third), REFERRER.professionalNetwork),
      read(reader(1), seniorStory, onDay(third)),
      read(reader(5), seniorStory, onDay(today), REFERRER.internal),
      read(reader(0), editorStory, onDay(today), REFERRER.discussionBoard),
      // The previous 7 days.
      read(reader(2), seniorStory, onDay(window.previousDays[0]!), REFERRER.readLater),
      read(reader(3), editorStory, onDay(window.previousDays[6]!)),
      // Never counted: older, deleted, another magazine's.
      read(reader(4), editorStory, new Date(window.previousFrom.getTime() - 30 * DAY)),
      read(reader(5), gone, onDay(today)),
      read(reader(1), elsewhere, onDay(today)),
    ]);
  return { window, writerStory, seniorStory, editorStory, readers };
}

let team: Team;
let seeded: Awaited<ReturnType<typeof seedReads>>;
beforeAll(async () => {
  team = await buildMagazine(t, { kind: 'business' });
  seeded = await seedReads(team);
});

const insightsOf = async (
  client: { get: (u: string) => Promise<{ status: number; body: unknown }> },
  q = '',
) => {
  const response = await client.get(url(team.magazineUserId, `&days=7${q}`));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { data: InsightsView }).data;
};

// Who may see which scope and the analytics, on their own magazine, another and a closed one: the
// generated test (test/magazine-permissions.ts, rows insights.*).
describe('GET /api2/magazine/insights: scopes', () => {
  it('answers 404 for a magazine that does not exist, to masterAdmin', async () => {
    const response = await team.masterAdmin.client.get(url(9_999_999));
    expect(response.status).toBe(404);
  });

  it('answers the widest scope open when none is asked, and what it carries', async () => {
    expect((await insightsOf(team.people.primaryOwner.client)).access).toEqual({
      scopes: ['magazine', 'own'],
      scope: 'magazine',
      referrers: true,
      writers: true,
    });
    const editor = await insightsOf(team.people.editor.client);
    expect(editor.access).toEqual({
      scopes: ['magazine', 'own'],
      scope: 'magazine',
      referrers: false,
      writers: true,
    });
    expect(editor.byReferrer).toBeNull();
    expect(editor.byWriter).not.toBeNull();
    const senior = await insightsOf(team.people.seniorWriter.client);
    expect(senior.access).toEqual({ scopes: ['own'], scope: 'own', referrers: true, writers: false });
    expect(senior.byWriter).toBeNull();
    expect((await insightsOf(team.masterAdmin.client)).access.scope).toBe('magazine');
  });
});

describe('GET /api2/magazine/insights: the numbers', () => {
  it("counts the magazine's reads by day, story, writer and referrer, against the previous period", async () => {
    const data = await insightsOf(team.people.primaryOwner.client);
    const { window } = seeded;
    expect(data.from).toBe(window.days[0]);
    expect(data.to).toBe(window.days[6]);
    expect(data.byDay.map((day) => day.reads)).toEqual([2, 0, 2, 0, 0, 0, 5]);
    expect(data.byDay.map((day) => day.previous)).toEqual([1, 0, 0, 0, 0, 0, 1]);
    expect(data.totals).toEqual({
      reads: { current: 9, previous: 2 },
      readers: { current: 6, previous: 2 },
      // The writer's story 2 days ago; the senior writer's 10 days ago (the deleted one does not count).
      published: { current: 1, previous: 1 },
    });
    expect(data.storyCount).toBe(3);
    expect(data.topStories.map((story) => [story.title, story.reads])).toEqual([
      ['Noodles at dawn', 5],
      ['Tea in the hills', 3],
      ['A market guide', 1],
    ]);
    expect(data.topStories[0]).toMatchObject({
      cgroupId: seeded.writerStory.id,
      author: { userId: team.people.writer.id },
      url: expect.stringMatching(new RegExp(`^/@${team.magazine.username}/post/${seeded.writerStory.id}/`)),
    });
    expect(data.byWriter?.map((row) => [row.writer.userId, row.reads, row.stories])).toEqual([
      [team.people.writer.id, 5, 1],
      [team.people.seniorWriter.id, 3, 1],
      [team.people.editor.id, 1, 1],
    ]);
    const byCode = Object.fromEntries((data.byReferrer ?? []).map((row) => [row.code, row.reads]));
    expect(data.byReferrer).toHaveLength(12);
    expect(byCode).toEqual({
      1: 3,
      2: 1,
      3: 0,
      4: 2,
      5: 1,
      6: 0,
      7: 1,
      8: 0,
      9: 0,
      10: 0,
      11: 0,
      12: 1,
    });
  });

  it("gives a senior writer only their own story's numbers", async () => {
    const data = await insightsOf(team.people.seniorWriter.client);
    expect(data.topStories.map((story) => story.title)).toEqual(['Tea in the hills']);
    expect(data.totals.reads).toEqual({ current: 3, previous: 1 });
    expect(data.byDay.map((day) => day.reads)).toEqual([0, 0, 2, 0, 0, 0, 1]);
    expect(data.storyCount).toBe(1);
    const byCode = Object.fromEntries((data.byReferrer ?? []).map((row) => [row.code, row.reads]));
    expect(byCode).toMatchObject({ 1: 1, 2: 1, 9: 0, 12: 1 });
    // Nothing of the other stories or writers.
    const text = JSON.stringify(data);
    expect(text).not.toContain('Noodles at dawn');
    expect(text).not.toContain(team.people.writer.username);
  });

  it("gives an editor their own stories when asked, and a writer's own stories nothing", async () => {
    const own = await insightsOf(team.people.editor.client, '&scope=own');
    expect(own.topStories.map((story) => story.title)).toEqual(['A market guide']);
    expect(own.byReferrer).not.toBeNull();
  });

  it('never names a reader', async () => {
    const text = JSON.stringify(await insightsOf(team.people.primaryOwner.client));
    for (const reader of seeded.readers) {
      expect(text).not.toContain(reader.username);
      expect(text).not.toContain(reader.email ?? '@@');
    }
  });

  it('follows the clock: a week later the reads belong to the previous period', async () => {
    t.advance(7 * DAY);
    try {
      const data = await insightsOf(team.people.primaryOwner.client);
      expect(data.totals.reads).toEqual({ current: 0, previous: 9 });
      expect(data.byDay.every((day) => day.reads === 0)).toBe(true);
    } finally {
      t.advance(-7 * DAY);
    }
  });

  it('widens to 30 and 90 days', async () => {
    const month = (await team.people.primaryOwner.client.get(url(team.magazineUserId, '&days=30'))).body.data;
    expect(month.byDay).toHaveLength(30);
    expect(month.totals.reads.current).toBe(11);
    const fallback = (await team.people.primaryOwner.client.get(url(team.magazineUserId))).body.data;
    expect(fallback.days).toBe(30);
    const ninety = (await team.people.primaryOwner.client.get(url(team.magazineUserId, '&days=90'))).body
      .data;
    expect(ninety.totals.reads.current).toBe(12);
  });

  it('counts a read sent through the read API with its referrer code', async () => {
    const reader = await insertPerson(db());
    const client = await signedInClient(t, reader.id);
    const marked = await client.post('/api2/ua/read', {
      userId: reader.id,
      cgroupId: seeded.editorStory.id,
      subsection: REFERRER.pinboard,
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const data = await insightsOf(team.people.primaryOwner.client);
    expect(data.totals.reads.current).toBe(10);
    expect(data.byReferrer?.find((row) => row.code === REFERRER.pinboard)?.reads).toBe(1);
    await db().execute(sql`delete from reads where user_id = ${reader.id}`);
  });

  it('shows a new magazine empty, with zeros for every day', async () => {
    const fresh = await buildMagazine(t, { kind: 'business' });
    const response = await fresh.people.primaryOwner.client.get(url(fresh.magazineUserId, '&days=90'));
    const data = response.body.data as InsightsView;
    expect(data.storyCount).toBe(0);
    expect(data.byDay).toHaveLength(90);
    expect(data.topStories).toEqual([]);
    expect(data.byWriter).toEqual([]);
    expect(data.totals.reads).toEqual({ current: 0, previous: 0 });
  });

  it("counts a hidden secretAdmin's stories as the magazine's, naming them to masterAdmin only", async () => {
    const hidden = await buildMagazine(t, { seats: ['primaryOwner', 'secretAdmin', 'writer'] });
    const { people, magazineUserId } = hidden;
    const publisherId = magazineUserId;
    const stories = [
      await insertStory(db(), people.secretAdmin.id, { publisherId }),
      await insertStory(db(), people.secretAdmin.id, { publisherId }),
      await insertStory(db(), people.writer.id, { publisherId }),
    ];
    const reader = await insertPerson(db());
    await db()
      .insert(reads)
      .values(stories.map((story) => ({ userId: reader.id, contentId: story.id, createdAt: t.now() })));
    const as = async (client: typeof people.writer.client) =>
      (await client.get(url(magazineUserId, '&days=7'))).body.data as InsightsView;
    const owner = await as(people.primaryOwner.client);
    expect(owner.byWriter?.map((row) => [row.writer.userId, row.reads, row.stories])).toEqual([
      [magazineUserId, 2, 2],
      [people.writer.id, 1, 1],
    ]);
    expect(owner.topStories.map((story) => story.author.userId).sort()).toEqual(
      [magazineUserId, magazineUserId, people.writer.id].sort(),
    );
    expect(JSON.stringify(owner)).not.toContain(people.secretAdmin.username);
    const master = await as(hidden.masterAdmin.client);
    expect(master.byWriter?.map((row) => row.writer.userId)).toContain(people.secretAdmin.id);
  });

  it('rejects hostile queries with a 400', async () => {
    for (const query of ['&days=14', '&days=7&days=30', '&scope=all', '&readerId=1', '&days=1e1'])
      expect((await team.people.primaryOwner.client.get(url(team.magazineUserId, query))).status, query).toBe(
        400,
      );
  });
});

describe('the insights page loader', () => {
  const pageAs = (userId: number | null, username: string, scope?: 'magazine' | 'own') =>
    createPageApi(t.app.services)(
      userId === null ? null : { userId, sessionId: 1, uiLang: null, remember: true },
    ).insights.insights(username, 7, scope);

  it('answers guest, missing, denied and ok, falling back to the scope a person may see', async () => {
    const { username } = team.magazine;
    expect(await pageAs(null, username)).toEqual({ access: 'guest' });
    expect(await pageAs(team.outsider.id, 'no_such_magazine')).toEqual({ access: 'missing' });
    expect(await pageAs(team.people.writer.id, username)).toEqual({ access: 'denied' });
    const senior = await pageAs(team.people.seniorWriter.id, username, 'magazine');
    if (senior.access !== 'ok') throw new Error(senior.access);
    expect(senior.insights.access.scope).toBe('own');
  });
});

describe('many reads', () => {
  it('adds up a few thousand reads exactly', async () => {
    const busy = await buildMagazine(t, { kind: 'business' });
    const story = await insertStory(db(), busy.people.writer.id, { publisherId: busy.magazineUserId });
    await db().execute(sql`
      insert into users (username, display_name)
      select 'bulk_reader_' || ${busy.magazineUserId} || '_' || g, 'Bulk' from generate_series(1, 3000) g`);
    await db().execute(sql`
      insert into reads (user_id, content_id, referrer, created_at)
      select u.id, ${story.id}, 1 + (u.id % 12), now() - ((u.id % 20) || ' days')::interval
      from users u where u.username like ${`bulk_reader_${busy.magazineUserId}_%`}`);
    const data = (await busy.people.primaryOwner.client.get(url(busy.magazineUserId, '&days=90'))).body
      .data as InsightsView;
    expect(data.totals.reads.current).toBe(3000);
    expect(data.byDay.reduce((sum, day) => sum + day.reads, 0)).toBe(3000);
    expect((data.byReferrer ?? []).reduce((sum, row) => sum + row.reads, 0)).toBe(3000);
    expect(data.totals.readers.current).toBe(3000);
  });
});
