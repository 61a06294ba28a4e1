import { describe, expect, it } from 'vitest';
import { pictureSources } from './picture';

describe('pictureSources (SPEC §9 sizes by device pixel ratio)', () => {
  it('offers the stored sizes a byline, a card and a cover need', () => {
    expect(pictureSources('/images/u/1/abc.jpg', 36)).toEqual({
      src: '/images/u/1/abc-m.jpg',
      srcSet: '/images/u/1/abc-m.jpg 1x, /images/u/1/abc-l.jpg 3x',
    });
    expect(pictureSources('/images/u/1/abc.jpg', 200)).toEqual({
      src: '/images/u/1/abc-l.jpg',
      srcSet: '/images/u/1/abc-l.jpg 1x, /images/u/1/abc-xl.jpg 2x',
    });
    expect(pictureSources('/images/u/1/abc.jpg', 720)).toEqual({
      src: '/images/u/1/abc-xl.jpg',
      srcSet: undefined,
    });
  });

  it('keeps GIFs and foreign addresses as they are, without the focal point parameter', () => {
    expect(pictureSources('/images/u/1/fun.gif?focalPoint=20,30', 200)).toEqual({
      src: '/images/u/1/fun.gif',
      srcSet: undefined,
    });
    expect(pictureSources('https://example.org/a.jpg', 200)).toEqual({
      src: 'https://example.org/a.jpg',
      srcSet: undefined,
    });
    expect(pictureSources('/images/u/1/abc.jpg?focalPoint=20,30', 720).src).toBe('/images/u/1/abc-xl.jpg');
  });
});
