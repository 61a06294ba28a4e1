import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NOTEBOOK_LIMITS, translate } from '@masthead/core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { multipartBody, solid } from '../../test/images.ts';
import { insertStory, signedInPerson } from '../../test/reading-fixtures.ts';
import { contents } from '../content/tables.ts';
import { notebookItems, notebooks } from './tables.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-notebooks-'));
  t = await createTestApp((config) => ({ ...config, dataDir }));
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const db = () => t.database.db;
const guest = () => createClient(t.app);

type Client = Awaited<ReturnType<typeof signedInPerson>>['client'];

async function createNotebook(client: Client, name = 'Weekend reading', description?: string) {
  const response = await client.post('/api2/notebook/create', {
    name,
    ...(description ? { description } : {}),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.notebook as { notebookId: number; name: string; url: string };
}

const saveCount = async (contentId: number) => {
  const [row] = await db().select({ n: contents.saveCount }).from(contents).where(eq(contents.id, contentId));
  return row!.n;
};
const itemRows = (notebookId: number) =>
  db().select().from(notebookItems).where(eq(notebookItems.notebookId, notebookId));

describe('POST /api2/notebook/create', () => {
  it('asks a guest to sign in', async () => {
    const response = await guest().post('/api2/notebook/create', { name: 'x' });
    expect(response.status).toBe(401);
    expect(response.body.errorCode).toBe(1000);
  });

  it("answers 'Please enter a notebook title' for an empty, blank or missing title", async () => {
    const { client } = await signedInPerson(t);
    for (const body of [{ name: '' }, { name: '   \n ' }, {}]) {
      const response = await client.post('/api2/notebook/create', body);
      expect(response.status).toBe(400);
      expect(response.body.errors.fields.name).toBe('Please enter a notebook title');
    }
    expect(translate('en', 'validation.notebook.title.required')).toBe('Please enter a notebook title');
    const rows = await db().select().from(notebooks);
    expect(rows.every((row) => row.name.trim().length > 0)).toBe(true);
  });

  it('refuses a title too long, a description too long, wrong types and unknown fields', async () => {
    const { client, userId } = await signedInPerson(t);
    const cases = [
      [{ name: 'x'.repeat(101) }, 'name', 'validation.notebook.title.tooLong'],
      [
        { name: 'ok', description: 'd'.repeat(501) },
        'description',
        'validation.notebook.description.tooLong',
      ],
      [{ name: 7 }, 'name', 'validation.invalid'],
      [{ name: 'a\u0000b' }, 'name', 'validation.invalid'],
      [{ name: 'ok', userId: 1 }, 'userId', 'validation.unknown.field'],
    ] as const;
    for (const [body, field, key] of cases) {
      const response = await client.post('/api2/notebook/create', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors.fields[field]).toBe(translate('en', key));
    }
    expect(await db().select().from(notebooks).where(eq(notebooks.userId, userId))).toHaveLength(0);
  });

  it('creates a notebook, trimmed, with title equal to name, and lists it', async () => {
    const { client, userId } = await signedInPerson(t);
    const notebook = await createNotebook(client, '  Taipei   food  ', ' Night markets ');
    expect(notebook).toMatchObject({
      name: 'Taipei food',
      title: 'Taipei food',
      description: 'Night markets',
      photo: null,
      itemCount: 0,
      userId,
      url: `/notebook/${notebook.notebookId}/taipei-food.html`,
    });
    const mine = await client.get('/api2/notebooks');
    expect(mine.body.data.notebooks).toEqual([notebook]);
    const viaPost = await client.post('/api2/notebooks', {});
    expect(viaPost.body.data.notebooks).toEqual([notebook]);
  });

  it(`keeps a person at ${NOTEBOOK_LIMITS.perUserMax} notebooks, also when asked all at once`, async () => {
    const { client, userId } = await signedInPerson(t);
    await db()
      .insert(notebooks)
      .values(Array.from({ length: NOTEBOOK_LIMITS.perUserMax - 3 }, (_, i) => ({ userId, name: `n${i}` })));
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => client.post('/api2/notebook/create', { name: `more ${i}` })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 400)[0]?.body.errors.fields.name).toBe(
      translate('en', 'validation.notebook.tooMany'),
    );
    expect(await db().select().from(notebooks).where(eq(notebooks.userId, userId))).toHaveLength(
      NOTEBOOK_LIMITS.perUserMax,
    );
  });
});

describe('/api2/notebooks', () => {
  it("shows anyone someone's notebooks by userId, and asks a guest without one to sign in", async () => {
    const owner = await signedInPerson(t);
    const notebook = await createNotebook(owner.client, 'Public list');
    const byGuest = await guest().get(`/api2/notebooks?userId=${owner.userId}`);
    expect(byGuest.status).toBe(200);
    expect(byGuest.body.data.notebooks.map((n: { notebookId: number }) => n.notebookId)).toEqual([
      notebook.notebookId,
    ]);
    const byPost = await guest().post('/api2/notebooks', { userId: owner.userId });
    expect(byPost.body.data.notebooks).toHaveLength(1);
    const noUser = await guest().get('/api2/notebooks');
    expect(noUser.status).toBe(401);
    expect(noUser.body.errorCode).toBe(1000);
  });

  it('refuses ids that are not ids', async () => {
    const { client } = await signedInPerson(t);
    for (const query of [
      'userId=0',
      'userId=-1',
      'userId=1e3',
      'userId=99999999999999999999',
      'cgroupIds=1,,2',
      'x=1',
    ]) {
      expect((await client.get(`/api2/notebooks?${query}`)).status, query).toBe(400);
    }
    for (const body of [
      { userId: '7' },
      { userId: [8] },
      { cgroupIds: Array(51).fill(1) },
      { cgroupIds: [0] },
    ]) {
      expect((await client.post('/api2/notebooks', body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('tells which of the asked stories each notebook holds', async () => {
    const { client, userId } = await signedInPerson(t);
    const [a, b, c] = [
      (await insertStory(db(), userId)).id,
      (await insertStory(db(), userId)).id,
      (await insertStory(db(), userId)).id,
    ];
    const first = await createNotebook(client, 'First');
    const second = await createNotebook(client, 'Second');
    await client.post('/api2/notebook/save', { notebookId: first.notebookId, cgroupId: a });
    await client.post('/api2/notebook/save', { notebookId: first.notebookId, cgroupId: b });
    await client.post('/api2/notebook/save', { notebookId: second.notebookId, cgroupId: b });
    const answer = await client.post('/api2/notebooks', { cgroupIds: [a, b, c] });
    const byId = new Map(
      answer.body.data.notebooks.map((n: { notebookId: number; containsContentIds: number[] }) => [
        n.notebookId,
        [...n.containsContentIds].sort((x, y) => x - y),
      ]),
    );
    expect(byId.get(first.notebookId)).toEqual([a, b].sort((x, y) => x - y));
    expect(byId.get(second.notebookId)).toEqual([b]);
    const viaGet = await client.get(`/api2/notebooks?cgroupIds=${c},${a}`);
    expect(
      viaGet.body.data.notebooks.find((n: { notebookId: number }) => n.notebookId === first.notebookId)
        .containsContentIds,
    ).toEqual([a]);
    expect(
      viaGet.body.data.notebooks.find((n: { notebookId: number }) => n.notebookId === first.notebookId)
        .itemCount,
    ).toBe(2);
  });
});

describe('save and unsave (SPEC §4)', () => {
  it('saves once per notebook, keeps the save count with the rows, and unsaves', async () => {
    const { client, userId } = await signedInPerson(t);
    const item = (await insertStory(db(), userId)).id;
    const notebook = await createNotebook(client);
    const body = { notebookId: notebook.notebookId, cgroupId: item };
    expect((await client.post('/api2/notebook/save', body)).body).toEqual({
      success: true,
      data: { ...body, saved: true },
    });
    expect((await client.post('/api2/notebook/save', body)).status).toBe(200);
    expect(await itemRows(notebook.notebookId)).toHaveLength(1);
    expect(await saveCount(item)).toBe(1);
    expect((await client.post('/api2/notebook/unsave', body)).body.data.saved).toBe(false);
    expect((await client.post('/api2/notebook/unsave', body)).status).toBe(200);
    expect(await itemRows(notebook.notebookId)).toHaveLength(0);
    expect(await saveCount(item)).toBe(0);
  });

  it('stays consistent under concurrent saves and unsaves', async () => {
    const { client, userId } = await signedInPerson(t);
    const item = (await insertStory(db(), userId)).id;
    const books = await Promise.all([1, 2, 3, 4].map((i) => createNotebook(client, `Book ${i}`)));
    const saves = books.flatMap((book) =>
      Array.from({ length: 6 }, () =>
        client.post('/api2/notebook/save', { notebookId: book.notebookId, cgroupId: item }),
      ),
    );
    expect((await Promise.all(saves)).every((r) => r.status === 200)).toBe(true);
    const rows = await db().select().from(notebookItems).where(eq(notebookItems.contentId, item));
    expect(rows).toHaveLength(4);
    expect(await saveCount(item)).toBe(4);

    const mixed = books.flatMap((book, index) =>
      Array.from({ length: 5 }, (_, i) =>
        client.post(index % 2 === 0 || i % 2 === 0 ? '/api2/notebook/unsave' : '/api2/notebook/save', {
          notebookId: book.notebookId,
          cgroupId: item,
        }),
      ),
    );
    await Promise.all(mixed);
    const after = await db().select().from(notebookItems).where(eq(notebookItems.contentId, item));
    expect(await saveCount(item)).toBe(after.length);
  });

  it("refuses another person's notebook with 403 (ids swapped) and a missing one with 404, changing nothing", async () => {
    const owner = await signedInPerson(t);
    const intruder = await signedInPerson(t);
    const item = (await insertStory(db(), owner.userId)).id;
    const notebook = await createNotebook(owner.client, 'Mine');
    await owner.client.post('/api2/notebook/save', { notebookId: notebook.notebookId, cgroupId: item });
    const attempts = [
      [
        '/api2/notebook/save',
        { notebookId: notebook.notebookId, cgroupId: (await insertStory(db(), intruder.userId)).id },
      ],
      ['/api2/notebook/unsave', { notebookId: notebook.notebookId, cgroupId: item }],
      ['/api2/notebook/update', { notebookId: notebook.notebookId, name: 'Taken' }],
      ['/api2/notebook/delete', { notebookId: notebook.notebookId }],
    ] as const;
    for (const [url, body] of attempts) {
      const response = await intruder.client.post(url, body);
      expect(response.status, url).toBe(403);
      expect(response.body.errorMsgKey).toBe('error.access_deny');
      const missing = await intruder.client.post(url, { ...body, notebookId: 987_654_321 });
      expect(missing.status, url).toBe(404);
    }
    const [row] = await db().select().from(notebooks).where(eq(notebooks.id, notebook.notebookId));
    expect(row?.name).toBe('Mine');
    expect(await itemRows(notebook.notebookId)).toHaveLength(1);
    expect(await saveCount(item)).toBe(1);
  });

  it('does not save a draft, a deleted or a missing story', async () => {
    const { client, userId } = await signedInPerson(t);
    const notebook = await createNotebook(client);
    const draft = (await insertStory(db(), userId, { status: 'draft' })).id;
    const deleted = (await insertStory(db(), userId, { deleted: true })).id;
    for (const cgroupId of [draft, deleted, 987_654_321]) {
      const response = await client.post('/api2/notebook/save', {
        notebookId: notebook.notebookId,
        cgroupId,
      });
      expect(response.status).toBe(404);
    }
    for (const body of [
      { notebookId: notebook.notebookId, cgroupId: '1' },
      { notebookId: notebook.notebookId, cgroupId: 2 ** 53 },
      { notebookId: notebook.notebookId },
      { notebookId: 1.5, cgroupId: 1 },
    ]) {
      expect((await client.post('/api2/notebook/save', body)).status).toBe(400);
    }
    expect(await itemRows(notebook.notebookId)).toHaveLength(0);
  });
});

describe('update and delete', () => {
  it('renames and describes; the name stays required', async () => {
    const { client } = await signedInPerson(t);
    const notebook = await createNotebook(client, 'Old');
    const renamed = await client.post('/api2/notebook/update', {
      notebookId: notebook.notebookId,
      name: 'New name',
      description: 'About',
    });
    expect(renamed.body.data.notebook).toMatchObject({
      name: 'New name',
      title: 'New name',
      description: 'About',
    });
    expect(renamed.body.data.notebook.url).toBe(`/notebook/${notebook.notebookId}/new-name.html`);
    const blank = await client.post('/api2/notebook/update', { notebookId: notebook.notebookId, name: ' ' });
    expect(blank.body.errors.fields.name).toBe('Please enter a notebook title');
  });

  it('deletes a notebook and takes its saves out of the stories’ counts', async () => {
    const { client, userId } = await signedInPerson(t);
    const items = [(await insertStory(db(), userId)).id, (await insertStory(db(), userId)).id];
    const doomed = await createNotebook(client, 'Doomed');
    const kept = await createNotebook(client, 'Kept');
    for (const cgroupId of items) {
      await client.post('/api2/notebook/save', { notebookId: doomed.notebookId, cgroupId });
      await client.post('/api2/notebook/save', { notebookId: kept.notebookId, cgroupId });
    }
    expect(await saveCount(items[0]!)).toBe(2);
    const deleted = await client.post('/api2/notebook/delete', { notebookId: doomed.notebookId });
    expect(deleted.body.data).toEqual({ notebookId: doomed.notebookId });
    expect(await itemRows(doomed.notebookId)).toHaveLength(0);
    const counts = await db()
      .select({ n: contents.saveCount })
      .from(contents)
      .where(inArray(contents.id, items));
    expect(counts.map((c) => c.n)).toEqual([1, 1]);
    expect((await client.post('/api2/notebook/delete', { notebookId: doomed.notebookId })).status).toBe(404);
  });
});

describe('notebook page data', () => {
  it('pages through the stories, most recently saved first, hiding deleted ones', async () => {
    const { client, userId } = await signedInPerson(t);
    const notebook = await createNotebook(client, 'Long');
    const ids: number[] = [];
    for (let i = 0; i < 15; i++) {
      const id = (await insertStory(db(), userId, { title: `Story number ${i}` })).id;
      ids.push(id);
      await client.post('/api2/notebook/save', { notebookId: notebook.notebookId, cgroupId: id });
      t.advance(1000);
    }
    await db().update(contents).set({ deletedAt: new Date() }).where(eq(contents.id, ids[14]!));
    const first = await guest().get(`/api2/notebook/stories?notebookId=${notebook.notebookId}`);
    expect(first.status).toBe(200);
    expect(first.body.data.items.map((s: { cgroupId: number }) => s.cgroupId)).toEqual(
      ids.slice(3, 14).reverse(),
    );
    expect(first.body.data.nextCursor).toMatch(/^\d+-\d+$/);
    const second = await guest().get(
      `/api2/notebook/stories?notebookId=${notebook.notebookId}&cursor=${first.body.data.nextCursor}`,
    );
    expect(second.body.data.items.map((s: { cgroupId: number }) => s.cgroupId)).toEqual(
      ids.slice(0, 3).reverse(),
    );
    expect(second.body.data.nextCursor).toBeNull();
    const page = await t.app.services.notebooks.page(notebook.notebookId, userId);
    expect(page?.isOwner).toBe(true);
    expect(page?.notebook.itemCount).toBe(14);
    expect(page?.owner.userId).toBe(userId);
    expect(page?.stories.items[0]?.url).toMatch(/^\/post\/\d+\/story-number-13\.html$/);
    expect((await t.app.services.notebooks.page(notebook.notebookId, null))?.isOwner).toBe(false);
    expect(await t.app.services.notebooks.page(987_654_321, null)).toBeNull();
    for (const query of [
      'notebookId=987654321',
      'notebookId=abc',
      `notebookId=${notebook.notebookId}&cursor=x`,
    ]) {
      expect((await guest().get(`/api2/notebook/stories?${query}`)).status).toBeGreaterThanOrEqual(400);
    }
    const one = await guest().get(`/api2/notebook?notebookId=${notebook.notebookId}`);
    expect(one.body.data.notebook).toMatchObject({
      notebookId: notebook.notebookId,
      name: 'Long',
      itemCount: 14,
    });
  });
});

describe('POST /api2/notebook/photo', () => {
  async function upload(cookie: string | undefined, fields: Record<string, string>, photo?: Buffer) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    if (photo) form.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const { payload, contentType } = await multipartBody(form);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api2/notebook/photo',
      payload,
      headers: {
        host: 'localhost',
        origin: 'http://localhost',
        'content-type': contentType,
        ...(cookie ? { cookie } : {}),
      },
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('sets, replaces and removes the photo of the owner’s notebook only', async () => {
    const owner = await signedInPerson(t);
    const intruder = await signedInPerson(t);
    const notebook = await createNotebook(owner.client, 'With photo');
    const jpeg = await solid(600, 400).jpeg().toBuffer();

    expect((await upload(undefined, { notebookId: String(notebook.notebookId) }, jpeg)).status).toBe(401);
    const foreign = await upload(intruder.client.cookie, { notebookId: String(notebook.notebookId) }, jpeg);
    expect(foreign.status).toBe(403);
    const none = await upload(owner.client.cookie, { notebookId: String(notebook.notebookId) });
    expect(none.status).toBe(400);
    expect(none.body.errorMsgKey).toBe('error.notebook.no.file');
    expect((await upload(owner.client.cookie, { notebookId: '987654321' }, jpeg)).status).toBe(404);
    const notImage = await upload(
      owner.client.cookie,
      { notebookId: String(notebook.notebookId) },
      Buffer.from('<svg/>'),
    );
    expect(notImage.status).toBe(415);

    const first = await upload(owner.client.cookie, { notebookId: String(notebook.notebookId) }, jpeg);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const photo = first.body.data.notebook.photo as string;
    expect(photo).toMatch(new RegExp(`^/images/n/${notebook.notebookId}/[0-9a-f]{32}\\.jpg$`));
    const served = await t.app.inject({ method: 'GET', url: photo.replace('.jpg', '-l.jpg') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    const second = await upload(owner.client.cookie, { notebookId: String(notebook.notebookId) }, jpeg);
    expect(second.body.data.notebook.photo).not.toBe(photo);
    expect((await t.app.inject({ method: 'GET', url: photo.replace('.jpg', '-l.jpg') })).statusCode).toBe(
      404,
    );

    const removed = await upload(owner.client.cookie, {
      notebookId: String(notebook.notebookId),
      delete: '1',
    });
    expect(removed.body.data.notebook.photo).toBeNull();
  });

  it('takes multipart only', async () => {
    const { client } = await signedInPerson(t);
    const response = await client.post('/api2/notebook/photo', { notebookId: 1 });
    expect(response.status).toBe(415);
  });
});
