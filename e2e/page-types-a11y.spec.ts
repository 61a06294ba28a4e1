import {
  COOKIE_NAMES,
  type ContentPage,
  type ContentSummary,
  CTYPE,
  encodeTopicTitle,
  LANGUAGE_TAGS,
  UI_LANGUAGES,
  type UiLanguage,
} from '@masthead/core';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import {
  expectNoHorizontalOverflow,
  saveScreenshot,
  signUpByApi,
  unexpectedErrors,
} from './journey-helpers.ts';
import { baseURL } from './settings.ts';

/**
 * Issue 15's proof: every page type passes axe (WCAG 2.2 AA rules) in all four interface languages,
 * tw included, for a guest and for a signed-in person, with the page's language on <html> and
 * nothing spilling sideways. The pages are the demo community's: a story of each kind the seed
 * has, a topic, a place, a person, a magazine, the lists, search, and the signed-in person's own
 * pages (home feed, editor, notebooks, requests, payments, badges, notifications).
 */

type PageType = { name: string; path: string };

async function topicStories(request: APIRequestContext, title: string): Promise<ContentSummary[]> {
  const response = await request.get(`/api2/topic?title=${encodeURIComponent(encodeTopicTitle(title))}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data.feed.items;
}

/** The demo pages of each type, found once through the API the pages use. */
async function guestPages(request: APIRequestContext): Promise<PageType[]> {
  const food = await topicStories(request, 'Food & Drink');
  const article = food.find((story) => story.lang === 'en' && story.photoPath);
  const event = food.find((story) => story.ctype === CTYPE.event);
  const poll = (await topicStories(request, 'Coffee')).find((story) => story.ctype === CTYPE.poll);
  const fundraiser = (await topicStories(request, 'Street Food')).find(
    (story) => story.ctype === CTYPE.donate,
  );
  if (!article || !event || !poll || !fundraiser) throw new Error('the demo seed lacks a page type');
  let place: string | null = null;
  for (const story of food) {
    const page: ContentPage = (
      await (await request.get(`/api2/content/page?cgroupId=${story.cgroupId}`)).json()
    ).data;
    if (page.location) {
      place = page.location.url;
      break;
    }
  }
  if (!place) throw new Error('the demo seed has no story with a place');
  return [
    { name: 'home', path: '/' },
    { name: 'story', path: article.url },
    { name: 'event', path: event.url },
    { name: 'poll', path: poll.url },
    { name: 'fundraiser', path: fundraiser.url },
    { name: 'topic', path: `/blogs/${encodeTopicTitle('Food & Drink')}` },
    { name: 'place', path: place },
    { name: 'person', path: '/@ada' },
    { name: 'magazine', path: '/@thelongtable' },
    { name: 'explore', path: '/explore.html' },
    { name: 'top-stories', path: '/top_stories.html' },
    { name: 'search', path: '/search.html?q=market' },
    { name: 'quizzes', path: '/quizzes.html' },
    { name: 'login', path: '/loginpage.html' },
  ];
}

const memberPages: PageType[] = [
  { name: 'home-feed', path: '/' },
  { name: 'write', path: '/write.html' },
  { name: 'my-posts', path: '/my_posts.html' },
  { name: 'notebooks', path: '/notebooks.html' },
  { name: 'requests', path: '/requests' },
  { name: 'new-request', path: '/requests/new' },
  { name: 'payments', path: '/my_payments.html' },
  { name: 'badges', path: '/badges.html' },
  { name: 'notifications', path: '/notifications.html' },
  { name: 'connections', path: '/connections.html' },
];

async function chooseLanguage(context: BrowserContext, lang: UiLanguage) {
  await context.addCookies([{ name: COOKIE_NAMES.userLang, value: lang, url: baseURL }]);
}

async function checkPage(page: Page, lang: UiLanguage, type: PageType) {
  const response = await page.goto(type.path);
  expect(response?.status(), type.path).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[lang]);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, `a11y-${lang}-${type.name}`);
}

/** The pages one after the other in a browser of their own, in the language, signed in or not. */
async function checkPages(
  browser: Browser,
  lang: UiLanguage,
  viewport: { width: number; height: number },
  pages: PageType[],
  { signedIn = false } = {},
) {
  const context = await browser.newContext({ viewport });
  await chooseLanguage(context, lang);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  if (signedIn) await signUpByApi(page.request, newPerson(), lang);
  for (const type of pages) await checkPage(page, lang, type);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
}

// Eight independent checks: spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const lang of UI_LANGUAGES) {
  test.describe(`in ${lang} (${LANGUAGE_TAGS[lang]})`, () => {
    // A page takes about two seconds on a quiet machine; many times that on a busy one.
    test.describe.configure({ timeout: 300_000 });

    test('every page type a guest sees passes axe', async ({ browser, request }) => {
      await checkPages(browser, lang, { width: 1280, height: 800 }, await guestPages(request));
    });

    test('every page type of a signed-in person passes axe, on a phone', async ({ browser }) => {
      await checkPages(browser, lang, { width: 390, height: 844 }, memberPages, { signedIn: true });
    });
  });
}
