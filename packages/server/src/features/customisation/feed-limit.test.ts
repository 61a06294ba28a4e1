import { PLAN_GROUP } from '@masthead/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson, insertStory, signedInPerson } from '../../test/reading-fixtures.ts';
import { buildMagazine } from '../../test/team-fixtures.ts';
import { createPageApi } from '../ssr/page-api.ts';

/**
 * SPEC §9: a page's main feed holds 6 stories a page, 7 with the magazine layout (a lead story across
 * the page, then two rows of three), by the layout the viewer sees: the team sees its preview, guests
 * what is live.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PATH = '/api2/user/setting/profile/customize';
const magazineLayout = (userId: number, live: boolean) => ({
  userId,
  allProfileSettings: '{}',
  mobileProfileSettings: '',
  currentProfileSettings: JSON.stringify({
    layout: 'magazine-layout',
    styles: {},
    advancedSettings: live ? { advancedCustomisationLive: true } : {},
  }),
});

const viewerOf = (userId: number) => ({ userId, sessionId: 1, uiLang: null, remember: true });

async function storiesBy(authorId: number, count: number, publisherId = authorId) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const publishedAt = new Date(Date.now() - (count - i) * 60_000);
    ids.push((await insertStory(t.database.db, authorId, { publisherId, publishedAt })).id);
  }
  return ids.reverse();
}

describe("a page's main feed limit", () => {
  it('is 6 on a page of the default layout, and the next pages follow at the same size', async () => {
    const writer = await insertPerson(t.database.db);
    const ids = await storiesBy(writer.id, 14);
    const page = await createPageApi(t.app.services)(null).getProfilePage({ userId: writer.id });
    expect(page?.feedLimit).toBe(6);
    expect(page?.stories.items.map((item) => item.cgroupId)).toEqual(ids.slice(0, 6));

    const guest = createClient(t.app);
    const next = await guest.get(
      `/api2/profile/content?userId=${writer.id}&limit=6&cursor=${encodeURIComponent(page!.stories.nextCursor!)}`,
    );
    expect(next.status).toBe(200);
    expect(next.body.data.items.map((item: { cgroupId: number }) => item.cgroupId)).toEqual(ids.slice(6, 12));
    // Without a limit, the API's own page of 12.
    expect((await guest.get(`/api2/profile/content?userId=${writer.id}`)).body.data.items).toHaveLength(12);
    for (const bad of ['0', '13', '-1', '6.5', 'x', '06'])
      expect((await guest.get(`/api2/profile/content?userId=${writer.id}&limit=${bad}`)).status, bad).toBe(
        400,
      );
  });

  it('is 7 with the magazine layout: for its owner in preview, for guests once it is live', async () => {
    const person = await signedInPerson(t);
    await storiesBy(person.id, 9);
    expect((await person.client.post(PATH, magazineLayout(person.id, false))).status).toBe(200);
    const pageApi = createPageApi(t.app.services);
    const own = await pageApi(viewerOf(person.id)).getProfilePage({ userId: person.id });
    expect(own?.feedLimit).toBe(7);
    expect(own?.stories.items).toHaveLength(7);
    expect(own?.customisation?.look.layout).toBe('magazine-layout');
    // A person's page in preview: guests see the default layout, and its limit.
    const seen = await pageApi(null).getProfilePage({ userId: person.id });
    expect(seen?.feedLimit).toBe(6);
    expect(seen?.stories.items).toHaveLength(6);

    const pro = await buildMagazine(t, { seats: ['primaryOwner'], planGroup: PLAN_GROUP.pro });
    const author = await insertPerson(t.database.db);
    await storiesBy(author.id, 9, pro.magazineUserId);
    const live = await pro.people.primaryOwner.client.post(PATH, magazineLayout(pro.magazineUserId, true));
    expect(live.body.data.live).toBe(true);
    const magazinePage = await pageApi(null).getProfilePage({ userId: pro.magazineUserId });
    expect(magazinePage?.feedLimit).toBe(7);
    expect(magazinePage?.stories.items).toHaveLength(7);
  });
});
