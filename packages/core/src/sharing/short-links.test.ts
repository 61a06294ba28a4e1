import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeFromBytes, hostOf, SHORT_CODE_PATTERN, siteLocalPath } from './short-links.ts';

const HOSTS = ['masthead.example', 'localhost:3000'];

describe('siteLocalPath: only this site, reduced to a path', () => {
  it('accepts paths and addresses on this site', () => {
    expect(siteLocalPath('/story/7/night.html', HOSTS)).toBe('/story/7/night.html');
    expect(siteLocalPath('https://masthead.example/story/7/night.html?x=1#c', HOSTS)).toBe(
      '/story/7/night.html?x=1#c',
    );
    expect(siteLocalPath('http://LOCALHOST:3000/notebook/2/a.html', HOSTS)).toBe('/notebook/2/a.html');
    expect(siteLocalPath('https://masthead.example', HOSTS)).toBe('/');
    expect(siteLocalPath('  /a  ', HOSTS)).toBe('/a');
  });

  it('gives the same path for the same page written either way', () => {
    expect(siteLocalPath('https://masthead.example/a b', HOSTS)).toBe(siteLocalPath('/a%20b', HOSTS));
  });

  it.each([
    'https://evil.example/story',
    'https://masthead.example.evil.example/',
    'https://masthead.example@evil.example/',
    'https://user:pw@masthead.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https://masthead.example//evil.example',
    '/%2F/evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://masthead.example/x',
    'masthead.example/x',
    '/a\r\nSet-Cookie: x=1',
    '/a\u0000',
    '/a\u0085b',
    '',
    '   ',
    '/s/abcdefg',
    '/api2/account/current',
    `/${'a'.repeat(2048)}`,
    'http://localhost:3001/x',
  ])('refuses %j', (value) => {
    const path = siteLocalPath(value, HOSTS);
    // '/%2F/evil' stays an encoded, harmless path on this site.
    if (value === '/%2F/evil.example') expect(path).toBe('/%2F/evil.example');
    else expect(path).toBeNull();
  });

  it('never answers anything a browser could read as another site', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.string(),
          fc.string().map((rest) => `/${rest}`),
          fc.string().map((rest) => `https://masthead.example${rest}`),
          fc.string().map((rest) => `https://masthead.example/${rest}`),
        ),
        (value) => {
          const path = siteLocalPath(value, HOSTS);
          if (path === null) return;
          expect(path.startsWith('/')).toBe(true);
          expect(path.startsWith('//')).toBe(false);
          expect(path.includes('\\')).toBe(false);
          expect(new URL(path, 'https://masthead.example').host).toBe('masthead.example');
        },
      ),
    );
  });
});

describe('codes', () => {
  it('are base62 of the requested length', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        expect(codeFromBytes(bytes)).toMatch(SHORT_CODE_PATTERN);
      }),
    );
  });

  it('reads a host', () => {
    expect(hostOf('http://Localhost:3104/')).toBe('localhost:3104');
    expect(hostOf('not a url')).toBeNull();
    expect(hostOf(null)).toBeNull();
  });
});
