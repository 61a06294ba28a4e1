import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertLocation, insertPerson, insertStory, signedInPerson } from '../../test/reading-fixtures.ts';
import { createPageApi } from '../ssr/page-api.ts';

/**
 * WCAG 3.1.2 language of parts: bios, place names and the story titles notifications quote carry their
 * language, so a Chinese bio inside the English interface is read as Chinese, and an English place
 * name inside the Chinese one as English.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

describe('the language of bios and quoted titles', () => {
  it('marks each bio of a profile, the publisher card and people cards with its language', async () => {
    const writer = await insertPerson(db(), {
      bio: '這個故事我讀了兩遍，很喜歡結尾',
      bioConnect: 'Saya suka membaca cerita pendek di pagi hari',
    });
    const page = await createPageApi(t.app.services)(null).getProfilePage({ userId: writer.id });
    expect(page?.profile.bioLangs).toEqual({ bio: 'tw', bioConnect: 'in', bioCreate: null });

    const story = await insertStory(db(), writer.id);
    const content = await createClient(t.app).get(`/api2/content/page?cgroupId=${story.id}`);
    expect(content.body.data.publisherCard).toMatchObject({
      bio: '這個故事我讀了兩遍，很喜歡結尾',
      bioLang: 'tw',
    });
  });

  it('gives a notification the language of the story it quotes', async () => {
    const author = await signedInPerson(t);
    const story = await insertStory(db(), author.id, { title: '这个故事我读了两遍', lang: 'cn' });
    const reader = await signedInPerson(t);
    expect((await reader.client.post('/api2/vote', { cgroupId: story.id, vote: 'up' })).status).toBeLessThan(
      300,
    );
    const list = await author.client.get('/api2/notification/new');
    const about = list.body.data.notifications.find(
      (item: { content: { cgroupId: number } | null }) => item.content?.cgroupId === story.id,
    );
    expect(about?.content).toMatchObject({ title: '这个故事我读了两遍', lang: 'cn' });
  });

  it('gives place names their language wherever a story, a card or a search shows them', async () => {
    const english = await insertLocation(db(), { name: 'Tainan, Taiwan' });
    const chinese = await insertLocation(db(), { name: '台南市安平區', city: 'Anping' });
    const writer = await insertPerson(db());
    for (const [location, lang] of [
      [english, 'en'],
      [chinese, 'tw'],
    ] as const) {
      const story = await insertStory(db(), writer.id, { locationId: location.id });
      const page = await createClient(t.app).get(`/api2/content/page?cgroupId=${story.id}`);
      expect(page.body.data.location).toMatchObject({ name: location.name, lang });
    }
    const search = await createClient(t.app).get('/api2/search?q=Tainan&tab=locations');
    expect(search.status).toBe(200);
    const found = (search.body.data.items as { name: string; lang: string }[]).find(
      (item) => item.name === 'Tainan, Taiwan',
    );
    expect(found?.lang).toBe('en');
  });
});
