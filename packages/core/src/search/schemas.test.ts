import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTOCOMPLETE } from './rules.ts';
import {
  ZEntityAutocomplete,
  ZLocationAutocomplete,
  ZPeopleAutocomplete,
  ZSearch,
  ZTopicAutocomplete,
} from './schemas.ts';

describe('SPEC §7/§9 autocomplete payloads', () => {
  it('defaults to the SPEC limits and min_articles 5', () => {
    expect(ZTopicAutocomplete.parse({ q: 'food' })).toEqual({
      q: 'food',
      min_articles: 5,
      onlyNotAdded: false,
      limit: 5,
    });
    expect(ZPeopleAutocomplete.parse({ q: 'a', type: 'B' })).toEqual({
      q: 'a',
      type: 'B',
      onlyNotAdded: false,
      limit: 5,
    });
    expect(ZLocationAutocomplete.parse({ q: 'ta' }).limit).toBe(10);
    expect(ZEntityAutocomplete.parse({ q: 'ta' }).limit).toBe(10);
  });

  it('refuses limits above the SPEC limit, and non-integers', () => {
    expect(ZTopicAutocomplete.safeParse({ q: 'a', limit: 6 }).success).toBe(false);
    expect(ZPeopleAutocomplete.safeParse({ q: 'a', limit: 6 }).success).toBe(false);
    expect(ZLocationAutocomplete.safeParse({ q: 'a', limit: 11 }).success).toBe(false);
    expect(ZEntityAutocomplete.safeParse({ q: 'a', limit: 11 }).success).toBe(false);
    for (const limit of [0, -1, 1.5, '5', [5], null])
      expect(ZTopicAutocomplete.safeParse({ q: 'a', limit }).success).toBe(false);
    expect(ZLocationAutocomplete.safeParse({ q: 'a', limit: 10 }).success).toBe(true);
  });

  it('takes onlyNotAdded as a boolean or 0/1', () => {
    expect(ZTopicAutocomplete.parse({ q: 'a', onlyNotAdded: 1 }).onlyNotAdded).toBe(true);
    expect(ZTopicAutocomplete.parse({ q: 'a', onlyNotAdded: false }).onlyNotAdded).toBe(false);
    expect(ZTopicAutocomplete.safeParse({ q: 'a', onlyNotAdded: 'yes' }).success).toBe(false);
  });

  it('trims the query and bounds it to 1–100 characters without NUL', () => {
    expect(ZTopicAutocomplete.parse({ q: '  food ' }).q).toBe('food');
    expect(ZTopicAutocomplete.safeParse({ q: '   ' }).success).toBe(false);
    expect(ZTopicAutocomplete.safeParse({ q: '' }).success).toBe(false);
    expect(ZTopicAutocomplete.safeParse({ q: 'a\u0000b' }).success).toBe(false);
    expect(ZTopicAutocomplete.safeParse({ q: 'x'.repeat(AUTOCOMPLETE.queryMax) }).success).toBe(true);
    expect(ZTopicAutocomplete.safeParse({ q: 'x'.repeat(AUTOCOMPLETE.queryMax + 1) }).success).toBe(false);
    expect(ZTopicAutocomplete.safeParse({ q: 'x', extra: 1 }).success).toBe(false);
    expect(ZPeopleAutocomplete.safeParse({ q: 'x', type: 'A' }).success).toBe(false);
  });

  it('property: any accepted query is 1–100 trimmed characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (q) => {
        const result = ZSearch.safeParse({ q });
        if (result.success) {
          expect(result.data.q.length).toBeGreaterThanOrEqual(1);
          expect(result.data.q.length).toBeLessThanOrEqual(100);
          expect(result.data.q).toBe(result.data.q.trim());
        }
      }),
    );
  });
});

describe('search query', () => {
  it('defaults the tab to stories and reads the cursor as an offset', () => {
    expect(ZSearch.parse({ q: 'tea' })).toEqual({ q: 'tea', tab: 'stories' });
    expect(ZSearch.parse({ q: 'tea', tab: 'people', cursor: '20' })).toEqual({
      q: 'tea',
      tab: 'people',
      cursor: 20,
    });
    for (const cursor of ['-1', '1e3', '0x10', '501', ' 1', 'abc'])
      expect(ZSearch.safeParse({ q: 'tea', cursor }).success).toBe(false);
    expect(ZSearch.safeParse({ q: 'tea', tab: 'blogs' }).success).toBe(false);
  });
});
