import { describe, expect, it } from 'vitest';
import { decodeBody, findFeedLinks, parseFeed } from './feed-parse.ts';
import { toImportItems } from './import-items.ts';

const NOW = new Date('2025-06-01T00:00:00Z');

describe('parseFeed', () => {
  it('reads RSS 2.0 with CDATA, entities, content:encoded and relative links', () => {
    const feed = parseFeed(
      `<?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
      <channel><title>Tom &amp; Jerry&#8217;s &nbsp;Blog</title><link>https://blog.example/</link>
      <atom:link href="https://blog.example/feed" rel="self"/>
      <item><title><![CDATA[One <i>two</i>]]></title><link>/p/1</link><guid isPermaLink="false">id-1</guid>
        <content:encoded><![CDATA[<p>Body</p>]]></content:encoded><pubDate>Tue, 10 Jun 2003 04:00:00 GMT</pubDate></item>
      <item><title>Permalink guid</title><guid>https://blog.example/p/2</guid></item>
      </channel></rss>`,
      'https://blog.example/feed',
    );
    expect(feed?.format).toBe('rss2');
    expect(feed?.title).toBe('Tom & Jerry’s \u00a0Blog');
    expect(feed?.siteUrl).toBe('https://blog.example/');
    expect(feed?.items[0]).toEqual({
      guid: 'id-1',
      link: 'https://blog.example/p/1',
      title: 'One <i>two</i>',
      summary: '<p>Body</p>',
      published: new Date('2003-06-10T04:00:00Z'),
    });
    expect(feed?.items[1]?.link).toBe('https://blog.example/p/2');
  });

  it('reads RSS 1.0 (RDF) and Atom with xml:base', () => {
    const rdf = parseFeed(
      `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <channel rdf:about="https://r.example/"><title>R</title><link>https://r.example/</link><description>D</description></channel>
      <item rdf:about="https://r.example/1"><title>I1</title><link>https://r.example/1</link><dc:date>2024-02-02T00:00:00Z</dc:date></item>
      </rdf:RDF>`,
      null,
    );
    expect(rdf).toMatchObject({
      format: 'rss1',
      title: 'R',
      description: 'D',
      siteUrl: 'https://r.example/',
    });
    expect(rdf?.items).toEqual([
      {
        guid: 'https://r.example/1',
        link: 'https://r.example/1',
        title: 'I1',
        summary: '',
        published: new Date('2024-02-02T00:00:00Z'),
      },
    ]);
    const atom = parseFeed(
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://a.example/blog/"><title type="text">A</title>
      <link rel="self" href="atom.xml"/><link rel="alternate" href="./"/>
      <entry><id>tag:a,1</id><title>E</title><link rel="edit" href="/edit/1"/><link href="e1.html"/><content type="html">&lt;p&gt;C&lt;/p&gt;</content><published>2024-01-01T00:00:00Z</published></entry></feed>`,
      'https://a.example/atom.xml',
    );
    expect(atom).toMatchObject({ format: 'atom', title: 'A', siteUrl: 'https://a.example/blog/' });
    expect(atom?.items[0]).toMatchObject({
      guid: 'tag:a,1',
      link: 'https://a.example/blog/e1.html',
      summary: '<p>C</p>',
    });
  });

  it('is null for what is not a feed', () => {
    for (const text of [
      '',
      'just text',
      '<!doctype html><html><head><title>x</title></head><body><p>hi</body></html>',
      '<rss><channel>',
      '<?xml version="1.0"?><other/>',
      '{"version":"https://jsonfeed.org/version/1"}',
    ])
      expect(parseFeed(text, null), text).toBeNull();
  });

  it('refuses documents that declare entities, and drops a plain DOCTYPE', () => {
    expect(
      parseFeed('<!DOCTYPE rss [<!ENTITY a "b">]><rss><channel><title>&a;</title></channel></rss>', null),
    ).toBeNull();
    expect(
      parseFeed('<!DOCTYPE rss SYSTEM "http://evil.example/x.dtd" [ ]><rss><channel/></rss>', null),
    ).toBeNull();
    expect(
      parseFeed('<!doctype rss [<!entity % p SYSTEM "file:///etc/passwd"> %p;]><rss/>', null),
    ).toBeNull();
    const legacy = parseFeed(
      '<?xml version="1.0"?><!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd"><rss version="0.91"><channel><title>Old</title><item><title>x</title><link>https://o.example/x</link></item></channel></rss>',
      null,
    );
    expect(legacy?.title).toBe('Old');
  });

  it('survives deep nesting and prototype-like tag names', () => {
    const deep = `<rss><channel><title>x</title><item>${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}</item></channel></rss>`;
    expect(() => parseFeed(deep, null)).not.toThrow();
    // The parser refuses __proto__ and constructor elements outright: the document is not read as a feed.
    const proto = parseFeed(
      '<rss><channel><title>p</title><__proto__><polluted>1</polluted></__proto__></channel></rss>',
      null,
    );
    expect(proto).toBeNull();
    const constructorTag = parseFeed(
      '<rss><channel><title>p</title><item><constructor>x</constructor><title>t</title><link>https://p.example/</link></item></channel></rss>',
      null,
    );
    expect(constructorTag).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('findFeedLinks', () => {
  it('finds announced feeds in the head, resolved against <base>, ignoring unsafe ones', () => {
    const html = `<html><head><BASE HREF="https://x.example/sub/">
      <link rel="Alternate" type="application/RSS+XML" href="rss.xml">
      <link rel="alternate stylesheet" type="application/atom+xml" href="/atom">
      <link rel="alternate" type="application/rss+xml" href="javascript:alert(1)">
      <link rel="alternate" type="text/html" href="/fr/">
      <link rel="alternate" type="application/rss+xml" href="rss.xml">
      </head><body><link rel="alternate" type="application/rss+xml" href="/late.xml"></body></html>`;
    expect(findFeedLinks(html, 'https://x.example/')).toEqual([
      'https://x.example/sub/rss.xml',
      'https://x.example/atom',
    ]);
  });
});

describe('decodeBody', () => {
  it('follows the charset of the header, the XML declaration or the meta tag', () => {
    const big5 = new Uint8Array([0xa4, 0xa4, 0xa4, 0xe5]); // 中文
    expect(decodeBody(big5, 'text/xml; charset=big5')).toBe('中文');
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('<?xml version="1.0" encoding="ISO-8859-1"?>'),
      0xe9,
    ]);
    expect(decodeBody(latin1, 'application/xml')).toMatch(/é$/);
    expect(decodeBody(new TextEncoder().encode('héllo'), 'text/html; charset=nonsense')).toBe('héllo');
  });
});

describe('toImportItems', () => {
  it('keeps items with a safe link, as plain text, dated no later than now, once per guid', () => {
    const feed = parseFeed(
      `<rss><channel><title>t</title>
      <item><title>&lt;script&gt;x()&lt;/script&gt;A &amp;amp; B</title><link>https://i.example/a</link><guid>1</guid><description>&lt;p&gt;Hello&lt;br&gt;world&lt;/p&gt;</description><pubDate>Mon, 01 Jan 2199 00:00:00 GMT</pubDate></item>
      <item><title>dup</title><link>https://i.example/b</link><guid>1</guid></item>
      <item><title>bad</title><link>vbscript:msgbox</link></item>
      <item><title></title><description>Only a description here</description><link>https://i.example/c</link><pubDate>Sat, 01 Jan 1972 00:00:00 GMT</pubDate></item>
      <item><link>https://i.example/d</link></item>
      <item><title>${'Long '.repeat(100)}</title><link>https://i.example/e</link><guid>${'g'.repeat(600)}</guid><description>${'word '.repeat(200)}</description></item>
      </channel></rss>`,
      null,
    );
    const items = toImportItems(feed!, NOW);
    expect(items.map((item) => item.linkUrl)).toEqual([
      'https://i.example/a',
      'https://i.example/c',
      'https://i.example/d',
      'https://i.example/e',
    ]);
    expect(items[0]).toMatchObject({ title: 'A & B', description: 'Hello world', publishedAt: NOW });
    expect(items[1]).toMatchObject({ title: 'Only a description here', publishedAt: NOW });
    expect(items[2]?.title).toBe('https://i.example/d');
    expect([...(items[3]?.title ?? '')].length).toBeLessThanOrEqual(254);
    expect([...(items[3]?.description ?? '')].length).toBeLessThanOrEqual(300);
    expect(items[3]?.guid).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(toImportItems(feed!, NOW, 2)).toHaveLength(2);
  });
});
