import type { ContentSummary } from '@masthead/core';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import { saveScreenshot, signUpByApi, text, unexpectedErrors } from './journey-helpers.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);
const DEMO_PASSWORD = 'demo-reader-2026';

/** A new signed-in person in a browser context of their own, with their user id. */
async function newReader(browser: Browser): Promise<{ page: Page; userId: number; username: string }> {
  const page = await (await browser.newContext()).newPage();
  const person = newPerson();
  await signUpByApi(page.request, person);
  const me = await (await page.request.get('/api/auth/login/p.json')).json();
  return { page, userId: me.data.user.userId as number, username: person.username };
}

async function signInAsAda(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const response = await page.request.post('/api/auth/login/p.json', {
    data: { login: 'ada', password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  return page;
}

test.describe('reports and the admin console', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  const words = `Cheap watches at a discount ${Date.now().toString(36)}`;
  let storyUrl = '';
  let moderatorId = 0;

  test('a reader reports a comment from its actions', async ({ browser }) => {
    const writer = await newReader(browser);
    const top = (await (await writer.page.request.get('/api2/feed/top')).json()).data
      .items as ContentSummary[];
    const story = top[0]!;
    storyUrl = story.url;
    const posted = await writer.page.request.post('/api2/comment', {
      data: { cgroupId: story.cgroupId, body: `<p>${words}</p>` },
    });
    expect(posted.status(), await posted.text()).toBe(200);

    const { page } = await newReader(browser);
    const errors = collectPageErrors(page);
    await page.goto(storyUrl);
    await waitForHydration(page);
    const comment = page.locator('article.comment', { hasText: words });
    await comment.getByRole('button', { name: en('report.action') }).click();
    const dialog = page.getByRole('dialog', { name: en('report.title') });
    await dialog.getByRole('button', { name: en('report.send') }).click();
    await expect(dialog.getByRole('alert')).toHaveText(en('validation.report.reason'));
    await dialog.getByLabel(en('report.reason.spam')).check();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: en('report.send') }).click();
    await expect(page.getByText(en('report.sent'))).toBeVisible();
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('a masterAdmin grants the comments right in the console', async ({ browser }) => {
    const moderator = await newReader(browser);
    moderatorId = moderator.userId;
    const page = await signInAsAda(browser);
    const errors = collectPageErrors(page);
    await page.goto('/admin/rights.html');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: en('admin.section.rights') })).toBeVisible();
    await page.getByLabel(en('admin.rights.grantTo')).fill(String(moderatorId));
    await page.getByRole('button', { name: en('admin.rights.addAdmin') }).click();
    const rights = page.getByRole('group', { name: new RegExp(`@${moderator.username}\\)`) });
    await rights.getByLabel(en('admin.right.comments')).check();
    await page
      .getByRole('button', { name: new RegExp(`${en('admin.rights.save')}.*@${moderator.username}`) })
      .click();
    await expect(page.getByText(en('admin.rights.saved'))).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot(page, 'admin-rights');
    const answer = await (await page.request.get('/api2/admin/rights')).json();
    const granted = answer.data.admins.find((a: { userId: number }) => a.userId === moderatorId);
    expect(granted.accessRight).toEqual(['comments']);
    // Now its holder may open the moderation queue, and nothing else of the console.
    await moderator.page.goto('/admin/reports.html');
    await waitForHydration(moderator.page);
    const report = moderator.page.locator('.report-card', { hasText: words });
    await expect(report).toBeVisible();
    await expectNoA11yViolations(moderator.page);
    await saveScreenshot(moderator.page, 'admin-reports');
    await report.getByRole('button', { name: en('admin.decision.hide') }).click();
    await expect(report).toHaveCount(0);
    const people = await moderator.page.goto('/admin/people.html');
    expect(people?.status()).toBe(403);
    await expect(moderator.page.getByRole('heading', { name: en('error.access_deny') })).toBeVisible();
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('the hidden comment is gone for readers', async ({ page }) => {
    const comments = page.waitForResponse((response) => response.url().includes('/api2/comments?'));
    await page.goto(storyUrl);
    await waitForHydration(page);
    const answer = await (await comments).json();
    expect(answer.success).toBe(true);
    expect(JSON.stringify(answer)).not.toContain(words);
    await expect(page.getByText(words)).toHaveCount(0);
  });

  test('the console pages pass axe', async ({ browser }) => {
    const page = await signInAsAda(browser);
    for (const section of ['people', 'topics', 'publishers', 'audit'] as const) {
      await page.goto(`/admin/${section}.html`);
      await waitForHydration(page);
      await expect(
        page.getByRole('heading', { level: 1, name: en(`admin.section.${section}`) }),
      ).toBeVisible();
      await expectNoA11yViolations(page);
      await saveScreenshot(page, `admin-${section}`);
    }
    await expect(page.getByRole('cell', { name: 'admin.report.hide' })).toBeVisible();
  });
});
