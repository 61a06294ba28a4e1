import { describe, expect, it } from 'vitest';
import {
  locationFeedPath,
  parseSitemapPart,
  profileFeedPath,
  publicImageUrl,
  robotsText,
  sitemapPartPath,
  topicFeedPath,
} from './rules.ts';

describe('open-web addresses', () => {
  it('name each page’s feed beside the page', () => {
    expect(topicFeedPath({ topicId: 1, title: 'Food & Drink' })).toBe('/blogs/food--AND--drink/rss.xml');
    expect(topicFeedPath({ topicId: 1, title: '' })).toBeNull();
    expect(profileFeedPath('ada')).toBe('/@ada/rss.xml');
    expect(profileFeedPath('harbourlight', { businessSite: true })).toBe('/rss.xml');
    expect(locationFeedPath({ countryCode: 'TW', state: 'Taipei City', city: '' })).toBe(
      '/tw/taipei-city/-/rss.xml',
    );
    expect(locationFeedPath({ countryCode: 'nowhere' })).toBeNull();
  });

  it('read back sitemap part names and nothing else', () => {
    expect(parseSitemapPart(sitemapPartPath('stories', 12).slice('/sitemaps/'.length))).toEqual({
      kind: 'stories',
      page: 12,
    });
    for (const name of ['stories-0.xml', 'stories-01.xml', 'other-1.xml', 'stories-1.xml.gz', '../x-1.xml'])
      expect(parseSitemapPart(name), name).toBeNull();
  });

  it('make pictures absolute and refuse other schemes', () => {
    expect(publicImageUrl('https://m.example', '/images/c/1/a.jpg')).toBe(
      'https://m.example/images/c/1/a-xl.jpg',
    );
    expect(publicImageUrl('https://m.example', 'https://cdn.example/a.jpg')).toBe(
      'https://cdn.example/a.jpg',
    );
    expect(publicImageUrl('https://m.example', 'javascript:alert(1)')).toBeNull();
  });

  it('write robots.txt naming the sitemap', () => {
    const text = robotsText('https://m.example');
    expect(text).toContain('Disallow: /settings/\n');
    expect(text.trim().endsWith('Sitemap: https://m.example/sitemap.xml')).toBe(true);
  });
});
