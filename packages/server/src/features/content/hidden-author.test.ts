import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertStory, insertTopic } from '../../test/reading-fixtures.ts';
import { buildMagazine, type Team } from '../../test/team-fixtures.ts';
import { createPageApi } from '../ssr/page-api.ts';

/**
 * SPEC §6: a secretAdmin is hidden from all but masterAdmin. A story they write for the magazine is the
 * magazine's: its cards and page show the magazine as its author (to anyone but them), and the lists of
 * their own profile and the magazine's writer pages leave it out, so no public answer ties them to it.
 */

let t: TestApp;
let team: Team;
let hiddenStory: number;
let writerStory: number;
let topicId: number;
beforeAll(async () => {
  t = await createTestApp();
  team = await buildMagazine(t, { seats: ['primaryOwner', 'secretAdmin', 'writer'] });
  topicId = (await insertTopic(t.database.db)).id;
  const publisherId = team.magazineUserId;
  const story = (authorId: number) =>
    insertStory(t.database.db, authorId, { publisherId, topicIds: [topicId] });
  hiddenStory = (await story(team.people.secretAdmin.id)).id;
  writerStory = (await story(team.people.writer.id)).id;
});
afterAll(() => t?.close());

type Card = { cgroupId: number; author: { userId: number } };
const guest = () => createClient(t.app);

async function cards(client: ReturnType<typeof createClient>, url: string): Promise<Card[]> {
  const answer = await client.get(url);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.items;
}

describe("a hidden secretAdmin's story", () => {
  it('shows the magazine as its author on its page, to all but its author', async () => {
    const page = async (client: ReturnType<typeof createClient>) =>
      (await client.get(`/api2/content/page?cgroupId=${hiddenStory}`)).body.data;
    for (const client of [guest(), team.people.writer.client, team.outsider.client, team.masterAdmin.client])
      expect((await page(client)).author.userId).toBe(team.magazineUserId);
    expect((await page(team.people.secretAdmin.client)).author.userId).toBe(team.people.secretAdmin.id);
    // A member's own story keeps its byline.
    const writer = (await guest().get(`/api2/content/page?cgroupId=${writerStory}`)).body.data;
    expect(writer.author.userId).toBe(team.people.writer.id);
  });

  it("is the magazine's in its list, and not in the list of its author's profile", async () => {
    const magazine = await cards(guest(), `/api2/profile/content?userId=${team.magazineUserId}`);
    expect(magazine.map((card) => [card.cgroupId, card.author.userId])).toEqual([
      [writerStory, team.people.writer.id],
      [hiddenStory, team.magazineUserId],
    ]);
    const hidden = team.people.secretAdmin;
    expect(await cards(guest(), `/api2/profile/content?userId=${hidden.id}`)).toEqual([]);
    expect(
      await cards(guest(), `/api2/profile/content?userId=${hidden.id}&magazineUserId=${team.magazineUserId}`),
    ).toEqual([]);
    expect(await cards(guest(), `/api2/topic/feed?topicId=${topicId}&userId=${hidden.id}`)).toEqual([]);
    const topic = await cards(guest(), `/api2/topic/feed?topicId=${topicId}`);
    expect(topic.find((card) => card.cgroupId === hiddenStory)?.author.userId).toBe(team.magazineUserId);
  });

  it('gives its author no writer page of the magazine', async () => {
    const pageApi = createPageApi(t.app.services)(null);
    const { username } = team.magazine;
    expect(await pageApi.content.writer(username, team.people.secretAdmin.username)).toBeNull();
    expect(await pageApi.content.writer(username, team.people.writer.username)).not.toBeNull();
  });
});
