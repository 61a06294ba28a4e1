import { CTYPE, MAGAZINE_ROLE } from '@masthead/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson, insertStory, insertTopic, minutesAgo } from '../../test/reading-fixtures.ts';
import { buildMagazine } from '../../test/team-fixtures.ts';
import { createPageApi } from '../ssr/page-api.ts';
import { magazinePlans } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((config) => ({ ...config, publicUrl: 'http://localhost:3210' }));
});
afterAll(() => t?.close());

const db = () => t.database.db;
const viewerOf = (userId: number) => ({ userId, sessionId: 1, uiLang: null, remember: true });
const pageApi = () => createPageApi(t.app.services);

/** A business whose writer and editor published in it, and a story by an outsider elsewhere. */
async function buildPublishingBusiness() {
  const team = await buildMagazine(t, { kind: 'business', username: `pub${Date.now().toString(36)}` });
  const [food, travel] = [await insertTopic(db()), await insertTopic(db())];
  const { writer, editor, secretAdmin } = team.people;
  const publisherId = team.magazineUserId;
  const stories = {
    writerFood: await insertStory(db(), writer.id, {
      publisherId,
      topicIds: [food.id],
      publishedAt: minutesAgo(50),
    }),
    writerBoth: await insertStory(db(), writer.id, {
      publisherId,
      topicIds: [food.id, travel.id],
      publishedAt: minutesAgo(40),
    }),
    editorTravel: await insertStory(db(), editor.id, {
      publisherId,
      topicIds: [travel.id],
      publishedAt: minutesAgo(10),
    }),
    hidden: await insertStory(db(), secretAdmin.id, {
      publisherId,
      topicIds: [food.id],
      publishedAt: minutesAgo(5),
    }),
    draft: await insertStory(db(), editor.id, { publisherId, status: 'draft', topicIds: [travel.id] }),
    ownElsewhere: await insertStory(db(), writer.id, { topicIds: [food.id] }),
  };
  return { team, food, travel, stories };
}

describe('the magazine page: topics and writers (SPEC §2 /@{magazine})', () => {
  it('lists the topics it publishes in, most used first, and the members who published, latest first', async () => {
    const { team, food, travel } = await buildPublishingBusiness();
    const extras = await pageApi()(null).magazines.magazinePage(team.magazineUserId);
    expect(extras.topics).toEqual([
      { topicId: food.id, title: food.title, highLight: false, lang: 'en', storyCount: 3 },
      { topicId: travel.id, title: travel.title, highLight: false, lang: 'en', storyCount: 2 },
    ]);
    // The hidden secretAdmin published, but is never listed; drafts and other publishers do not count.
    expect(extras.writers).toEqual([
      expect.objectContaining({ userId: team.people.editor.id, storyCount: 1 }),
      expect.objectContaining({ userId: team.people.writer.id, storyCount: 2 }),
    ]);
    expect(extras.siteAddress).toBe(`http://${team.magazine.username}.localhost:3210/`);
    expect(Object.keys(extras.writers[0]!).sort()).toEqual(
      ['displayName', 'photoPath', 'storyCount', 'userId', 'userType', 'username'].sort(),
    );
  });

  it('is empty for a magazine that published nothing', async () => {
    const team = await buildMagazine(t, { seats: ['primaryOwner'] });
    expect(await pageApi()(null).magazines.magazinePage(team.magazineUserId)).toEqual({
      topics: [],
      writers: [],
      siteAddress: null,
    });
  });
});

describe('on its business site, links drop the /@{username} prefix (SPEC §2)', () => {
  it("addresses the business's own stories and topics without it, and anyone else's on the main site", async () => {
    const { team, food, stories } = await buildPublishingBusiness();
    const site = {
      userId: team.magazineUserId,
      username: team.magazine.username,
      mainOrigin: 'http://localhost:3210',
    };
    const api = pageApi()(null);

    const home = await api.getProfilePage({ userId: team.magazineUserId }, { site });
    const urls = home!.stories.items.map((story) => story.url);
    expect(urls).toContain(
      `/post/${stories.writerBoth.id}/${stories.writerBoth.title.toLowerCase().replace(/ /g, '-')}.html`,
    );
    for (const url of urls) expect(url).toMatch(/^\/post\/\d+\//);
    // On the main site the same stories carry the magazine's prefix.
    const main = await api.getProfilePage({ userId: team.magazineUserId });
    for (const story of main!.stories.items)
      expect(story.url).toMatch(new RegExp(`^/@${team.magazine.username}/post/`));

    const writer = await api.content.writer(team.magazine.username, team.people.writer.username, { site });
    expect(writer!.feed.items.map((story) => story.cgroupId)).toEqual([
      stories.writerBoth.id,
      stories.writerFood.id,
    ]);
    for (const story of writer!.feed.items) expect(story.url).toMatch(/^\/post\//);

    const topic = await api.content.topicByTitle(food.title.toLowerCase().replace(/ /g, '-'), ['en'], {
      username: team.magazine.username,
      site,
    });
    expect(topic!.path).toBe(`/blogs/${encodeURIComponent(food.title.toLowerCase().replace(/ /g, '-'))}`);

    // The writer's story for themselves, seen from the business site, lives on the main site.
    const elsewhere = await api.content.content(stories.ownElsewhere.id, { site });
    expect(elsewhere!.url).toMatch(/^http:\/\/localhost:3210\/post\//);
    const own = await api.content.content(stories.editorTravel.id, { site });
    expect(own!.url).toMatch(/^\/post\//);
    expect(own!.ctype).toBe(CTYPE.post);
  });
});

describe('the extended profile of a magazine (SPEC §3): role, ownerType, magazinePlan', () => {
  it('carries them for a signed-in member only, never revealing a secretAdmin', async () => {
    const team = await buildMagazine(t, { username: `ext${Date.now().toString(36)}` });
    const username = team.magazine.username;
    const asViewer = (userId: number | null) => pageApi()(userId === null ? null : viewerOf(userId));

    const guest = await asViewer(null).getProfile(username);
    const outsider = await asViewer(team.outsider.id).getProfile(username);
    const masterAdmin = await asViewer(team.masterAdmin.id).getProfile(username);
    for (const profile of [guest, outsider, masterAdmin]) {
      expect(profile).not.toHaveProperty('role');
      expect(profile).not.toHaveProperty('ownerType');
      expect(profile).not.toHaveProperty('magazinePlan');
    }

    const free = {
      name: 'Free',
      magazinePlanGrpId: 1,
      enableAdvancedCustomisations: false,
      enableRemovingDefaultFooter: false,
    };
    expect(await asViewer(team.people.primaryOwner.id).getProfile(username)).toMatchObject({
      role: MAGAZINE_ROLE.owner,
      ownerType: 1,
      magazinePlan: free,
    });
    expect(await asViewer(team.people.owner.id).getProfileById(team.magazineUserId)).toMatchObject({
      role: MAGAZINE_ROLE.owner,
      ownerType: 2,
    });
    const page = await asViewer(team.people.writer.id).getProfilePage({ username });
    expect(page!.profile).toMatchObject({ role: MAGAZINE_ROLE.writer, ownerType: 0, magazinePlan: free });
    const secret = await asViewer(team.people.secretAdmin.id).getProfile(username);
    expect(secret).toMatchObject({ role: MAGAZINE_ROLE.owner, ownerType: 0 });

    // A person's profile never carries them.
    const person = await insertPerson(db());
    expect(await asViewer(team.people.writer.id).getProfile(person.username)).not.toHaveProperty('role');
  });

  it("gives the plan's features by its group, and a free plan's when it expired", async () => {
    const pro = await buildMagazine(t, { seats: ['writer'], planGroup: 3 });
    const asWriter = pageApi()(viewerOf(pro.people.writer.id));
    expect((await asWriter.getProfileById(pro.magazineUserId))!.magazinePlan).toEqual({
      name: 'Pro',
      magazinePlanGrpId: 3,
      enableAdvancedCustomisations: true,
      enableRemovingDefaultFooter: true,
    });
    await db().update(magazinePlans).set({ status: 'expired' });
    expect((await asWriter.getProfileById(pro.magazineUserId))!.magazinePlan).toMatchObject({
      magazinePlanGrpId: 3,
      enableAdvancedCustomisations: false,
      enableRemovingDefaultFooter: false,
    });
  });
});
