import { describe, expect, it } from 'vitest';
import {
  EMBED_DEFAULTS,
  embedAttribute,
  embedAttributes,
  embedOrigin,
  embedSnippet,
  isEmbedColor,
  parseEmbedOptions,
} from './options.ts';

const from = (values: Record<string, string>) => (option: string) => values[option];

describe('embed options (SPEC §3)', () => {
  it('takes every default with only a userId, and needs a valid one', () => {
    expect(parseEmbedOptions(from({ userId: '42' }))).toEqual({ ...EMBED_DEFAULTS, userId: 42 });
    for (const userId of ['', '0', '07', '-1', '1e3', 'abc', '99999999999999999999'])
      expect(parseEmbedOptions(from({ userId })), userId).toBeNull();
  });

  it('reads every option from its text form', () => {
    const options = parseEmbedOptions(
      from({
        userId: '7',
        isCustomizing: 'true',
        showFandedCard: 'false',
        pagesize: '12',
        domain: 'https://harbourlight.example',
        defaultLanguage: 'tw',
        showLanguageFilter: '0',
        showSearch: 'false',
        colorScheme: 'dark',
        infiniteLoad: '',
        itemStyle: 'row',
        layout: 'magazine-layout',
        showAuthorDetail: 'false',
        titleFont: 'serif',
        titleColor: '#123abc',
        dateColor: 'rgba(10, 20, 30, 0.5)',
        topicFont: 'monospace',
      }),
    );
    expect(options).toMatchObject({
      userId: 7,
      isCustomizing: true,
      showFandedCard: false,
      pagesize: 12,
      domain: 'https://harbourlight.example',
      defaultLanguage: 'tw',
      showLanguageFilter: false,
      showSearch: false,
      colorScheme: 'dark',
      infiniteLoad: true,
      itemStyle: 'row',
      layout: 'magazine-layout',
      showAuthorDetail: false,
    });
    expect(options?.fonts).toMatchObject({ title: 'serif', topic: 'monospace', date: 'inherit' });
    expect(options?.colors).toMatchObject({ title: '#123abc', date: 'rgba(10, 20, 30, 0.5)', author: '' });
  });

  it('drops every hostile or mistyped value for its default', () => {
    const hostile = 'red;}</style><script>alert(1)</script>';
    const options = parseEmbedOptions(
      from({
        userId: '7',
        pagesize: '31',
        domain: 'javascript:alert(1)',
        defaultLanguage: 'xx',
        colorScheme: 'neon',
        itemStyle: hostile,
        layout: '__proto__',
        titleFont: 'constructor',
        descriptionFont: 'serif; color: red',
        titleColor: hostile,
        authorColor: 'rgb(1,2,3);}',
        topicColor: 'url(https://evil.example/x.png)',
        dateColor: 'expression(alert(1))',
      }),
    );
    expect(options).toEqual({ ...EMBED_DEFAULTS, userId: 7 });
  });

  it('accepts only strict colours', () => {
    for (const ok of [
      '#fff',
      '#ffff',
      '#a1b2c3',
      '#A1B2C3DD',
      'rgb(0,0,0)',
      'rgba(255, 255, 255, 0.25)',
      'rgba(1,2,3,1)',
    ])
      expect(isEmbedColor(ok), ok).toBe(true);
    for (const bad of [
      'red',
      '#ggg',
      '#12345',
      'rgb(256,0,0)',
      'rgb(0,0,0',
      'rgba(0,0,0,2)',
      '#fff;',
      'var(--x)',
      ' #fff',
    ])
      expect(isEmbedColor(bad), bad).toBe(false);
  });

  it('accepts a domain only as an http(s) origin', () => {
    expect(embedOrigin('https://example.com')).toBe('https://example.com');
    expect(embedOrigin('http://localhost:3000/')).toBe('http://localhost:3000');
    for (const bad of [
      'ftp://example.com',
      'https://u:p@example.com',
      'https://example.com/path',
      'https://x.com?a',
      'nope',
    ])
      expect(embedOrigin(bad), bad).toBeNull();
  });

  it('writes a snippet of data- attributes that reads back to the same options', () => {
    const options = {
      ...EMBED_DEFAULTS,
      userId: 9,
      layout: 'single-column' as const,
      colors: { ...EMBED_DEFAULTS.colors, title: '#000' },
    };
    expect(embedAttribute('showFandedCard')).toBe('data-show-fanded-card');
    const snippet = embedSnippet('https://masthead.example', { ...options, isCustomizing: true });
    expect(snippet).toBe(
      '<script async src="https://masthead.example/js/ext/feed.embed.js"\n  data-user-id="9"\n  data-layout="single-column"\n  data-title-color="#000"></script>',
    );
    const attributes = new Map(embedAttributes(options));
    expect(parseEmbedOptions((option) => attributes.get(option))).toEqual(options);
  });
});
