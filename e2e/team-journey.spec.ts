import { CTYPE, topicPath } from '@masthead/core';
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  collectPageErrors,
  expectCreateProfileStep,
  expectNoA11yViolations,
  mailLink,
  newPerson,
  readMail,
  waitForHydration,
} from './helpers.ts';
import { accountMenuButton, saveScreenshot, signUpByApi, text, unexpectedErrors } from './journey-helpers.ts';
import { appPort, baseURL } from './settings.ts';
import { newTeamName } from './team-helpers.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

/**
 * The team side end to end, as one story in Chromium with mail received over SMTP: a new person
 * creates a business; invites a writer by email; the invitee opens the mailed link signed out, signs up,
 * comes back and accepts; writes a story for the business and submits it; the owner returns it with a
 * note; the writer revises and resubmits; the owner publishes it, and it shows on the business's page,
 * on its own host and in its topic's feed. Then the switcher in both views, a switch to the business
 * and back; the owner upgrades the plan with the sandbox card; the writer leaves; the primary owner
 * closes the business, whose home says it can be reopened. axe on every page and dialog on the way.
 */

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en' } });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const TOPIC = 'Architecture';

const founder = newPerson();
const writer = newPerson();
const business = newTeamName('Lamp Row');
const site = `http://${business.username}.localhost:${appPort}`;
const dashboard = `/dashboard/@${business.username}`;
const TITLE = `The last lamplighter of the harbour ${Date.now().toString(36)}`;
const REVISED = `${TITLE}, at dusk`;
const NOTE = 'Lovely. Please say which street the workshop is on.';

let owner: { context: BrowserContext; page: Page };
let author: { context: BrowserContext; page: Page };
let storyUrl = '';

async function newBrowser(browser: Browser) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    extraHTTPHeaders: { 'accept-language': 'en' },
    viewport: DESKTOP,
  });
  return { context, page: await context.newPage() };
}

async function open(page: Page, address: string) {
  await page.goto(address);
  await waitForHydration(page);
}

/** The page at 1280×800 and at 390×844 (full page), back at the desktop size afterwards. */
async function screens(page: Page, name: string) {
  // From the top, so the sticky header is not painted halfway down the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

/** A dialog as it is seen, in the window, at both sizes. */
async function dialogScreens(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, `${name}-1280`, { window: true });
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, `${name}-390`, { window: true });
  await page.setViewportSize(DESKTOP);
}

const titleBox = (scope: Page | Locator) => scope.getByRole('textbox', { name: en('compose.field.title') });
const storyBox = (scope: Page | Locator) => scope.getByRole('textbox', { name: en('compose.field.body') });

test.beforeAll(async ({ browser }) => {
  owner = await newBrowser(browser);
});

test.afterAll(async () => {
  await owner?.context.close();
  await author?.context.close();
});

test('a new person creates a business', async () => {
  const { page } = owner;
  const errors = collectPageErrors(page);
  await signUpByApi(page.request, founder);
  await open(page, '/');
  await accountMenuButton(page).click();
  await page.getByRole('link', { name: en('magazines.menu.addBusiness') }).click();
  await expect(page).toHaveURL(/\/create_business\.html$/);
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: new RegExp(en('magazines.kind.business')) })).toBeChecked();
  await page
    .getByRole('textbox', { name: en('magazines.create.displayName'), exact: true })
    .fill(business.displayName);
  const username = page.getByRole('textbox', { name: en('magazines.create.username') });
  await username.fill(business.username);
  await expect(
    page.getByText(en('magazines.create.usernameAvailable', { username: business.username })),
  ).toBeVisible();
  await page
    .getByRole('textbox', { name: en('magazines.create.description') })
    .fill('Lamps, lanterns and the people who light them.');
  await expectNoA11yViolations(page);
  await screens(page, 'journey-create-business');
  await page.getByRole('button', { name: en('magazines.create.submit'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
  await expect(page.locator('.snackbar')).toContainText(
    en('magazines.create.created', { name: business.displayName }),
  );
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: business.displayName })).toBeVisible();
  await expect(
    page.getByText(en('teamHome.yourRole', { role: en('magazines.role.primaryOwner') })),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await screens(page, 'journey-team-home');
  expect(unexpectedErrors(errors, [404])).toEqual([]);
});

test('the owner invites a writer by email', async () => {
  const { page } = owner;
  const errors = collectPageErrors(page);
  await page.getByRole('link', { name: en('teamHome.membersLink') }).click();
  await expect(page).toHaveURL(new RegExp(`${dashboard}/team$`));
  await waitForHydration(page);
  await page.getByRole('button', { name: en('invitations.byEmail') }).click();
  const dialog = page.getByRole('dialog', { name: en('invitations.byEmail') });
  await expect(dialog.getByLabel(en('invitations.email.label'))).toBeFocused();
  await dialog.getByLabel(en('invitations.email.label')).fill(writer.email);
  await expect(dialog.getByLabel(en('invitations.role.label'))).toHaveValue('writer');
  await expectNoA11yViolations(page);
  await dialogScreens(page, 'journey-invite-dialog');
  await dialog.getByRole('button', { name: en('invitations.email.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.snackbar')).toContainText(
    en('invitations.email.sent', { email: writer.email }),
  );
  await expect(page.locator('.invitation', { hasText: writer.email })).toContainText(
    en('magazines.role.writer'),
  );
  await expectNoA11yViolations(page);
  await screens(page, 'journey-team-invited');
  expect(errors).toEqual([]);
});

test('the invitee opens the mailed link signed out, signs up, comes back and accepts', async ({
  browser,
}) => {
  const mail = await readMail(
    writer.email,
    en('invitations.mail.subject', { name: founder.displayName, magazine: business.displayName }),
  );
  const link = mailLink(mail, /\/invitation\.html\?token=/);
  author = await newBrowser(browser);
  const { page } = author;
  const errors = collectPageErrors(page);
  await open(page, link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    en('invitations.page.heading', { magazine: business.displayName }),
  );
  await expect(page.getByText(en('invitations.page.guestEmail', { email: writer.email }))).toBeVisible();
  await expectNoA11yViolations(page);
  await screens(page, 'journey-invitation-guest');

  await page.getByRole('button', { name: en('invitations.page.signUp') }).click();
  const signUp = page.getByRole('dialog', { name: en('shell.loginPrompt.signUpTitle') });
  await signUp.getByLabel(en('accounts.signup.email')).fill(writer.email);
  await signUp.getByLabel(en('accounts.signup.username')).fill(writer.username);
  await signUp.getByLabel(en('accounts.signup.displayName')).fill(writer.displayName);
  await signUp.getByLabel(en('accounts.signup.password'), { exact: true }).fill(writer.password);
  await signUp.getByLabel(en('accounts.signup.confirmPassword')).fill(writer.password);
  await expectNoA11yViolations(page);
  await signUp.getByRole('button', { name: en('accounts.signup.submit') }).click();
  // Sign-up hashes the password (deliberately slow), then the page moves on.
  await expectCreateProfileStep(page);
  await page.getByRole('button', { name: en('accounts.createProfile.skip') }).click();

  await expect(page).toHaveURL(link);
  await waitForHydration(page);
  await page.getByRole('button', { name: en('invitations.page.accept') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    en('invitations.page.joinedHeading', { magazine: business.displayName }),
  );
  await expect(
    page.getByText(
      en('invitations.page.joined', { magazine: business.displayName, role: en('magazines.role.writer') }),
    ),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await screens(page, 'journey-invitation-joined');
  expect(errors).toEqual([]);
});

test('the writer writes a story for the business and submits it', async () => {
  const { page } = author;
  const errors = collectPageErrors(page);
  await open(page, `/write.html?type=${CTYPE.post}`);
  const publishIn = page.getByLabel(en('editorial.publishIn'));
  await publishIn.selectOption({ label: business.displayName });
  await expect(
    page.getByText(en('editorial.publishIn.review', { magazine: business.displayName })),
  ).toBeVisible();
  await titleBox(page).fill(TITLE);
  await storyBox(page).click();
  await page.keyboard.type('Every evening at six, Mr Lo lights the lamps of Lamp Row, one by one.');
  const topics = page.getByRole('combobox', { name: en('compose.field.topicsSearch') });
  await topics.fill(TOPIC);
  await page
    .getByRole('option', { name: new RegExp(`^${TOPIC}`) })
    .first()
    .click();
  await expect(
    page.getByRole('button', { name: en('compose.field.removeTopic', { topic: TOPIC }) }),
  ).toBeVisible();
  await expect(page.locator('.compose-status')).toHaveText(en('compose.status.saved'), { timeout: 15_000 });
  await expectNoA11yViolations(page);
  await screens(page, 'journey-writer-editor');

  await page.getByRole('button', { name: en('editorial.action.submit') }).click();
  await expect(page.locator('.snackbar')).toContainText(
    en('editorial.submitted', { magazine: business.displayName }),
  );
  await expect(page.locator('.review-banner')).toContainText(
    `Submitted to ${business.displayName} for review`,
  );
  await expectNoA11yViolations(page);
  expect(errors).toEqual([]);
});

test('the owner returns it with a note', async () => {
  const { page } = owner;
  const errors = collectPageErrors(page);
  await open(page, `${dashboard}/review`);
  const item = page.locator('.review-item', { hasText: TITLE });
  await expect(item).toContainText(en('editorial.queue.by', { name: writer.displayName }));
  await expectNoA11yViolations(page);
  await screens(page, 'journey-review-queue');
  await item.getByRole('link', { name: en('editorial.queue.reviewLabel', { title: TITLE }) }).click();
  await waitForHydration(page);
  await expect(page.locator('.review-banner')).toContainText(`${writer.displayName} submitted this story`);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: en('editorial.action.return') }).click();
  const dialog = page.getByRole('dialog', {
    name: en('editorial.return.title', { name: writer.displayName }),
  });
  await dialog.getByRole('textbox', { name: en('editorial.return.note') }).fill(NOTE);
  await expectNoA11yViolations(page);
  await dialogScreens(page, 'journey-return-dialog');
  await dialog.getByRole('button', { name: en('editorial.return.confirm') }).click();
  await expect(page.locator('.snackbar')).toContainText(
    en('editorial.return.done', { name: writer.displayName }),
  );
  await expect(page).toHaveURL(new RegExp(`${dashboard}/review$`));
  expect(errors).toEqual([]);
});

test('the writer sees the note, revises and submits again', async () => {
  const { page } = author;
  const errors = collectPageErrors(page);
  await open(page, '/my_posts.html');
  const row = page.locator('.my-post', { hasText: TITLE });
  await expect(row).toContainText(en('editorial.returnedNote', { note: NOTE }));
  await expect(row).toContainText(en('editorial.myPosts.in', { magazine: business.displayName }));
  await expectNoA11yViolations(page);
  await screens(page, 'journey-my-posts-returned');
  await row.getByRole('link', { name: TITLE, exact: true }).click();
  await waitForHydration(page);
  await expect(page.locator('.review-banner')).toContainText(en('editorial.returnedNote', { note: NOTE }));
  await titleBox(page).fill(REVISED);
  await storyBox(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' The workshop is at 12 Lamp Row, by the fish market.');
  await expect(page.locator('.compose-status')).toHaveText(en('compose.status.saved'), { timeout: 15_000 });
  await page.getByRole('button', { name: en('editorial.action.submit') }).click();
  await expect(page.locator('.snackbar')).toContainText(
    en('editorial.submitted', { magazine: business.displayName }),
  );
  await expect(page.getByRole('heading', { level: 1, name: REVISED })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the owner publishes it, with its byline', async () => {
  const { page } = owner;
  const errors = collectPageErrors(page);
  await open(page, `${dashboard}/review`);
  await page
    .locator('.review-item', { hasText: REVISED })
    .getByRole('link', { name: en('editorial.queue.review') })
    .click();
  await waitForHydration(page);
  await page.getByRole('button', { name: en('compose.action.publish'), exact: true }).click();
  await expect(page).toHaveURL(/\/post\/\d+\//, { timeout: 15_000 });
  await waitForHydration(page);
  storyUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: REVISED })).toBeVisible();
  await expect(page.locator('.byline-names')).toHaveText(
    en('content.byline.in', { author: writer.displayName, magazine: business.displayName }),
  );
  await expectNoA11yViolations(page);
  await screens(page, 'journey-published-story');
  expect(errors).toEqual([]);
});

test("it shows on the business's page, on its own host and in its topic's feed", async ({ page }) => {
  const errors = collectPageErrors(page);
  await open(page, `/@${business.username}`);
  await expect(page.getByRole('heading', { level: 1, name: business.displayName })).toBeVisible();
  await expect(page.locator('.story-card', { hasText: REVISED })).toContainText(
    en('content.byline.in', { author: writer.displayName, magazine: business.displayName }),
  );
  await expectNoA11yViolations(page);
  await screens(page, 'journey-business-page');

  // Its own site: the business's page at /, the story without the /@ prefix.
  await open(page, `${site}/`);
  await expect(page.getByRole('heading', { level: 1, name: business.displayName })).toBeVisible();
  const onSite = page.getByRole('link', { name: REVISED }).first();
  await expect(onSite).toHaveAttribute('href', /^\/post\/\d+\//);
  await expectNoA11yViolations(page);
  await screens(page, 'journey-business-site');
  await onSite.click();
  await expect(page).toHaveURL(new RegExp(`^${site}/post/\\d+/`));
  await expect(page.getByRole('heading', { level: 1, name: REVISED })).toBeVisible();
  await waitForHydration(page);
  await expectNoA11yViolations(page);

  // The topic's feed, on the main site and on the business's site.
  await open(page, topicPath({ topicId: 0, title: TOPIC }));
  await expect(page.getByRole('link', { name: REVISED }).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await screens(page, 'journey-topic-feed');
  await open(page, `${site}${topicPath({ topicId: 0, title: TOPIC })}`);
  await expect(page.getByRole('link', { name: REVISED }).first()).toBeVisible();
  await expectNoA11yViolations(page);
  expect(unexpectedErrors(errors, [404])).toEqual([]);
});

test('the owner switches to the business and back, in both views of the switcher', async () => {
  const { page } = owner;
  const errors = collectPageErrors(page);
  await open(page, '/');
  const openSwitcher = async () => {
    await accountMenuButton(page).click();
    await page.getByRole('button', { name: en('switcher.open') }).click();
    const dialog = page.getByRole('dialog', { name: en('switcher.title') });
    await expect(dialog.getByText(en('switcher.loading'))).toHaveCount(0);
    return dialog;
  };
  let dialog = await openSwitcher();
  const card = dialog.locator('.switcher-card', { hasText: business.displayName });
  await expect(card).toContainText(en('magazines.role.primaryOwner'));
  await expect(card).toContainText(en('magazines.plan.free'));
  await expectNoA11yViolations(page);
  await dialogScreens(page, 'journey-switcher-cards');
  await dialog.getByRole('button', { name: en('switcher.viewList') }).click();
  const row = dialog.getByRole('row').filter({ hasText: business.displayName });
  await expect(row.getByRole('cell').nth(1)).toHaveText(en('magazines.role.primaryOwner'));
  await expectNoA11yViolations(page);
  await dialogScreens(page, 'journey-switcher-list');

  const item = (name: string) => dialog.locator('[data-switcher-item]', { hasText: name });
  await Promise.all([page.waitForEvent('load'), item(business.displayName).click()]);
  await waitForHydration(page);
  await expect(accountMenuButton(page)).toHaveAccessibleName(new RegExp(`Acting as ${business.displayName}`));
  await saveScreenshot(page, 'journey-acting-as-business-1280');
  dialog = await openSwitcher();
  await expect(dialog.getByRole('row').filter({ hasText: business.displayName })).toContainText(
    en('switcher.current'),
  );
  await Promise.all([page.waitForEvent('load'), item(founder.displayName).click()]);
  await waitForHydration(page);
  await expect(accountMenuButton(page)).toContainText(founder.displayName);
  await expect(page.locator('.account-menu-button .acting-avatar')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the owner upgrades the plan with the sandbox card', async () => {
  const { page } = owner;
  const errors = collectPageErrors(page);
  await open(page, `${dashboard}/plan`);
  await expect(page.locator('.plan-summary-name')).toHaveText(en('magazines.plan.free'));
  await page.getByRole('button', { name: en('plans.action.subscribe', { plan: 'Standard' }) }).click();
  const dialog = page.getByRole('dialog', { name: en('plans.action.subscribe', { plan: 'Standard' }) });
  await expect(dialog.getByText(en('payments.testMode'))).toBeVisible();
  await dialog
    .getByRole('button', { name: en('payments.testCard.use', { number: '4242 4242 4242 4242' }) })
    .click();
  await expectNoA11yViolations(page);
  await dialogScreens(page, 'journey-plan-checkout');
  await dialog.getByRole('button', { name: en('payments.pay', { amount: '$9' }) }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.snackbar')).toContainText(
    en('plans.subscribed', { magazine: business.displayName, plan: 'Standard' }),
  );
  await expect(page.locator('.plan-summary-name')).toHaveText('Standard');
  await expect(page.locator('.plan-billing')).toContainText(
    en('plans.card.label', { brand: 'Visa', last4: '4242' }),
  );
  const mail = await readMail(
    founder.email,
    en('plans.mail.receipt.subject', { plan: 'Standard', magazine: business.displayName }),
  );
  expect(mail.text).toContain('USD 9.00');
  await expectNoA11yViolations(page);
  await screens(page, 'journey-plan-standard');
  expect(errors).toEqual([]);
});

test('the writer leaves the business', async () => {
  const { page } = author;
  const errors = collectPageErrors(page);
  await open(page, dashboard);
  await expect(page.getByText(en('teamHome.yourRole', { role: en('magazines.role.writer') }))).toBeVisible();
  await page.getByRole('button', { name: en('switcher.leaveBusiness') }).click();
  const confirmBox = page.getByRole('alertdialog');
  await expect(confirmBox).toContainText(en('switcher.leaveConfirm', { name: business.displayName }));
  await expectNoA11yViolations(page);
  await dialogScreens(page, 'journey-leave-confirm');
  await confirmBox.getByRole('button', { name: en('switcher.leaveBusiness') }).click();
  await expect(page.locator('.snackbar')).toContainText(en('switcher.left', { name: business.displayName }));
  await expect(page).toHaveURL(`${baseURL}/`);
  // No longer a member: its dashboard refuses, its story stays theirs to read.
  const response = await page.goto(dashboard);
  expect(response?.status()).toBe(403);
  expect(unexpectedErrors(errors, [403])).toEqual([]);
});

test('the primary owner closes the business, and its home says it can be reopened', async ({ browser }) => {
  const { page } = owner;
  const errors = collectPageErrors(page);
  await open(page, dashboard);
  await page.getByRole('button', { name: en('switcher.closeBusiness') }).click();
  const confirmBox = page.getByRole('alertdialog');
  await expect(confirmBox).toContainText(en('switcher.closeConfirm', { name: business.displayName }));
  await expectNoA11yViolations(page);
  await dialogScreens(page, 'journey-close-confirm');
  await confirmBox.getByRole('button', { name: en('switcher.closeBusiness') }).click();
  await expect(page.locator('.snackbar')).toContainText(
    en('switcher.deleted', { name: business.displayName }),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: en('teamHome.closedTitle', { name: business.displayName }) }),
  ).toBeVisible();
  await expect(page.getByText(/Its primary owner can reopen it until /)).toBeVisible();
  await expect(
    page.getByRole('button', { name: en('teamHome.reopen', { name: business.displayName }) }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await screens(page, 'journey-closed-home');

  // For everyone else its page is gone; the story it published stays readable.
  const guest = await newBrowser(browser);
  expect((await guest.page.goto(`/@${business.username}`))?.status()).toBe(404);
  expect((await guest.page.goto(storyUrl))?.status()).toBe(200);
  await expect(guest.page.getByRole('heading', { level: 1, name: REVISED })).toBeVisible();
  await guest.context.close();
  expect(errors).toEqual([]);
});
