import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commentMarkupToHtml, wrapSelection } from './markup.ts';
import { commentPath } from './rules.ts';
import { ZCommentsQuery, ZCreateComment } from './schemas.ts';

describe('commentMarkupToHtml', () => {
  it.each([
    ['hello', '<p>hello</p>'],
    ['  hello  ', '<p>hello</p>'],
    ['', ''],
    ['\n\n', ''],
    ['one\ntwo', '<p>one<br>two</p>'],
    ['one\r\n\r\ntwo', '<p>one</p><p>two</p>'],
    ['**bold** and _it_', '<p><strong>bold</strong> and <em>it</em></p>'],
    ['*it*', '<p><em>it</em></p>'],
    ['snake_case_name stays', '<p>snake_case_name stays</p>'],
    ['2 * 3 * 4', '<p>2 * 3 * 4</p>'],
    ['[site](https://example.com/a?b=1&c=2)', '<p><a href="https://example.com/a?b=1&amp;c=2">site</a></p>'],
    [
      'see https://example.com/x_y_z.',
      '<p>see <a href="https://example.com/x_y_z">https://example.com/x_y_z</a>.</p>',
    ],
    [
      '**see https://example.com/a_b**',
      '<p><strong>see <a href="https://example.com/a_b">https://example.com/a_b</a></strong></p>',
    ],
    ['[**b**](mailto:a@example.com)', '<p><a href="mailto:a@example.com"><strong>b</strong></a></p>'],
    ['[x](javascript:alert(1))', '<p>[x](javascript:alert(1))</p>'],
    ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['"quoted" & \'single\'', '<p>&quot;quoted&quot; &amp; &#39;single&#39;</p>'],
  ])('%j', (text, html) => {
    expect(commentMarkupToHtml(text)).toBe(html);
  });

  it('never lets a raw < or an unquoted attribute through', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const html = commentMarkupToHtml(text);
        const withoutTags = html.replace(/<\/?(?:p|br|strong|em)>|<a href="[^"<>]*">|<\/a>/g, '');
        expect(withoutTags).not.toMatch(/[<>"]/);
      }),
    );
  });
});

describe('wrapSelection', () => {
  it('wraps the selection and keeps it selected', () => {
    expect(wrapSelection('say hi now', { start: 4, end: 6 }, 'bold', { text: 'x' })).toEqual({
      text: 'say **hi** now',
      start: 6,
      end: 8,
    });
    expect(wrapSelection('', { start: 0, end: 0 }, 'italic', { text: 'text' })).toEqual({
      text: '_text_',
      start: 1,
      end: 5,
    });
    expect(wrapSelection('go', { start: 0, end: 2 }, 'link', { text: 'x', url: 'https://' }).text).toBe(
      '[go](https://)',
    );
    expect(wrapSelection('ab', { start: 5, end: -1 }, 'bold', { text: 'x' }).text).toBe('ab**x**');
  });
});

describe('comment schemas', () => {
  it('ZCommentsQuery parses strings from the query and bounds the page size', () => {
    expect(ZCommentsQuery.parse({ cgroupId: '12', limit: '20', order: 'oldest' })).toEqual({
      cgroupId: 12,
      limit: 20,
      order: 'oldest',
    });
    for (const limit of ['0', '51', '-1', '1e3', '05'])
      expect(ZCommentsQuery.safeParse({ cgroupId: '1', limit }).success).toBe(false);
    expect(ZCommentsQuery.safeParse({ cgroupId: '1', cursor: 'abc' }).success).toBe(false);
  });

  it('ZCreateComment refuses NUL and bodies over the limit', () => {
    expect(ZCreateComment.safeParse({ cgroupId: 1, body: 'a\u0000b' }).success).toBe(false);
    expect(ZCreateComment.safeParse({ cgroupId: 1, body: 'x'.repeat(20_001) }).success).toBe(false);
    expect(ZCreateComment.parse({ cgroupId: 1, body: '<p>x</p>', parentId: null }).parentId).toBeNull();
  });

  it('commentPath builds SPEC §2 popup addresses', () => {
    expect(commentPath(5)).toBe('/comment/5.html');
    expect(commentPath(5, { repliesOpen: true })).toBe('/comment/5.html?repliesOpen=1');
  });
});
