import { CTYPE, LIMITS } from '@masthead/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { composeRows, doc, field, ok, saved } from '../../test/compose-fixtures.ts';
import { insertLocation, insertTopic, signedInPerson } from '../../test/reading-fixtures.ts';
import { contents } from '../content/tables.ts';
import { libraryImages } from '../photos/tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const guest = () => createClient(t.app);
const { rowOf, articleCount, topicRows } = composeRows(() => t);

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
    expect(document.topics).toEqual([{ topicId: b.id, title: b.title, highLight: false, lang: 'en' }]);
    expect(document.location).toBeNull();
  });

  it("keeps the cover's description with its picture, and shows it on the story page (WCAG 1.1.1)", async () => {
    const { client } = await signedInPerson(t);
    await db()
      .insert(libraryImages)
      .values({
        path: '/images/content/alt.jpg',
        sha256: 'b'.repeat(64),
        width: 800,
        height: 600,
        isGif: false,
      });
    const cover = { photoPath: '/images/content/alt.jpg', photoAlt: '  A bowl of laksa on a red table  ' };
    const { cgroupId } = await saved(client, doc(cover));
    expect((await rowOf(cgroupId)).photoAlt).toBe('A bowl of laksa on a red table');
    const document = (await client.get(`/api2/compose/document?cgroupId=${cgroupId}`)).body.data.document;
    expect(document.photoAlt).toBe('A bowl of laksa on a red table');

    expect((await client.post('/api2/compose/publish', { cgroupId })).status).toBe(200);
    const page = (await client.get(`/api2/content/page?cgroupId=${cgroupId}`)).body.data;
    expect(page.photoAlt).toBe('A bowl of laksa on a red table');

    // Too long is refused with nothing changed; without a picture there is nothing to describe.
    const tooLong = await client.post(
      '/api2/compose/save',
      doc({ ...cover, cgroupId, photoAlt: 'x'.repeat(251) }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.fields).toHaveProperty('photoAlt');
    expect((await rowOf(cgroupId)).photoAlt).toBe('A bowl of laksa on a red table');
    await saved(client, doc({ cgroupId, photoPath: null, photoAlt: 'A bowl of laksa' }));
    expect((await rowOf(cgroupId)).photoAlt).toBe('');
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
