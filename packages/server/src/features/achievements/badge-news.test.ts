import { CTYPE, notificationHref, REFERRER } from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson, insertStory, insertTopic, signedInPerson } from '../../test/reading-fixtures.ts';
import { notifications } from '../notifications/tables.ts';

let t: TestApp;
const db = () => t.database.db;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function badgeRows(userId: number) {
  return db()
    .select({ data: notifications.data, actorId: notifications.actorId })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'badge_earned')));
}

describe('badge news (issue 13)', () => {
  it('answers the badges a read earned, keeps each as a notification once, leading to the collection', async () => {
    const publisher = await insertPerson(db());
    const topic = await insertTopic(db(), { title: 'Street Food' });
    const stories = [];
    for (let index = 0; index < 11; index += 1)
      stories.push(await insertStory(db(), publisher.id, { topicIds: [topic.id] }));
    const reader = await signedInPerson(t);
    const open = (cgroupId: number) =>
      reader.client.post('/api2/ua/read', {
        userId: reader.userId,
        cgroupId,
        subsection: REFERRER.direct,
        topicId: topic.id,
      });

    for (const story of stories.slice(0, 9)) expect((await open(story.id)).body.data.earned).toEqual([]);
    const tenth = await open(stories[9]!.id);
    expect(tenth.body.data.earned).toEqual(
      expect.arrayContaining([
        { kind: 'totalRead', level: 1, title: null },
        { kind: 'topicRead', level: 1, title: 'Street Food' },
      ]),
    );
    expect(tenth.body.data.earned).toHaveLength(2);
    // Reading again, or the next story, says nothing new.
    expect((await open(stories[9]!.id)).body.data.earned).toEqual([]);
    expect((await open(stories[10]!.id)).body.data.earned).toEqual([]);

    const rows = await badgeRows(reader.userId);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.actorId === reader.userId)).toBe(true);

    const listed = (await reader.client.get('/api2/notification/new')).body.data;
    const badges = listed.notifications.filter((item: { kind: string }) => item.kind === 'badge_earned');
    expect(badges.map((item: { badge: unknown }) => item.badge)).toEqual(
      expect.arrayContaining([
        { kind: 'totalRead', level: 1, title: null },
        { kind: 'topicRead', level: 1, title: 'Street Food' },
      ]),
    );
    expect(listed.unreadCount).toBe(2);
    expect(notificationHref(badges[0])).toBe('/badges.html');
  });

  it('announces a publishing badge in the transaction that publishes, and nothing when it rolls back', async () => {
    const author = await insertPerson(db());
    const service = t.app.services.achievements;
    await expect(
      db().transaction(async (tx) => {
        await service.recordPublished(tx, { authorId: author.id, ctype: CTYPE.post });
        throw new Error('publishing failed');
      }),
    ).rejects.toThrow('publishing failed');
    expect(await badgeRows(author.id)).toEqual([]);

    const earned = await db().transaction((tx) =>
      service.recordPublished(tx, { authorId: author.id, ctype: CTYPE.quiz }),
    );
    expect(earned).toEqual([{ kind: 'quizzes', level: 1, title: null }]);
    expect((await badgeRows(author.id)).map((row) => row.data)).toEqual([{ badge: 'quizzes', level: '1' }]);
    const second = await db().transaction((tx) =>
      service.recordPublished(tx, { authorId: author.id, ctype: CTYPE.quiz }),
    );
    expect(second).toEqual([]);
  });
});
