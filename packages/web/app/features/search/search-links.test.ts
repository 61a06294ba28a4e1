import { describe, expect, it } from 'vitest';
import { readSearchParams, searchHref } from './search-links';

describe('search page address', () => {
  it('writes q, a tab other than stories, and a cursor', () => {
    expect(searchHref('tea & cake')).toBe('/search.html?q=tea+%26+cake');
    expect(searchHref('tea', 'people')).toBe('/search.html?q=tea&tab=people');
    expect(searchHref('tea', 'locations', '20')).toBe('/search.html?q=tea&tab=locations&cursor=20');
  });

  it('reads it back, defaulting unknown tabs to stories', () => {
    expect(readSearchParams(new URLSearchParams('q=%20tea%20&tab=people'))).toEqual({
      q: 'tea',
      tab: 'people',
      cursor: null,
    });
    expect(readSearchParams(new URLSearchParams('tab=blogs&cursor=10'))).toEqual({
      q: '',
      tab: 'stories',
      cursor: '10',
    });
  });
});
