import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { composeRows, doc, field, ok, saved } from '../../test/compose-fixtures.ts';
import { assertTopicCountsMatch } from '../../test/invariants.ts';
import { insertStory, insertTopic, signedInPerson } from '../../test/reading-fixtures.ts';
import { topicLangCounts } from '../content/tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const guest = () => createClient(t.app);
const { rowOf, articleCount, topicRows, postsCounter } = composeRows(() => t);

describe('publish, unpublish, delete', () => {
  it('moves topic pages, counts and achievements with the content', async () => {
    const { client, userId } = await signedInPerson(t);
    const [a, b, c] = [await insertTopic(db()), await insertTopic(db()), await insertTopic(db())];
    const { cgroupId } = await saved(client, doc({ topicIds: [a.id, b.id] }));

    const published = await ok(client, 'publish', cgroupId);
    expect(published.status).toBe('published');
    expect(published.url).toMatch(new RegExp(`/post/${cgroupId}/`));
    const row = await rowOf(cgroupId);
    expect(row.status).toBe('published');
    expect(row.publishedAt).toBeInstanceOf(Date);
    expect(
      (await topicRows(cgroupId)).every((r) => r.publishedAt?.getTime() === row.publishedAt?.getTime()),
    ).toBe(true);
    expect([await articleCount(a.id), await articleCount(b.id)]).toEqual([1, 1]);
    expect(await postsCounter(userId)).toBe(1);
    // Readers see it now.
    expect((await guest().get(`/api2/content/page?cgroupId=${cgroupId}`)).status).toBe(200);
    // Publishing twice changes nothing.
    await ok(client, 'publish', cgroupId);
    expect(await articleCount(a.id)).toBe(1);

    // A live edit moves the topic counts.
    await saved(client, doc({ cgroupId, topicIds: [b.id, c.id], title: 'Renamed live' }));
    expect([await articleCount(a.id), await articleCount(b.id), await articleCount(c.id)]).toEqual([0, 1, 1]);
    expect((await topicRows(cgroupId)).every((r) => r.publishedAt !== null)).toBe(true);
    expect((await rowOf(cgroupId)).title).toBe('Renamed live');

    const unpublished = await ok(client, 'unpublish', cgroupId);
    expect(unpublished).toMatchObject({ status: 'draft', url: null });
    expect([await articleCount(b.id), await articleCount(c.id)]).toEqual([0, 0]);
    expect((await topicRows(cgroupId)).every((r) => r.publishedAt === null)).toBe(true);
    expect((await guest().get(`/api2/content/page?cgroupId=${cgroupId}`)).status).toBe(404);

    // Published again: the first publishing time stays and achievements count it once.
    await ok(client, 'publish', cgroupId);
    expect((await rowOf(cgroupId)).publishedAt?.getTime()).toBe(row.publishedAt?.getTime());
    expect(await postsCounter(userId)).toBe(1);
    expect([await articleCount(b.id), await articleCount(c.id)]).toEqual([1, 1]);

    expect(await ok(client, 'delete', cgroupId)).toEqual({ cgroupId });
    expect([await articleCount(b.id), await articleCount(c.id)]).toEqual([0, 0]);
    expect((await rowOf(cgroupId)).deletedAt).toBeInstanceOf(Date);
    expect((await client.get(`/api2/compose/document?cgroupId=${cgroupId}`)).status).toBe(404);
    expect((await client.post('/api2/compose/delete', { cgroupId })).status).toBe(404);
    expect((await client.post('/api2/compose/save', doc({ cgroupId }))).status).toBe(404);
  });

  it('keeps counters right when the same content is published and unpublished at once', async () => {
    const { client, userId } = await signedInPerson(t);
    const topic = await insertTopic(db());
    const { cgroupId } = await saved(client, doc({ topicIds: [topic.id] }));
    const verbs = Array.from({ length: 12 }, (_, i) => (i % 3 === 2 ? 'unpublish' : 'publish'));
    const answers = await Promise.all(
      verbs.map((verb) => client.post(`/api2/compose/${verb}`, { cgroupId })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(verbs.map(() => 200));
    const row = await rowOf(cgroupId);
    expect(await articleCount(topic.id)).toBe(row.status === 'published' ? 1 : 0);
    expect(await postsCounter(userId)).toBe(1);
  });

  it('counts a live story under its language on each topic, through topic and language edits', async () => {
    const { client } = await signedInPerson(t);
    const [a, b, c] = [await insertTopic(db()), await insertTopic(db()), await insertTopic(db())];
    const counts = async () => {
      await assertTopicCountsMatch(db());
      const rows = await db()
        .select()
        .from(topicLangCounts)
        .where(inArray(topicLangCounts.topicId, [a.id, b.id, c.id]));
      const named = new Map([
        [a.id, 'a'],
        [b.id, 'b'],
        [c.id, 'c'],
      ]);
      return Object.fromEntries(
        rows
          .filter((row) => row.articleCount > 0)
          .map((row) => [`${named.get(row.topicId)}:${row.lang}`, row.articleCount]),
      );
    };
    const { cgroupId } = await saved(client, doc({ topicIds: [a.id, b.id] }));
    expect(await counts()).toEqual({});
    await ok(client, 'publish', cgroupId);
    expect(await counts()).toEqual({ 'a:en': 1, 'b:en': 1 });
    // Language and topics change in one save: the topic that goes is taken off under either language.
    await saved(client, doc({ cgroupId, topicIds: [b.id, c.id], lang: 'tw' }));
    expect(await counts()).toEqual({ 'b:tw': 1, 'c:tw': 1 });
    await ok(client, 'unpublish', cgroupId);
    expect(await counts()).toEqual({});
    // A draft's language change counts nowhere until it is published.
    await saved(client, doc({ cgroupId, topicIds: [b.id, c.id], lang: 'cn' }));
    expect(await counts()).toEqual({});
    await ok(client, 'publish', cgroupId);
    expect(await counts()).toEqual({ 'b:cn': 1, 'c:cn': 1 });
    await ok(client, 'delete', cgroupId);
    expect(await counts()).toEqual({});
  });

  it('deletes a draft', async () => {
    const { client } = await signedInPerson(t);
    const { cgroupId } = await saved(client, doc());
    await ok(client, 'delete', cgroupId);
    const page = (await client.get('/api2/compose/mine?status=draft')).body.data;
    expect(page.counts.draft).toBe(0);
  });
});

describe('permissions', () => {
  it("answers 404 to another writer for every call on someone else's content, and changes nothing", async () => {
    const owner = await signedInPerson(t);
    const other = await signedInPerson(t);
    const { cgroupId } = await saved(owner.client, doc());
    const before = await rowOf(cgroupId);
    for (const verb of ['publish', 'unpublish', 'delete', 'preview', 'preview/revoke']) {
      const response = await other.client.post(`/api2/compose/${verb}`, { cgroupId });
      expect(response.status, verb).toBe(404);
    }
    expect((await other.client.post('/api2/compose/save', doc({ cgroupId, title: 'Mine now' }))).status).toBe(
      404,
    );
    expect((await other.client.get(`/api2/compose/document?cgroupId=${cgroupId}`)).status).toBe(404);
    expect(await rowOf(cgroupId)).toEqual(before);
    // Someone else's published story is not theirs to edit either.
    const story = await insertStory(db(), owner.userId);
    expect((await other.client.post('/api2/compose/unpublish', { cgroupId: story.id })).status).toBe(404);
  });

  it('takes identity from the session, never from the payload', async () => {
    const { client } = await signedInPerson(t);
    const other = await signedInPerson(t);
    const response = await client.post('/api2/compose/save', { ...doc(), authorId: other.userId });
    expect(response.status).toBe(400);
    expect(response.body.errors.fields.authorId).toBe(field('validation.unknown.field'));
  });
});
