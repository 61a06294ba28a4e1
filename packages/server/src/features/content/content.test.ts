import { CTYPE, type Ctype, encodeTopicTitle, MAGAZINE_ROLE, OWNER_TYPE } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPerson } from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import {
  insertEntity,
  insertLocation,
  insertMagazine,
  insertStory,
  insertTopic,
} from '../../test/reading-fixtures.ts';
import { magazineMembers } from '../accounts/tables.ts';
import { follows } from '../engagement/tables.ts';
import { contents, topics } from './tables.ts';
import { insertContent, markContentDeleted } from './write.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const guest = () => createClient(testApp.app);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const expectNotFound = (response: { status: number; body: { errorCode: number; errorMsg: string } }) => {
  expect(response.status).toBe(404);
  expect(response.body.errorCode).toBe(1003);
  expect(response.body.errorMsg).toMatch(/does not exist or has been deleted/);
};

/** Every page of an endless list, following its cursors. */
async function allPages(path: string, client = guest()) {
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const response = await client.get(`${path}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.status).toBe(200);
    ids.push(...response.body.data.items.map((item: { cgroupId: number }) => item.cgroupId));
    cursor = response.body.data.nextCursor;
    if (!cursor) break;
  }
  return ids;
}

describe('content page data', () => {
  it('answers a published story with its body, topics, place, entity, publisher card and related stories', async () => {
    const author = await signUpPerson(testApp.app);
    const food = await insertTopic(db(), { title: 'Food & Drink' });
    const place = await insertLocation(db());
    const entity = await insertEntity(db(), { title: 'Din Tai Fung' });
    const { id: older } = await insertStory(db(), author.userId, {
      topicIds: [food.id],
      publishedAt: minutesAgo(90),
    });
    const { id } = await insertStory(db(), author.userId, {
      title: 'Ten Dumplings Worth the Queue',
      body: '<p>Start <em>here</em>.</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
      topicIds: [food.id],
      locationId: place.id,
      entityId: entity.id,
    });

    const response = await guest().get(`/api2/content/page?cgroupId=${id}`);
    expect(response.status).toBe(200);
    const page = response.body.data;
    expect(page).toMatchObject({
      cgroupId: id,
      ctype: CTYPE.post,
      title: 'Ten Dumplings Worth the Queue',
      url: `/post/${id}/ten-dumplings-worth-the-queue.html`,
      topicIds: [food.id],
      topicTitles: ['Food & Drink'],
      extra: { kind: 'none' },
      entity: { entityId: entity.id, title: 'Din Tai Fung', url: `/entity/din-tai-fung/${entity.id}.html` },
      location: { locationId: place.id, countryCode: 'tw' },
      publisherCard: { userId: author.userId, username: author.username, followerCount: 0, following: false },
      userRead: false,
      myVote: 0,
    });
    // Stored sanitised: the script and the handler never reach a reader.
    expect(page.body).toBe('<p>Start <em>here</em>.</p>');
    expect(page.related.map((story: { cgroupId: number }) => story.cgroupId)).toEqual([older]);
    expect(page.location.url).toMatch(/^\/tw\/taipei-[^/]+\/taipei$/);
  });

  it('tells a signed-in reader whether they follow the publisher', async () => {
    const author = await signUpPerson(testApp.app);
    const reader = await signUpPerson(testApp.app);
    const { id } = await insertStory(db(), author.userId);
    await db()
      .insert(follows)
      .values({ followerId: reader.userId, targetKind: 'user', targetId: author.userId });
    const response = await reader.client.get(`/api2/content/page?cgroupId=${id}`);
    expect(response.body.data.publisherCard.following).toBe(true);
  });

  it('tells a reader whether they saved the story in any notebook, not whether someone else did', async () => {
    const author = await signUpPerson(testApp.app);
    const reader = await signUpPerson(testApp.app);
    const other = await signUpPerson(testApp.app);
    const { id } = await insertStory(db(), author.userId);
    const saved = async (client: ReturnType<typeof guest>) =>
      (await client.get(`/api2/content/page?cgroupId=${id}`)).body.data.saved;
    expect(await saved(reader.client)).toBe(false);
    expect(await saved(guest())).toBe(false);

    const create = async (client: ReturnType<typeof guest>, name: string) =>
      (await client.post('/api2/notebook/create', { name })).body.data.notebook.notebookId as number;
    const first = await create(reader.client, 'Later');
    const second = await create(reader.client, 'Food');
    expect(
      (await reader.client.post('/api2/notebook/save', { notebookId: second, cgroupId: id })).status,
    ).toBe(200);
    expect(await saved(reader.client)).toBe(true);
    expect(await saved(other.client)).toBe(false);
    expect(await saved(guest())).toBe(false);
    await reader.client.post('/api2/notebook/unsave', { notebookId: second, cgroupId: id });
    expect(await saved(reader.client)).toBe(false);
    await reader.client.post('/api2/notebook/save', { notebookId: first, cgroupId: id });
    expect(await saved(reader.client)).toBe(true);
  });

  it('reads the type-specific part of an event and refuses one that does not fit the type', async () => {
    const author = await signUpPerson(testApp.app);
    const extra = { startsAt: '2026-12-05T19:00:00+08:00', venue: 'Huashan 1914 Creative Park' };
    const { id } = await insertStory(db(), author.userId, {
      ctype: CTYPE.event as Ctype,
      title: 'Night Market Walk',
      extra,
    });
    const page = (await guest().get(`/api2/content/page?cgroupId=${id}`)).body.data;
    expect(page.url).toBe(`/event/${id}/night-market-walk.html`);
    expect(page.extra).toEqual({ kind: 'event', ...extra });
    await expect(
      insertStory(db(), author.userId, { ctype: CTYPE.event as Ctype, extra: { venue: 'no time' } }),
    ).rejects.toMatchObject({ code: 'validation.failed' });
  });

  it("addresses a magazine's content under /@{magazine}", async () => {
    const author = await signUpPerson(testApp.app);
    const magazine = await insertMagazine(db());
    const { id } = await insertStory(db(), author.userId, {
      publisherId: magazine.id,
      title: 'From the Table',
    });
    const page = (await guest().get(`/api2/content/page?cgroupId=${id}`)).body.data;
    expect(page.url).toBe(`/@${magazine.username}/post/${id}/from-the-table.html`);
    const onCreate = await guest().get(`/api2/content/page?cgroupId=${id}`, { host: 'create.localhost' });
    expect(onCreate.body.data.url).toBe(`/post/${id}/from-the-table.html`);
  });

  it('answers 404 for unknown, draft and deleted content', async () => {
    const author = await signUpPerson(testApp.app);
    const { id: draft } = await insertStory(db(), author.userId, { status: 'draft' });
    const { id: deleted } = await insertStory(db(), author.userId);
    await markContentDeleted(db(), deleted, new Date());
    for (const id of [draft, deleted, 987654321]) {
      expectNotFound(await guest().get(`/api2/content/page?cgroupId=${id}`));
      // Not even the author reads a draft on the public page.
      expectNotFound(await author.client.get(`/api2/content/page?cgroupId=${id}`));
    }
  });

  it('answers 400 with the field for bad ids, never 500', async () => {
    for (const bad of [
      '0',
      '-1',
      'abc',
      '1e3',
      '0x10',
      '%207',
      '12345678901234567890',
      '9007199254740993',
      '',
    ]) {
      const response = await guest().get(`/api2/content/page?cgroupId=${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.body.errors.fields.cgroupId).toBeTruthy();
    }
    expect((await guest().get('/api2/content/page')).status).toBe(400);
    expect((await guest().get('/api2/content/page?cgroupId=1&cgroupId=2')).status).toBe(400);
    expect((await guest().get('/api2/content/page?cgroupId=1&x=1')).status).toBe(400);
  });
});

describe('topic pages', () => {
  it('finds a topic by its encoded title or id, with follower count and its first page', async () => {
    const author = await signUpPerson(testApp.app);
    const topic = await insertTopic(db(), { title: 'Sci-Fi & Node.js' });
    const { id } = await insertStory(db(), author.userId, { topicIds: [topic.id] });
    const encoded = encodeTopicTitle(topic.title);
    expect(encoded).toBe('sci_fi--AND--node-DOT-js');

    const byTitle = await guest().get(`/api2/topic?title=${encodeURIComponent(encoded)}`);
    expect(byTitle.status).toBe(200);
    expect(byTitle.body.data).toMatchObject({
      topic: { topicId: topic.id, title: 'Sci-Fi & Node.js', articleCount: 1 },
      followerCount: 0,
      following: false,
      path: `/blogs/${encodeURIComponent(encoded)}`,
    });
    expect(byTitle.body.data.feed.items.map((item: { cgroupId: number }) => item.cgroupId)).toEqual([id]);
    const byId = await guest().get(`/api2/topic?topicId=${topic.id}`);
    expect(byId.body.data.topic.topicId).toBe(topic.id);
  });

  it("finds a title written with '_' either way", async () => {
    const topic = await insertTopic(db(), { title: 'snake_case tips' });
    const response = await guest().get(`/api2/topic?title=${encodeTopicTitle(topic.title)}`);
    expect(response.body.data.topic.topicId).toBe(topic.id);
  });

  it('answers 404 for unknown topics and 400 for bad queries', async () => {
    expectNotFound(await guest().get('/api2/topic?title=no-such-topic-anywhere'));
    expectNotFound(await guest().get('/api2/topic?topicId=987654321'));
    expectNotFound(await guest().get('/api2/topic/feed?topicId=987654321'));
    expect((await guest().get('/api2/topic')).status).toBe(400);
    expect((await guest().get('/api2/topic?topicId=1&title=x')).status).toBe(400);
    expect((await guest().get(`/api2/topic?title=${'x'.repeat(701)}`)).status).toBe(400);
    expect((await guest().get('/api2/topic?title=%00')).status).toBe(400);
  });

  it("answers SPEC §8's 'Invalid topic url' for an address no title encodes to", async () => {
    // A raw title (spaces, '&', '.'), and a title longer than a topic's 100 characters.
    for (const title of ['Food & Drink', 'node.js', 'a/b', `${'x'.repeat(101)}`]) {
      const response = await guest().get(`/api2/topic?title=${encodeURIComponent(title)}`);
      expect(response.status, title).toBe(400);
      expect(response.body, title).toMatchObject({
        success: false,
        errorCode: 1311,
        errorMsgKey: 'error.topic.url.invalid',
        errorMsg: 'Invalid topic url',
      });
    }
    for (const cursor of ['x', '1-0', 'zzzzzzzzzzzz-1', "1-1'--", '']) {
      const response = await guest().get(`/api2/topic/feed?topicId=1&cursor=${encodeURIComponent(cursor)}`);
      expect(response.status, cursor).toBe(400);
    }
  });

  it('pages a topic newest first, and a cursor stays stable while new stories arrive', async () => {
    const author = await signUpPerson(testApp.app);
    const topic = await insertTopic(db());
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      // Three stories share each publishing time, so the id must break ties.
      const story = await insertStory(db(), author.userId, {
        topicIds: [topic.id],
        publishedAt: minutesAgo(1000 - Math.floor(i / 3)),
      });
      ids.push(story.id);
    }
    const { id: draft } = await insertStory(db(), author.userId, { topicIds: [topic.id], status: 'draft' });
    const expected = [...ids].reverse();

    const first = await guest().get(`/api2/topic/feed?topicId=${topic.id}`);
    expect(first.body.data.items).toHaveLength(12);
    expect(first.body.data.nextCursor).toEqual(expect.any(String));
    // New stories arrive between two page loads: the next page neither repeats nor skips.
    await insertStory(db(), author.userId, { topicIds: [topic.id], publishedAt: new Date() });
    await insertStory(db(), author.userId, { topicIds: [topic.id], publishedAt: minutesAgo(5) });
    const second = await guest().get(
      `/api2/topic/feed?topicId=${topic.id}&cursor=${first.body.data.nextCursor}`,
    );
    const seen = [...first.body.data.items, ...second.body.data.items].map(
      (item: { cgroupId: number }) => item.cgroupId,
    );
    expect(seen).toEqual(expected.slice(0, 24));

    const all = await allPages(`/api2/topic/feed?topicId=${topic.id}`);
    expect(all).toHaveLength(32);
    expect(all.slice(2)).toEqual(expected);
    expect(all).not.toContain(draft);
  });

  it("lists one publisher's stories on a topic (/@{username}/blogs/…)", async () => {
    const ada = await signUpPerson(testApp.app);
    const other = await signUpPerson(testApp.app);
    const magazine = await insertMagazine(db());
    const topic = await insertTopic(db());
    const { id: own } = await insertStory(db(), ada.userId, {
      topicIds: [topic.id],
      publishedAt: minutesAgo(3),
    });
    const { id: forMagazine } = await insertStory(db(), ada.userId, {
      publisherId: magazine.id,
      topicIds: [topic.id],
      publishedAt: minutesAgo(2),
    });
    const { id: others } = await insertStory(db(), other.userId, {
      topicIds: [topic.id],
      publishedAt: minutesAgo(1),
    });

    const path = `/api2/topic/feed?topicId=${topic.id}`;
    expect(await allPages(`${path}&userId=${ada.userId}`)).toEqual([forMagazine, own]);
    expect(await allPages(`${path}&userId=${magazine.id}`)).toEqual([forMagazine]);
    expect(await allPages(path)).toEqual([others, forMagazine, own]);
    expectNotFound(await guest().get(`${path}&userId=987654321`));

    const content = testApp.app.services.content;
    const page = await content.topicPage(
      { encodedTitle: encodeTopicTitle(topic.title), username: ada.username },
      { viewerId: null, langs: ['en'] },
    );
    expect(page?.path).toBe(`/@${ada.username}/blogs/${encodeURIComponent(encodeTopicTitle(topic.title))}`);
    expect(page?.publisher?.userId).toBe(ada.userId);
    expect(page?.feed.items.map((item) => item.cgroupId)).toEqual([forMagazine, own]);
    // The count is of what the page lists (the publisher's stories on it), not the topic's.
    expect(page?.storyCount).toBe(2);
    expect(page?.topic.articleCount).toBe(3);
    const magazinePage = await content.topicPage(
      { encodedTitle: encodeTopicTitle(topic.title), username: magazine.username },
      { viewerId: null, langs: ['en'] },
    );
    expect(magazinePage?.storyCount).toBe(1);
    const nobody = await signUpPerson(testApp.app);
    const empty = await content.topicPage(
      { encodedTitle: encodeTopicTitle(topic.title), username: nobody.username },
      { viewerId: null, langs: ['en'] },
    );
    expect(empty?.storyCount).toBe(0);
    expect(empty?.feed.items).toEqual([]);
    expect(
      (await content.topicPage({ topicId: topic.id }, { viewerId: null, langs: ['en'] }))?.storyCount,
    ).toBe(3);
    expect(
      await content.topicPage(
        { encodedTitle: encodeTopicTitle(topic.title), username: 'nobody_here' },
        { viewerId: null, langs: ['en'] },
      ),
    ).toBeNull();
  });

  it("lists a topic's stories in the feed languages and counts the others (issue 13)", async () => {
    const writer = await signUpPerson(testApp.app);
    const topic = await insertTopic(db());
    const story = (lang: string, minutes: number) =>
      insertStory(db(), writer.userId, { topicIds: [topic.id], lang, publishedAt: minutesAgo(minutes) });
    const { id: english } = await story('en', 1);
    const [{ id: tw1 }, { id: tw2 }, { id: indonesian }] = await Promise.all([
      story('tw', 2),
      story('tw', 3),
      story('in', 4),
    ]);
    const content = testApp.app.services.content;
    const page = await content.topicPage({ topicId: topic.id }, { viewerId: null, langs: ['en'] });
    expect(page?.feed.items.map((item) => item.cgroupId)).toEqual([english]);
    expect(page?.otherLangs).toEqual([
      { lang: 'tw', count: 2 },
      { lang: 'in', count: 1 },
    ]);
    // The topic's own count stays the topic's, every language.
    expect(page?.storyCount).toBe(4);
    const both = await content.topicPage({ topicId: topic.id }, { viewerId: null, langs: ['en', 'tw'] });
    expect(both?.feed.items.map((item) => item.cgroupId)).toEqual([english, tw1, tw2]);
    expect(both?.otherLangs).toEqual([{ lang: 'in', count: 1 }]);
    // A publisher's topic page lists all of theirs and counts nothing.
    const theirs = await content.topicPage(
      { encodedTitle: encodeTopicTitle(topic.title), username: writer.username },
      { viewerId: null, langs: ['en'] },
    );
    expect(theirs?.feed.items).toHaveLength(4);
    expect(theirs?.otherLangs).toEqual([]);

    // Over HTTP the feed languages are the browser's, the added ones (cookie) and English.
    const path = `/api2/topic/feed?topicId=${topic.id}`;
    const read = (headers: Record<string, string>) => guest().get(`/api2/topic?topicId=${topic.id}`, headers);
    expect(await allPages(path)).toEqual([english]);
    const browserTw = await read({ 'accept-language': 'zh-TW,zh;q=0.9' });
    expect(browserTw.body.data.feed.items).toHaveLength(3);
    expect(browserTw.body.data.otherLangs).toEqual([{ lang: 'in', count: 1 }]);
    const added = await read({ 'accept-language': 'en', cookie: 'feedLangs=en,in' });
    expect(added.body.data.feed.items.map((item: { cgroupId: number }) => item.cgroupId)).toEqual([
      english,
      indonesian,
    ]);
    expect(added.body.data.otherLangs).toEqual([{ lang: 'tw', count: 2 }]);
    const twFeed = await guest().get(path, { cookie: 'feedLangs=tw' });
    expect(twFeed.body.data.items.map((item: { cgroupId: number }) => item.cgroupId)).toEqual([
      english,
      tw1,
      tw2,
    ]);
    // A signed-in person's profile languages decide, not the browser.
    const { client: reader } = await signUpPerson(testApp.app);
    expect((await reader.post('/api2/account/profile', { langs: ['en', 'in'] })).status).toBe(200);
    expect(await allPages(path, reader)).toEqual([english, indonesian]);
  });

  it('keeps topics.article_count in step with published stories', async () => {
    const author = await signUpPerson(testApp.app);
    const topic = await insertTopic(db());
    const { id: a } = await insertStory(db(), author.userId, { topicIds: [topic.id] });
    await insertStory(db(), author.userId, { topicIds: [topic.id] });
    await insertStory(db(), author.userId, { topicIds: [topic.id], status: 'draft' });
    const count = async () =>
      (await db().select({ n: topics.articleCount }).from(topics).where(eq(topics.id, topic.id)))[0]?.n;
    expect(await count()).toBe(2);
    await Promise.all([markContentDeleted(db(), a, new Date()), markContentDeleted(db(), a, new Date())]);
    expect(await count()).toBe(1);
  });
});

describe('profile content, entities and quizzes', () => {
  it("lists a person's stories (also those published by a magazine) and a magazine's own", async () => {
    const writer = await signUpPerson(testApp.app);
    const magazine = await insertMagazine(db());
    const { id: own } = await insertStory(db(), writer.userId, { publishedAt: minutesAgo(30) });
    const { id: forMagazine } = await insertStory(db(), writer.userId, {
      publisherId: magazine.id,
      publishedAt: minutesAgo(10),
    });
    await insertStory(db(), writer.userId, { status: 'draft' });

    expect(await allPages(`/api2/profile/content?userId=${writer.userId}`)).toEqual([forMagazine, own]);
    expect(await allPages(`/api2/profile/content?userId=${magazine.id}`)).toEqual([forMagazine]);
    expect(
      await allPages(`/api2/profile/content?userId=${writer.userId}&magazineUserId=${magazine.id}`),
    ).toEqual([forMagazine]);
    expectNotFound(await guest().get('/api2/profile/content?userId=987654321'));
    expect((await guest().get('/api2/profile/content?userId=abc')).status).toBe(400);
  });

  it('shows a writer within their magazine only when they are a member', async () => {
    const writer = await signUpPerson(testApp.app);
    const stranger = await signUpPerson(testApp.app);
    const magazine = await insertMagazine(db());
    await db().insert(magazineMembers).values({
      magazineUserId: magazine.id,
      userId: writer.userId,
      role: MAGAZINE_ROLE.writer,
      ownerType: OWNER_TYPE.none,
    });
    const { id: story } = await insertStory(db(), writer.userId, { publisherId: magazine.id });
    await insertStory(db(), writer.userId);

    const content = testApp.app.services.content;
    const page = await content.writerPage(magazine.username, writer.username.toUpperCase(), {
      viewerId: null,
    });
    expect(page?.role).toBe(MAGAZINE_ROLE.writer);
    expect(page?.feed.items.map((item) => item.cgroupId)).toEqual([story]);
    expect(await content.writerPage(magazine.username, stranger.username, { viewerId: null })).toBeNull();
    expect(await content.writerPage(writer.username, writer.username, { viewerId: null })).toBeNull();
  });

  it('lists stories about an entity and the quiz directory', async () => {
    const author = await signUpPerson(testApp.app);
    const entity = await insertEntity(db());
    const { id: about } = await insertStory(db(), author.userId, { entityId: entity.id });
    const { id: quiz } = await insertStory(db(), author.userId, {
      ctype: CTYPE.quiz as Ctype,
      title: 'How Well Do You Know Dumplings?',
      extra: { questions: [{ question: 'Where?', options: ['Taipei', 'Paris'], answer: 0 }] },
    });
    expect(await allPages(`/api2/entity/feed?entityId=${entity.id}`)).toEqual([about]);
    expectNotFound(await guest().get('/api2/entity/feed?entityId=987654321'));
    const quizzes = await guest().get('/api2/quiz/feed');
    expect(quizzes.body.data.items[0]).toMatchObject({
      cgroupId: quiz,
      url: `/@${author.username}/quiz/${quiz}/quiz/how-well-do-you-know-dumplings.html`,
    });
  });

  it('leaves a deleted story out of every list', async () => {
    const author = await signUpPerson(testApp.app);
    const topic = await insertTopic(db());
    const { id } = await insertStory(db(), author.userId, { topicIds: [topic.id] });
    await db().update(contents).set({ deletedAt: new Date() }).where(eq(contents.id, id));
    expect(await allPages(`/api2/topic/feed?topicId=${topic.id}`)).toEqual([]);
    expect(await allPages(`/api2/profile/content?userId=${author.userId}`)).toEqual([]);
  });

  it('refuses content that does not fit its limits before anything is written', async () => {
    const author = await signUpPerson(testApp.app);
    await expect(
      db().transaction((tx) =>
        insertContent(
          tx,
          {
            ctype: CTYPE.post as Ctype,
            status: 'published',
            authorId: author.userId,
            publisherId: author.userId,
            title: 'x'.repeat(255),
            lang: 'en',
          },
          new Date(),
        ),
      ),
    ).rejects.toMatchObject({ code: 'validation.failed' });
  });
});
