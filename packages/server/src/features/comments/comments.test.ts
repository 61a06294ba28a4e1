import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMMENT_LIMITS } from '@masthead/core';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import { startOfWindow } from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { NAUGHTY_STRINGS } from '../../test/hostile-input.ts';
import { imageBlob, multipartBody, solid } from '../../test/images.ts';
import { insertPerson, insertStory, signedInPerson } from '../../test/reading-fixtures.ts';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';
import { contents } from '../content/tables.ts';
import { comments } from './tables.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-comments-'));
  t = await createTestApp((config) => ({ ...config, dataDir }));
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const db = () => t.database.db;
type Reader = Awaited<ReturnType<typeof signedInPerson>>;

async function commentCountOf(contentId: number) {
  const [row] = await db()
    .select({ n: contents.commentCount })
    .from(contents)
    .where(eq(contents.id, contentId));
  return row!.n;
}

async function liveRows(contentId: number) {
  const [row] = await db()
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.contentId, contentId), isNull(comments.deletedAt)));
  return row!.n;
}

/** Each reader of these tests posts from their own account, so the per-account limit stays out of the way. */
async function post(reader: Reader, body: Record<string, unknown>) {
  return reader.client.post('/api2/comment', body);
}

async function uploadPhoto(reader: Reader, fields: Record<string, string>, bytes?: Uint8Array) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (bytes) form.set('photo', imageBlob(bytes), 'photo.jpg');
  const { payload, contentType } = await multipartBody(form);
  const cookie = [...reader.client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api2/comment/photo',
    payload,
    headers: { host: 'localhost', origin: 'http://localhost', cookie, 'content-type': contentType },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('POST /api2/comment', () => {
  it('asks a guest to sign in', async () => {
    const response = await createClient(t.app).post('/api2/comment', { cgroupId: 1, body: '<p>hi</p>' });
    expect(response.status).toBe(401);
    expect(response.body.errorCode).toBe(1000);
  });

  it("answers SPEC's 'Please say something in your comment' when nothing readable is left", async () => {
    const reader = await signedInPerson(t);
    const story = await insertStory(db(), reader.userId);
    for (const body of [
      '',
      '   ',
      '<p></p>',
      '<p> <br> </p>',
      '<script>alert(1)</script>',
      '<img src="https://ok.example/a.png">',
    ]) {
      const response = await post(reader, { cgroupId: story.id, body });
      expect(response.status, body).toBe(400);
      expect(response.body.errors.fields.body).toBe('Please say something in your comment');
    }
    expect(await commentCountOf(story.id)).toBe(0);
  });

  it('refuses bad input and unknown or hidden content', async () => {
    const reader = await signedInPerson(t);
    const draft = await insertStory(db(), reader.userId, { status: 'draft' });
    for (const body of [
      {},
      { cgroupId: '1', body: 'x' },
      { cgroupId: 1 },
      { cgroupId: 1, body: 'x', userId: 1 },
    ])
      expect((await post(reader, body)).status, JSON.stringify(body)).toBe(400);
    expect((await post(reader, { cgroupId: 999_999_999, body: 'hi' })).status).toBe(404);
    expect((await post(reader, { cgroupId: draft.id, body: 'hi' })).status).toBe(404);
    const tooLong = await post(reader, {
      cgroupId: draft.id,
      body: 'x'.repeat(COMMENT_LIMITS.bodyHtmlMax + 1),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.fields.body).toBeDefined();
  });

  it('stores every XSS payload sanitised, or refuses it as empty (TESTING §6)', async () => {
    const publisher = await insertPerson(db());
    const story = await insertStory(db(), publisher.id);
    const payloads = [...XSS_PAYLOADS, ...NAUGHTY_STRINGS.filter((s) => !s.includes('\u0000'))];
    // One account per ten payloads keeps each under the per-minute limit.
    let reader = await signedInPerson(t);
    for (const [index, payload] of payloads.entries()) {
      if (index % DEFAULT_RATE_LIMITS.commentsPerMinute === 0) reader = await signedInPerson(t);
      const response = await post(reader, { cgroupId: story.id, body: payload });
      expect([200, 400], payload).toContain(response.status);
      if (response.status === 400) {
        expect(response.body.errors.fields.body, payload).toBeDefined();
        continue;
      }
      const [row] = await db()
        .select({ body: comments.body })
        .from(comments)
        .where(eq(comments.id, response.body.data.commentId));
      expect(row!.body).toBe(response.body.data.body);
      for (const tag of row!.body.match(/<[^>]*>/g) ?? [])
        expect(tag, payload).not.toMatch(
          /^<\/?(?:script|svg|math|style|iframe|object|embed)|\son[a-z]+=|(?:href|src)="\s*(?:javascript|data|vbscript):/i,
        );
    }
    expect(await commentCountOf(story.id)).toBe(await liveRows(story.id));
  }, 120_000);

  it('keeps links and formatting, adding rel and target to links', async () => {
    const reader = await signedInPerson(t);
    const story = await insertStory(db(), reader.userId);
    const response = await post(reader, {
      cgroupId: story.id,
      body: '<p><strong>Good</strong> <em>read</em>, see <a href="https://example.com/x" onclick="x()">this</a></p>',
    });
    expect(response.body.data.body).toBe(
      '<p><strong>Good</strong> <em>read</em>, see <a href="https://example.com/x" rel="nofollow ugc noopener noreferrer" target="_blank">this</a></p>',
    );
    expect(response.body.data).toMatchObject({
      canDelete: true,
      deleted: false,
      replyCount: 0,
      parentId: null,
    });
    expect(response.body.data.author.userId).toBe(reader.userId);
  });

  it('threads replies one level deep and notifies the publisher and the person answered', async () => {
    const publisher = await signedInPerson(t);
    const story = await insertStory(db(), publisher.userId);
    const [ann, ben] = [await signedInPerson(t), await signedInPerson(t)];
    const notify = vi.spyOn(t.app.services.notifications, 'notify');

    const top = (await post(ann, { cgroupId: story.id, body: 'First!' })).body.data;
    expect(notify).toHaveBeenLastCalledWith(expect.anything(), {
      userId: publisher.userId,
      actorId: ann.userId,
      kind: 'comment',
      contentId: story.id,
      commentId: top.commentId,
    });
    const reply = (await post(ben, { cgroupId: story.id, body: 'Reply', parentId: top.commentId })).body.data;
    expect(reply.parentId).toBe(top.commentId);
    expect(notify).toHaveBeenCalledWith(expect.anything(), {
      userId: ann.userId,
      actorId: ben.userId,
      kind: 'reply',
      contentId: story.id,
      commentId: reply.commentId,
    });
    // Answering a reply joins the same thread.
    const nested = (await post(ann, { cgroupId: story.id, body: 'Back', parentId: reply.commentId })).body
      .data;
    expect(nested.parentId).toBe(top.commentId);
    notify.mockRestore();

    // A parent on another content, or one that does not exist, is not found.
    const other = await insertStory(db(), publisher.userId);
    expect((await post(ann, { cgroupId: other.id, body: 'x', parentId: top.commentId })).status).toBe(404);
    expect((await post(ann, { cgroupId: story.id, body: 'x', parentId: 999_999_999 })).status).toBe(404);

    const list = (await createClient(t.app).get(`/api2/comments?cgroupId=${story.id}`)).body.data;
    expect(list.commentCount).toBe(3);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ commentId: top.commentId, replyCount: 2, canDelete: false });
    expect(list.items[0].replies.map((r: { commentId: number }) => r.commentId)).toEqual([
      reply.commentId,
      nested.commentId,
    ]);
  });

  it('limits how many comments one account posts in a minute (429 with Retry-After)', async () => {
    const reader = await signedInPerson(t);
    const story = await insertStory(db(), reader.userId);
    startOfWindow(t, 60_000);
    for (let i = 0; i < DEFAULT_RATE_LIMITS.commentsPerMinute; i++)
      expect((await post(reader, { cgroupId: story.id, body: `c${i}` })).status).toBe(200);
    const refused = await post(reader, { cgroupId: story.id, body: 'one more' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await commentCountOf(story.id)).toBe(DEFAULT_RATE_LIMITS.commentsPerMinute);
    t.advance(61_000);
    expect((await post(reader, { cgroupId: story.id, body: 'later' })).status).toBe(200);
  });

  it('keeps comment_count equal to live comments under concurrent posts and deletes', async () => {
    const publisher = await insertPerson(db());
    const story = await insertStory(db(), publisher.id);
    const readers: Reader[] = [];
    for (let i = 0; i < 10; i++) readers.push(await signedInPerson(t));
    const first = await Promise.all(
      readers.map((reader) => post(reader, { cgroupId: story.id, body: 'top' })),
    );
    const tops = first.map((response) => response.body.data.commentId as number);
    await Promise.all(
      readers.flatMap((reader, index) => [
        post(reader, { cgroupId: story.id, body: 'reply', parentId: tops[(index + 1) % tops.length] }),
        post(reader, { cgroupId: story.id, body: 'another' }),
        reader.client.post('/api2/comment/delete', { commentId: tops[index] }),
        reader.client.post('/api2/comment/delete', { commentId: tops[index] }),
      ]),
    );
    expect(await commentCountOf(story.id)).toBe(await liveRows(story.id));
  });
});

describe('GET /api2/comments and /api2/comment/replies', () => {
  it('pages top-level comments newest or oldest first, and replies oldest first', async () => {
    const publisher = await insertPerson(db());
    const story = await insertStory(db(), publisher.id);
    const now = new Date();
    const rows = await db()
      .insert(comments)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          contentId: story.id,
          userId: publisher.id,
          body: `<p>c${i}</p>`,
          createdAt: now,
        })),
      )
      .returning({ id: comments.id });
    const ids = rows.map((row) => row.id);
    await db()
      .insert(comments)
      .values(
        Array.from({ length: 23 }, (_, i) => ({
          contentId: story.id,
          userId: publisher.id,
          parentId: ids[0],
          body: `<p>r${i}</p>`,
        })),
      );

    const guest = createClient(t.app);
    const page1 = (await guest.get(`/api2/comments?cgroupId=${story.id}`)).body.data;
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0].commentId).toBe(ids[24]);
    const page2 = (await guest.get(`/api2/comments?cgroupId=${story.id}&cursor=${page1.nextCursor}`)).body
      .data;
    expect(page2.items.map((item: { commentId: number }) => item.commentId)).toEqual(
      ids.slice(0, 5).reverse(),
    );
    expect(page2.nextCursor).toBeNull();

    const oldest = (await guest.get(`/api2/comments?cgroupId=${story.id}&order=oldest&limit=2`)).body.data;
    expect(oldest.items.map((item: { commentId: number }) => item.commentId)).toEqual(ids.slice(0, 2));
    const thread = oldest.items[0];
    expect(thread.replyCount).toBe(23);
    expect(thread.replies).toHaveLength(COMMENT_LIMITS.repliesPageSize);
    const more = (await guest.get(`/api2/comment/replies?parentId=${ids[0]}&cursor=${thread.repliesCursor}`))
      .body.data;
    expect(more.items).toHaveLength(3);
    expect(more.nextCursor).toBeNull();

    for (const query of [
      '',
      'cgroupId=abc',
      `cgroupId=${story.id}&limit=500`,
      `cgroupId=${story.id}&order=random`,
      `cgroupId=${story.id}&cursor=x`,
    ])
      expect((await guest.get(`/api2/comments?${query}`)).status, query).toBe(400);
    expect((await guest.get('/api2/comments?cgroupId=999999999')).status).toBe(404);
    expect((await guest.get(`/api2/comment/replies?parentId=${ids[1]! + 999_999}`)).status).toBe(404);
  });
});

describe('POST /api2/comment/delete', () => {
  it("deletes the author's own comment softly: replies stay, others may not delete", async () => {
    const publisher = await insertPerson(db());
    const story = await insertStory(db(), publisher.id);
    const [ann, ben] = [await signedInPerson(t), await signedInPerson(t)];
    const top = (await post(ann, { cgroupId: story.id, body: 'top' })).body.data;
    const lonely = (await post(ann, { cgroupId: story.id, body: 'alone' })).body.data;
    await post(ben, { cgroupId: story.id, body: 'reply', parentId: top.commentId });

    expect(
      (await createClient(t.app).post('/api2/comment/delete', { commentId: top.commentId })).status,
    ).toBe(401);
    const forbidden = await ben.client.post('/api2/comment/delete', { commentId: top.commentId });
    expect(forbidden.status).toBe(403);
    expect((await ben.client.post('/api2/comment/delete', { commentId: '1' })).status).toBe(400);

    const removed = await ann.client.post('/api2/comment/delete', { commentId: top.commentId });
    expect(removed.body.data).toEqual({ commentId: top.commentId, deleted: true, commentCount: 2 });
    expect((await ann.client.post('/api2/comment/delete', { commentId: top.commentId })).status).toBe(404);
    await ann.client.post('/api2/comment/delete', { commentId: lonely.commentId });

    const list = (await ann.client.get(`/api2/comments?cgroupId=${story.id}`)).body.data;
    expect(list.commentCount).toBe(1);
    // The deleted comment with a reply keeps its place without author or body; the lonely one is gone.
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      commentId: top.commentId,
      deleted: true,
      author: null,
      body: '',
      canDelete: false,
    });
    expect(list.items[0].replies).toHaveLength(1);
  });
});

describe('POST /api2/comment/photo', () => {
  it('adds, replaces and removes the photo of an own comment; refuses others and non-images', async () => {
    const publisher = await insertPerson(db());
    const story = await insertStory(db(), publisher.id);
    const [ann, ben] = [await signedInPerson(t), await signedInPerson(t)];
    const comment = (await post(ann, { cgroupId: story.id, body: 'look' })).body.data;
    const jpeg = await solid(400, 300).jpeg().toBuffer();

    const added = await uploadPhoto(ann, { commentId: String(comment.commentId) }, jpeg);
    expect(added.status).toBe(200);
    expect(added.body.data.photoPath).toMatch(
      new RegExp(`^/images/c/${comment.commentId}/[0-9a-f]{32}\\.jpg$`),
    );
    const served = await t.app.inject({
      method: 'GET',
      url: added.body.data.photoPath.replace('.jpg', '-l.jpg'),
    });
    expect(served.statusCode).toBe(200);

    expect((await uploadPhoto(ben, { commentId: String(comment.commentId) }, jpeg)).status).toBe(403);
    const notImage = await uploadPhoto(
      ann,
      { commentId: String(comment.commentId) },
      new TextEncoder().encode('<svg onload=alert(1)>'),
    );
    expect(notImage.status).toBe(415);
    expect((await uploadPhoto(ann, { commentId: 'abc' }, jpeg)).status).toBe(400);
    expect((await uploadPhoto(ann, { commentId: String(comment.commentId) })).status).toBe(400);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api2/comment/photo',
      headers: { host: 'localhost', 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    });
    expect(guest.statusCode).toBe(401);

    const list = (await ann.client.get(`/api2/comments?cgroupId=${story.id}`)).body.data;
    expect(list.items[0].photoPath).toBe(added.body.data.photoPath);

    const removed = await uploadPhoto(ann, { commentId: String(comment.commentId), delete: '1' });
    expect(removed.body.data).toEqual({ commentId: comment.commentId, photoPath: null });
    const gone = await t.app.inject({
      method: 'GET',
      url: added.body.data.photoPath.replace('.jpg', '-l.jpg'),
    });
    expect(gone.statusCode).toBe(404);
  });

  it("answers 'comment.photo.failed' when the photo cannot be stored, and keeps the comment as it was", async () => {
    const ann = await signedInPerson(t);
    const story = await insertStory(db(), ann.userId);
    const comment = (await post(ann, { cgroupId: story.id, body: 'photo soon' })).body.data;
    const put = vi.spyOn(t.app.services.files.storage, 'put').mockRejectedValueOnce(new Error('disk full'));
    const failed = await uploadPhoto(
      ann,
      { commentId: String(comment.commentId) },
      await solid(50, 50).jpeg().toBuffer(),
    );
    put.mockRestore();
    expect(failed.status).toBe(500);
    expect(failed.body.errorMsgKey).toBe('error.comment.photo.failed');
    const [row] = await db()
      .select({ photoPath: comments.photoPath })
      .from(comments)
      .where(eq(comments.id, comment.commentId));
    expect(row!.photoPath).toBeNull();
  });
});

describe('comment popup (page call)', () => {
  it('gives the thread of a comment or a reply, and nothing for what is gone', async () => {
    const publisher = await insertPerson(db());
    const story = await insertStory(db(), publisher.id);
    const [ann, ben] = [await signedInPerson(t), await signedInPerson(t)];
    const top = (await post(ann, { cgroupId: story.id, body: 'top' })).body.data;
    const reply = (await post(ben, { cgroupId: story.id, body: 'reply', parentId: top.commentId })).body.data;
    const popup = await t.app.services.comments.popup(null, reply.commentId);
    expect(popup).toMatchObject({
      focusId: reply.commentId,
      thread: { commentId: top.commentId, replyCount: 1 },
    });
    expect(popup!.content).toMatchObject({ cgroupId: story.id, title: story.title });
    expect(popup!.content.url).toContain(`/${story.id}/`);
    expect(await t.app.services.comments.popup(null, 999_999_999)).toBeNull();
    await ben.client.post('/api2/comment/delete', { commentId: reply.commentId });
    expect(await t.app.services.comments.popup(null, reply.commentId)).toBeNull();
  });
});
