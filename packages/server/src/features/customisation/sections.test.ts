import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertStory, insertTopic, signedInPerson } from '../../test/reading-fixtures.ts';
import { buildMagazine } from '../../test/team-fixtures.ts';
import { createPageApi } from '../ssr/page-api.ts';

/**
 * SPEC §2 subsection management: a page's sections are the topics it lists. Until arranged, the topics
 * it publishes in most; arranged, the publisher's list in its order, hidden ones left out, under their
 * own titles.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PATH = '/api2/user/setting/profile/customize';
const db = () => t.database.db;
const sectionsBody = (userId: number, sections: unknown) => ({ userId, sections: JSON.stringify(sections) });

/** A publisher with stories in three topics: 3 in the first, 2 in the second, 1 in the third. */
async function publisherWithTopics(publisherId: number, authorId = publisherId) {
  const topics = [await insertTopic(db()), await insertTopic(db()), await insertTopic(db())];
  for (const [index, topic] of topics.entries())
    for (let n = 0; n < 3 - index; n++)
      await insertStory(db(), authorId, { publisherId, topicIds: [topic.id] });
  return topics;
}

describe("a page's sections (subsection management)", () => {
  it('start as the topics the page publishes in most, and are then the publisher’s own list', async () => {
    const writer = await signedInPerson(t);
    const [food, travel, cities] = await publisherWithTopics(writer.id);
    const payload = (await writer.client.get(`${PATH}?userId=${writer.id}`)).body.data;
    expect(payload.sections).toBeNull();
    expect(payload.sectionChoices.map((topic: { topicId: number }) => topic.topicId)).toEqual([
      food!.id,
      travel!.id,
      cities!.id,
    ]);
    expect(payload.sectionChoices[0].storyCount).toBe(3);
    const before = await createPageApi(t.app.services)(null).getProfilePage({ userId: writer.id });
    expect(before?.customisation?.look.sections).toBeNull();

    const saved = await writer.client.post(
      PATH,
      sectionsBody(writer.id, [
        { topicId: cities!.id, title: '  City walks ', hidden: false },
        { topicId: food!.id, title: '', hidden: true },
        { topicId: travel!.id, title: '', hidden: false },
      ]),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.sections).toMatchObject([
      { topicId: cities!.id, title: 'City walks', topicTitle: cities!.title, hidden: false, storyCount: 1 },
      { topicId: food!.id, title: food!.title, hidden: true, storyCount: 3 },
      { topicId: travel!.id, title: travel!.title, hidden: false },
    ]);

    // Guests see the arranged list, hidden ones left out; the editor sees the same on the page.
    const page = await createPageApi(t.app.services)(null).getProfilePage({ userId: writer.id });
    expect(page?.customisation?.look.sections).toEqual([
      expect.objectContaining({ topicId: cities!.id, title: 'City walks', topicTitle: cities!.title }),
      expect.objectContaining({ topicId: travel!.id, title: travel!.title }),
    ]);
    expect(page?.customisation?.editor).toBeNull();
  });

  it('orders a magazine’s topics by its sections, arranged by those who may customise it', async () => {
    const team = await buildMagazine(t);
    const owner = team.people.owner;
    const [first, second] = await publisherWithTopics(team.magazineUserId, owner.id);
    const saved = await owner.client.post(
      PATH,
      sectionsBody(team.magazineUserId, [
        { topicId: second!.id, title: 'Second first', hidden: false },
        { topicId: first!.id, title: '', hidden: false },
      ]),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const page = await createPageApi(t.app.services)(null).getProfilePage({ userId: team.magazineUserId });
    expect(page?.customisation?.look.sections?.map((topic) => topic.title)).toEqual([
      'Second first',
      first!.title,
    ]);
    // A writer of the magazine may not arrange them (no design right).
    const writer = team.people.writer;
    const refused = await writer.client.post(PATH, sectionsBody(team.magazineUserId, []));
    expect(refused.status).toBe(403);
  });

  it('refuses a bad list with a field error and keeps the saved one', async () => {
    const writer = await signedInPerson(t);
    const [topic] = await publisherWithTopics(writer.id);
    const good = [{ topicId: topic!.id, title: 'Kept', hidden: false }];
    expect((await writer.client.post(PATH, sectionsBody(writer.id, good))).status).toBe(200);
    const many = Array.from({ length: 21 }, (_, index) => ({ topicId: index + 1, title: '', hidden: false }));
    for (const sections of [
      [good[0], good[0]],
      many,
      [{ topicId: topic!.id, title: 'x'.repeat(41), hidden: false }],
      [{ topicId: topic!.id, title: '', hidden: 'no' }],
      [{ topicId: topic!.id, title: '', hidden: false, extra: 1 }],
      'not a list',
    ]) {
      const refused = await writer.client.post(PATH, sectionsBody(writer.id, sections));
      expect(refused.status, JSON.stringify(sections).slice(0, 80)).toBe(400);
    }
    const unknown = await writer.client.post(
      PATH,
      sectionsBody(writer.id, [{ topicId: 987_654_321, title: '', hidden: false }]),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.fields).toEqual({ sections: 'Up to 20 sections, each topic once.' });
    const payload = (await writer.client.get(`${PATH}?userId=${writer.id}`)).body.data;
    expect(payload.sections.map((section: { title: string }) => section.title)).toEqual(['Kept']);
    // Someone else's page, and a guest.
    const other = await signedInPerson(t);
    expect((await other.client.post(PATH, sectionsBody(writer.id, good))).status).toBe(403);
    expect((await createClient(t.app).post(PATH, sectionsBody(writer.id, good))).status).toBe(401);
  });
});
