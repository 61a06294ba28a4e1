import { FEED_LIMITS, locationPath, parseLocationPath } from '@masthead/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import {
  insertFollow,
  insertLocation,
  insertPerson,
  insertStory,
  insertTopic,
  minutesAgo,
  readAllPages,
} from '../../test/reading-fixtures.ts';

let t: TestApp;
const db = () => t.database.db;
const guest = () => createClient(t.app);

const place = { taipei: 0, sf: 0, quiet: 0 };
let coffee = 0;
const stories: number[] = [];
let guide = 0;

beforeAll(async () => {
  t = await createTestApp();
  place.taipei = (
    await insertLocation(db(), {
      countryCode: 'TW',
      country: 'Taiwan',
      state: 'Taiwan Province',
      city: 'Taipei',
      name: 'Taipei, Taiwan',
      photoPath: '/images/l/taipei.jpg',
      featured: true,
      followerCount: 10,
    })
  ).id;
  place.sf = (
    await insertLocation(db(), {
      countryCode: 'us',
      country: 'United States',
      state: 'California',
      city: 'San Francisco',
      name: 'San Francisco, CA',
      photoPath: '/images/l/sf.gif',
      featured: true,
    })
  ).id;
  place.quiet = (
    await insertLocation(db(), { countryCode: 'tw', state: '', city: 'Hualien', name: 'Hualien' })
  ).id;
  coffee = (await insertTopic(db(), { title: 'Coffee' })).id;
  const a = await insertPerson(db());
  const b = await insertPerson(db());
  guide = a.id;
  for (let i = 0; i < 10; i++) {
    stories.push(
      (
        await insertStory(db(), i < 7 ? a.id : b.id, {
          locationId: place.taipei,
          publishedAt: minutesAgo(i * 5),
          topicIds: i % 2 === 0 ? [coffee] : [],
        })
      ).id,
    );
  }
  await insertStory(db(), b.id, { locationId: place.taipei, lang: 'in', publishedAt: minutesAgo(1) });
});
afterAll(() => t.close());

describe('GET /api2/location/photo', () => {
  it("answers the place's photo with the size suffix (m by default; GIFs unsuffixed)", async () => {
    const m = await guest().get('/api2/location/photo?country=tw&state=taiwan%20province&city=TAIPEI');
    expect(m.body).toEqual({
      success: true,
      data: { photo: '/images/l/taipei-m.jpg', locationType: 'city_name' },
    });
    const xl = await guest().get(
      '/api2/location/photo?country=TW&state=Taiwan%20Province&city=Taipei&size=xl',
    );
    expect(xl.body.data.photo).toBe('/images/l/taipei-xl.jpg');
    const gif = await guest().get(
      '/api2/location/photo?country=us&state=California&city=San%20Francisco&size=l',
    );
    expect(gif.body.data.photo).toBe('/images/l/sf.gif');
    const none = await guest().get('/api2/location/photo?country=tw&city=Hualien');
    expect(none.body.data.photo).toBeNull();
  });

  it('takes the level of the address a SPEC §5 location type names, and refuses one it does not name', async () => {
    await insertLocation(db(), { countryCode: 'jp', country: 'Japan', state: '', city: '', name: 'Japan' });
    await insertLocation(db(), {
      countryCode: 'jp',
      country: 'Japan',
      state: 'Tokyo',
      city: 'Shibuya',
      name: 'Shibuya',
    });
    const address = 'country=JP&state=Tokyo&city=Shibuya';
    const city = await guest().get(`/api2/location/photo?${address}&type=city_name`);
    expect(city.body.data).toEqual({ photo: null, locationType: 'city_name' });
    const country = await guest().get(`/api2/location/photo?${address}&type=country_name`);
    expect(country.body.data).toEqual({ photo: null, locationType: 'country_name' });
    // No row for the state of Tokyo itself: a state_name there is an unknown place.
    expect((await guest().get(`/api2/location/photo?${address}&type=state_name`)).status).toBe(404);
    for (const query of [
      'country=JP&type=city_name',
      'country=JP&city=Shibuya&type=state_name',
      `${address}&type=town`,
    ]) {
      const refused = await guest().get(`/api2/location/photo?${query}`);
      expect(refused.status, query).toBe(400);
      expect(JSON.stringify(refused.body.errors.fields)).toContain(
        'Location type must be country_name, state_name or city_name',
      );
    }
  });

  it('answers location.unknown for a place that does not exist, and 400 for bad input', async () => {
    const unknown = await guest().get('/api2/location/photo?country=fr&city=Paris');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMsgKey).toBe('error.location.unknown');
    for (const query of [
      '',
      'country=taiwan',
      'country=tw&size=s',
      `country=tw&city=${'x'.repeat(101)}`,
      'country=tw&city=%00',
    ]) {
      expect((await guest().get(`/api2/location/photo?${query}`)).status, query).toBe(400);
    }
  });
});

describe('featured locations', () => {
  it('serves FeaturedLocations.js: name, url, countryCode, photo (m), cacheable', async () => {
    const response = await guest().get('/_core/js/poca/json/FeaturedLocations.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age');
    expect(response.headers['content-type']).toContain('json');
    expect(response.body).toEqual([
      {
        name: 'Taipei, Taiwan',
        url: '/tw/taiwan-province/taipei',
        countryCode: 'tw',
        country: 'Taiwan',
        state: 'Taiwan Province',
        city: 'Taipei',
        photo: '/images/l/taipei-m.jpg',
      },
      expect.objectContaining({
        name: 'San Francisco, CA',
        url: '/us/california/san-francisco',
        photo: '/images/l/sf.gif',
      }),
    ]);
  });

  it('lists featured locations with follow state, and their local guides', async () => {
    const featured = await guest().get('/api2/locations/featured');
    expect(featured.body.data.locations.map((l: { locationId: number }) => l.locationId)).toEqual([
      place.taipei,
      place.sf,
    ]);
    const guides = await guest().get('/api2/local-guides');
    const taipei = guides.body.data.locations[0];
    expect(taipei.location.locationId).toBe(place.taipei);
    expect(taipei.guides[0]).toMatchObject({ person: { userId: guide }, storyCount: 7 });
    expect(taipei.guides).toHaveLength(2);
    expect(guides.body.data.locations[1].guides).toEqual([]);
  });
});

describe('location pages', () => {
  it('finds a place by its address, with its stories, guides and topics', async () => {
    const feeds = t.app.services.feeds;
    const address = parseLocationPath(
      locationPath({ countryCode: 'tw', state: 'Taiwan Province', city: 'Taipei' }),
    )!;
    const page = await feeds.location(null, address, ['en']);
    expect(page?.location.locationId).toBe(place.taipei);
    expect(page?.location.url).toBe('/tw/taiwan-province/taipei');
    expect(page?.stories.items.map((story) => story.cgroupId)).toEqual(
      stories.slice(0, FEED_LIMITS.mainPage),
    );
    expect(page?.guides.map((g) => g.person.userId)[0]).toBe(guide);
    expect(page?.topics.map((topic) => topic.title)).toEqual(['Coffee']);
    const noState = parseLocationPath(locationPath({ countryCode: 'tw', state: '', city: 'Hualien' }))!;
    expect((await feeds.location(null, noState, ['en']))?.location.locationId).toBe(place.quiet);
    expect(
      await feeds.location(null, { countryCode: 'tw', state: 'nowhere', city: 'x', topic: null }, ['en']),
    ).toBeNull();
  });

  it('filters a place to one topic, and refuses an unknown topic', async () => {
    const feeds = t.app.services.feeds;
    const address = parseLocationPath(
      locationPath({ countryCode: 'tw', state: 'Taiwan Province', city: 'Taipei' }, { topic: 'Coffee' }),
    )!;
    const page = await feeds.location(null, address, ['en']);
    expect(page?.topic?.topicId).toBe(coffee);
    expect(page?.stories.items.map((story) => story.cgroupId)).toEqual(stories.filter((_, i) => i % 2 === 0));
    expect(await feeds.location(null, { ...address, topic: 'no-such-topic' }, ['en'])).toBeNull();
  });

  it('pages a location feed through the API in the reader’s languages', async () => {
    const client = createClient(t.app);
    const get = (url: string) => client.get(url, { 'accept-language': 'en' });
    const { items } = await readAllPages(get, `/api2/location/feed?locationId=${place.taipei}`);
    expect(items.map((story) => (story as { cgroupId: number }).cgroupId)).toEqual(stories);
    const indonesian = await readAllPages(
      (url) => client.get(url, { 'accept-language': 'id' }),
      `/api2/location/feed?locationId=${place.taipei}`,
    );
    expect(indonesian.items).toHaveLength(11);
    const topic = await readAllPages(get, `/api2/location/feed?locationId=${place.taipei}&topicId=${coffee}`);
    expect(topic.items).toHaveLength(5);
    expect((await get('/api2/location/feed?locationId=999999')).status).toBe(404);
    expect((await get('/api2/location/feed?locationId=0')).status).toBe(400);
    expect((await get('/api2/location/feed?locationId=99999999999999999999')).status).toBe(400);
  });

  it("counts a local guide's stories in the languages the place's feed lists", async () => {
    const client = createClient(t.app);
    const address = parseLocationPath(
      locationPath({ countryCode: 'tw', state: 'Taiwan Province', city: 'Taipei' }),
    )!;
    for (const [acceptLanguage, langs] of [
      ['en', ['en']],
      ['id', ['en', 'in']],
    ] as const) {
      const get = (url: string) => client.get(url, { 'accept-language': acceptLanguage });
      const { items } = await readAllPages(get, `/api2/location/feed?locationId=${place.taipei}`);
      const listed = new Map<number, number>();
      for (const story of items as { userId: number }[])
        listed.set(story.userId, (listed.get(story.userId) ?? 0) + 1);
      const page = await t.app.services.feeds.location(null, address, [...langs]);
      expect(new Map(page?.guides.map((g) => [g.person.userId, g.storyCount]))).toEqual(listed);
      const guides = (await get('/api2/local-guides')).body.data.locations[0].guides as {
        person: { userId: number };
        storyCount: number;
      }[];
      expect(new Map(guides.map((g) => [g.person.userId, g.storyCount]))).toEqual(listed);
    }
  });

  it('counts the stories the feed languages leave out, by language, most first (issue 13)', async () => {
    const feeds = t.app.services.feeds;
    const taipei = parseLocationPath(
      locationPath({ countryCode: 'tw', state: 'Taiwan Province', city: 'Taipei' }),
    )!;
    expect((await feeds.location(null, taipei, ['en']))?.otherLangs).toEqual([{ lang: 'in', count: 1 }]);
    expect((await feeds.location(null, taipei, ['en', 'in']))?.otherLangs).toEqual([]);
    expect((await feeds.location(null, taipei, ['in']))?.otherLangs).toEqual([{ lang: 'en', count: 10 }]);
    // With a topic, only that topic's stories count (the Indonesian story has none).
    const coffeeHere = { ...taipei, topic: 'Coffee' };
    expect((await feeds.location(null, coffeeHere, ['en']))?.otherLangs).toEqual([]);
    expect((await feeds.location(null, coffeeHere, ['in']))?.otherLangs).toEqual([{ lang: 'en', count: 5 }]);
  });

  it("a guest's added languages (the feedLangs cookie) join the browser's; junk in it is ignored", async () => {
    const client = createClient(t.app);
    const feed = (cookie: string) =>
      readAllPages(
        (url) => client.get(url, { 'accept-language': 'en', cookie: `feedLangs=${cookie}` }),
        `/api2/location/feed?locationId=${place.taipei}`,
      );
    expect((await feed('in')).items).toHaveLength(11);
    expect((await feed('tw,in,%3Cscript%3E')).items).toHaveLength(11);
    expect((await feed('xx')).items).toHaveLength(10);
  });

  it('marks followed places for a signed-in viewer', async () => {
    const reader = await insertPerson(db());
    await insertFollow(db(), reader.id, 'location', place.sf);
    const cards = await t.app.services.feeds.featuredLocations(reader.id);
    expect(cards.map((card) => card.following)).toEqual([false, true]);
    const tw = await t.app.services.feeds.countryLocations(reader.id, 'TW');
    expect(tw.map((card) => card.locationId).sort()).toEqual([place.taipei, place.quiet].sort());
  });
});
