import {
  COOKIE_NAMES,
  type ContentSummary,
  encodeTopicTitle,
  profileFeedPath,
  topicFeedPath,
  topicPath,
} from '@masthead/core';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newPerson } from './helpers.ts';
import { signUpByApi } from './journey-helpers.ts';

/**
 * Issue 18, the open web on the demo data: every public page links its feed and carries JSON-LD that
 * names the right author and publisher; a hostile title stays inert in the JSON-LD and the feed; every
 * address in the sitemaps answers 200.
 */

type JsonLd = Record<string, unknown> & { '@type': string };

async function jsonLdOf(page: Page): Promise<JsonLd> {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  return JSON.parse((await scripts.textContent()) ?? '') as JsonLd;
}

async function feedLinksOf(page: Page) {
  return page
    .locator('link[rel="alternate"][type="application/rss+xml"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

async function topicPage(request: APIRequestContext, title: string) {
  const answer = await request.get(`/api2/topic?title=${encodeURIComponent(encodeTopicTitle(title))}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()).data as { feed: { items: ContentSummary[] } };
}

test('a story links its publisher’s feed and names its author and publisher in JSON-LD', async ({
  page,
  request,
}) => {
  const [story] = (await topicPage(request, 'Food & Drink')).feed.items;
  if (!story) throw new Error('the demo seed has no Food & Drink story');
  await page.goto(story.url);
  const feeds = await feedLinksOf(page);
  expect(feeds).toEqual(expect.arrayContaining(['/rss.xml', profileFeedPath(story.publisher.username)]));
  const data = await jsonLdOf(page);
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toMatch(/^(Article|Event|Quiz)$/);
  if (data['@type'] !== 'Event') {
    expect(data.author).toMatchObject({ name: story.author.displayName });
    expect(data.publisher).toMatchObject({ name: story.publisher.displayName });
    expect(data.isAccessibleForFree).toBe(!story.premium);
    expect(data.datePublished).toBe(story.publishedAt);
  }
  for (const href of feeds) {
    const feed = await request.get(href ?? '');
    expect(feed.status(), href ?? '').toBe(200);
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
  }
});

test('a topic page links its feed, which lists the page’s stories, and is a CollectionPage', async ({
  page,
  request,
}) => {
  const path = topicPath({ topicId: 0, title: 'Food & Drink' });
  // The feed has no reader's languages, so it is compared with the page of a reader of all four.
  await page.goto(path);
  await page
    .context()
    .addCookies([
      { name: COOKIE_NAMES.feedLangs, value: 'en,tw,cn,in', domain: new URL(page.url()).hostname, path: '/' },
    ]);
  await page.reload();
  expect(await feedLinksOf(page)).toContain(topicFeedPath({ topicId: 0, title: 'Food & Drink' }));
  const data = await jsonLdOf(page);
  expect(data['@type']).toBe('CollectionPage');
  expect(data.name).toBe('Food & Drink');
  const crumbs = (data.breadcrumb as { itemListElement: { name: string }[] }).itemListElement;
  expect(crumbs.map((crumb) => crumb.name)).toEqual(['Masthead', 'Food & Drink']);
  const listed = (data.mainEntity as { itemListElement: { url: string }[] }).itemListElement.map(
    (item) => new URL(item.url).pathname,
  );
  const stories = (await topicPage(page.request, 'Food & Drink')).feed.items;
  expect(listed).toEqual(stories.map((story) => encodeURI(story.url)));
  const feed = await request.get(topicFeedPath({ topicId: 0, title: 'Food & Drink' }) ?? '');
  const xml = await feed.text();
  const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)]
    .slice(1)
    .map((match) => new URL(match[1] ?? '').pathname);
  expect(links.slice(0, listed.length)).toEqual(listed);
});

test('profiles link their feed and are ProfilePages about a Person or an Organization', async ({ page }) => {
  await page.goto('/@thelongtable');
  expect(await feedLinksOf(page)).toContain('/@thelongtable/rss.xml');
  const magazine = await jsonLdOf(page);
  expect(magazine['@type']).toBe('ProfilePage');
  expect(magazine.mainEntity).toMatchObject({ '@type': 'Organization', name: 'The Long Table' });
  await page.goto('/@ada');
  expect(await feedLinksOf(page)).toContain('/@ada/rss.xml');
  expect((await jsonLdOf(page)).mainEntity).toMatchObject({ '@type': 'Person', name: 'Ada Okafor' });
});

test('a hostile title stays text in the JSON-LD and in the feed', async ({ browser }) => {
  const context = await browser.newContext();
  const person = newPerson();
  await signUpByApi(context.request, person);
  const title = '</script><script>window.__xss=1</script> ]]> & <b>bold</b>';
  const saved = await context.request.post('/api2/compose/save', {
    data: { ctype: 9, title, body: '<p>Body.</p>', topicIds: [], lang: 'en', extra: {}, premium: false },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { cgroupId } = (await saved.json()).data as { cgroupId: number };
  expect((await context.request.post('/api2/compose/publish', { data: { cgroupId } })).status()).toBe(200);
  const { url } = (await (await context.request.get(`/api2/content/page?cgroupId=${cgroupId}`)).json()).data;

  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(url);
  const data = await jsonLdOf(page);
  expect(data.headline).toBe(title);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const html = await (await context.request.get(url)).text();
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(script).not.toMatch(/<|>/);

  const feed = await context.request.get(profileFeedPath(person.username));
  const xml = await feed.text();
  expect(xml).toContain(
    '&lt;/script&gt;&lt;script&gt;window.__xss=1&lt;/script&gt; ]]&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
  );
  expect(xml).not.toMatch(/<script|<b>|\]\]>/);
  await context.close();
});

test('robots.txt names the sitemap, and every address in the sitemaps answers 200', async ({ request }) => {
  test.setTimeout(180_000);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: http:\/\/[^/]+\/sitemap\.xml$/m);
  expect(robots).toMatch(/^Disallow: \/settings\/$/m);
  const index = await (await request.get('/sitemap.xml')).text();
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  expect(parts).toEqual(expect.arrayContaining(['/sitemaps/stories-1.xml', '/sitemaps/places-1.xml']));
  const addresses: string[] = [];
  for (const part of parts) {
    const xml = await (await request.get(part)).text();
    for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const url = new URL((match[1] ?? '').replaceAll('&amp;', '&'));
      addresses.push(`${url.pathname}${url.search}`);
    }
  }
  expect(addresses.length).toBeGreaterThan(100);
  const failures: string[] = [];
  for (const address of addresses) {
    const answer = await request.get(address, { maxRedirects: 0 });
    if (answer.status() !== 200) failures.push(`${answer.status()} ${address}`);
  }
  expect(failures).toEqual([]);
});
