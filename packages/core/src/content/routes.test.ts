import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SEGMENTS,
  contentPath,
  ctypeDirectoryPath,
  decodeTopicTitle,
  discussionPath,
  encodeTopicTitle,
  entityPath,
  HOME_PATH,
  isEncodedTopicTitle,
  locationPath,
  notebookPath,
  parseContentPath,
  parseEntityPath,
  parseId,
  parseLocationPath,
  parseNotebookPath,
  parseProfilePath,
  parseTopicPath,
  profilePath,
  segmentOfCtype,
  storyPath,
  topicPath,
  topicTitleCandidates,
  urlFriendly,
} from './routes.ts';
import { CTYPE, CTYPES } from './types.ts';

const id = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
/** Any text, including every script, emoji and the characters SPEC's encoding treats specially. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'ab -_&.;/?#%AND DOT'.split('')), maxLength: 30 }),
);
const username = fc.stringMatching(/^[A-Za-z0-9_-]{3,30}$/);
const flavour = fc.constantFrom('explore', 'connect', 'create' as const);

describe('urlFriendly (SPEC §5)', () => {
  it('replaces punctuation with hyphens and keeps letters of every script', () => {
    expect(urlFriendly('Hello, World!')).toBe('hello-world');
    expect(urlFriendly('  Taipei: 10 cafés  ')).toBe('taipei-10-cafés');
    expect(urlFriendly('台北咖啡地圖 2026')).toBe('台北咖啡地圖-2026');
    expect(urlFriendly('हिन्दी शब्द')).toBe('हिन्दी-शब्द');
  });

  it("yields '-' when nothing is left", () => {
    expect(urlFriendly('')).toBe('-');
    expect(urlFriendly('?!… ')).toBe('-');
  });

  it('is stable: a slug is its own slug, never empty, never with edge or double hyphens', () => {
    fc.assert(
      fc.property(anyText, (title) => {
        const slug = urlFriendly(title);
        expect(urlFriendly(slug)).toBe(slug);
        expect(slug.length).toBeGreaterThan(0);
        if (slug !== '-') expect(slug).not.toMatch(/^-|-$|--|[/?#.%\s]/);
      }),
    );
  });
});

describe('topic title encoding (SPEC §5)', () => {
  it('encodes exactly as SPEC says', () => {
    expect(encodeTopicTitle('Food & Drink')).toBe('food--AND--drink');
    expect(encodeTopicTitle('Node.js')).toBe('node-DOT-js');
    expect(encodeTopicTitle('Sci-Fi')).toBe('sci_fi');
    expect(encodeTopicTitle('AC/DC; live')).toBe('ac-SLASH-dc-SEMI--live');
    expect(encodeTopicTitle('台北 美食')).toBe('台北-美食');
  });

  it('decodes what it encodes, for every title without an underscore', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const title = raw.replaceAll('_', '');
        expect(decodeTopicTitle(encodeTopicTitle(title))).toBe(title.toLowerCase());
      }),
    );
  });

  it('reads tokens next to spaces and each other without ambiguity', () => {
    for (const title of ['a & b', '&&', '. .', 'x-and-y', 'and & dot', '/;/', ' - ', 'r&d.', 'a--b']) {
      expect(decodeTopicTitle(encodeTopicTitle(title))).toBe(title);
    }
  });

  it("tells an address that can hold an encoded title from one that cannot (SPEC §8 'invalid topic url')", () => {
    for (const encoded of ['food--AND--drink', 'sci_fi', 'Food', '台北-美食', 'x'.repeat(100)]) {
      expect(isEncodedTopicTitle(encoded), encoded).toBe(true);
    }
    for (const encoded of ['', 'food & drink', 'node.js', 'a/b', 'a;b', 'tab\there', 'x'.repeat(101)]) {
      expect(isEncodedTopicTitle(encoded), encoded).toBe(false);
    }
    fc.assert(
      fc.property(anyText, (raw) => {
        // A title of letters, digits, spaces and the characters SPEC encodes, as topics are named.
        const title = [...raw.replace(/[^\p{L}\p{N} &.;/_-]/gu, '')].slice(0, 50).join('');
        if (title) expect(isEncodedTopicTitle(encodeTopicTitle(title)), title).toBe(true);
      }),
    );
  });

  it("gives both readings of '_' (SPEC writes '-' and '_' alike)", () => {
    expect(topicTitleCandidates('sci_fi')).toEqual(['sci-fi', 'sci_fi']);
    expect(topicTitleCandidates('food--AND--drink')).toEqual(['food & drink']);
  });
});

describe('topicPath', () => {
  it('builds the three SPEC forms', () => {
    expect(topicPath({ topicId: 7, title: 'Food & Drink' })).toBe('/blogs/food--AND--drink');
    expect(topicPath({ topicId: 7, title: 'Food' }, { username: 'ada' })).toBe('/@ada/blogs/food');
    expect(topicPath({ topicId: 7, title: 'Food' }, { username: 'ada', businessSite: true })).toBe(
      '/blogs/food',
    );
    expect(topicPath({ topicId: 7 })).toBe('/topic.html?topicId=7');
    expect(topicPath({ topicId: 7, title: '' })).toBe('/topic.html?topicId=7');
  });

  it('percent-encodes what an address needs and round-trips through the parser', () => {
    fc.assert(
      fc.property(id, anyText, fc.option(username, { nil: undefined }), (topicId, title, user) => {
        const path = topicPath({ topicId, title }, { username: user });
        expect(path).not.toMatch(/[\s#]|\?(?!topicId=)/);
        const parsed = parseTopicPath(path);
        if (!encodeTopicTitle(title)) {
          expect(parsed).toEqual({ kind: 'id', topicId });
          return;
        }
        expect(parsed).toEqual({
          kind: 'title',
          encodedTitle: encodeTopicTitle(title),
          username: user ?? null,
        });
      }),
    );
  });

  it('refuses what is not a topic address', () => {
    for (const bad of [
      '/blogs/',
      '/topic.html?topicId=0',
      '/topic.html?topicId=1e3',
      '/blogs/a/b',
      '/blogs/%E0',
    ]) {
      expect(parseTopicPath(bad)).toBeNull();
    }
  });
});

describe('contentPath (SPEC §2 ctype→route mapping)', () => {
  const base = { cgroupId: 42, title: 'Ten Cafés in Taipei', username: 'thelongtable' };

  it.each([
    [CTYPE.editorial, '/editorial/42/ten-cafés-in-taipei.html'],
    [CTYPE.post, '/post/42/ten-cafés-in-taipei.html'],
    [CTYPE.postLegacy, '/post/42/ten-cafés-in-taipei.html'],
    [CTYPE.list, '/list/42/ten-cafés-in-taipei.html'],
    [CTYPE.article, '/article/42/ten-cafés-in-taipei.html'],
    [CTYPE.event, '/event/42/ten-cafés-in-taipei.html'],
    [CTYPE.database, '/database/42/ten-cafés-in-taipei.html'],
    [CTYPE.external, '/external/42/ten-cafés-in-taipei.html'],
    [999, '/external/42/ten-cafés-in-taipei.html'],
    [CTYPE.poll, '/poll/42/ten-cafés-in-taipei.html'],
    [CTYPE.liveQa, '/live-qa/42/ten-cafés-in-taipei.html'],
    [CTYPE.votableList, '/@thelongtable/lists/42/ten-cafés-in-taipei.html'],
  ])('ctype %i goes to %s', (ctype, path) => {
    expect(contentPath({ ...base, ctype })).toBe(path);
  });

  it('puts a quiz under its creator with its first topic', () => {
    expect(contentPath({ ...base, ctype: CTYPE.quiz, topicTitle: 'Food & Drink' })).toBe(
      '/@thelongtable/quiz/42/food-drink/ten-cafés-in-taipei.html',
    );
    expect(contentPath({ ...base, ctype: CTYPE.quiz })).toBe(
      '/@thelongtable/quiz/42/quiz/ten-cafés-in-taipei.html',
    );
  });

  it('prefixes a magazine on explore and connect, not on create or a business site', () => {
    const post = { ...base, ctype: CTYPE.post };
    expect(contentPath(post, { publisherIsMagazine: true })).toBe(
      '/@thelongtable/post/42/ten-cafés-in-taipei.html',
    );
    expect(contentPath(post, { publisherIsMagazine: true, flavour: 'connect' })).toMatch(
      /^\/@thelongtable\//,
    );
    expect(contentPath(post, { publisherIsMagazine: true, flavour: 'create' })).toBe(
      '/post/42/ten-cafés-in-taipei.html',
    );
    expect(contentPath(post, { publisherIsMagazine: true, businessSite: true })).toBe(
      '/post/42/ten-cafés-in-taipei.html',
    );
    expect(contentPath({ ...base, ctype: CTYPE.votableList }, { businessSite: true })).toBe(
      '/lists/42/ten-cafés-in-taipei.html',
    );
  });

  it('round-trips every type, flavour and title through the parser', () => {
    const ctype = fc.oneof(fc.constantFrom(...CTYPES), fc.integer({ min: 0, max: 300 }));
    fc.assert(
      fc.property(
        fc.record({
          cgroupId: id,
          ctype,
          title: anyText,
          username,
          topicTitle: fc.option(anyText, { nil: undefined }),
        }),
        fc.record({ flavour, publisherIsMagazine: fc.boolean(), businessSite: fc.boolean() }),
        (content, options) => {
          const path = contentPath(content, options);
          const parsed = parseContentPath(path);
          expect(parsed).not.toBeNull();
          expect(parsed?.cgroupId).toBe(content.cgroupId);
          expect(parsed?.slug).toBe(urlFriendly(content.title));
          const route =
            content.ctype === CTYPE.quiz
              ? 'quiz'
              : content.ctype === CTYPE.votableList
                ? 'lists'
                : segmentOfCtype(content.ctype);
          expect(parsed?.route).toBe(route);
          if (parsed?.username) expect(parsed.username).toBe(content.username);
          expect(CONTENT_SEGMENTS.includes(segmentOfCtype(content.ctype))).toBe(true);
        },
      ),
    );
  });

  it('builds and parses story and discussion addresses', () => {
    fc.assert(
      fc.property(id, anyText, (cgroupId, title) => {
        expect(parseContentPath(storyPath({ cgroupId, title }))).toMatchObject({ route: 'story', cgroupId });
        expect(parseContentPath(discussionPath({ cgroupId, title }))).toMatchObject({
          route: 'discussion',
          cgroupId,
          slug: urlFriendly(title),
        });
      }),
    );
  });

  it('refuses what is not a content address', () => {
    for (const bad of [
      '/post/0/a.html',
      '/post/007/a.html',
      '/post/12345678901234567890/a.html',
      '/novel/1/a.html',
      '/post/1/a',
      '/@x/story/1/a.html',
      '/post/1/%E0%A4.html',
    ]) {
      expect(parseContentPath(bad)).toBeNull();
    }
  });
});

describe('profilePath (SPEC §2 profile routes)', () => {
  it('builds every form', () => {
    expect(profilePath({ userId: 3, username: 'ada' })).toBe('/@ada');
    expect(profilePath({ userId: 3 })).toBe('/profile/p/3');
    expect(profilePath({ userId: 3, username: 'ada' }, { magazine: 'thelongtable' })).toBe(
      '/@thelongtable/writers/@ada',
    );
    expect(profilePath({ userId: 3, username: 'ada' }, { businessSite: true })).toBe('/writers/@ada');
    expect(profilePath({ userId: 3, username: 'ada' }, { businessSite: true, businessOwner: true })).toBe(
      '/',
    );
  });

  it('round-trips through the parser', () => {
    fc.assert(
      fc.property(
        id,
        fc.option(username, { nil: undefined }),
        fc.option(username, { nil: undefined }),
        fc.boolean(),
        (userId, name, magazine, businessSite) => {
          const path = profilePath({ userId, username: name }, { magazine, businessSite });
          const parsed = parseProfilePath(path, { businessSite });
          if (!name) expect(parsed).toEqual({ kind: 'id', userId });
          else
            expect(parsed).toEqual({
              kind: 'username',
              username: name,
              magazine: businessSite ? null : (magazine ?? null),
            });
        },
      ),
    );
    expect(parseProfilePath('/', { businessSite: true })).toEqual({ kind: 'business-owner' });
    expect(parseProfilePath('/ada')).toBeNull();
  });
});

describe('locationPath (SPEC §2 location routes)', () => {
  it('builds the place and place-topic forms, and /home.html without a place', () => {
    expect(locationPath({ countryCode: 'TW', state: 'Taipei', city: 'Taipei' })).toBe('/tw/taipei/taipei');
    expect(locationPath({ countryCode: 'us', state: 'New York', city: 'New York City' })).toBe(
      '/us/new-york/new-york-city',
    );
    expect(locationPath({ countryCode: 'sg', state: '', city: 'Singapore' })).toBe('/sg/-/singapore');
    expect(locationPath({ countryCode: 'gb', state: 'England' })).toBe('/gb/england/-');
    // A whole country keeps three parts: '/tw' alone would be a profile handle.
    expect(locationPath({ countryCode: 'tw' })).toBe('/tw/-/-');
    expect(
      locationPath({ countryCode: 'id', state: 'Jakarta', city: 'Jakarta' }, { topic: 'Food & Drink' }),
    ).toBe('/id/jakarta/jakarta/t/food--AND--drink');
    expect(locationPath({ countryCode: 'gb' }, { topic: 'Music' })).toBe('/gb/-/-/t/music');
    expect(locationPath(null)).toBe(HOME_PATH);
    expect(locationPath({ countryCode: 'xyz', city: 'a' })).toBe(HOME_PATH);
  });

  it('reads a country code in any case, lower-cased (the page then moves to the canonical address)', () => {
    expect(parseLocationPath('/US/new-york/new-york')).toEqual({
      countryCode: 'us',
      state: 'new-york',
      city: 'new-york',
      topic: null,
    });
    expect(parseLocationPath('/Gb/england/london/t/cities')?.countryCode).toBe('gb');
    expect(parseLocationPath('/USA/new-york/new-york')).toBeNull();
  });

  it('round-trips through the parser', () => {
    const place = fc.record({
      countryCode: fc.stringMatching(/^[a-z]{2}$/),
      state: fc.option(anyText, { nil: undefined }),
      city: fc.option(anyText, { nil: undefined }),
    });
    fc.assert(
      fc.property(place, fc.option(anyText, { nil: undefined }), (location, topic) => {
        const path = locationPath(location, { topic });
        const parsed = parseLocationPath(path);
        expect(parsed).not.toBeNull();
        if (!parsed) return;
        expect(parsed.countryCode).toBe(location.countryCode);
        const again = locationPath(
          { countryCode: parsed.countryCode, state: parsed.state, city: parsed.city },
          { topic: parsed.topic === null ? undefined : decodeTopicTitle(parsed.topic) },
        );
        if (!topic?.includes('_')) expect(again).toBe(path);
      }),
    );
  });
});

describe('entity and notebook addresses', () => {
  it('round-trip through their parsers', () => {
    fc.assert(
      fc.property(id, anyText, (n, title) => {
        expect(entityPath({ entityId: n, title })).toBe(`/entity/${urlFriendly(title)}/${n}.html`);
        expect(parseEntityPath(entityPath({ entityId: n, title }))).toEqual({
          entityId: n,
          slug: urlFriendly(title),
        });
        expect(parseNotebookPath(notebookPath({ notebookId: n, name: title }))).toEqual({
          notebookId: n,
          slug: urlFriendly(title),
        });
      }),
    );
  });
});

describe('parseId', () => {
  it('takes positive safe integers written plainly', () => {
    expect(parseId('42')).toBe(42);
    for (const bad of [
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      ' 7',
      '07',
      '',
      '9007199254740993',
      '12345678901234567890',
    ]) {
      expect(parseId(bad)).toBeNull();
    }
  });
});

describe('ctypeDirectoryPath (SPEC §2: 11 goes to /quizzes.html)', () => {
  it('sends the quiz type to the quiz directory; other types have no page of their own', () => {
    expect(ctypeDirectoryPath(CTYPE.quiz)).toBe('/quizzes.html');
    for (const ctype of [CTYPE.post, CTYPE.votableList, CTYPE.external, 999])
      expect(ctypeDirectoryPath(ctype)).toBeNull();
    // The quiz's own page stays its canonical address.
    expect(
      contentPath({ cgroupId: 7, ctype: CTYPE.quiz, title: 'Tea?', username: 'ada', topicTitle: 'Tea' }),
    ).toBe('/@ada/quiz/7/tea/tea.html');
  });
});
