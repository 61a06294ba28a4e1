import { CTYPE, LIMITS, MY_POSTS_PAGE_SIZE, PREVIEW_CODE_PATTERN, translate } from '@masthead/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import {
  insertLocation,
  insertStory,
  insertTopic,
  readAllPages,
  signedInPerson,
} from '../../test/reading-fixtures.ts';
import { achievements } from '../achievements/tables.ts';
import { contents, contentTopics, topics } from '../content/tables.ts';
import { libraryImages } from '../photos/tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const guest = () => createClient(t.app);
type Client = Awaited<ReturnType<typeof signedInPerson>>['client'];

/** A whole document as the editor's autosave sends it. */
const doc = (over: Record<string, unknown> = {}) => ({
  ctype: CTYPE.post,
  title: 'A morning in Tamsui',
  body: '<p>The ferry leaves at seven.</p>',
  topicIds: [] as number[],
  lang: 'en',
  extra: {},
  premium: false,
  ...over,
});

async function saved(client: Client, body: Record<string, unknown>) {
  const response = await client.post('/api2/compose/save', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as { cgroupId: number; status: string; updatedAt: string; url: string | null };
}

async function ok(client: Client, verb: string, cgroupId: number) {
  const response = await client.post(`/api2/compose/${verb}`, { cgroupId });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

const rowOf = async (id: number) => (await db().select().from(contents).where(eq(contents.id, id)))[0]!;
const articleCount = async (topicId: number) =>
  (await db().select({ n: topics.articleCount }).from(topics).where(eq(topics.id, topicId)))[0]!.n;
const topicRows = (contentId: number) =>
  db()
    .select()
    .from(contentTopics)
    .where(eq(contentTopics.contentId, contentId))
    .orderBy(contentTopics.position);
const postsCounter = async (userId: number) =>
  (
    await db()
      .select({ value: achievements.value })
      .from(achievements)
      .where(and(eq(achievements.userId, userId), eq(achievements.kind, 'posts')))
  )[0]?.value ?? 0;

const field = (key: Parameters<typeof translate>[1]) => translate('en', key);

describe('guests', () => {
  it('are asked to sign in on every compose call', async () => {
    const client = guest();
    for (const verb of ['publish', 'unpublish', 'delete', 'preview', 'preview/revoke']) {
      const response = await client.post(`/api2/compose/${verb}`, { cgroupId: 1 });
      expect(response.status, verb).toBe(401);
      expect(response.body.errorCode).toBe(1000);
    }
    expect((await client.post('/api2/compose/save', doc())).status).toBe(401);
    expect((await client.get('/api2/compose/document?cgroupId=1')).status).toBe(401);
    expect((await client.get('/api2/compose/mine?status=draft')).status).toBe(401);
    expect(Number((await db().select({ n: sql`count(*)` }).from(contents))[0]?.n)).toBe(0);
  });
});

describe('save', () => {
  it('creates a draft, then saves it; the summary follows the body until the writer types one', async () => {
    const { client, userId } = await signedInPerson(t);
    const first = await saved(client, doc());
    expect(first).toMatchObject({ status: 'draft', url: null });
    let row = await rowOf(first.cgroupId);
    expect(row).toMatchObject({ authorId: userId, publisherId: userId, status: 'draft', publishedAt: null });
    expect(row.description).toBe('The ferry leaves at seven.');

    const again = await saved(client, doc({ cgroupId: first.cgroupId, body: '<p>It leaves at eight.</p>' }));
    expect(again.cgroupId).toBe(first.cgroupId);
    row = await rowOf(first.cgroupId);
    expect(row.description).toBe('It leaves at eight.');
    let document = (await client.get(`/api2/compose/document?cgroupId=${first.cgroupId}`)).body.data.document;
    expect(document).toMatchObject({ description: '', body: '<p>It leaves at eight.</p>', status: 'draft' });

    await saved(client, doc({ cgroupId: first.cgroupId, description: '  My own summary ' }));
    document = (await client.get(`/api2/compose/document?cgroupId=${first.cgroupId}`)).body.data.document;
    expect(document.description).toBe('My own summary');
  });

  it('keeps a long body summary to the card length', async () => {
    const { client } = await signedInPerson(t);
    const { cgroupId } = await saved(client, doc({ body: `<p>${'word '.repeat(200)}</p>` }));
    expect(Array.from((await rowOf(cgroupId)).description).length).toBeLessThanOrEqual(300);
  });

  it('lets a draft be untitled and its type part unfinished', async () => {
    const { client } = await signedInPerson(t);
    const { cgroupId } = await saved(
      client,
      doc({ title: '', ctype: CTYPE.poll, extra: { options: ['one'] } }),
    );
    const row = await rowOf(cgroupId);
    expect(row.title).toBe('');
    expect(row.extra).toEqual({ options: ['one'] });
  });

  it('sanitises the body and stores topics in order, a location, a photo and its focal point', async () => {
    const { client } = await signedInPerson(t);
    const [a, b, c] = [await insertTopic(db()), await insertTopic(db()), await insertTopic(db())];
    const place = await insertLocation(db());
    await db()
      .insert(libraryImages)
      .values({
        path: '/images/content/abc.jpg',
        sha256: 'a'.repeat(64),
        width: 800,
        height: 600,
        isGif: false,
      });
    const { cgroupId } = await saved(
      client,
      doc({
        body: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">there</a></p>',
        topicIds: [c.id, a.id, b.id, a.id],
        locationId: place.id,
        photoPath: '/images/content/abc.jpg',
        photoFocalPoint: '25,75',
      }),
    );
    const row = await rowOf(cgroupId);
    expect(row.body).toBe('<p>Hi there</p>');
    expect(row).toMatchObject({ locationId: place.id, photoPath: '/images/content/abc.jpg' });
    expect(row.photoFocalPoint).toBe('25,75');
    // A cover this site never stored is refused; the one the content has may stay.
    const unknown = await client.post(
      '/api2/compose/save',
      doc({ cgroupId, photoPath: '/images/content/nope.jpg' }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.fields).toHaveProperty('photoPath');
    expect((await rowOf(cgroupId)).photoPath).toBe('/images/content/abc.jpg');
    expect((await topicRows(cgroupId)).map((r) => [r.topicId, r.position, r.publishedAt])).toEqual([
      [c.id, 0, null],
      [a.id, 1, null],
      [b.id, 2, null],
    ]);
    // A draft counts on no topic page.
    expect(await articleCount(a.id)).toBe(0);

    // Topics are replaced in order.
    await saved(client, doc({ cgroupId, topicIds: [b.id] }));
    expect((await topicRows(cgroupId)).map((r) => r.topicId)).toEqual([b.id]);
    const document = (await client.get(`/api2/compose/document?cgroupId=${cgroupId}`)).body.data.document;
    expect(document.topics).toEqual([{ topicId: b.id, title: b.title, highLight: false }]);
    expect(document.location).toBeNull();
  });

  it('stores a price only for premium content', async () => {
    const { client } = await signedInPerson(t);
    const free = await saved(client, doc({ priceMinor: 500, currency: 'USD' }));
    expect(await rowOf(free.cgroupId)).toMatchObject({ premium: false, priceMinor: null, currency: null });
    const paid = await saved(client, doc({ premium: true, priceMinor: 500, currency: 'USD' }));
    expect(await rowOf(paid.cgroupId)).toMatchObject({ premium: true, priceMinor: 500, currency: 'USD' });
  });
});

describe('validation', () => {
  const contentCount = async () => Number((await db().select({ n: sql`count(*)` }).from(contents))[0]!.n);

  it("answers 'Title too long' above 254 characters and stores nothing", async () => {
    const { client } = await signedInPerson(t);
    const before = await contentCount();
    const response = await client.post('/api2/compose/save', doc({ title: 'x'.repeat(LIMITS.titleMax + 1) }));
    expect(response.status).toBe(400);
    expect(response.body.errors.fields.title).toBe(field('validation.title.too.long'));
    expect(field('validation.title.too.long')).toBe('Title too long');
    expect(await contentCount()).toBe(before);
    await saved(client, doc({ title: 'x'.repeat(LIMITS.titleMax) }));
  });

  it('refuses text PostgreSQL would change: NUL and lone surrogates, also inside the type part', async () => {
    const { client } = await signedInPerson(t);
    const before = await contentCount();
    for (const body of [
      doc({ title: 'a\ud800b' }),
      doc({ body: '<p>\udfff</p>' }),
      doc({ extra: { note: 'a\u0000b' } }),
      doc({ extra: { 'k\u0000': 1 } }),
      doc({ extra: { list: [{ deep: '\ud800' }] } }),
    ]) {
      const response = await client.post('/api2/compose/save', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await contentCount()).toBe(before);
  });

  it('refuses six topics, unknown topics, an unknown place, a price out of range and a new type', async () => {
    const { client } = await signedInPerson(t);
    const topicIds = [];
    for (let i = 0; i < 6; i++) topicIds.push((await insertTopic(db())).id);
    const before = await contentCount();

    let response = await client.post('/api2/compose/save', doc({ topicIds }));
    expect(response.status).toBe(400);
    expect(response.body.errors.fields.topicIds).toBeDefined();

    response = await client.post('/api2/compose/save', doc({ topicIds: [topicIds[0], 999_999_999] }));
    expect(response.status).toBe(400);
    expect(response.body.errorMsgKey).toBe('error.topic.invalid');

    response = await client.post('/api2/compose/save', doc({ locationId: 999_999_999 }));
    expect(response.status).toBe(400);
    expect(response.body.errors.fields.locationId).toBeDefined();

    response = await client.post(
      '/api2/compose/save',
      doc({ premium: true, priceMinor: 10, currency: 'USD' }),
    );
    expect(response.status).toBe(400);

    response = await client.post('/api2/compose/save', doc({ ctype: CTYPE.article }));
    expect(response.status).toBe(400);
    expect(await contentCount()).toBe(before);

    const { cgroupId } = await saved(client, doc());
    response = await client.post('/api2/compose/save', doc({ cgroupId, ctype: CTYPE.poll }));
    expect(response.status).toBe(400);
    expect((await rowOf(cgroupId)).ctype).toBe(CTYPE.post);
  });

  it('refuses to publish without a title, or with an unfinished type part, field by field', async () => {
    const { client } = await signedInPerson(t);
    const untitled = await saved(client, doc({ title: '   ' }));
    let response = await client.post('/api2/compose/publish', { cgroupId: untitled.cgroupId });
    expect(response.status).toBe(400);
    expect(response.body.errors.fields.title).toBe(field('validation.required'));

    const poll = await saved(
      client,
      doc({ ctype: CTYPE.poll, extra: { options: ['Tea', ''], extraKey: 1 } }),
    );
    response = await client.post('/api2/compose/publish', { cgroupId: poll.cgroupId });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors.fields).sort()).toEqual(['extra.extraKey', 'extra.options.1']);
    expect(response.body.errors.fields['extra.options.1']).toBe(field('validation.required'));
    expect(await rowOf(poll.cgroupId)).toMatchObject({ status: 'draft', publishedAt: null });

    const event = await saved(client, doc({ ctype: CTYPE.event, extra: {} }));
    response = await client.post('/api2/compose/publish', { cgroupId: event.cgroupId });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors.fields).sort()).toEqual(['extra.startsAt', 'extra.venue']);

    // A part left empty is 'required'; one filled in wrongly is 'not valid'.
    const fundraiser = await saved(client, doc({ ctype: CTYPE.donate, extra: { currency: 'USD' } }));
    response = await client.post('/api2/compose/publish', { cgroupId: fundraiser.cgroupId });
    expect(response.body.errors.fields).toEqual({ 'extra.goalMinor': field('validation.required') });
    await saved(
      client,
      doc({ cgroupId: fundraiser.cgroupId, ctype: CTYPE.donate, extra: { currency: 'USD', goalMinor: -5 } }),
    );
    response = await client.post('/api2/compose/publish', { cgroupId: fundraiser.cgroupId });
    expect(response.body.errors.fields).toEqual({ 'extra.goalMinor': field('validation.invalid') });

    // Fixed, it publishes.
    await saved(
      client,
      doc({ cgroupId: poll.cgroupId, ctype: CTYPE.poll, extra: { options: ['Tea', 'Coffee'] } }),
    );
    expect((await ok(client, 'publish', poll.cgroupId)).status).toBe('published');
  });

  it('keeps a premium draft without its price, and refuses to publish it until it has one', async () => {
    const { client } = await signedInPerson(t);
    // Autosave keeps the document while the writer has not typed the price yet.
    const { cgroupId } = await saved(client, doc({ premium: true, priceMinor: 500 }));
    expect(await rowOf(cgroupId)).toMatchObject({ premium: true, priceMinor: null, currency: null });
    let response = await client.post('/api2/compose/publish', { cgroupId });
    expect(response.status).toBe(400);
    expect(response.body.errors.fields).toEqual({
      priceMinor: field('validation.required'),
      currency: field('validation.required'),
    });
    expect((await rowOf(cgroupId)).status).toBe('draft');
    await saved(client, doc({ cgroupId, premium: true, priceMinor: 500, currency: 'TWD' }));
    expect((await ok(client, 'publish', cgroupId)).status).toBe('published');
    // Live, the price cannot be taken away.
    response = await client.post('/api2/compose/save', doc({ cgroupId, premium: true, priceMinor: null }));
    expect(response.status).toBe(400);
    expect(response.body.errors.fields.priceMinor).toBe(field('validation.required'));
    expect(await rowOf(cgroupId)).toMatchObject({ priceMinor: 500, currency: 'TWD' });
  });

  it('checks a published content as a publish when it is saved', async () => {
    const { client } = await signedInPerson(t);
    const { cgroupId } = await saved(client, doc());
    await ok(client, 'publish', cgroupId);
    const response = await client.post('/api2/compose/save', doc({ cgroupId, title: '' }));
    expect(response.status).toBe(400);
    expect(response.body.errors.fields.title).toBe(field('validation.required'));
    expect((await rowOf(cgroupId)).title).toBe('A morning in Tamsui');
  });
});

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

describe('My Posts', () => {
  it('lists one tab last edited first, pages by cursor and counts both tabs', async () => {
    const { client, userId } = await signedInPerson(t);
    const ids: number[] = [];
    for (let i = 0; i < MY_POSTS_PAGE_SIZE + 3; i++) {
      ids.push((await saved(client, doc({ title: `Draft ${i}` }))).cgroupId);
      t.advance(1000);
    }
    const live = await saved(client, doc({ title: 'Live one' }));
    await ok(client, 'publish', live.cgroupId);
    await insertStory(db(), userId, { deleted: true });
    // Editing an old draft brings it to the top.
    t.advance(1000);
    await saved(client, doc({ cgroupId: ids[0], title: 'Draft 0 edited' }));

    const first = (await client.get('/api2/compose/mine?status=draft')).body.data;
    expect(first.counts).toEqual({ draft: MY_POSTS_PAGE_SIZE + 3, published: 1 });
    expect(first.items).toHaveLength(MY_POSTS_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ cgroupId: ids[0], status: 'draft', title: 'Draft 0 edited' });
    const all = await readAllPages((url) => client.get(url), '/api2/compose/mine?status=draft');
    expect(all.pages.length).toBe(2);
    expect(all.items.map((item) => item.cgroupId).sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    );

    const published = (await client.get('/api2/compose/mine?status=published')).body.data;
    expect(published.items.map((item: { cgroupId: number }) => item.cgroupId)).toEqual([live.cgroupId]);
    expect(published.nextCursor).toBeNull();

    // Someone else sees only their own.
    const other = await signedInPerson(t);
    expect((await other.client.get('/api2/compose/mine')).body.data).toEqual({
      items: [],
      nextCursor: null,
      counts: { draft: 0, published: 0 },
    });
    expect((await client.get('/api2/compose/mine?status=nope')).status).toBe(400);
    expect((await client.get('/api2/compose/mine?cursor=zz')).status).toBe(400);
  });

  it('reads through contents_author_status_idx', async () => {
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select id from contents
        where author_id = 1 and status = 'draft' and deleted_at is null
          and (updated_at, id) < ('2026-01-01T00:00:00Z'::timestamptz, 5)
        order by updated_at desc, id desc limit 21`);
      return JSON.stringify((result as unknown as { rows: unknown[] }).rows ?? result);
    });
    expect(plan).toContain('contents_author_status_idx');
  });
});

describe('draft preview', () => {
  it('gives one live code that works for a guest until it is revoked', async () => {
    const { client } = await signedInPerson(t);
    const topic = await insertTopic(db());
    const { cgroupId } = await saved(client, doc({ topicIds: [topic.id], title: 'Preview me' }));
    const created = await ok(client, 'preview', cgroupId);
    expect(created.code).toMatch(PREVIEW_CODE_PATTERN);
    expect(created.url).toBe(`/draft_preview.html?code=${created.code}&lang=en`);
    expect((await ok(client, 'preview', cgroupId)).code).toBe(created.code);
    const document = (await client.get(`/api2/compose/document?cgroupId=${cgroupId}`)).body.data.document;
    expect(document.previewCode).toBe(created.code);

    const preview = await t.app.services.compose.draftPreview(created.code, { viewerId: null });
    expect(preview).toMatchObject({ cgroupId, title: 'Preview me', status: 'draft', body: doc().body });
    expect(preview?.topics.map((item) => item.topicId)).toEqual([topic.id]);
    expect(await t.app.services.compose.draftPreview('A'.repeat(22), { viewerId: null })).toBeNull();
    expect(await t.app.services.compose.draftPreview('bad', { viewerId: null })).toBeNull();

    await ok(client, 'preview/revoke', cgroupId);
    expect(await t.app.services.compose.draftPreview(created.code, { viewerId: null })).toBeNull();
    const fresh = await ok(client, 'preview', cgroupId);
    expect(fresh.code).not.toBe(created.code);
    await ok(client, 'delete', cgroupId);
    expect(await t.app.services.compose.draftPreview(fresh.code, { viewerId: null })).toBeNull();
  });

  it('shows a premium draft whole to whoever holds its link (the writer invited them)', async () => {
    const { client } = await signedInPerson(t);
    const body = '<p>The paid part, for reviewers too.</p>';
    const draft = await saved(client, doc({ body, premium: true, priceMinor: 300, currency: 'USD' }));
    const { code } = await ok(client, 'preview', draft.cgroupId);
    const preview = await t.app.services.compose.draftPreview(code, { viewerId: null });
    expect(preview?.body).toBe(body);
    expect(preview?.paywall).toMatchObject({ unlocked: true, priceMinor: 300 });
  });
});

describe('autosave rate limit', () => {
  it('answers 429 with Retry-After past the per-minute limit, and lets saves through a minute later', async () => {
    const { client } = await signedInPerson(t);
    // The limit counts in fixed minutes: start at the beginning of one, so the loop stays inside it.
    t.advance(60_000 - (t.now().getTime() % 60_000) + 1);
    const { cgroupId } = await saved(client, doc());
    for (let i = 1; i < DEFAULT_RATE_LIMITS.composeSavesPerMinute; i++) {
      const response = await client.post('/api2/compose/save', doc({ cgroupId }));
      if (response.status !== 200) throw new Error(`save ${i}: ${response.status}`);
    }
    const refused = await client.post('/api2/compose/save', doc({ cgroupId, title: 'Too fast' }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await rowOf(cgroupId)).title).toBe('A morning in Tamsui');
    t.advance(61_000);
    await saved(client, doc({ cgroupId, title: 'Later' }));
  });
});

describe('voted choices', () => {
  const votedMessage = () => field('compose.error.votedChoices');

  it('keeps a voted poll’s options where they are, and still lets the writer add new ones', async () => {
    const { client } = await signedInPerson(t);
    const { client: voter } = await signedInPerson(t);
    const options = ['Tea', 'Coffee', 'Water'];
    const poll = doc({ ctype: CTYPE.poll, extra: { options } });
    const { cgroupId } = await saved(client, poll);
    await ok(client, 'publish', cgroupId);

    // Before anyone votes, anything may change.
    await saved(client, doc({ ...poll, cgroupId, extra: { options: ['Tea', 'Coffee', 'Juice'] } }));
    await saved(client, doc({ ...poll, cgroupId, extra: { options } }));
    const vote = await voter.post('/api2/poll/vote', { cgroupId, option: 1 });
    expect(vote.status, JSON.stringify(vote.body)).toBe(200);

    for (const changed of [
      ['Tea', 'Cocoa', 'Water'],
      ['Coffee', 'Tea', 'Water'],
      ['Tea', 'Coffee'],
      ['Tea', 'Water', 'Coffee', 'Juice'],
    ]) {
      const response = await client.post(
        '/api2/compose/save',
        doc({ ...poll, cgroupId, title: 'Changed', extra: { options: changed } }),
      );
      expect(response.status, changed.join()).toBe(400);
      expect(response.body.errorMsgKey).toBe('error.field.not.updatable');
      expect(response.body.errors.fields).toEqual({ 'extra.options': votedMessage() });
    }
    const row = await rowOf(cgroupId);
    expect(row.extra).toEqual({ options });
    expect(row.title).toBe('A morning in Tamsui');

    // Appending, and changing everything else, still saves.
    await saved(
      client,
      doc({ ...poll, cgroupId, title: 'Tea or coffee?', extra: { options: [...options, 'Juice'] } }),
    );
    expect((await rowOf(cgroupId)).extra).toEqual({ options: [...options, 'Juice'] });

    // Unpublished, the votes are still there: a draft cannot move them either.
    await ok(client, 'unpublish', cgroupId);
    const response = await client.post(
      '/api2/compose/save',
      doc({ ...poll, cgroupId, extra: { options: ['Juice', 'Tea', 'Coffee', 'Water'] } }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors.fields).toEqual({ 'extra.options': votedMessage() });
  });

  it('keeps a voted votable list’s items in place; descriptions and new items may change', async () => {
    const { client } = await signedInPerson(t);
    const { client: voter } = await signedInPerson(t);
    const items = [{ title: 'Sun Moon Lake' }, { title: 'Taroko Gorge', url: 'https://example.com/taroko' }];
    const list = doc({ ctype: CTYPE.votableList, extra: { items } });
    const { cgroupId } = await saved(client, list);
    await ok(client, 'publish', cgroupId);
    const vote = await voter.post('/api2/list/vote', { cgroupId, item: 0, up: true });
    expect(vote.status, JSON.stringify(vote.body)).toBe(200);

    for (const changed of [
      [items[1], items[0]],
      [items[0]],
      [{ title: 'Sun Moon Lake!' }, items[1]],
      [items[0], { title: 'Taroko Gorge' }],
    ]) {
      const response = await client.post(
        '/api2/compose/save',
        doc({ ...list, cgroupId, extra: { items: changed } }),
      );
      expect(response.status, JSON.stringify(changed)).toBe(400);
      expect(response.body.errors.fields).toEqual({ 'extra.items': votedMessage() });
    }
    expect((await rowOf(cgroupId)).extra).toEqual({ items });

    const longer = [{ ...items[0], description: 'Best at dawn.' }, items[1], { title: 'Alishan' }];
    await saved(client, doc({ ...list, cgroupId, extra: { items: longer } }));
    expect((await rowOf(cgroupId)).extra).toEqual({ items: longer });
  });

  it('lets the writer change an ordinary list, or a poll nobody voted on, freely', async () => {
    const { client } = await signedInPerson(t);
    const list = doc({ ctype: CTYPE.list, extra: { items: [{ title: 'One' }, { title: 'Two' }] } });
    const { cgroupId } = await saved(client, list);
    await ok(client, 'publish', cgroupId);
    await saved(client, doc({ ...list, cgroupId, extra: { items: [{ title: 'Two' }] } }));
    expect((await rowOf(cgroupId)).extra).toEqual({ items: [{ title: 'Two' }] });
  });
});
