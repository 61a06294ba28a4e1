import { CTYPE } from '@masthead/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson, insertStory, signedInPerson } from '../../test/reading-fixtures.ts';
import { createPageApi } from './page-api.ts';

let t: TestApp;
let pageApiFor: ReturnType<typeof createPageApi>;
beforeAll(async () => {
  t = await createTestApp();
  pageApiFor = createPageApi(t.app.services);
});
afterAll(() => t.close());

const viewerOf = (userId: number) => ({ userId, sessionId: 1, uiLang: null, remember: true });

describe('profile pages: follower count and follow state', () => {
  it('gives the count, and whether the viewer follows, and both move with a follow', async () => {
    const writer = await insertPerson(t.database.db);
    const reader = await signedInPerson(t);
    const asReader = pageApiFor(viewerOf(reader.userId));
    const asGuest = pageApiFor(null);

    expect(await asReader.getProfile(writer.username)).toMatchObject({ followerCount: 0, following: false });
    const follow = await reader.client.post('/api2/follow', { targetUserId: writer.id });
    expect(follow.body.data).toEqual({ following: true, followerCount: 1 });

    expect(await asReader.getProfile(writer.username.toUpperCase())).toMatchObject({
      userId: writer.id,
      followerCount: 1,
      following: true,
    });
    expect(await asReader.getProfileById(writer.id)).toMatchObject({ followerCount: 1, following: true });
    expect(await asGuest.getProfile(writer.username)).toMatchObject({ followerCount: 1, following: false });
    expect(await asReader.getProfile('nobody_by_that_name')).toBeNull();
    expect(await asReader.getProfileById(987654321)).toBeNull();
  });

  it('gives a profile page (the profile, its follow state, its look and its first stories) by username or id', async () => {
    const writer = await insertPerson(t.database.db);
    const story = await insertStory(t.database.db, writer.id);
    const reader = await signedInPerson(t);
    await reader.client.post('/api2/follow', { targetUserId: writer.id });
    const asReader = pageApiFor(viewerOf(reader.userId));

    const byName = await asReader.getProfilePage({ username: writer.username.toUpperCase() });
    expect(byName).toEqual({
      profile: await asReader.getProfile(writer.username),
      stories: await asReader.content.profileContent(writer.id, { limit: 6 }),
      feedLimit: 6,
      customisation: await asReader.customisation.page(writer.id),
    });
    expect(byName?.profile).toMatchObject({ userId: writer.id, following: true });
    expect(byName?.stories.items.map((item) => item.cgroupId)).toEqual([story.id]);
    expect(await asReader.getProfilePage({ userId: writer.id })).toEqual(byName);
    expect((await pageApiFor(null).getProfilePage({ userId: writer.id }))?.profile.following).toBe(false);
    expect(await asReader.getProfilePage({ username: 'nobody_by_that_name' })).toBeNull();
    expect(await asReader.getProfilePage({ userId: 987654321 })).toBeNull();
  });
});

describe('binding a viewer', () => {
  it('gives guests one shared API and each request its own, each feature bound to the same viewer', async () => {
    expect(pageApiFor(null)).toBe(pageApiFor(null));
    expect(pageApiFor(null).content).toBe(pageApiFor(null).content);
    const reader = await signedInPerson(t);
    const first = pageApiFor(viewerOf(reader.userId));
    expect(first).not.toBe(pageApiFor(viewerOf(reader.userId)));
    // The viewer is not a property a loader could read or send to the browser.
    expect(Object.keys(first)).toEqual([]);
    expect(JSON.stringify(first.notebooks)).toBe('{}');

    expect(await pageApiFor(null).notebooks.list()).toBeNull();
    expect(await first.notebooks.list()).toEqual({ notebooks: [] });
    expect(await first.getAccountSettings()).toMatchObject({ username: reader.username });
    expect(await pageApiFor(null).getAccountSettings()).toBeNull();
  });
});

describe('a content page with its interaction, in one call', () => {
  it("gives a poll's results with the viewer's choice", async () => {
    const author = await insertPerson(t.database.db);
    const poll = await insertStory(t.database.db, author.id, {
      ctype: CTYPE.poll,
      extra: { options: ['Tea', 'Coffee'] },
    });
    const reader = await signedInPerson(t);
    expect((await reader.client.post('/api2/poll/vote', { cgroupId: poll.id, option: 1 })).status).toBe(200);

    const read = await pageApiFor(viewerOf(reader.userId)).content.withInteraction(poll.id);
    expect(read?.content).toEqual(await pageApiFor(viewerOf(reader.userId)).content.content(poll.id));
    expect(read?.interaction).toEqual({
      kind: 'poll',
      results: { cgroupId: poll.id, counts: [0, 1], total: 1, myChoice: 1, closed: false },
    });
    expect((await pageApiFor(null).content.withInteraction(poll.id))?.interaction).toMatchObject({
      kind: 'poll',
      results: { myChoice: null, total: 1 },
    });
  });

  it("gives a votable list's votes and a live Q&A's board", async () => {
    const author = await insertPerson(t.database.db);
    const list = await insertStory(t.database.db, author.id, {
      ctype: CTYPE.votableList,
      extra: { items: [{ title: 'One' }, { title: 'Two' }] },
    });
    const session = await insertStory(t.database.db, author.id, {
      ctype: CTYPE.liveQa,
      extra: { startsAt: '2026-12-01T10:00:00Z', host: 'The editors' },
    });
    const asAuthor = pageApiFor(viewerOf(author.id));
    expect((await asAuthor.content.withInteraction(list.id))?.interaction).toEqual({
      kind: 'list',
      votes: { cgroupId: list.id, counts: [0, 0], mine: [] },
    });
    expect((await asAuthor.content.withInteraction(session.id))?.interaction).toMatchObject({
      kind: 'liveQa',
      board: { cgroupId: session.id, isHost: true, questions: [] },
    });
  });

  it('gives no interaction for other types, and nothing for a draft or an unknown content', async () => {
    const author = await insertPerson(t.database.db);
    const story = await insertStory(t.database.db, author.id);
    const draft = await insertStory(t.database.db, author.id, {
      ctype: CTYPE.poll,
      status: 'draft',
      extra: { options: ['Tea', 'Coffee'] },
    });
    const read = await pageApiFor(null).content.withInteraction(story.id);
    expect(read?.content.cgroupId).toBe(story.id);
    expect(read?.interaction).toBeNull();
    expect(await pageApiFor(viewerOf(author.id)).content.withInteraction(draft.id)).toBeNull();
    expect(await pageApiFor(null).content.withInteraction(987654321)).toBeNull();
  });
});
