import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson, signedInPerson } from '../../test/reading-fixtures.ts';
import { createPageApi } from './page-api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const viewerOf = (userId: number) => ({ userId, sessionId: 1, uiLang: null, remember: true });

describe('profile pages: follower count and follow state', () => {
  it('gives the count, and whether the viewer follows, and both move with a follow', async () => {
    const writer = await insertPerson(t.database.db);
    const reader = await signedInPerson(t);
    const asReader = createPageApi(t.app.services, viewerOf(reader.userId));
    const asGuest = createPageApi(t.app.services, null);

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
});
