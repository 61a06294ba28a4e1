import { COOKIE_NAMES, type ContentPage, type ContentSummary, CTYPE, encodeTopicTitle } from '@masthead/core';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import {
  expectCoversNoControl,
  saveScreenshot,
  signUpByApi,
  text,
  unexpectedErrors,
} from './journey-helpers.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

/** The demo seed's 'Food & Drink' topic and its newest English story with a picture. */
async function demoStory(request: APIRequestContext) {
  const response = await request.get(
    `/api2/topic?title=${encodeURIComponent(encodeTopicTitle('Food & Drink'))}`,
  );
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  const story = (data.feed.items as ContentSummary[]).find((item) => item.lang === 'en' && item.photoPath);
  if (!story) throw new Error('the demo seed has no English story with a picture in Food & Drink');
  return story;
}

/** Every story of a demo topic, all pages. */
async function topicStories(request: APIRequestContext, title: string): Promise<ContentSummary[]> {
  const topic = await request.get(`/api2/topic?title=${encodeURIComponent(encodeTopicTitle(title))}`);
  expect(topic.status()).toBe(200);
  const { data } = await topic.json();
  const items: ContentSummary[] = [...data.feed.items];
  let cursor: string | null = data.feed.nextCursor;
  while (cursor) {
    const next = await request.get(`/api2/topic/feed?topicId=${data.topic.topicId}&cursor=${cursor}`);
    const page = (await next.json()).data;
    items.push(...page.items);
    cursor = page.nextCursor;
  }
  return items;
}

/** A content page's data by id (the place, the publisher card, the type part). */
async function contentPage(request: APIRequestContext, cgroupId: number): Promise<ContentPage> {
  const response = await request.get(`/api2/content/page?cgroupId=${cgroupId}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

/** The demo seed's English Food & Drink story that has a place. */
async function storyWithPlace(request: APIRequestContext) {
  for (const story of await topicStories(request, 'Food & Drink')) {
    if (story.lang !== 'en') continue;
    const page = await contentPage(request, story.cgroupId);
    if (page.location) return { ...page, location: page.location };
  }
  throw new Error('the demo seed has no English Food & Drink story with a place');
}

/** A new reader, signed in, in a browser context of their own. */
async function newReader(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signUpByApi(page.request, newPerson());
  return page;
}

/** The number in a 'Followers: 12' line. */
const countIn = async (locator: import('@playwright/test').Locator) =>
  Number(/(\d+)/.exec((await locator.textContent()) ?? '')?.[1] ?? Number.NaN);

test.describe('a guest reads', () => {
  test('a story: server-rendered with its share tags, read in the page, its topic one click away', async ({
    page,
    request,
  }) => {
    const story = await demoStory(request);

    // The server's HTML alone carries the title, the description and the share tags.
    const html = await (await request.get(story.url)).text();
    expect(html).toContain(`<title>${story.title} · Masthead</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+-xl\.jpg"/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+"/);

    const errors = collectPageErrors(page);
    await page.goto(story.url);
    await waitForHydration(page);
    await expect(page).toHaveTitle(`${story.title} · Masthead`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', story.description);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    await expect(page.locator('.content-body p').first()).toBeVisible();
    await expectNoA11yViolations(page);

    // The story's own topic chips (the related stories below carry theirs too).
    const topics = page.locator('.content-footer').getByRole('list', { name: en('content.topics') });
    await topics.getByRole('link', { name: 'Food & Drink' }).click();
    await expect(page).toHaveURL(/\/blogs\/food--AND--drink$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food & Drink');
    await expect(page).toHaveTitle('Food & Drink · Masthead');
    const feed = page.getByRole('list', { name: en('content.topic.feed', { topic: 'Food & Drink' }) });
    await expect(feed.getByRole('link', { name: story.title })).toBeVisible();
    await expectNoA11yViolations(page);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('an address with a stale title part is moved to the story’s own address', async ({
    page,
    request,
  }) => {
    const story = await demoStory(request);
    const id = /\/(\d+)\/[^/]+\.html$/.exec(story.url)?.[1];
    const response = await request.get(`/story/${id}/an-old-title.html`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    await page.goto(`/post/${id}/an-old-title.html`);
    await expect(page).toHaveURL(new RegExp(`${story.url.replace(/[.]/g, '\\.')}$`));
  });

  test('a story that does not exist: a real 404 saying so', async ({ page, request }) => {
    expect((await request.get('/post/987654321/nothing-here.html')).status()).toBe(404);
    expect((await request.get('/blogs/no-such-topic-at-all')).status()).toBe(404);
    const errors = collectPageErrors(page);
    const response = await page.goto('/post/987654321/nothing-here.html');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByText(en('error.not_found'))).toBeVisible();
    expect(en('error.not_found')).toMatch(/does not exist or has been deleted/);
    await expectNoA11yViolations(page);
    expect(unexpectedErrors(errors, [404])).toEqual([]);
  });
});

test.describe('places', () => {
  test('a story’s place link and an Explore place card open the place page in the app', async ({
    page,
    request,
  }) => {
    const story = await storyWithPlace(request);
    const errors = collectPageErrors(page);
    await page.goto(story.url);
    await waitForHydration(page);
    // A client-side move: React Router asks for '{path}.data', which the place loader must read right.
    await page.locator('.content-context').getByRole('link', { name: story.location.name }).click();
    await expect(page).toHaveURL(new RegExp(`${story.location.url}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.location.name);
    const stories = page.getByRole('list', {
      name: en('feeds.location.stories', { place: story.location.name }),
    });
    await expect(stories.getByRole('link', { name: story.title }).first()).toBeVisible();

    await page.goto('/explore.html');
    await waitForHydration(page);
    const places = page.getByRole('region', { name: en('feeds.explore.places') });
    const card = places.getByRole('heading', { level: 3 }).first();
    const name = (await card.textContent()) ?? '';
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText(en('error.not_found'))).toHaveCount(0);
    await expectNoA11yViolations(page);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('a place’s address has one form: capitals in the country code move to it', async ({ request }) => {
    const story = await storyWithPlace(request);
    const shouting = story.location.url.replace(
      /^\/([a-z]{2})\//,
      (_, code: string) => `/${code.toUpperCase()}/`,
    );
    const moved = await request.get(shouting, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toMatch(new RegExp(`${story.location.url}$`));
    const html = await (await request.get(story.location.url)).text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${story.location.url}"/>`));
    expect(html).toMatch(/<meta property="og:url" content="http:\/\/[^"]+"\/>/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+-xl\.jpg"\/>/);
    expect(html).not.toMatch(/<meta property="og:title" content="[^"]*· Masthead"/);
    const explore = await (await request.get('/explore.html')).text();
    expect(explore).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/explore\.html"\/>/);
    expect(explore).toContain('<meta property="og:type" content="website"/>');
  });

  test('a topic within a place: the header is the place’s, and its Follow follows the place', async ({
    browser,
    request,
  }) => {
    const story = await storyWithPlace(request);
    const topic = story.topics[0];
    if (!topic) throw new Error('the story has no topic');
    const page = await newReader(browser);
    await page.goto(`${story.location.url}/t/${encodeTopicTitle(topic.title)}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.location.name);
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
      en('feeds.location.topicStories', { topic: topic.title, place: story.location.name }),
    );
    const header = page.locator('header.place-hero');
    const followers = header.getByText(/\d/).first();
    const before = await countIn(followers);
    await header
      .getByRole('button', { name: en('engagement.follow.label', { name: story.location.name }) })
      .click();
    await expect(header.getByRole('button', { name: new RegExp(en('engagement.following')) })).toBeVisible();
    await expect(followers).toHaveText(en('feeds.location.followers', { count: String(before + 1) }));
    await page.context().close();
  });
});

test.describe('a signed-in reader', () => {
  test('follows a profile from its page, and sees the count move and stay', async ({ browser }) => {
    const page = await newReader(browser);
    const errors = collectPageErrors(page);
    for (const path of ['/@thelongtable', '/profile/p/1', '/@thelongtable/writers/@ada']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('.profile-followers')).toBeVisible();
    }
    await page.goto('/@thelongtable');
    await waitForHydration(page);
    const followers = page.locator('.profile-followers');
    const before = await countIn(followers);
    await page
      .getByRole('button', { name: en('engagement.follow.label', { name: 'The Long Table' }) })
      .click();
    await expect(followers).toHaveText(en('content.profile.followers', { count: String(before + 1) }));
    await page.reload();
    await waitForHydration(page);
    await expect(followers).toHaveText(en('content.profile.followers', { count: String(before + 1) }));
    await expect(page.getByRole('button', { name: new RegExp(en('engagement.following')) })).toBeVisible();
    await expectNoA11yViolations(page);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });

  test('saves a story, and the Save button still says so after a reload', async ({ browser, request }) => {
    const story = await storyWithPlace(request);
    const page = await newReader(browser);
    await page.goto(story.url);
    await waitForHydration(page);
    const save = page.getByRole('button', { name: en('notebooks.save'), exact: true });
    await expect(save).toHaveAttribute('aria-pressed', 'false');

    // The publisher card's count follows its Follow button.
    const card = page.locator('.publisher-card');
    const followers = card.getByText(/\d/).last();
    const before = await countIn(followers);
    await card.getByRole('button', { name: /./ }).click();
    await expect(followers).toHaveText(en('content.publisher.followers', { count: String(before + 1) }));

    await save.click();
    const dialog = page.getByRole('dialog', { name: en('notebooks.saveTo') });
    await dialog.getByRole('textbox', { name: en('notebooks.new') }).fill('Kept for later');
    await dialog.getByRole('button', { name: en('notebooks.create') }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Kept for later' })).toBeChecked();
    // Issue 13: the 'Saved to…' message hides none of the dialog's controls, on a phone too.
    const snackbar = page.locator('.snackbar');
    await expect(snackbar).toContainText(en('notebooks.savedTo', { name: 'Kept for later' }));
    await expectCoversNoControl(snackbar);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(async () => expectCoversNoControl(snackbar)).toPass();
    await saveScreenshot(page, 'saved-to-snackbar-390');
    await page.setViewportSize({ width: 1280, height: 720 });
    await dialog.getByRole('button', { name: en('notebooks.done') }).click();
    await page.reload();
    await waitForHydration(page);
    const saved = page.getByRole('button', { name: en('notebooks.saved'), exact: true });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await page.context().close();
  });
});

test('a story read shows Read beside its title on cards, and the heading is named by the title alone', async ({
  browser,
}) => {
  const page = await newReader(browser);
  await page.goto('/');
  await waitForHydration(page);
  const link = page.locator('#main .story-card .story-card-title a').first();
  const title = ((await link.textContent()) ?? '').trim();
  const href = (await link.getAttribute('href')) ?? '';
  // The page marks the story read once hydrated; leaving before its call answers would cancel it.
  const marked = page.waitForResponse((response) => response.url().endsWith('/api2/ua/read'));
  await page.goto(href);
  await waitForHydration(page);
  expect((await marked).status()).toBe(200);
  await page.goto('/');
  await waitForHydration(page);
  const card = page.locator('#main .story-card', { has: page.locator(`a[href="${href}"]`) }).first();
  await expect(card.locator('.story-card-read')).toHaveText(en('feeds.story.read'));
  await expect(card.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'story-card-read');
  await expectNoA11yViolations(page);
  await page.context().close();
});

test.describe('story types and languages', () => {
  test('a story card in another language says which (lang), its labels stay in the page’s', async ({
    page,
  }) => {
    // Topic pages list the reader's feed languages: this English reader adds Traditional Chinese.
    await page.goto(`/blogs/${encodeTopicTitle('美食')}`);
    await page
      .context()
      .addCookies([
        { name: COOKIE_NAMES.feedLangs, value: 'en,tw', domain: new URL(page.url()).hostname, path: '/' },
      ]);
    await page.reload();
    const card = page.locator('article.story-card[lang="zh-Hant"]').first();
    await expect(card).toBeVisible();
    await expect(card.locator('.story-card-meta')).toHaveAttribute('lang', 'en');
    await page.goto(`/blogs/${encodeTopicTitle('Food & Drink')}`);
    const english = page
      .locator('article.story-card')
      .filter({ hasNotText: /[\u4e00-\u9fff]/ })
      .first();
    await expect(english).not.toHaveAttribute('lang', /.+/);
  });

  test('an event names its time zone once; a guest sees a poll’s results and a fundraiser’s total', async ({
    page,
    request,
  }) => {
    const food = await topicStories(request, 'Food & Drink');
    const event = food.find((story) => story.ctype === CTYPE.event && story.lang === 'en');
    const poll = (await topicStories(request, 'Coffee')).find((story) => story.ctype === CTYPE.poll);
    const fundraiser = (await topicStories(request, 'Street Food')).find(
      (story) => story.ctype === CTYPE.donate,
    );
    if (!event || !poll || !fundraiser) throw new Error('the demo seed lacks an event, poll or fundraiser');

    await page.goto(event.url);
    const when = page.locator('.content-facts dd').first();
    await expect(when).toContainText(/UTC/);
    expect(((await when.textContent()) ?? '').match(/UTC/g)).toHaveLength(1);

    // A guest reads the live results, and is asked to sign in to vote (issue 4: polls are interactive).
    await page.goto(poll.url);
    const results = page.getByRole('region', { name: en('polls.results') });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await expect(results.getByRole('radio')).toHaveCount(0);
    await expect(results.getByRole('button', { name: en('polls.signIn') })).toBeVisible();

    await page.goto(fundraiser.url);
    const raised = page.getByRole('region', { name: en('content.donate.heading') });
    await expect(raised.getByText(/raised of/)).toBeVisible();
    await expect(raised.getByRole('button', { name: en('payments.donate') })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('a blog post’s Facebook comments load only when the reader asks, in a 550-wide frame of 5 posts', async ({
    page,
    request,
  }) => {
    const story = (await topicStories(request, 'Night Markets')).find(
      (item) => item.ctype === CTYPE.external && item.title.startsWith('A Field Guide'),
    )!;
    const facebook: string[] = [];
    // Nothing may reach the provider before the reader asks; what does is answered here, off the network.
    await page.route('https://www.facebook.com/**', (route) => {
      facebook.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<p>Comments</p>' });
    });
    const errors = collectPageErrors(page);
    await page.goto(story.url);
    await waitForHydration(page);
    const section = page.getByRole('region', {
      name: en('content.socialComments.heading', { site: 'example.org' }),
    });
    await expect(section.getByText(en('content.socialComments.note'))).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoA11yViolations(page);
    expect(facebook).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'social-comments', { window: true });
    await section.getByRole('button', { name: en('content.socialComments.show') }).click();
    const frame = section.locator('iframe');
    await expect(frame).toHaveAttribute('title', en('content.socialComments.frame', { site: 'example.org' }));
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.origin + src.pathname).toBe('https://www.facebook.com/plugins/comments.php');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      href: 'https://example.org/guides/night-markets',
      numposts: '5',
      width: '550',
      locale: 'en_US',
    });
    await expect(section.getByRole('heading', { level: 2 })).toBeFocused();
    await expect.poll(() => facebook.length).toBe(1);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('one publisher’s page of a topic counts the stories it lists', async ({ page }) => {
    await page.goto(`/@sam/blogs/${encodeTopicTitle('Food & Drink')}`);
    const listed = await page.locator('article.story-card').count();
    await expect(page.locator('.topic-stats')).toContainText(
      en('content.topic.stories', { count: String(listed) }),
    );
  });
});
