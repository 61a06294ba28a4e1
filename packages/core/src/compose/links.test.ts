import { describe, expect, it } from 'vitest';
import { isVideoEmbedSrc, looksLikeDomain, normaliseLinkHref, parseVideoEmbed } from './links.ts';

describe('looksLikeDomain (SPEC §5: auto-linked only when it looks like a domain)', () => {
  it.each([
    'example.com',
    'www.x.co.uk',
    'https://a.io/path',
    'http://example.org/a?b=c#d',
    'news.bbc.co.uk',
    'masthead.dev',
    'example.de',
    'EXAMPLE.COM',
    'www.notes.md',
    'https://run.sh',
    'sub-domain.example.com:8080/x',
    'xn--bcher-kva.com',
  ])('%s looks like a domain', (text) => {
    expect(looksLikeDomain(text)).toBe(true);
  });

  it.each([
    'e.g.',
    'i.e.',
    'file.txt',
    'hello',
    '1.5',
    'Mr.Smith',
    'notes.md',
    'main.py',
    'photo.jpg',
    'index.html',
    'a..com',
    '-bad.com',
    'bad-.com',
    'example.com.',
    'example.c',
    'mail@example.com',
    'javascript:alert(1)',
    'ftp://example.com',
    'http://localhost',
    'https://1.2.3.4/',
    'two words.com',
    '',
    ' ',
    'example.123',
  ])('%s does not', (text) => {
    expect(looksLikeDomain(text)).toBe(false);
  });
});

describe('normaliseLinkHref', () => {
  it('keeps web and mail addresses and adds https to a bare domain', () => {
    expect(normaliseLinkHref('https://example.com/a b')).toBeNull();
    expect(normaliseLinkHref(' https://example.com/a ')).toBe('https://example.com/a');
    expect(normaliseLinkHref('example.com')).toBe('https://example.com');
    expect(normaliseLinkHref('www.example.co.uk/x')).toBe('https://www.example.co.uk/x');
    expect(normaliseLinkHref('mailto:ada@example.com')).toBe('mailto:ada@example.com');
    expect(normaliseLinkHref('ada@example.com')).toBe('mailto:ada@example.com');
  });

  it('refuses other schemes, relative paths and words', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/relative',
      'hello',
      'file.txt',
      '',
      'vbscript:x',
    ])
      expect(normaliseLinkHref(bad)).toBeNull();
    expect(normaliseLinkHref(`https://example.com/${'a'.repeat(2000)}`)).toBeNull();
  });
});

describe('parseVideoEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('%s embeds as %s', (input, src) => {
    const embed = parseVideoEmbed(input);
    expect(embed?.src).toBe(src);
    expect(isVideoEmbedSrc(src)).toBe(true);
  });

  it.each([
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=<script>',
    'https://www.youtube.com/watch?v=a"onload=x',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'https://user@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/abc',
    'https://player.vimeo.com/video/1234567890123',
    'not a url',
  ])('%s is not an embed', (input) => {
    expect(parseVideoEmbed(input)).toBeNull();
  });

  it('accepts only the two player addresses as embed sources', () => {
    for (const bad of [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      'https://player.vimeo.com/video/1/../x',
      'https://www.youtube-nocookie.com/embed/abc',
    ])
      expect(isVideoEmbedSrc(bad)).toBe(false);
  });
});
