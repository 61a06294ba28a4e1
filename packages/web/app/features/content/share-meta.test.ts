import { describe, expect, it } from 'vitest';
import { encodePath, shareImage, shareMeta, shortDescription } from './share-meta';

describe('share tags', () => {
  it('cuts a long description at a word, on one line', () => {
    expect(shortDescription('  a\n b  ')).toBe('a b');
    const long = 'word '.repeat(60);
    const cut = shortDescription(long);
    expect([...cut].length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('gives share cards the largest stored picture as an absolute address', () => {
    expect(shareImage('https://m.example', '/images/u/1/a.jpg?focalPoint=1,2')).toBe(
      'https://m.example/images/u/1/a-xl.jpg',
    );
    expect(shareImage('https://m.example', '/images/u/1/a.gif')).toBe('https://m.example/images/u/1/a.gif');
    expect(shareImage('https://m.example', 'javascript:alert(1)')).toBeNull();
    expect(shareImage('https://m.example', null)).toBeNull();
  });

  it('percent-encodes each segment but keeps @', () => {
    expect(encodePath('/@ada/blogs/台北-美食')).toBe('/@ada/blogs/%E5%8F%B0%E5%8C%97-%E7%BE%8E%E9%A3%9F');
    expect(encodePath('/blogs/what?#')).toBe('/blogs/what%3F%23');
  });

  it('writes title, description, Open Graph, Twitter card and canonical link', () => {
    const tags = shareMeta({
      title: 'T · Masthead',
      shareTitle: 'T',
      description: 'D',
      path: '/post/1/t.html',
      origin: 'https://m.example',
      image: 'https://m.example/i.jpg',
      type: 'article',
    });
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: 'T · Masthead' },
        { name: 'description', content: 'D' },
        { property: 'og:url', content: 'https://m.example/post/1/t.html' },
        { property: 'og:image', content: 'https://m.example/i.jpg' },
        { name: 'twitter:card', content: 'summary_large_image' },
        { tagName: 'link', rel: 'canonical', href: 'https://m.example/post/1/t.html' },
      ]),
    );
  });
});
