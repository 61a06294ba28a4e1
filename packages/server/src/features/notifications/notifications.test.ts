import {
  COMMENT_LIMITS,
  commentPath,
  MAGAZINE_ROLE,
  notificationHref,
  OWNER_TYPE,
  USER_TYPE,
  unreadBadge,
} from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertStory, signedInPerson } from '../../test/reading-fixtures.ts';
import { magazineMembers, users } from '../accounts/tables.ts';
import { comments } from '../comments/tables.ts';
import { contents } from '../content/tables.ts';
import type { NewNotification } from './service.ts';
import { notifications } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const notify = (notification: NewNotification) =>
  db().transaction((tx) => t.app.services.notifications.notify(tx, notification));
const rowsFor = (userId: number) => db().select().from(notifications).where(eq(notifications.userId, userId));

describe('notify', () => {
  it('stores one row, never for the actor themself, and does not repeat an unread one', async () => {
    const recipient = await signedInPerson(t);
    const actor = await signedInPerson(t);
    const item = (await insertStory(db(), recipient.userId)).id;
    await notify({ userId: recipient.userId, actorId: recipient.userId, kind: 'follow' });
    expect(await rowsFor(recipient.userId)).toHaveLength(0);

    await notify({ userId: recipient.userId, actorId: actor.userId, kind: 'upvote', contentId: item });
    await notify({ userId: recipient.userId, actorId: actor.userId, kind: 'upvote', contentId: item });
    await notify({ userId: recipient.userId, actorId: actor.userId, kind: 'follow' });
    await notify({
      userId: recipient.userId,
      actorId: actor.userId,
      kind: 'comment',
      contentId: item,
      commentId: 5,
    });
    await notify({
      userId: recipient.userId,
      actorId: actor.userId,
      kind: 'comment',
      contentId: item,
      commentId: 6,
    });
    expect(await rowsFor(recipient.userId)).toHaveLength(4);

    await recipient.client.post('/api2/notification/read', { all: true });
    await notify({ userId: recipient.userId, actorId: actor.userId, kind: 'upvote', contentId: item });
    expect(await rowsFor(recipient.userId)).toHaveLength(5);
  });

  it('lands or not with the transaction that causes it', async () => {
    const recipient = await signedInPerson(t);
    const actor = await signedInPerson(t);
    await expect(
      db().transaction(async (tx) => {
        await t.app.services.notifications.notify(tx, {
          userId: recipient.userId,
          actorId: actor.userId,
          kind: 'follow',
        });
        throw new Error('the follow failed');
      }),
    ).rejects.toThrow('the follow failed');
    expect(await rowsFor(recipient.userId)).toHaveLength(0);
  });
});

describe('GET /api2/notification/new', () => {
  it('asks a guest to sign in', async () => {
    const response = await createClient(t.app).get('/api2/notification/new?limit=10&offset=0&type=9');
    expect(response.status).toBe(401);
    expect(response.body.errorCode).toBe(1000);
  });

  it('lists newest first with actor and story, pages by offset, and counts the unread', async () => {
    const recipient = await signedInPerson(t);
    const actor = await signedInPerson(t, { displayName: 'Mei Lin' });
    const item = (await insertStory(db(), recipient.userId, { title: 'Tea in Taipei' })).id;
    const gone = (await insertStory(db(), recipient.userId, { title: 'Gone' })).id;
    await notify({ userId: recipient.userId, actorId: actor.userId, kind: 'follow' });
    t.advance(1000);
    await notify({ userId: recipient.userId, actorId: actor.userId, kind: 'upvote', contentId: gone });
    t.advance(1000);
    for (let i = 0; i < 11; i++) {
      await notify({
        userId: recipient.userId,
        actorId: actor.userId,
        kind: 'reply',
        contentId: item,
        commentId: 100 + i,
      });
      t.advance(1000);
    }
    await db().update(contents).set({ deletedAt: new Date() }).where(eq(contents.id, gone));

    const first = await recipient.client.get('/api2/notification/new?limit=10&offset=0&type=9');
    expect(first.status).toBe(200);
    const data = first.body.data;
    expect(data.unreadCount).toBe(13);
    expect(data.hasMore).toBe(true);
    expect(data.notifications).toHaveLength(10);
    expect(data.notifications[0]).toMatchObject({
      kind: 'reply',
      actor: { userId: actor.userId, username: actor.username, displayName: 'Mei Lin' },
      content: { cgroupId: item, title: 'Tea in Taipei', url: `/post/${item}/tea-in-taipei.html` },
      commentId: 110,
      read: false,
    });
    expect(Object.keys(data.notifications[0].actor).sort()).toEqual([
      'displayName',
      'photoPath',
      'userId',
      'userType',
      'username',
    ]);
    expect(notificationHref(data.notifications[0])).toBe('/comment/110.html?repliesOpen=1');

    const second = await recipient.client.get('/api2/notification/new?limit=10&offset=10&type=9');
    const older = second.body.data.notifications;
    expect(older.map((n: { kind: string }) => n.kind)).toEqual(['reply', 'upvote', 'follow']);
    expect(older[1].content).toBeNull();
    expect(notificationHref(older[2])).toBe(`/@${actor.username}`);
    expect(second.body.data.hasMore).toBe(false);

    const defaults = await recipient.client.get('/api2/notification/new');
    expect(defaults.body.data.notifications).toHaveLength(10);
    const page = await t.app.services.notifications.list(recipient.userId, { limit: 10, offset: 0 });
    expect(page.notifications[0]?.notificationId).toBe(data.notifications[0].notificationId);
  });

  it('refuses bad paging', async () => {
    const { client } = await signedInPerson(t);
    for (const query of [
      'limit=0',
      'limit=51',
      'limit=1e1',
      'limit= 1',
      'offset=-1',
      'offset=10001',
      'type=8',
      'type=9&type=9',
      'limit=10&x=1',
    ]) {
      const response = await client.get(`/api2/notification/new?${query}`);
      expect(response.status, query).toBe(400);
    }
  });
});

describe('where a reply notification leads', () => {
  it('opens the comment page that shows the reply, even past the first page of replies', async () => {
    const publisher = await signedInPerson(t);
    const reader = await signedInPerson(t);
    const replier = await signedInPerson(t);
    const story = (await insertStory(db(), publisher.userId)).id;
    const posted = await reader.client.post('/api2/comment', { cgroupId: story, body: '<p>Where next?</p>' });
    const parentId = posted.body.data.commentId as number;
    // Earlier replies fill the thread's first page, so the new one is not among those the story loads.
    await db()
      .insert(comments)
      .values(
        Array.from({ length: COMMENT_LIMITS.repliesPageSize }, (_, i) => ({
          contentId: story,
          userId: publisher.userId,
          parentId,
          body: `<p>earlier ${i}</p>`,
        })),
      );
    const reply = await replier.client.post('/api2/comment', {
      cgroupId: story,
      parentId,
      body: '<p>Try the night market.</p>',
    });
    expect(reply.status).toBe(200);
    const replyId = reply.body.data.commentId as number;

    const list = (await reader.client.get('/api2/notification/new')).body.data;
    const notification = list.notifications.find((n: { kind: string }) => n.kind === 'reply');
    expect(notification).toMatchObject({ commentId: replyId, content: { cgroupId: story } });
    expect(notificationHref(notification)).toBe(commentPath(replyId, { repliesOpen: true }));

    // The story's list has the thread folded at its first replies: an anchor there would find nothing.
    const threads = (await reader.client.get(`/api2/comments?cgroupId=${story}`)).body.data.items;
    const onStory = threads.find((thread: { commentId: number }) => thread.commentId === parentId);
    expect(onStory.replies.some((r: { commentId: number }) => r.commentId === replyId)).toBe(false);
    // The comment page has it, in its thread, as the focus.
    const popup = await t.app.services.comments.popup(reader.userId, replyId);
    expect(popup?.focusId).toBe(replyId);
    expect(popup?.thread.commentId).toBe(parentId);
    expect(popup?.thread.replies.some((r) => r.commentId === replyId)).toBe(true);
  });
});

describe('POST /api2/notification/read', () => {
  it("marks some or all of the viewer's own notifications read; another's id is not found", async () => {
    const recipient = await signedInPerson(t);
    const other = await signedInPerson(t);
    const actor = await signedInPerson(t);
    for (const commentId of [1, 2, 3]) {
      await notify({
        userId: recipient.userId,
        actorId: actor.userId,
        kind: 'comment',
        contentId: (await insertStory(db(), recipient.userId)).id,
        commentId,
      });
    }
    await notify({ userId: other.userId, actorId: actor.userId, kind: 'follow' });
    const [theirs] = await rowsFor(other.userId);
    const mine = (await recipient.client.get('/api2/notification/new')).body.data.notifications;

    // Another person's id among the viewer's: not found, and nothing is marked.
    const mixed = await recipient.client.post('/api2/notification/read', {
      notificationIds: [mine[0].notificationId, theirs!.id],
    });
    expect(mixed.status).toBe(404);
    expect((await rowsFor(other.userId))[0]?.readAt).toBeNull();
    expect((await rowsFor(recipient.userId)).every((row) => row.readAt === null)).toBe(true);
    const unknown = await recipient.client.post('/api2/notification/read', { notificationIds: [2 ** 30] });
    expect(unknown.status).toBe(404);

    const some = await recipient.client.post('/api2/notification/read', {
      notificationIds: [mine[0].notificationId],
    });
    expect(some.body.data).toEqual({ unreadCount: 2 });
    const listed = (await recipient.client.get('/api2/notification/new')).body.data.notifications;
    expect(listed.map((n: { read: boolean }) => n.read)).toEqual([true, false, false]);

    expect((await recipient.client.post('/api2/notification/read', { all: true })).body.data).toEqual({
      unreadCount: 0,
    });
    expect((await rowsFor(other.userId))[0]?.readAt).toBeNull();
  });

  it('refuses a body that says neither or both, and bad ids', async () => {
    const { client } = await signedInPerson(t);
    for (const body of [
      {},
      { all: false },
      { all: true, notificationIds: [1] },
      { notificationIds: [] },
      { notificationIds: ['1'] },
      { notificationIds: Array(101).fill(1) },
      { all: 'true' },
    ]) {
      expect(
        (await client.post('/api2/notification/read', body)).status,
        JSON.stringify(body).slice(0, 50),
      ).toBe(400);
    }
  });
});

describe('magazine notifications', () => {
  it('are for members of that magazine only (403 otherwise), and can be marked read by them', async () => {
    const member = await signedInPerson(t);
    const outsider = await signedInPerson(t);
    const actor = await signedInPerson(t);
    const [magazine] = await db()
      .insert(users)
      .values({
        userType: USER_TYPE.magazine,
        username: `mag_${member.userId}`,
        displayName: 'The Long Table',
      })
      .returning({ id: users.id });
    await db().insert(magazineMembers).values({
      magazineUserId: magazine!.id,
      userId: member.userId,
      role: MAGAZINE_ROLE.writer,
      ownerType: OWNER_TYPE.none,
    });
    await notify({ userId: magazine!.id, actorId: actor.userId, kind: 'follow' });

    const url = `/api2/notification/magazine/new?limit=10&offset=0&type=9&magazineUserId=${magazine!.id}`;
    const seen = await member.client.get(url);
    expect(seen.status).toBe(200);
    expect(seen.body.data.notifications).toHaveLength(1);
    expect(seen.body.data.unreadCount).toBe(1);

    const refused = await outsider.client.get(url);
    expect(refused.status).toBe(403);
    expect(refused.body.errorMsgKey).toBe('error.access_deny');
    const swapped = await member.client.get(url.replace(String(magazine!.id), String(outsider.userId)));
    expect(swapped.status).toBe(403);
    expect((await member.client.get('/api2/notification/magazine/new')).status).toBe(400);

    expect(
      (await outsider.client.post('/api2/notification/read', { all: true, magazineUserId: magazine!.id }))
        .status,
    ).toBe(403);
    expect(
      (await member.client.post('/api2/notification/read', { all: true, magazineUserId: magazine!.id })).body
        .data,
    ).toEqual({
      unreadCount: 0,
    });
  });

  it("are not a contributor's to see (SPEC §6: contributors see members only)", async () => {
    const contributor = await signedInPerson(t);
    const [magazine] = await db()
      .insert(users)
      .values({
        userType: USER_TYPE.magazine,
        username: `mag_c${contributor.userId}`,
        displayName: 'Open Door',
      })
      .returning({ id: users.id });
    await db().insert(magazineMembers).values({
      magazineUserId: magazine!.id,
      userId: contributor.userId,
      role: MAGAZINE_ROLE.contributor,
      ownerType: OWNER_TYPE.none,
    });
    const url = `/api2/notification/magazine/new?magazineUserId=${magazine!.id}`;
    expect((await contributor.client.get(url)).status).toBe(403);
    const read = await contributor.client.post('/api2/notification/read', {
      all: true,
      magazineUserId: magazine!.id,
    });
    expect(read.status).toBe(403);
  });
});

describe('badge', () => {
  it("counts up to 100 and then shows '99+'", async () => {
    const recipient = await signedInPerson(t);
    const actor = await signedInPerson(t);
    await db()
      .insert(notifications)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          userId: recipient.userId,
          actorId: actor.userId,
          kind: 'comment' as const,
          commentId: i + 1,
        })),
      );
    const count = await t.app.services.notifications.unreadCount(recipient.userId);
    expect(count).toBe(100);
    expect(unreadBadge(count)).toBe('99+');
    expect(unreadBadge(7)).toBe('7');
  });
});
