import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, waitForHydration } from './helpers.ts';
import { expectNoHorizontalOverflow, saveScreenshot, text, unexpectedErrors } from './journey-helpers.ts';
import { createTeamByApi, joinTeamByApi, newMember, signInByApi } from './team-helpers.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

/**
 * Content requests (issue 20) as the two parties meet them, with the sandbox's test card: a magazine's
 * editor sends a brief to a writer found with the people autocomplete, the writer counter-offers, the
 * editor takes the counter offer and pays, the writer submits a story written in the editor, the editor
 * accepts it and pays the writer. Each page passes axe.
 */

let team: Awaited<ReturnType<typeof createTeamByApi>>;
let editor: Awaited<ReturnType<typeof newMember>>;
let writer: Awaited<ReturnType<typeof newMember>>;
let requestPath = '';

test.describe.configure({ mode: 'serial' });
test.use({
  locale: 'en-US',
  extraHTTPHeaders: { 'accept-language': 'en' },
  viewport: { width: 1280, height: 800 },
});

test.beforeAll(async () => {
  const owner = await newMember();
  team = await createTeamByApi(owner.api, 'magazine', 'Night Ledger');
  editor = await newMember();
  await joinTeamByApi(owner.api, editor.api, team, 'editor');
  writer = await newMember();
  await owner.api.dispose();
});

test.afterAll(async () => {
  await editor?.api.dispose();
  await writer?.api.dispose();
});

async function pageAs(browser: Browser, login: string, password: string): Promise<Page> {
  const context = await browser.newContext({
    locale: 'en-US',
    extraHTTPHeaders: { 'accept-language': 'en' },
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await signInByApi(page, login, password);
  return page;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

async function checkPage(page: Page, name: string) {
  await expectNoA11yViolations(page);
  await saveScreenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const status = (page: Page) => page.locator('.request-header .request-status');

async function payWithTestCard(page: Page, dialogName: string, buttonName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('button', { name: en('payments.testCard.use', { number: '4242 4242 4242 4242' }) })
    .click();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: buttonName }).click();
  await expect(dialog).toBeHidden();
}

async function writeStory(api: APIRequestContext) {
  const saved = await api.post('/api2/compose/save', {
    data: {
      ctype: 9,
      extra: {},
      title: 'The night markets of the old town',
      body: '<p>Start at the river stalls at dusk.</p>',
      topicIds: [],
      lang: 'en',
      premium: false,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('the writer says on their profile that they take requests, from a starting fee', async ({ browser }) => {
  const page = await pageAs(browser, writer.person.username, writer.person.password);
  await open(page, '/requests?side=creator');
  const form = page.locator('.requests-availability');
  await form.getByLabel(en('contentRequests.availability.takes')).check();
  await form.getByLabel(en('contentRequests.availability.fee')).fill('150');
  await form.getByRole('button', { name: en('contentRequests.availability.save') }).click();
  await expect(form.getByRole('status')).toHaveText(en('contentRequests.availability.saved'));
  await checkPage(page, 'content-requests-availability');
  await page.context().close();
});

test('an editor sees it on the writer’s profile', async ({ browser }) => {
  const visitor = await pageAs(browser, editor.person.username, editor.person.password);
  await open(visitor, `/profile/${writer.person.username}`);
  const card = visitor.locator('.requests-profile-card');
  await expect(card).toContainText(en('contentRequests.profile.takes'));
  await expect(card).toContainText(en('contentRequests.profile.from', { amount: '$150' }));
  await expect(card).toContainText(en('contentRequests.profile.completed', { count: 0 }));
  await expectNoA11yViolations(visitor);
  await visitor.context().close();
});

test('an editor sends a brief to a writer found with the people autocomplete', async ({ browser }) => {
  const page = await pageAs(browser, editor.person.username, editor.person.password);
  const errors = collectPageErrors(page);
  await open(page, `/requests/new?as=${team.userId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: en('contentRequests.form.newHeading') }),
  ).toBeVisible();
  const picker = page.getByRole('combobox', { name: en('contentRequests.form.creator') });
  await picker.fill(writer.person.displayName.slice(0, 12));
  await page.getByRole('option', { name: new RegExp(writer.person.username) }).click();
  await expect(
    page.getByText(en('contentRequests.form.creatorChosen', { name: writer.person.displayName })),
  ).toBeVisible();
  await page.getByLabel(en('contentRequests.form.title')).fill('A night-market guide');
  await page
    .locator('.brief-description [contenteditable="true"]')
    .fill('Where to eat after dark, stall by stall.');
  await page.getByLabel(en('contentRequests.form.fee')).fill('200');
  await checkPage(page, 'content-request-brief');
  await page.getByRole('button', { name: en('contentRequests.form.saveAndSend') }).click();
  await payWithTestCard(page, en('contentRequests.card.sendTitle'), en('contentRequests.action.send'));
  await page.waitForURL(/\/requests\/\d+$/);
  requestPath = new URL(page.url()).pathname;
  await waitForHydration(page);
  await expect(status(page)).toHaveText(en('contentRequests.status.request'));
  await expect(
    page.getByText(en('contentRequests.detail.waiting', { name: writer.person.displayName })),
  ).toBeVisible();
  await checkPage(page, 'content-request-sent');
  expect(unexpectedErrors(errors)).toEqual([]);
  await page.context().close();
});

test('the writer finds it among the proposals and counter-offers', async ({ browser }) => {
  const page = await pageAs(browser, writer.person.username, writer.person.password);
  await open(page, '/requests?side=creator');
  await expect(
    page.getByRole('link', {
      name: en('contentRequests.tabCount', { tab: en('contentRequests.tab.proposals'), count: 1 }),
    }),
  ).toHaveAttribute('aria-current', 'page');
  await checkPage(page, 'content-requests-inbox-creator');
  await page.getByRole('link', { name: 'A night-market guide' }).click();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: en('contentRequests.action.pay') })).toHaveCount(0);
  await page.getByRole('button', { name: en('contentRequests.action.counter') }).click();
  const dialog = page.getByRole('dialog', { name: en('contentRequests.action.counter') });
  await dialog.getByLabel(en('contentRequests.form.fee')).fill('250');
  await dialog.getByLabel(en('contentRequests.dialog.note')).fill('It needs two evenings of research.');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: en('contentRequests.action.counter') }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText(en('contentRequests.status.counter_offered'));
  await page.context().close();
});

test('the editor takes the counter offer and pays with the test card', async ({ browser }) => {
  const page = await pageAs(browser, editor.person.username, editor.person.password);
  await open(page, requestPath);
  await expect(page.locator('.request-counter')).toContainText('$250');
  await page.getByRole('button', { name: en('contentRequests.action.takeCounterOffer') }).click();
  await payWithTestCard(page, en('contentRequests.card.takeTitle'), en('payments.pay', { amount: '$250' }));
  await expect(status(page)).toHaveText(en('contentRequests.status.request_accepted'));
  await expect(page.getByText(en('contentRequests.detail.escrow', { amount: '$250' }))).toBeVisible();
  await checkPage(page, 'content-request-in-progress');
  await page.context().close();
});

test('the writer submits a story written in the editor', async ({ browser }) => {
  await writeStory(writer.api);
  const page = await pageAs(browser, writer.person.username, writer.person.password);
  await open(page, requestPath);
  await page.getByRole('button', { name: en('contentRequests.action.submit') }).click();
  const dialog = page.getByRole('dialog', { name: en('contentRequests.action.submit') });
  await expect(dialog.getByLabel(en('contentRequests.dialog.submitLabel'))).toHaveValue(/\d+/);
  await dialog.getByRole('button', { name: en('contentRequests.action.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText(en('contentRequests.status.submitted'));
  await page.context().close();
});

test('the editor accepts the work and pays the writer', async ({ browser }) => {
  const page = await pageAs(browser, editor.person.username, editor.person.password);
  const errors = collectPageErrors(page);
  await open(page, requestPath);
  await expect(page.getByRole('heading', { name: 'The night markets of the old town' })).toBeVisible();
  await page.getByRole('button', { name: en('contentRequests.action.acceptSubmission') }).click();
  const accept = page.getByRole('dialog', { name: en('contentRequests.action.acceptSubmission') });
  await accept.getByRole('button', { name: en('contentRequests.action.acceptSubmission') }).click();
  await expect(status(page)).toHaveText(en('contentRequests.status.submission_accepted'));
  await page.getByRole('button', { name: en('contentRequests.action.pay') }).click();
  const pay = page.getByRole('dialog', { name: en('contentRequests.action.pay') });
  await expect(pay).toContainText('$225');
  await pay.getByRole('button', { name: en('contentRequests.action.pay') }).click();
  await expect(status(page)).toHaveText(en('contentRequests.status.paid'));
  await expect(page.getByText(en('contentRequests.detail.closed'))).toBeVisible();
  const timeline = page.locator('.request-timeline li');
  await expect(timeline).toHaveCount(7);
  await checkPage(page, 'content-request-paid');
  await open(page, `/requests?as=${team.userId}&tab=paid`);
  await expect(page.getByRole('link', { name: 'A night-market guide' })).toBeVisible();
  await checkPage(page, 'content-requests-inbox-paid');
  expect(unexpectedErrors(errors)).toEqual([]);
  await page.context().close();
});

test('the editor rates the writer after paying', async ({ browser }) => {
  const editorPage = await pageAs(browser, editor.person.username, editor.person.password);
  await open(editorPage, requestPath);
  const ratings = editorPage.locator('.request-ratings');
  await ratings.getByLabel(en('contentRequests.rating.star', { count: 5 })).check();
  await ratings.getByLabel(en('contentRequests.rating.comment')).fill('On time and a joy to read.');
  await expectNoA11yViolations(editorPage);
  await ratings.getByRole('button', { name: en('contentRequests.rating.submit') }).click();
  await expect(ratings.getByRole('button', { name: en('contentRequests.rating.submit') })).toHaveCount(0);
  await expect(ratings).toContainText('On time and a joy to read.');
  await checkPage(editorPage, 'content-request-rated');
  await editorPage.context().close();
});

test('the writer rates the editor; their profile shows the rating and the completed request', async ({
  browser,
}) => {
  const writerPage = await pageAs(browser, writer.person.username, writer.person.password);
  await open(writerPage, requestPath);
  const mine = writerPage.locator('.request-ratings');
  await mine.getByLabel(en('contentRequests.rating.star', { count: 4 })).check();
  await mine.getByRole('button', { name: en('contentRequests.rating.submit') }).click();
  await expect(mine.locator('.rating-item')).toHaveCount(2);
  await open(writerPage, `/profile/${writer.person.username}`);
  const card = writerPage.locator('.requests-profile-card');
  await expect(card).toContainText(en('contentRequests.profile.completed', { count: 1 }));
  await expect(card).toContainText(en('contentRequests.profile.rating', { average: 5, count: 1 }));
  await expect(card).toContainText('On time and a joy to read.');
  await checkPage(writerPage, 'content-requests-profile-card');
  await writerPage.context().close();
});
