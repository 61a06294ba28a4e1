import type { ContentSummary } from '@masthead/core';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  collectPageErrors,
  expectNoA11yViolations,
  newPerson,
  readMail,
  waitForHydration,
} from './helpers.ts';
import { drawPng, saveScreenshot, signUpByApi, text, unexpectedErrors } from './journey-helpers.ts';

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

  test('a newsletter editor writes the coming issue, adds its picture, previews it and mails a test to themselves', async ({
    browser,
  }) => {
    const page = await signInAsAda(browser);
    const errors = collectPageErrors(page);
    await page.goto('/admin/newsletter.html');
    await waitForHydration(page);
    const issue = page.getByRole('region', { name: en('admin.newsletter.issueHeading') });
    await expect(issue).toBeVisible();
    const note = `A calm week at sea ${Date.now().toString(36)}`;
    await issue.getByLabel(en('admin.newsletter.intro', { language: 'English' })).fill(note);
    await issue.getByRole('button', { name: en('admin.newsletter.save') }).click();
    await expect(page.getByText(en('admin.newsletter.saved'))).toBeVisible();
    const frame = page.frameLocator('iframe.newsletter-preview-frame');
    await expect(frame.getByText(note)).toBeVisible();

    // The header picture: uploaded at once, shown in the console and in the preview, then described.
    await issue
      .getByLabel(en('admin.newsletter.headerChoose'))
      .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: await drawPng(page, 640) });
    await expect(issue.getByRole('button', { name: en('admin.newsletter.headerRemove') })).toBeVisible();
    await expect(frame.locator('img')).toHaveCount(1);
    await issue.getByLabel(en('admin.newsletter.headerAlt')).fill('Boats leaving the harbour at dawn');
    await issue.getByRole('button', { name: en('admin.newsletter.save') }).click();
    await expect(frame.getByRole('img', { name: 'Boats leaving the harbour at dawn' })).toBeVisible();
    await expect(issue.getByRole('img', { name: 'Boats leaving the harbour at dawn' })).toBeVisible();

    // Another language's preview has no English note; the test goes in the language previewed.
    await issue.getByLabel(en('admin.newsletter.previewLanguage')).selectOption('in');
    await expect(frame.getByText(text('in', 'newsletter.mail.action'))).toBeVisible();
    await expect(frame.getByText(note)).toHaveCount(0);
    await issue.getByLabel(en('admin.newsletter.previewLanguage')).selectOption('en');
    await expect(frame.getByText(note)).toBeVisible();
    await issue.getByRole('button', { name: en('admin.newsletter.sendTest') }).click();
    const [before, after] = en('admin.newsletter.testSent', { email: '\u0000' }).split('\u0000');
    const sent = page.getByText(new RegExp(`^${before}\\S+@\\S+${after!.replace('.', '\\.')}$`));
    await expect(sent).toBeVisible();
    const email = ((await sent.textContent()) ?? '').slice(before!.length, -after!.length);
    const mail = await readMail(email, /^\[Test\] /);
    expect(mail.text).toContain(note);
    expect(mail.html).toContain('alt="Boats leaving the harbour at dawn"');
    // The preview frame runs no script (sandbox), so axe cannot enter it; the mail's markup is the server's.
    await expectNoA11yViolations(page, { exclude: ['.newsletter-preview-frame'] });
    await saveScreenshot(page, 'admin-newsletter');

    // Removing the picture gives the keyboard back to the chooser.
    await issue.getByRole('button', { name: en('admin.newsletter.headerRemove') }).click();
    await expect(issue.getByText(en('admin.newsletter.headerNone'))).toBeVisible();
    await expect(frame.locator('img')).toHaveCount(0);
    // Playwright's frame locator tries its helper script in the preview, which the sandbox blocks (as it
    // should): the browser says so. Nothing of the page's own runs there.
    const sandboxNotes =
      /Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;
    expect(unexpectedErrors(errors).filter((error) => !sandboxNotes.test(error))).toEqual([]);
  });
});
