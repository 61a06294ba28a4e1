import { describe, expect, it } from 'vitest';
import { fullSizeOf } from './zoom-button';

describe('the lightbox shows the largest stored size', () => {
  it('asks for xl of a stored picture, whatever size it was shown at', () => {
    expect(fullSizeOf('/images/demo/cover4.jpg')).toBe('/images/demo/cover4-xl.jpg');
    expect(fullSizeOf('/images/demo/cover4-l.jpg')).toBe('/images/demo/cover4-xl.jpg');
    expect(fullSizeOf('/images/demo/cover4-xl.jpg?focalPoint=1,2')).toBe('/images/demo/cover4-xl.jpg');
  });

  it('keeps GIFs and other addresses as they are', () => {
    expect(fullSizeOf('/images/a/fun.gif')).toBe('/images/a/fun.gif');
    expect(fullSizeOf('https://example.test/p.jpg')).toBe('https://example.test/p.jpg');
  });
});
