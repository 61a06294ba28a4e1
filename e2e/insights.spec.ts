import { REFERRER } from '@masthead/core';
import { type Browser, type BrowserContext, expect, type Page, request, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import { expectNoHorizontalOverflow, saveScreenshot, text } from './journey-helpers.ts';
import { baseURL } from './settings.ts';

/**
 * SPEC §6 team activity and insights of the demo magazine, and its notifications on the team home:
 * ada (primary owner) reads the activity, seeds reads through the read API and reads the chart's
 * numbers; mei (editor) sees insights without the sources; budi (writer) is refused.
 */

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);
const DEMO_PASSWORD = 'demo-reader-2026';
const MAGAZINE = 'The Long Table';
const HOME = '/dashboard/@thelongtable';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en' } });

async function personIn(browser: Browser, login: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    extraHTTPHeaders: { 'accept-language': 'en' },
    viewport: DESKTOP,
  });
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/login/p.json', {
    data: { login, password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { context, page };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Desktop and phone pictures of the page as it stands. */
async function screenshots(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** New readers, each in a browser of their own, open a story of the magazine from these referrers. */
async function readThroughTheApi(cgroupId: number, referrers: number[]) {
  for (const subsection of referrers) {
    const reader = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
    const person = newPerson();
    const signedUp = await reader.post('/api2/account/signup', {
      data: { ...person, confirmPassword: person.password, lang: 'en' },
    });
    expect(signedUp.status(), await signedUp.text()).toBe(200);
    const userId = (await signedUp.json()).data.user.userId as number;
    const read = await reader.post('/api2/ua/read', { data: { userId, cgroupId, subsection } });
    expect(read.status(), await read.text()).toBe(200);
    expect((await read.json()).data).toMatchObject({ read: true, firstRead: true });
    await reader.dispose();
  }
}

let ada: { context: BrowserContext; page: Page };

test.beforeAll(async ({ browser }) => {
  ada = await personIn(browser, 'ada');
  // Another journey may have promoted budi: the demo's writer is a writer here (and the activity says so).
  const choices = await (await ada.page.request.get('/api2/editorial/publishers')).json();
  const magazine = choices.data.publishers.find((p: { username: string }) => p.username === 'thelongtable');
  const team = await (
    await ada.page.request.get(`/api2/magazine/team?magazineUserId=${magazine.userId}`)
  ).json();
  const budi = team.data.members.find((m: { username: string }) => m.username === 'budi');
  // Writer (if another journey promoted him), senior writer, writer: the last two are news either way.
  for (const role of ['writer', 'seniorWriter', 'writer']) {
    const changed = await ada.page.request.post('/api2/magazine/member/role', {
      data: { magazineUserId: magazine.userId, userId: budi.userId, role },
      headers: { origin: baseURL },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  }
});

test.afterAll(async () => {
  await ada?.context.close();
});

test("the owner reads the magazine's notifications on its team home and marks them read", async () => {
  const { page } = ada;
  const errors = collectPageErrors(page);
  await open(page, HOME);
  const panel = page.getByRole('region', { name: en('notifications.magazine.title') });
  await expect(panel).toBeVisible();
  // The role changes just made, worded from the team's side, newest first.
  await expect(panel.getByRole('listitem').first()).toContainText(
    en('notifications.magazine.roleChangedTo', {
      name: 'Ada Okafor',
      member: 'Budi Santoso',
      role: en('magazines.role.writer'),
    }),
  );
  await expect(panel.getByText(/unread/).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'team-home-notifications');
  await panel.getByRole('button', { name: en('notifications.markAllRead') }).click();
  await expect(panel.locator('.is-unread')).toHaveCount(0);
  // Marked read in this browser: a reload remembers it.
  await page.reload();
  await waitForHydration(page);
  await expect(panel.locator('.notification')).not.toHaveCount(0);
  await expect(panel.locator('.is-unread')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the owner follows the team activity, filtered by kind', async () => {
  const { page } = ada;
  const errors = collectPageErrors(page);
  await open(page, HOME);
  await page
    .locator('.dashboard-nav')
    .getByRole('link', { name: en('dashboard.nav.activity'), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${HOME}/activity$`));
  await expect(
    page.getByRole('heading', { level: 1, name: en('teamActivity.heading', { magazine: MAGAZINE }) }),
  ).toBeVisible();
  const rows = page.locator('.activity-row');
  await expect(rows.first()).toContainText('Ada Okafor made Budi Santoso a writer');
  await expect(rows.nth(1)).toContainText('Ada Okafor made Budi Santoso a senior writer');
  await expectNoA11yViolations(page);
  await screenshots(page, 'team-activity');

  await page.getByRole('tab', { name: en('teamActivity.filter.editorial') }).click();
  await expect(page).toHaveURL(/filter=editorial/);
  await expect(page.getByRole('tab', { name: en('teamActivity.filter.editorial') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The demo contributor's submission waits in the review queue.
  await expect(page.locator('.activity-row', { hasText: 'Breakfast on Yongkang Street' })).toBeVisible();
  await expect(page.locator('.activity-row', { hasText: 'a writer' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the owner reads the insights, switches the period and reads the chart as a table', async () => {
  const { page } = ada;
  const errors = collectPageErrors(page);
  await open(page, `${HOME}/insights`);
  const heading = page.getByRole('heading', {
    level: 1,
    name: en('insights.heading', { magazine: MAGAZINE }),
  });
  await expect(heading).toBeVisible();
  const readsTotal = page.locator('.insights-total').first().locator('.insights-total-value');
  const before = Number(((await readsTotal.textContent()) ?? '').replace(/\D/g, ''));
  // The most read story stays first with three more reads, whatever other journeys published.
  const topStories = page.getByRole('table', { name: en('insights.topStories.title') });
  const leader = topStories.locator('tbody tr').first().getByRole('link');
  const story = {
    title: (await leader.textContent()) ?? '',
    cgroupId: Number(/\/(\d+)\//.exec((await leader.getAttribute('href')) ?? '')?.[1]),
  };
  expect(story.cgroupId).toBeGreaterThan(0);

  await readThroughTheApi(story.cgroupId, [
    REFERRER.socialNetwork,
    REFERRER.microblog,
    REFERRER.professionalNetwork,
  ]);
  await page.reload();
  await waitForHydration(page);
  await expect(readsTotal).toHaveText(String(before + 3));
  const sources = page.getByRole('table', { name: en('insights.byReferrer.title') });
  await expect(
    sources.getByRole('row', { name: new RegExp(en('insights.referrer.professionalNetwork')) }),
  ).toBeVisible();
  await expect(topStories.locator('tbody tr').first()).toContainText(story.title);
  await expectNoA11yViolations(page);
  await screenshots(page, 'insights-owner-30-days');

  await page.getByRole('link', { name: en('insights.period.7') }).click();
  await expect(page).toHaveURL(/days=7/);
  await expect(page.getByRole('link', { name: en('insights.period.7') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const dayTable = page.getByRole('table', { name: en('insights.byDay.title') });
  await expect(dayTable.locator('tbody tr')).toHaveCount(7);
  // Screen readers always have the table; a button shows it to everyone else.
  const toggle = page.getByRole('button', { name: en('insights.table.show') });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('button', { name: en('insights.table.hide') })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(dayTable.locator('..')).not.toHaveClass(/visually-hidden/);
  // Today is the table's last day, with at least the three reads just made.
  const today = dayTable.locator('tbody tr').last().locator('td').first();
  expect(Number(((await today.textContent()) ?? '').replace(/\D/g, ''))).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('img', { name: en('insights.byDay.title') })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'insights-owner-7-days-table');

  await page.getByRole('link', { name: en('insights.period.90') }).click();
  await expect(page).toHaveURL(/days=90/);
  await expect(dayTable.locator('tbody tr')).toHaveCount(90);
  await screenshots(page, 'insights-owner-90-days');
  expect(errors).toEqual([]);
});

test("an editor sees the magazine's insights, without where readers came from", async ({ browser }) => {
  const mei = await personIn(browser, 'mei');
  const errors = collectPageErrors(mei.page);
  await open(mei.page, `${HOME}/insights`);
  await expect(
    mei.page.getByRole('heading', { level: 1, name: en('insights.heading', { magazine: MAGAZINE }) }),
  ).toBeVisible();
  await expect(mei.page.getByRole('table', { name: en('insights.topStories.title') })).toBeVisible();
  await expect(mei.page.getByRole('table', { name: en('insights.byWriter.title') })).toBeVisible();
  await expect(mei.page.getByRole('heading', { name: en('insights.byReferrer.title') })).toHaveCount(0);
  // Her own stories, with their sources, are one link away.
  await mei.page.getByRole('link', { name: en('insights.scope.own') }).click();
  await expect(mei.page).toHaveURL(/scope=own/);
  await expectNoA11yViolations(mei.page);
  await screenshots(mei.page, 'insights-editor-own');
  expect(errors).toEqual([]);
  await mei.context.close();
});

test('a writer is refused insights and activity', async ({ browser }) => {
  const budi = await personIn(browser, 'budi');
  for (const path of [`${HOME}/insights`, `${HOME}/activity`]) {
    const response = await budi.page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(budi.page.getByRole('heading', { level: 1, name: en('error.access_deny') })).toBeVisible();
  }
  await expect(budi.page.locator('.reads-chart')).toHaveCount(0);
  // The team home shows no links to them.
  await open(budi.page, HOME);
  await expect(
    budi.page
      .locator('.dashboard-nav')
      .getByRole('link', { name: en('dashboard.nav.insights'), exact: true }),
  ).toHaveCount(0);
  await expect(
    budi.page
      .locator('.dashboard-nav')
      .getByRole('link', { name: en('dashboard.nav.activity'), exact: true }),
  ).toHaveCount(0);
  await budi.context.close();
});

test('a guest gets the sign-in overlay', async ({ page }) => {
  await page.goto(`${HOME}/insights`);
  await expect(page.getByText(en('insights.guest'))).toBeVisible();
  await page.goto(`${HOME}/activity`);
  await expect(page.getByText(en('teamActivity.guest'))).toBeVisible();
});
