import { CTYPE, PLAN_GROUP, topicPath } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson, insertStory, insertTopic, signedInPerson } from '../../test/reading-fixtures.ts';
import { buildMagazine, type Team, teamEventsOf } from '../../test/team-fixtures.ts';
import { users } from '../accounts/tables.ts';
import { createPageApi } from '../ssr/page-api.ts';
import { pageCustomisations } from './tables.ts';

/**
 * SPEC §3 featured layout items (A stories, B publishers, T topics, Q quizzes): the panel's address
 * lookup, saving them through the customize call (each must exist, at most 15, each once), and the
 * page showing those that still exist, in order, to every reader.
 */

let t: TestApp;
let team: Team;
const PATH = '/api2/user/setting/profile/customize';
const LOOKUP = '/api2/user/setting/profile/featured';
const ids = { story: 0, quiz: 0, draft: 0, topic: 0, writer: 0, gone: 0 };
let topicTitle = '';
let writerName = '';

beforeAll(async () => {
  t = await createTestApp();
  team = await buildMagazine(t, { seats: ['primaryOwner', 'editor', 'writer'], planGroup: PLAN_GROUP.pro });
  const db = t.database.db;
  const author = await insertPerson(db, { displayName: 'Mei Author' });
  const topic = await insertTopic(db, { title: `Night Markets ${Date.now() % 1e6}` });
  ids.topic = topic.id;
  topicTitle = topic.title;
  ids.story = (await insertStory(db, author.id, { title: 'Oolong on the hills' })).id;
  ids.quiz = (
    await insertStory(db, author.id, {
      title: 'Which tea are you?',
      ctype: CTYPE.quiz,
      extra: { questions: [{ question: 'Where?', options: ['Pinglin', 'Paris'], answer: 0 }] },
    })
  ).id;
  ids.draft = (await insertStory(db, author.id, { status: 'draft' })).id;
  const writer = await insertPerson(db, { displayName: 'Lena Writer', username: `lenaw${Date.now() % 1e6}` });
  ids.writer = writer.id;
  writerName = writer.username ?? '';
  ids.gone = (await insertPerson(db, { displayName: 'Soon Gone' })).id;
});
afterAll(async () => {
  await t?.close();
});

const lookup = (client: ReturnType<typeof createClient>, userId: number, url: string) =>
  client.get(`${LOOKUP}?userId=${userId}&url=${encodeURIComponent(url)}`);
const featuredBody = (userId: number, items: unknown) => ({ userId, featured: JSON.stringify(items) });

describe('GET /api2/user/setting/profile/featured (address lookup)', () => {
  it('names a story, a quiz, a topic and a publisher from their addresses', async () => {
    const owner = team.people.primaryOwner.client;
    const at = (url: string) => lookup(owner, team.magazineUserId, url);
    const story = await at(`${t.config.publicUrl}/post/${ids.story}/oolong.html`);
    expect(story.status).toBe(200);
    expect(story.body.data).toMatchObject({
      type: 'A',
      id: ids.story,
      title: 'Oolong on the hills',
      byline: 'Mei Author',
    });
    expect((await at(`/story/${ids.quiz}/x.html`)).body.data).toMatchObject({ type: 'Q', id: ids.quiz });
    const topic = await at(topicPath({ topicId: ids.topic, title: topicTitle }));
    expect(topic.body.data).toMatchObject({ type: 'T', id: ids.topic, title: topicTitle });
    expect((await at(`/topic.html?topicId=${ids.topic}`)).body.data).toMatchObject({
      type: 'T',
      id: ids.topic,
    });
    const writer = await at(`${t.config.publicUrl}/@${writerName}`);
    expect(writer.body.data).toMatchObject({
      type: 'B',
      id: ids.writer,
      title: 'Lena Writer',
      url: `/@${writerName}`,
    });
  });

  it("names a business and its stories from the addresses of the business's own host", async () => {
    const business = await buildMagazine(t, {
      kind: 'business',
      username: `teashop${Date.now() % 1e6}`,
      seats: ['primaryOwner'],
    });
    const owner = business.people.primaryOwner.client;
    const host = (path: string, name = business.magazine.username) => {
      const main = new URL(t.config.publicUrl);
      return `${main.protocol}//${name}.${t.config.businessHostSuffix}:${main.port}${path}`;
    };
    const at = (url: string) => lookup(owner, business.magazineUserId, url);
    expect((await at(host('/'))).body.data).toMatchObject({ type: 'B', id: business.magazineUserId });
    expect((await at(host('/post/' + ids.story + '/oolong.html'))).body.data).toMatchObject({
      type: 'A',
      id: ids.story,
    });
    expect((await at(host(`/writers/@${writerName}`))).body.data).toMatchObject({
      type: 'B',
      id: ids.writer,
    });
    // A magazine is no business: its name under the business suffix is no page of this site.
    for (const url of [host('/', team.magazine.username), host('/', 'nobody-here'), host('/@x')]) {
      const answer = await at(url);
      expect(answer.status, url).toBe(404);
    }
  });

  it('404 for drafts, unknown pages and other sites; 403 for a page the viewer may not customise', async () => {
    const owner = team.people.primaryOwner.client;
    for (const url of [
      `/post/${ids.draft}/x.html`,
      '/post/987654321/x.html',
      '/settings/account.html',
      `https://evil.example/post/${ids.story}/x.html`,
      'javascript:alert(1)',
    ]) {
      const answer = await lookup(owner, team.magazineUserId, url);
      expect(answer.status, url).toBe(404);
      expect(answer.body.errorMsgKey).toBe('error.customisation.featured.not.found');
    }
    expect(
      (await lookup(team.people.writer.client, team.magazineUserId, `/post/${ids.story}/x.html`)).status,
    ).toBe(403);
    expect((await lookup(createClient(t.app), team.magazineUserId, `/post/${ids.story}/x.html`)).status).toBe(
      401,
    );
    expect((await owner.get(`${LOOKUP}?userId=${team.magazineUserId}`)).status).toBe(400);
  });
});

describe('POST customize with featured items', () => {
  it('saves them in order; the page shows them to guests, leaving out what has gone', async () => {
    const items = [
      { type: 'T', id: ids.topic },
      { type: 'A', id: ids.story },
      { type: 'B', id: ids.gone },
      { type: 'Q', id: ids.quiz },
    ];
    const saved = await team.people.primaryOwner.client.post(PATH, featuredBody(team.magazineUserId, items));
    expect(saved.status).toBe(200);
    expect(
      saved.body.data.featured.map((card: { type: string; id: number }) => [card.type, card.id]),
    ).toEqual(items.map((item) => [item.type, item.id]));
    const [row] = await t.database.db
      .select()
      .from(pageCustomisations)
      .where(eq(pageCustomisations.userId, team.magazineUserId));
    expect(row?.featured).toEqual(items);
    expect((await teamEventsOf(t, team.magazineUserId)).at(-1)?.data).toMatchObject({ fields: ['featured'] });

    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, ids.gone));
    const guest = await createPageApi(t.app.services)(null).customisation.page(team.magazineUserId);
    expect(guest?.look.featured.map((card) => card.id)).toEqual([ids.topic, ids.story, ids.quiz]);
    expect(guest?.look.featured[1]).toMatchObject({ type: 'A', title: 'Oolong on the hills' });
  });

  it('refuses what does not exist, a wrong type, duplicates, more than 15 and hostile values', async () => {
    const owner = team.people.primaryOwner.client;
    const refused = async (items: unknown, status: number) => {
      const answer = await owner.post(PATH, featuredBody(team.magazineUserId, items));
      expect(answer.status, JSON.stringify(items).slice(0, 80)).toBe(status);
    };
    await refused([{ type: 'A', id: ids.draft }], 404);
    await refused([{ type: 'A', id: ids.quiz }], 404);
    await refused([{ type: 'Q', id: ids.story }], 404);
    await refused([{ type: 'T', id: 987_654_321 }], 404);
    await refused(
      [
        { type: 'A', id: ids.story },
        { type: 'A', id: ids.story },
      ],
      400,
    );
    await refused(
      Array.from({ length: 16 }, (_, i) => ({ type: 'T', id: i + 1 })),
      400,
    );
    await refused([{ type: 'X', id: 1 }], 400);
    await refused([{ type: 'A', id: '1;drop table' }], 400);
    await refused([{ type: 'A', id: ids.story, title: '<script>alert(1)</script>' }], 400);
    const badJson = await owner.post(PATH, { userId: team.magazineUserId, featured: '[{' });
    expect(badJson.status).toBe(400);
  });

  it('is refused to a writer, an outsider and a guest, and for someone else’s page (id tampering)', async () => {
    const body = featuredBody(team.magazineUserId, [{ type: 'A', id: ids.story }]);
    expect((await team.people.writer.client.post(PATH, body)).status).toBe(403);
    expect((await team.outsider.client.post(PATH, body)).status).toBe(403);
    expect((await createClient(t.app).post(PATH, body)).status).toBe(401);
    const person = await signedInPerson(t);
    expect(
      (await person.client.post(PATH, featuredBody(ids.writer, [{ type: 'A', id: ids.story }]))).status,
    ).toBe(403);
    const own = await person.client.post(PATH, featuredBody(person.id, [{ type: 'A', id: ids.story }]));
    expect(own.status).toBe(200);
  });
});
