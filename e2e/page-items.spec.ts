import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, waitForHydration } from './helpers.ts';
import { saveScreenshot, text, unexpectedErrors } from './journey-helpers.ts';
import { baseURL } from './settings.ts';
import { signInByApi } from './team-helpers.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

/**
 * The page's own tabs and featured items (SPEC §2 tab management, SPEC §3 featured layout items): ada,
 * primary owner of The Long Table, renames, reorders, hides and adds tabs and features a topic and a
 * story from the side panel; the page shows them at once and a guest sees them in the server's HTML.
 * The journey puts The Long Table's tabs and featured items back as they were, for later journeys.
 */

const PAGE = '/@thelongtable';
const DESKTOP = { width: 1280, height: 800 };
const CUSTOMIZE = '/api2/user/setting/profile/customize';

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en' }, viewport: DESKTOP });

const panelOf = (page: Page) =>
  page.getByRole('complementary', { name: en('customisation.panel.title', { name: 'The Long Table' }) });
const section = (panel: Locator, key: Parameters<typeof en>[0]) =>
  panel.getByRole('button', { name: en(key), exact: true });
const saved = (panel: Locator) => expect(panel.getByRole('status')).toHaveText(en('customisation.saved'));
const tabLinks = (page: Page) =>
  page.getByRole('navigation', { name: en('customisation.tabs.nav') }).getByRole('link');
/** The page's Featured row (the panel's Featured section is a region of the same name). */
const featuredRow = (page: Page) => page.locator('section.featured-row');

async function openPanel(page: Page) {
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.getByRole('button', { name: en('customisation.open') }).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  return panel;
}

async function guestPage(browser: Browser) {
  const guest = await browser.newContext({ baseURL, locale: 'en-US', viewport: DESKTOP });
  const page = await guest.newPage();
  await page.goto(PAGE);
  await waitForHydration(page);
  return { guest, page };
}

let magazineUserId = 0;
test.afterAll(async ({ browser }) => {
  // Put the page's tabs and featured items back (the defaults) so later journeys see the usual page.
  if (!magazineUserId) return;
  const context = await browser.newContext({ baseURL });
  await signInByApi(context.request, 'ada');
  const headers = { origin: baseURL };
  const tabs = ['stories', 'topics', 'writers', 'about'].map((key) => ({ key, title: key, hidden: false }));
  for (const data of [
    { userId: magazineUserId, tabs: JSON.stringify(tabs) },
    { userId: magazineUserId, featured: '[]' },
  ]) {
    const response = await context.request.post(CUSTOMIZE, { headers, data });
    expect(response.status(), await response.text()).toBe(200);
  }
  await context.close();
});

test('an owner renames, reorders, hides and adds the page’s tabs, and a guest sees them', async ({
  page,
  browser,
}) => {
  // Many steps, two browsers and axe: more time than the default on a busy machine.
  test.slow();
  await signInByApi(page, 'ada');
  const errors = collectPageErrors(page);
  const panel = await openPanel(page);
  magazineUserId = Number(
    await page.locator('[data-page-user-id]').first().getAttribute('data-page-user-id'),
  );
  await expect(tabLinks(page)).toHaveText(['Stories', 'Topics', 'Writers', 'About']);

  await section(panel, 'customisation.tab.tabs').click();
  await panel.getByLabel(en('customisation.tabs.title', { position: 1 })).fill('Latest');
  await panel.getByRole('checkbox', { name: en('customisation.tabs.shown', { title: 'Writers' }) }).uncheck();
  await panel.getByRole('button', { name: en('customisation.tabs.up', { title: 'About' }) }).click();
  await panel.getByLabel(en('customisation.tabs.newTitle')).fill('Quizzes');
  await panel.getByLabel(en('customisation.tabs.newPath')).fill('/quizzes.html');
  await panel.getByRole('button', { name: en('customisation.tabs.add') }).click();
  await expectNoA11yViolations(page);
  await panel.getByRole('button', { name: en('customisation.tabs.save') }).click();
  await saved(panel);
  // The page shows the saved tabs at once: renamed, About before Writers, Writers hidden, Quizzes added.
  await expect(tabLinks(page)).toHaveText(['Latest', 'Topics', 'About', 'Quizzes']);

  // A mistake is said in the panel and nothing is sent: every tab needs a name.
  const first = panel.getByLabel(en('customisation.tabs.title', { position: 1 }));
  await first.fill('');
  await panel.getByRole('button', { name: en('customisation.tabs.save') }).click();
  await expect(panel.getByRole('alert')).toHaveText(en('validation.required'));
  await expect(tabLinks(page).first()).toHaveText('Latest');
  await first.fill('Latest');
  await saveScreenshot(page, 'page-tabs-panel');

  const { guest, page: guestView } = await guestPage(browser);
  await expect(tabLinks(guestView)).toHaveText(['Latest', 'Topics', 'About', 'Quizzes']);
  await expect(tabLinks(guestView).last()).toHaveAttribute('href', '/quizzes.html');
  await tabLinks(guestView).last().click();
  await expect(guestView).toHaveURL(/\/quizzes\.html$/);
  await guest.close();
  expect(errors).toEqual([]);
});

test('an owner features a topic and a story by their addresses, and a guest sees them in order', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInByApi(page, 'ada');
  const errors = collectPageErrors(page);
  const panel = await openPanel(page);
  const storyHref = await page.locator('main a[href*="/post/"]').first().getAttribute('href');
  const topicLink = page.locator('main a[href*="/blogs/"]').first();
  const topicHref = await topicLink.getAttribute('href');
  expect(storyHref).toBeTruthy();
  expect(topicHref).toBeTruthy();

  await section(panel, 'customisation.tab.featured').click();
  await expect(panel.getByText(en('customisation.featured.empty'))).toBeVisible();
  const address = panel.getByLabel(en('customisation.featured.address'));
  const add = panel.getByRole('button', { name: en('customisation.featured.add') });
  await address.fill(`${baseURL}${storyHref}`);
  await add.click();
  await expect(
    panel.getByRole('listitem').filter({ hasText: `${en('customisation.featured.type.A')}:` }),
  ).toHaveCount(1);
  await address.fill(topicHref ?? '');
  await add.click();
  await expect(
    panel.getByRole('listitem').filter({ hasText: `${en('customisation.featured.type.T')}:` }),
  ).toHaveCount(1);
  // What cannot be featured is said, beside the field.
  await address.fill('/settings/account.html');
  await add.click();
  await expect(panel.getByRole('alert')).toHaveText(en('error.customisation.featured.not.found'));
  await address.fill(`${baseURL}${storyHref}`);
  await add.click();
  await expect(panel.getByRole('alert')).toHaveText(en('customisation.featured.already'));
  await expectNoA11yViolations(page);

  // The topic first, then save: the page shows the row at once.
  const names = panel.locator('.customise-featured .featured-name');
  const topicTitle = ((await names.nth(1).textContent()) ?? '').replace(
    `${en('customisation.featured.type.T')}: `,
    '',
  );
  // The topic's own page (a publisher's topic address names the topic).
  const topicSegment = (topicHref ?? '').split('/').at(-1) ?? '';
  await panel.getByRole('button', { name: en('customisation.featured.up', { title: topicTitle }) }).click();
  await panel.getByRole('button', { name: en('customisation.featured.save') }).click();
  await saved(panel);
  const cards = featuredRow(page).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(topicTitle);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', `/blogs/${topicSegment}`);
  await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', storyHref ?? '');
  await saveScreenshot(page, 'featured-panel');

  const { guest, page: guestView } = await guestPage(browser);
  const guestHtml = await (await guestView.request.get(PAGE)).text();
  expect(guestHtml).toContain('class="featured-row"');
  await expect(featuredRow(guestView).getByRole('listitem')).toHaveCount(2);
  await expect(featuredRow(guestView).getByRole('link').first()).toHaveAttribute(
    'href',
    `/blogs/${topicSegment}`,
  );
  await expectNoA11yViolations(guestView);
  await saveScreenshot(guestView, 'featured-guest');
  await featuredRow(guestView).getByRole('link').nth(1).click();
  await expect(guestView).toHaveURL(new RegExp(`${(storyHref ?? '').replace(/[.?]/g, '\\$&')}$`), {
    timeout: 20_000,
  });
  await guest.close();
  expect(unexpectedErrors(errors, [404])).toEqual([]);
});
