import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPerson } from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { NAUGHTY_STRINGS, WRONG_TYPES } from '../../test/hostile-input.ts';
import {
  insertEntity,
  insertLocation,
  insertMagazine,
  insertPerson,
  insertStory,
  insertTopic,
} from '../../test/reading-fixtures.ts';
import { follows } from '../engagement/tables.ts';
import { escapeLike, prefixTsquery } from './matching.ts';

let t: TestApp;
const db = () => t.database.db;
const guest = () => createClient(t.app);

let viewer: Awaited<ReturnType<typeof signUpPerson>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  viewer = await signUpPerson(t.app, { username: 'zz_viewer' });

  // Topics: 'Coffee' (highlighted, 8 articles), 'Coffee Roasting' (40), 'Cold Brew Coffee' (12),
  // 'Coffee Shops' (3: under min_articles), and more 'co…' topics than the limit.
  ids.coffee = (await insertTopic(db(), { title: 'Coffee', articleCount: 8, highLight: true })).id;
  ids.roasting = (await insertTopic(db(), { title: 'Coffee Roasting', articleCount: 40 })).id;
  ids.coldBrew = (await insertTopic(db(), { title: 'Cold Brew Coffee', articleCount: 12 })).id;
  ids.shops = (await insertTopic(db(), { title: 'Coffee Shops', articleCount: 3 })).id;
  for (const title of ['Cooking', 'Comics', 'Cocktails', 'Computers', 'Costume']) {
    await insertTopic(db(), { title, articleCount: 6 });
  }
  await insertTopic(db(), { title: '100% Juice', articleCount: 9 });

  ids.ada = (
    await insertPerson(db(), { username: 'zz_ada', displayName: 'Ada Okafor', followerCount: 5 })
  ).id;
  ids.adam = (await insertPerson(db(), { username: 'zz_adam', displayName: 'Adam Reader' })).id;
  ids.magazine = (
    await insertMagazine(db(), { username: 'zz_longtable', displayName: 'Ada’s Long Table' })
  ).id;
  ids.writer = (await insertPerson(db(), { username: 'zz_adele', displayName: 'Adele Writer' })).id;

  await insertStory(db(), ids.writer, {
    title: 'Coffee in Taipei: a walking guide',
    description: 'Roasters and cafés',
  });
  await insertStory(db(), ids.writer, { title: 'The coffee draft', status: 'draft' });
  await insertStory(db(), ids.writer, { title: 'Deleted coffee story', deleted: true });
  await insertStory(db(), ids.writer, { title: 'Tea and more', description: 'Coffee mentioned here' });
  await insertStory(db(), ids.writer, { title: '台北的咖啡地圖' });
  for (let index = 0; index < 13; index += 1)
    await insertStory(db(), ids.writer, { title: `Espresso notes ${index}` });

  for (let index = 0; index < 12; index += 1)
    await insertLocation(db(), {
      city: '',
      name: `Taichung district ${index}`,
      countryCode: 'tw',
      state: `d${index}`,
    });
  ids.taipei = (
    await insertLocation(db(), { city: '', name: 'Taipei, Taiwan', countryCode: 'tw', state: 'Taipei' })
  ).id;
  await insertLocation(db(), {
    city: '',
    name: 'New Taipei, Taiwan',
    countryCode: 'tw',
    state: 'New Taipei',
  });
  for (let index = 0; index < 11; index += 1) await insertEntity(db(), { title: `Lovelace item ${index}` });
  await insertEntity(db(), { title: 'Ada Lovelace' });
});
afterAll(() => t.close());

describe('POST /api2/topic/autocomplete (SPEC §7)', () => {
  it('answers data.topics, at most 5, highlighted first, with at least 5 articles', async () => {
    const response = await guest().post('/api2/topic/autocomplete', { q: 'co' });
    expect(response.status).toBe(200);
    const topics = response.body.data.topics as { title: string; highLight: boolean; url: string }[];
    expect(topics).toHaveLength(5);
    expect(topics[0]).toMatchObject({ title: 'Coffee', highLight: true, articleCount: 8 });
    expect(topics[0]!.url).toBe('/blogs/coffee');
    expect(topics.map((topic) => topic.title)).not.toContain('Coffee Shops');
  });

  it('matches a later word of the title and honours min_articles and limit', async () => {
    const later = await guest().post('/api2/topic/autocomplete', { q: 'brew', limit: 5 });
    expect(later.body.data.topics.map((topic: { title: string }) => topic.title)).toEqual([
      'Cold Brew Coffee',
    ]);
    const shops = await guest().post('/api2/topic/autocomplete', { q: 'coffee s', min_articles: 0 });
    expect(shops.body.data.topics.map((topic: { title: string }) => topic.title)).toEqual(['Coffee Shops']);
    const two = await guest().post('/api2/topic/autocomplete', { q: 'co', limit: 2 });
    expect(two.body.data.topics).toHaveLength(2);
  });

  it('refuses limits above SPEC §9 and malformed payloads with 400 and field errors', async () => {
    for (const body of [
      { q: 'co', limit: 6 },
      { q: 'co', limit: '5' },
      { q: '' },
      { q: 'co', min_articles: -1 },
      { q: 'co', extra: true },
      {},
    ]) {
      const response = await guest().post('/api2/topic/autocomplete', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors.fields).toBeDefined();
    }
  });

  it('treats % and _ literally', async () => {
    const percent = await guest().post('/api2/topic/autocomplete', { q: '%', min_articles: 0 });
    expect(percent.body.data.topics).toEqual([]);
    const juice = await guest().post('/api2/topic/autocomplete', { q: '100%', min_articles: 0 });
    expect(juice.body.data.topics.map((topic: { title: string }) => topic.title)).toEqual(['100% Juice']);
  });

  it('leaves out topics the signed-in viewer follows when onlyNotAdded is set', async () => {
    await db()
      .insert(follows)
      .values({ followerId: viewer.userId, targetKind: 'topic', targetId: ids.coffee! });
    const all = await viewer.client.post('/api2/topic/autocomplete', { q: 'coffee' });
    expect(all.body.data.topics.map((topic: { topicId: number }) => topic.topicId)).toContain(ids.coffee);
    const notAdded = await viewer.client.post('/api2/topic/autocomplete', {
      q: 'coffee',
      onlyNotAdded: true,
    });
    const titles = notAdded.body.data.topics.map((topic: { title: string }) => topic.title);
    expect(titles).toEqual(['Coffee Roasting', 'Cold Brew Coffee']);
    // A guest follows nothing: the flag changes nothing.
    const guestAnswer = await guest().post('/api2/topic/autocomplete', { q: 'coffee', onlyNotAdded: 1 });
    expect(guestAnswer.body.data.topics).toHaveLength(3);
  });
});

describe('POST /api2/people/autocomplete (SPEC §7)', () => {
  it('type C gives people, type B magazines and people who publish', async () => {
    const people = await guest().post('/api2/people/autocomplete', { q: 'ad', type: 'C' });
    const usernames = people.body.data.people.map((person: { username: string }) => person.username);
    expect(usernames).toEqual(expect.arrayContaining(['zz_ada', 'zz_adam', 'zz_adele']));
    expect(usernames).not.toContain('zz_longtable');
    expect(people.body.data.people[0]).toMatchObject({ username: 'zz_ada', url: '/@zz_ada', userType: 1 });
    expect(people.body.data.people[0]).not.toHaveProperty('email');

    const blogs = await guest().post('/api2/people/autocomplete', { q: 'ad', type: 'B' });
    const blogNames = blogs.body.data.people.map((person: { username: string }) => person.username).sort();
    expect(blogNames).toEqual(['zz_adele', 'zz_longtable']);
  });

  it('matches display names and a later word, up to the limit of 5', async () => {
    const byName = await guest().post('/api2/people/autocomplete', { q: 'okafor', type: 'C' });
    expect(byName.body.data.people.map((person: { username: string }) => person.username)).toEqual([
      'zz_ada',
    ]);
    const one = await guest().post('/api2/people/autocomplete', { q: 'zz', type: 'C', limit: 1 });
    expect(one.body.data.people).toHaveLength(1);
    expect((await guest().post('/api2/people/autocomplete', { q: 'zz', limit: 6 })).status).toBe(400);
    expect((await guest().post('/api2/people/autocomplete', { q: 'zz', type: 'X' })).status).toBe(400);
  });

  it('leaves out people already followed, and the viewer, with onlyNotAdded', async () => {
    await db().insert(follows).values({ followerId: viewer.userId, targetKind: 'user', targetId: ids.ada! });
    const answer = await viewer.client.post('/api2/people/autocomplete', {
      q: 'zz_',
      type: 'C',
      onlyNotAdded: true,
    });
    const usernames = answer.body.data.people.map((person: { username: string }) => person.username);
    expect(usernames).not.toContain('zz_ada');
    expect(usernames).not.toContain('zz_viewer');
    expect(usernames).toContain('zz_adam');
  });
});

describe('POST /api2/location/autocomplete/all and /api2/entities (SPEC §7)', () => {
  it('gives data.locations, 10 by default', async () => {
    const response = await guest().post('/api2/location/autocomplete/all', { q: 'tai' });
    expect(response.status).toBe(200);
    const places = response.body.data.locations as { name: string; url: string }[];
    expect(places).toHaveLength(10);
    const taipei = await guest().post('/api2/location/autocomplete/all', { q: 'taipei' });
    expect(taipei.body.data.locations.map((place: { name: string }) => place.name)).toEqual([
      'Taipei, Taiwan',
      'New Taipei, Taiwan',
    ]);
    expect(taipei.body.data.locations[0]).toMatchObject({ locationId: ids.taipei, url: '/tw/taipei/-' });
    expect((await guest().post('/api2/location/autocomplete/all', { q: 'tai', limit: 11 })).status).toBe(400);
  });

  it("answers each place's SPEC §5 location type, keeps one type when asked and refuses others", async () => {
    const response = await guest().post('/api2/location/autocomplete/all', { q: 'tai' });
    for (const place of response.body.data.locations as {
      state: string;
      city: string;
      locationType: string;
    }[])
      expect(place.locationType).toBe(place.city ? 'city_name' : place.state ? 'state_name' : 'country_name');
    const taipei = await guest().post('/api2/location/autocomplete/all', { q: 'taipei' });
    expect(taipei.body.data.locations[0].locationType).toBe('state_name');
    for (const type of ['country_name', 'state_name', 'city_name']) {
      const only = await guest().post('/api2/location/autocomplete/all', { q: 'tai', type });
      expect(only.status).toBe(200);
      for (const place of only.body.data.locations) expect(place.locationType).toBe(type);
    }
    const bad = await guest().post('/api2/location/autocomplete/all', { q: 'tai', type: 'street_name' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.fields.type).toBe('Location type must be country_name, state_name or city_name');
  });

  it('gives data.entities with title, 10 by default', async () => {
    const response = await guest().post('/api2/entities', { q: 'lovelace' });
    expect(response.status).toBe(200);
    expect(response.body.data.entities).toHaveLength(10);
    const ada = await guest().post('/api2/entities', { q: 'ada', limit: 3 });
    expect(ada.body.data.entities).toEqual([
      {
        entityId: expect.any(Number),
        title: 'Ada Lovelace',
        url: expect.stringMatching(/^\/entity\/ada-lovelace\/\d+\.html$/),
      },
    ]);
    expect((await guest().post('/api2/entities', { q: 'ada', limit: 11 })).status).toBe(400);
  });
});

describe('GET /api2/search', () => {
  const search = (query: string) => guest().get(`/api2/search?${query}`);

  it('finds published stories by title and description, never drafts or deleted ones', async () => {
    const response = await search('q=coffee');
    expect(response.status).toBe(200);
    expect(response.body.data.tab).toBe('stories');
    const titles = response.body.data.items.map((story: { title: string }) => story.title);
    expect(titles).toEqual(['Coffee in Taipei: a walking guide', 'Tea and more']);
    expect(response.body.data.items[0]).toMatchObject({ cgroupId: expect.any(Number), userRead: false });
    expect(response.body.data.nextCursor).toBeNull();
  });

  it('matches word prefixes and Chinese titles, and pages with a cursor', async () => {
    expect((await search('q=coff')).body.data.items).toHaveLength(2);
    expect((await search(`q=${encodeURIComponent('台北')}`)).body.data.items[0].title).toBe('台北的咖啡地圖');
    const first = await search('q=espresso');
    expect(first.body.data.items).toHaveLength(10);
    expect(first.body.data.nextCursor).toBe('10');
    const second = await search(`q=espresso&cursor=${first.body.data.nextCursor}`);
    expect(second.body.data.items).toHaveLength(3);
    expect(second.body.data.nextCursor).toBeNull();
    const seen = new Set(
      [...first.body.data.items, ...second.body.data.items].map((s: { cgroupId: number }) => s.cgroupId),
    );
    expect(seen.size).toBe(13);
  });

  it('keeps websearch syntax: phrases and exclusions', async () => {
    const excluded = await search(`q=${encodeURIComponent('coffee -tea')}`);
    expect(excluded.body.data.items.map((story: { title: string }) => story.title)).toEqual([
      'Coffee in Taipei: a walking guide',
    ]);
    const phrase = await search(`q=${encodeURIComponent('"walking guide"')}`);
    expect(phrase.body.data.items).toHaveLength(1);
  });

  it('searches interests, publishers, people and locations with follow states', async () => {
    const interests = await viewer.client.get('/api2/search?q=coffee&tab=interests');
    const coffee = interests.body.data.items.find((topic: { title: string }) => topic.title === 'Coffee');
    expect(coffee).toMatchObject({ following: true, url: '/blogs/coffee' });
    // The search page lists every matching topic, however few articles it has.
    expect(interests.body.data.items.map((topic: { title: string }) => topic.title)).toContain(
      'Coffee Shops',
    );

    const publishers = await viewer.client.get('/api2/search?q=ad&tab=publishers');
    expect(publishers.body.data.items.map((p: { username: string }) => p.username).sort()).toEqual([
      'zz_adele',
      'zz_longtable',
    ]);
    const people = await viewer.client.get('/api2/search?q=ada&tab=people');
    expect(people.body.data.items[0]).toMatchObject({
      username: 'zz_ada',
      following: true,
      followerCount: 5,
    });

    const places = await guest().get('/api2/search?q=taipei&tab=locations');
    expect(places.body.data.items[0]).toMatchObject({ name: 'Taipei, Taiwan', following: false });
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    for (const tab of ['stories', 'interests', 'publishers', 'people', 'locations']) {
      const response = await search(`q=qqqqzzzz&tab=${tab}`);
      expect(response.status, tab).toBe(200);
      expect(response.body.data).toEqual({ tab, q: 'qqqqzzzz', items: [], nextCursor: null });
    }
  });

  it('refuses a missing, blank or over-long query, an unknown tab and a bad cursor with 400', async () => {
    for (const query of [
      '',
      'q=',
      'q=%20%20',
      `q=${'x'.repeat(101)}`,
      'q=a&tab=blogs',
      'q=a&cursor=-1',
      'q=a&cursor=9999',
      'q=a&q=b',
      'q=a&x=1',
    ]) {
      const response = await search(query);
      expect(response.status, query).toBe(400);
      expect(response.body.isError).toBe(true);
    }
  });
});

describe('hostile input', () => {
  it('never answers 500 to naughty strings or wrong types on any search route', async () => {
    const problems: string[] = [];
    const client = guest();
    const routes = [
      '/api2/topic/autocomplete',
      '/api2/people/autocomplete',
      '/api2/location/autocomplete/all',
      '/api2/entities',
    ];
    for (const value of [...NAUGHTY_STRINGS, ...WRONG_TYPES]) {
      for (const route of routes) {
        const response = await client.post(route, { q: value });
        if (response.status >= 500) problems.push(`${route} ${JSON.stringify(value).slice(0, 40)}`);
      }
      if (typeof value === 'string') {
        let encoded: string;
        try {
          encoded = encodeURIComponent(value);
        } catch {
          encoded = '%ED%A0%80';
        }
        for (const tab of ['stories', 'interests', 'people', 'publishers', 'locations']) {
          const response = await client.get(`/api2/search?q=${encoded}&tab=${tab}`);
          if (response.status >= 500) problems.push(`search ${tab} ${value.slice(0, 40)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('query helpers', () => {
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });

  it('builds a prefix tsquery of letters and digits only, none for websearch syntax', () => {
    expect(prefixTsquery('Coff bean')).toBe('coff:* & bean:*');
    expect(prefixTsquery("'; DROP TABLE users;")).toBe('drop:* & table:* & users:*');
    expect(prefixTsquery('台北')).toBe('台北:*');
    expect(prefixTsquery('!!!')).toBeNull();
    expect(prefixTsquery('"walking guide"')).toBeNull();
    expect(prefixTsquery('coffee -tea')).toBeNull();
    expect(prefixTsquery('tea or coffee')).toBeNull();
  });
});
