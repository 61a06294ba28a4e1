import fs from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, readMail, waitForHydration } from './helpers.ts';
import { expectNoHorizontalOverflow, saveScreenshot, text, unexpectedErrors } from './journey-helpers.ts';
import { createTeamByApi, joinTeamByApi, newMember, signInByApi } from './team-helpers.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

/**
 * Content requests (issue 20) as the two parties meet them, with the sandbox's test card: a magazine's
 * editor sends a brief with a file to a writer found with the people autocomplete, the writer
 * downloads the file and counter-offers, the editor takes the counter offer and pays, the writer
 * submits a story written in the editor, the editor asks for a revision, the writer resubmits, the
 * editor accepts it, publishes it in the magazine under the writer's byline and pays; both rate. Each
 * move's mail reaches the other party over SMTP; each page passes axe. Then a request whose writer
 * missed the deadline is canceled, and its escrow refunded.
 */

let team: Awaited<ReturnType<typeof createTeamByApi>>;
let editor: Awaited<ReturnType<typeof newMember>>;
let writer: Awaited<ReturnType<typeof newMember>>;
let requestPath = '';
/** A second request, accepted with a deadline that passes during the journey: canceled at the end. */
let lateRequestId = 0;
let storyId = 0;
const TITLE = 'A night-market guide';
const STYLE_GUIDE = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

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
  lateRequestId = await lateRequest();
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

/** The writer's story, written (or, with its id, revised) in the editor's save call. */
async function writeStory(
  api: APIRequestContext,
  body = '<p>Start at the river stalls at dusk.</p>',
  cgroupId?: number,
) {
  const saved = await api.post('/api2/compose/save', {
    data: {
      ...(cgroupId ? { cgroupId } : {}),
      ctype: 9,
      extra: {},
      title: 'The night markets of the old town',
      body,
      topicIds: [],
      lang: 'en',
      premium: false,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return ((await saved.json()).data as { cgroupId: number }).cgroupId;
}

async function apiCall(api: APIRequestContext, path: string, data: unknown) {
  const response = await api.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()).data;
}

/**
 * The editor's second brief, sent with the test card and accepted by the writer through the API, due
 * 45 seconds from now: by the end of the journey its deadline has passed.
 */
async function lateRequest() {
  const me = await (await writer.api.get('/api/auth/login/p.json')).json();
  const { request } = await apiCall(editor.api, '/api2/content-request/create', {
    requesterId: team.userId,
    creatorId: me.data.user.userId,
    title: 'A late piece',
    description: '<p>Due soon.</p>',
    ctype: 9,
    words: 600,
    deadline: new Date(Date.now() + 45_000).toISOString(),
    feeMinor: 12_000,
    currency: 'USD',
  });
  const card = { type: 'card', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
  const move = (api: APIRequestContext, action: string, extra = {}) =>
    apiCall(api, '/api2/content-request/move', {
      id: request.id,
      action,
      idempotencyKey: crypto.randomUUID(),
      ...extra,
    });
  await move(editor.api, 'send', { paymentMethod: card });
  await move(writer.api, 'accept');
  return request.id as number;
}

/** The mail of one move, as the other party receives it over SMTP. */
const moveMail = (to: Awaited<ReturnType<typeof newMember>>, status: string, since: Date) =>
  readMail(to.person.email, en('contentRequests.mail.subject', { title: TITLE, status }), { since });

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
  await page.getByLabel(en('contentRequests.form.title')).fill(TITLE);
  await page
    .locator('.brief-description [contenteditable="true"]')
    .fill('Where to eat after dark, stall by stall.');
  await page.getByLabel(en('contentRequests.form.fee')).fill('200');
  const files = page.locator('.brief-attachments');
  // A file that is not one a brief carries is refused at once, before anything is sent.
  await files.getByLabel(en('contentRequests.files.add')).setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00]),
  });
  await expect(files.getByRole('status')).toHaveText(en('validation.contentRequests.fileKind'));
  await files.getByLabel(en('contentRequests.files.add')).setInputFiles({
    name: 'style-guide.pdf',
    mimeType: 'application/pdf',
    buffer: STYLE_GUIDE,
  });
  await expect(files.getByText(/^style-guide\.pdf, \d+ B$/)).toBeVisible();
  await checkPage(page, 'content-request-brief');
  const since = new Date();
  await page.getByRole('button', { name: en('contentRequests.form.saveAndSend') }).click();
  await payWithTestCard(page, en('contentRequests.card.sendTitle'), en('contentRequests.action.send'));
  await page.waitForURL(/\/requests\/\d+$/);
  requestPath = new URL(page.url()).pathname;
  await waitForHydration(page);
  await expect(status(page)).toHaveText(en('contentRequests.status.request'));
  await expect(
    page.getByText(en('contentRequests.detail.waiting', { name: writer.person.displayName })),
  ).toBeVisible();
  await expect(page.locator('.request-brief').getByRole('link', { name: /^style-guide\.pdf/ })).toBeVisible();
  await checkPage(page, 'content-request-sent');
  await moveMail(writer, en('contentRequests.status.request'), since);
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
  await page.getByRole('link', { name: TITLE }).click();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: en('contentRequests.action.pay') })).toHaveCount(0);
  // The brief's file, as a download: the writer cannot change the files.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /^style-guide\.pdf/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('style-guide.pdf');
  expect(fs.readFileSync(await download.path()).equals(STYLE_GUIDE)).toBe(true);
  await expect(page.getByLabel(en('contentRequests.files.add'))).toHaveCount(0);
  const since = new Date();
  await page.getByRole('button', { name: en('contentRequests.action.counter') }).click();
  const dialog = page.getByRole('dialog', { name: en('contentRequests.action.counter') });
  await dialog.getByLabel(en('contentRequests.form.fee')).fill('250');
  await dialog.getByLabel(en('contentRequests.dialog.note')).fill('It needs two evenings of research.');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: en('contentRequests.action.counter') }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText(en('contentRequests.status.counter_offered'));
  await moveMail(editor, en('contentRequests.status.counter_offered'), since);
  await page.context().close();
});

test('the editor takes the counter offer and pays with the test card', async ({ browser }) => {
  const page = await pageAs(browser, editor.person.username, editor.person.password);
  await open(page, requestPath);
  await expect(page.locator('.request-counter')).toContainText('$250');
  const since = new Date();
  await page.getByRole('button', { name: en('contentRequests.action.takeCounterOffer') }).click();
  await payWithTestCard(page, en('contentRequests.card.takeTitle'), en('payments.pay', { amount: '$250' }));
  await expect(status(page)).toHaveText(en('contentRequests.status.request_accepted'));
  await expect(page.getByText(en('contentRequests.detail.escrow', { amount: '$250' }))).toBeVisible();
  await checkPage(page, 'content-request-in-progress');
  await moveMail(writer, en('contentRequests.status.request_accepted'), since);
  await page.context().close();
});

/** The writer hands in the story chosen in the submit dialog (the newest is preselected). */
async function submitWork(page: Page) {
  await page.getByRole('button', { name: en('contentRequests.action.submit') }).click();
  const dialog = page.getByRole('dialog', { name: en('contentRequests.action.submit') });
  await expect(dialog.getByLabel(en('contentRequests.dialog.submitLabel'))).toHaveValue(/\d+/);
  await dialog.getByRole('button', { name: en('contentRequests.action.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText(en('contentRequests.status.submitted'));
}

test('the writer submits a story written in the editor', async ({ browser }) => {
  storyId = await writeStory(writer.api);
  const page = await pageAs(browser, writer.person.username, writer.person.password);
  await open(page, requestPath);
  const since = new Date();
  await submitWork(page);
  await moveMail(editor, en('contentRequests.status.submitted'), since);
  await page.context().close();
});

test('the editor asks for a revision, and the writer resubmits', async ({ browser }) => {
  const page = await pageAs(browser, editor.person.username, editor.person.password);
  await open(page, requestPath);
  let since = new Date();
  await page.getByRole('button', { name: en('contentRequests.action.requestRevision') }).click();
  const dialog = page.getByRole('dialog', { name: en('contentRequests.action.requestRevision') });
  await dialog.getByLabel(en('contentRequests.dialog.changes')).fill('More on the fish-ball stall, please.');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: en('contentRequests.action.requestRevision') }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText(en('contentRequests.status.under_revision'));
  await expect(page.getByText(en('contentRequests.detail.revisions', { used: 1, limit: 2 }))).toBeVisible();
  await checkPage(page, 'content-request-revision');
  await moveMail(writer, en('contentRequests.status.under_revision'), since);
  await page.context().close();

  const writerPage = await pageAs(browser, writer.person.username, writer.person.password);
  await open(writerPage, requestPath);
  await expect(writerPage.locator('.request-timeline')).toContainText('More on the fish-ball stall, please.');
  await writeStory(
    writer.api,
    '<p>Start at the river stalls at dusk; the fish-ball stall opens at nine.</p>',
    storyId,
  );
  since = new Date();
  await submitWork(writerPage);
  await moveMail(editor, en('contentRequests.status.submitted'), since);
  await writerPage.context().close();
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
  // Published in the magazine, under the writer's byline.
  let since = new Date();
  await page
    .getByRole('button', { name: en('contentRequests.action.publish', { magazine: team.displayName }) })
    .click();
  await expect(
    page.getByText(
      en('contentRequests.publish.done', { magazine: team.displayName, name: writer.person.displayName }),
    ),
  ).toBeVisible();
  await moveMail(writer, en('contentRequests.status.submission_accepted'), since);
  since = new Date();
  await page.getByRole('button', { name: en('contentRequests.action.pay') }).click();
  const pay = page.getByRole('dialog', { name: en('contentRequests.action.pay') });
  await expect(pay).toContainText('$225');
  await pay.getByRole('button', { name: en('contentRequests.action.pay') }).click();
  await expect(status(page)).toHaveText(en('contentRequests.status.paid'));
  await expect(page.getByText(en('contentRequests.detail.closed'))).toBeVisible();
  const timeline = page.locator('.request-timeline li');
  await expect(timeline).toHaveCount(10);
  await checkPage(page, 'content-request-paid');
  await moveMail(writer, en('contentRequests.status.paid'), since);
  await open(page, `/requests?as=${team.userId}&tab=paid`);
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  await checkPage(page, 'content-requests-inbox-paid');
  expect(unexpectedErrors(errors)).toEqual([]);
  await page.context().close();
});

test('a reader finds the story on the magazine’s page, under the writer’s name', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'en-US',
    extraHTTPHeaders: { 'accept-language': 'en' },
  });
  const page = await context.newPage();
  await open(page, `/@${team.username}`);
  await page.getByRole('link', { name: 'The night markets of the old town' }).first().click();
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'The night markets of the old town' }),
  ).toBeVisible();
  await expect(page.getByText('the fish-ball stall opens at nine').first()).toBeVisible();
  await expect(page.locator('main')).toContainText(writer.person.displayName);
  await context.close();
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

test('the editor cancels work past its deadline, and the escrow is refunded', async ({ browser }) => {
  const page = await pageAs(browser, editor.person.username, editor.person.password);
  await open(page, `/requests/${lateRequestId}`);
  await expect(status(page)).toHaveText(en('contentRequests.status.request_accepted'));
  await expect(page.getByText(en('contentRequests.detail.escrow', { amount: '$120' }))).toBeVisible();
  // The deadline was 45 seconds after the journey began: wait for it if the journey was quicker.
  await expect(async () => {
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: en('contentRequests.action.cancel') })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 60_000 });
  const since = new Date();
  await page.getByRole('button', { name: en('contentRequests.action.cancel') }).click();
  const dialog = page.getByRole('dialog', { name: en('contentRequests.action.cancel') });
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: en('contentRequests.action.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText(en('contentRequests.status.canceled'));
  await expect(page.getByText(en('contentRequests.detail.escrow', { amount: '$120' }))).toHaveCount(0);
  await checkPage(page, 'content-request-canceled');
  await readMail(
    writer.person.email,
    en('contentRequests.mail.subject', {
      title: 'A late piece',
      status: en('contentRequests.status.canceled'),
    }),
    { since },
  );
  await page.context().close();
});
