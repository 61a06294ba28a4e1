import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  insertFollow,
  insertLocation,
  insertPerson,
  insertStory,
  insertTopic,
  signedInPerson,
} from '../../test/reading-fixtures.ts';

let t: TestApp;
const db = () => t.database.db;
const feeds = () => t.app.services.feeds;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('follow suggestions for a new reader (issue 13)', () => {
  it('offers topics, places and people with stories in the reader’s languages, most popular first', async () => {
    const writer = await insertPerson(db(), { displayName: 'Sari' });
    const quiet = await insertPerson(db(), { displayName: 'Quiet' });
    const famous = await insertPerson(db(), { displayName: 'Famous' });
    const batik = await insertTopic(db(), { title: 'Batik' });
    const kopi = await insertTopic(db(), { title: 'Kopi' });
    const dimsum = await insertTopic(db(), { title: 'Dim Sum' });
    const bandung = await insertLocation(db(), {
      name: 'Bandung, Indonesia',
      countryCode: 'id',
      state: 'Jawa Barat',
      city: 'Bandung',
    });
    await insertStory(db(), writer.id, { lang: 'in', topicIds: [batik.id], locationId: bandung.id });
    await insertStory(db(), famous.id, { lang: 'in', topicIds: [kopi.id, batik.id] });
    await insertStory(db(), quiet.id, { lang: 'cn', topicIds: [dimsum.id] });
    // Popularity: Kopi and the famous writer are followed by others.
    for (let index = 0; index < 3; index += 1) {
      const fan = await insertPerson(db());
      await insertFollow(db(), fan.id, 'topic', kopi.id);
      await insertFollow(db(), fan.id, 'user', famous.id);
    }

    const reader = await signedInPerson(t);
    await insertFollow(db(), reader.userId, 'topic', batik.id);
    const offered = await feeds().followSuggestions(reader.userId, ['in']);
    expect(offered.topics.map((topic) => topic.title)).toEqual(['Kopi', 'Batik']);
    expect(offered.topics.find((topic) => topic.title === 'Batik')?.following).toBe(true);
    expect(offered.places.map((place) => place.name)).toEqual(['Bandung, Indonesia']);
    expect(offered.people.map((person) => person.displayName)).toEqual(['Famous', 'Sari']);

    // Another language, other suggestions; the reader never sees themself.
    const chinese = await feeds().followSuggestions(quiet.id, ['cn']);
    expect(chinese.topics.map((topic) => topic.title)).toEqual(['Dim Sum']);
    expect(chinese.people).toEqual([]);
    expect(chinese.places).toEqual([]);
  });

  it('makes the first home feed the reader’s once they follow what is offered', async () => {
    const writer = await insertPerson(db());
    const topic = await insertTopic(db(), { title: 'Wayang' });
    const story = await insertStory(db(), writer.id, { lang: 'in', topicIds: [topic.id] });
    const reader = await signedInPerson(t);
    const offered = await feeds().followSuggestions(reader.userId, ['in']);
    const wayang = offered.topics.find((item) => item.title === 'Wayang');
    expect(wayang).toBeDefined();
    const followed = await reader.client.post('/api2/follow', { topicId: wayang!.topicId });
    expect(followed.status).toBe(200);
    const home = await feeds().home({ viewerId: reader.userId, langs: ['in'] });
    expect(home.source).toBe('following');
    expect(home.items.map((item) => item.cgroupId)).toContain(story.id);
  });
});
