import { CTYPE } from '@masthead/core';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import {
  collectPageErrors,
  expectNoA11yViolations,
  newPerson,
  type Person,
  waitForHydration,
} from './helpers.ts';
import {
  expectNoHorizontalOverflow,
  publishByApi,
  saveScreenshot,
  signUpByApi,
  text,
  unexpectedErrors,
} from './journey-helpers.ts';

/**
 * Issue 4's reader interactions, each with two people in two browsers: a quiz played to a shareable
 * result, a poll whose live results move when someone else votes, and a live Q&A asked, answered and
 * ordered by upvotes. Writers publish through the compose API the editor uses.
 */

type Signed = { person: Person; context: BrowserContext; page: Page };

async function signedIn(browser: Browser): Promise<Signed> {
  const context = await browser.newContext();
  const person = newPerson();
  await signUpByApi(context.request, person);
  return { person, context, page: await context.newPage() };
}

/** A published document of `ctype` with its type part. */
const publish = (request: APIRequestContext, ctype: number, title: string, extra: Record<string, unknown>) =>
  publishByApi(request, { ctype, title, body: '<p>Join in below.</p>', extra });

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** axe, then screenshots at 1280 and 375 px with nothing spilling sideways. */
async function checkPage(page: Page, name: string) {
  await expectNoA11yViolations(page);
  await saveScreenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('reader interactions', () => {
  test('a reader plays a quiz to a result scored on the server and opens the shareable result page', async ({
    browser,
  }) => {
    const writer = await signedIn(browser);
    const title = `Night market quiz ${Date.now().toString(36)}`;
    const quiz = await publish(writer.context.request, CTYPE.quiz, title, {
      questions: [
        {
          question: 'Where is Shilin night market?',
          options: ['Taipei', 'Tainan'],
          answer: 0,
          explanation: 'SHILIN-IS-IN-TAIPEI',
        },
        {
          question: 'Oyster omelette is called?',
          options: ['O-a-tsian', 'Lu rou fan', 'Gua bao'],
          answer: 0,
        },
        {
          question: 'Bubble tea comes from?',
          options: ['Japan', 'Taiwan'],
          answer: 1,
          explanation: 'TAICHUNG-1980S',
        },
      ],
    });

    const guest = await browser.newContext();
    const page = await guest.newPage();
    const errors = collectPageErrors(page);
    const html = await (await guest.request.get(quiz.url)).text();
    // The answers and explanations never reach the page.
    expect(html).not.toContain('SHILIN-IS-IN-TAIPEI');
    expect(html).not.toContain('TAICHUNG-1980S');
    expect(html).not.toMatch(/"answer":\s*\d/);

    await open(page, quiz.url);
    await page.getByRole('button', { name: text('en', 'content.quiz.start') }).click();
    // Keyboard: the first option has the focus; arrows choose within a question.
    await expect(page.getByRole('radio', { name: 'Taipei' })).toBeFocused();
    await page.keyboard.press('Space');
    await page
      .getByRole('group', { name: /Oyster omelette/ })
      .getByRole('radio', { name: 'Gua bao' })
      .check();
    await page
      .getByRole('group', { name: /Bubble tea/ })
      .getByRole('radio', { name: 'Taiwan' })
      .check();
    await page.getByRole('button', { name: text('en', 'content.quiz.check') }).click();

    const score = page.getByText(text('en', 'content.quiz.score', { score: 2, total: 3 }));
    await expect(score).toBeVisible();
    await expect(score).toBeFocused();
    await expect(page.getByText('SHILIN-IS-IN-TAIPEI')).toBeVisible();
    await expect(page.getByText(text('en', 'content.quiz.wrong', { answer: 'O-a-tsian' }))).toBeVisible();
    await checkPage(page, 'interactions-quiz-played');

    await page.getByRole('link', { name: text('en', 'quizzes.resultLink') }).click();
    await expect(page).toHaveURL(/\/quiz_result\.html\?code=[A-Za-z0-9_-]{22}$/);
    const headline = text('en', 'quizzes.result.headline', { score: 2, total: 3, title });
    await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
    await expect(page.getByRole('link', { name: text('en', 'quizzes.result.take') })).toHaveAttribute(
      'href',
      encodeURI(quiz.url),
    );
    const share = page.getByRole('button', { name: text('en', 'sharing.share'), exact: true });
    await share.click();
    await expect(page.getByRole('menu', { name: text('en', 'quizzes.result.share') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(share).toBeFocused();
    const resultUrl = page.url();
    await checkPage(page, 'interactions-quiz-result');

    // A fresh reader opening the shared address gets the same page, with its share tags.
    const shared = await (await writer.context.request.get(resultUrl)).text();
    expect(shared).toContain(`property="og:url" content="${resultUrl}"`);
    expect(shared).toContain(text('en', 'quizzes.result.shareTitle', { score: 2, total: 3, title }));
    expect(shared).not.toContain('SHILIN-IS-IN-TAIPEI');
    const unknown = await page.goto('/quiz_result.html?code=AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown?.status()).toBe(404);
    expect(unexpectedErrors(errors, [404])).toEqual([]);
    await guest.close();
    await writer.context.close();
  });

  test('a poll: a reader votes, and sees the live result move when another reader votes', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const writer = await signedIn(browser);
    const poll = await publish(
      writer.context.request,
      CTYPE.poll,
      `Tea or coffee ${Date.now().toString(36)}`,
      {
        options: ['Tea', 'Coffee', 'Neither'],
      },
    );
    const first = await signedIn(browser);
    const second = await signedIn(browser);
    const errors = collectPageErrors(first.page);

    await open(first.page, poll.url);
    const vote = first.page.getByRole('button', { name: text('en', 'polls.vote'), exact: true });
    await checkPage(first.page, 'interactions-poll-form');
    // Voting with nothing chosen says so.
    await vote.click();
    await expect(first.page.getByRole('alert')).toHaveText(text('en', 'polls.choose'));
    await first.page.getByRole('radio', { name: 'Tea' }).check();
    await vote.click();
    const results = first.page.getByRole('heading', { name: text('en', 'polls.results') });
    await expect(results).toBeFocused();
    await expect(first.page.getByText(text('en', 'polls.total', { count: 1 }))).toBeVisible();
    await expect(first.page.getByText(text('en', 'polls.yourChoice'))).toBeVisible();

    await open(second.page, poll.url);
    await second.page.getByRole('radio', { name: 'Coffee' }).check();
    await second.page.getByRole('button', { name: text('en', 'polls.vote'), exact: true }).click();
    await expect(second.page.getByText(text('en', 'polls.total', { count: 2 }))).toBeVisible();

    // The first reader's page refreshes its results within 10 s, without a reload.
    await expect(first.page.getByText(text('en', 'polls.total', { count: 2 }))).toBeVisible({
      timeout: 15_000,
    });
    await expect(first.page.getByText('50%')).toHaveCount(2);
    await checkPage(first.page, 'interactions-poll-results');

    // A second vote is refused (one per reader); the author sees results instead of the form.
    const again = await first.context.request.post('/api2/poll/vote', {
      data: { cgroupId: poll.cgroupId, option: 1 },
    });
    expect(again.status()).toBe(409);
    await open(writer.page, poll.url);
    await expect(writer.page.getByText(text('en', 'polls.author'))).toBeVisible();
    await expect(
      writer.page.getByRole('button', { name: text('en', 'polls.vote'), exact: true }),
    ).toHaveCount(0);

    // A guest sees the results and the sign-in prompt.
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await open(guestPage, poll.url);
    await expect(guestPage.getByText(text('en', 'polls.total', { count: 2 }))).toBeVisible();
    await expect(guestPage.getByRole('button', { name: text('en', 'polls.signIn') })).toBeVisible();
    expect(unexpectedErrors(errors)).toEqual([]);
    for (const context of [guest, writer.context, first.context, second.context]) await context.close();
  });

  test('a live Q&A: readers ask, the author answers, upvotes order the questions', async ({ browser }) => {
    test.setTimeout(90_000);
    const host = await signedIn(browser);
    const session = await publish(
      host.context.request,
      CTYPE.liveQa,
      `Ask the editors ${Date.now().toString(36)}`,
      {
        startsAt: '2026-12-01T10:00:00+08:00',
        host: 'The editors',
      },
    );
    const reader = await signedIn(browser);
    const other = await signedIn(browser);
    const errors = collectPageErrors(reader.page);

    await open(reader.page, session.url);
    await expect(reader.page.getByText(text('en', 'liveQa.empty'))).toBeVisible();
    await reader.page.getByLabel(text('en', 'liveQa.ask.label')).fill('How do you choose stories?');
    await reader.page.getByRole('button', { name: text('en', 'liveQa.ask.submit'), exact: true }).click();
    const questions = reader.page.locator('.qa-list > li');
    await expect(questions).toHaveCount(1);
    await checkPage(reader.page, 'interactions-liveqa-reader');

    // Another reader asks a second question, which the first reader's board picks up by itself.
    const asked = await other.context.request.post('/api2/liveqa/ask', {
      data: { cgroupId: session.cgroupId, question: 'Do you pay contributors?' },
    });
    expect(asked.status()).toBe(200);
    await expect(questions).toHaveCount(2, { timeout: 10_000 });
    await expect(reader.page.locator('.live-qa > [aria-live="polite"]')).toHaveText(
      text('en', 'liveQa.newQuestions', { count: 1 }),
    );

    // Upvotes order the board: the second question, upvoted, moves to the top.
    const second = questions.filter({ hasText: 'Do you pay contributors?' });
    await second.getByRole('button', { name: new RegExp(text('en', 'liveQa.upvote')) }).click();
    await expect(
      second.getByRole('button', { name: new RegExp(text('en', 'liveQa.upvote')) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(questions.first()).toContainText('Do you pay contributors?', { timeout: 10_000 });

    // The author answers on the page; the reader sees the answer without reloading.
    await open(host.page, session.url);
    await expect(host.page.getByText(text('en', 'liveQa.host.note'))).toBeVisible();
    const hostQuestion = host.page.locator('.qa-list > li').filter({ hasText: 'How do you choose stories?' });
    await hostQuestion.getByLabel(text('en', 'liveQa.answer.label')).fill('We read every pitch, twice.');
    await hostQuestion.getByRole('button', { name: text('en', 'liveQa.answer.submit') }).click();
    await expect(hostQuestion.getByText('We read every pitch, twice.')).toBeVisible();
    await checkPage(host.page, 'interactions-liveqa-host');

    const answered = questions.filter({ hasText: 'How do you choose stories?' });
    await expect(answered.getByText('We read every pitch, twice.')).toBeVisible({ timeout: 10_000 });
    await expect(answered.getByText(text('en', 'liveQa.answered'), { exact: true })).toBeVisible();

    // The author closes the session: the reader's ask box goes away.
    await host.page.getByRole('button', { name: text('en', 'liveQa.host.close') }).click();
    await expect(host.page.getByText(text('en', 'liveQa.status.closed'))).toBeVisible();
    await reader.page.reload();
    await waitForHydration(reader.page);
    await expect(reader.page.getByText(text('en', 'liveQa.closed'))).toBeVisible();
    await expect(reader.page.getByLabel(text('en', 'liveQa.ask.label'))).toHaveCount(0);
    await checkPage(reader.page, 'interactions-liveqa-closed');
    // The host's button now reopens the board (its label is not the status line's words).
    const reopen = host.page.getByRole('button', { name: text('en', 'liveQa.host.open') });
    await expect(reopen).not.toHaveText(text('en', 'liveQa.status.open'));
    await reopen.click();
    await expect(host.page.getByText(text('en', 'liveQa.status.open'))).toBeVisible();
    expect(unexpectedErrors(errors)).toEqual([]);
    for (const context of [host.context, reader.context, other.context]) await context.close();
  });
  test('a poll and a quiz whose options are one long word still fit a 320 px screen', async ({ browser }) => {
    const writer = await signedIn(browser);
    const long = 'Supercalifragilisticexpialidocious-without-any-spaces-at-all';
    const poll = await publish(writer.context.request, CTYPE.poll, `Long words ${Date.now().toString(36)}`, {
      options: [long, 'Short'],
    });
    const quiz = await publish(writer.context.request, CTYPE.quiz, `Long quiz ${Date.now().toString(36)}`, {
      questions: [{ question: long, options: [long, 'Short'], answer: 0 }],
    });
    const reader = await signedIn(browser);
    const { page } = reader;
    await page.setViewportSize({ width: 320, height: 800 });
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await open(page, poll.url);
    await fits();
    await page.getByRole('radio', { name: long }).check();
    await page.getByRole('button', { name: text('en', 'polls.vote'), exact: true }).click();
    await expect(page.getByText(text('en', 'polls.total', { count: 1 }))).toBeVisible();
    await fits();
    await open(page, quiz.url);
    await page.getByRole('button', { name: text('en', 'content.quiz.start') }).click();
    await fits();
    for (const context of [writer.context, reader.context]) await context.close();
  });

  test('a votable list: readers vote items up, and the list is ordered by votes', async ({ browser }) => {
    const writer = await signedIn(browser);
    const list = await publish(
      writer.context.request,
      CTYPE.votableList,
      `Best dumplings ${Date.now().toString(36)}`,
      {
        items: [
          { title: 'Xiao long bao' },
          { title: 'Har gow' },
          { title: 'Gyoza', description: 'Pan-fried.' },
        ],
      },
    );
    const reader = await signedIn(browser);
    const errors = collectPageErrors(reader.page);
    await open(reader.page, list.url);
    const items = reader.page.locator('.vote-list > li');
    await expect(items.first()).toContainText('Xiao long bao');
    const gyoza = items.filter({ hasText: 'Gyoza' }).getByRole('button', { name: /Gyoza/ });
    await expect(gyoza).toHaveAttribute('aria-pressed', 'false');
    await gyoza.click();
    await expect(gyoza).toHaveAttribute('aria-pressed', 'true');
    await expect(gyoza).toContainText('1');
    // The order is kept while the reader votes; the next visit shows the most voted first.
    await expect(items.first()).toContainText('Xiao long bao');
    await checkPage(reader.page, 'interactions-vote-list');
    await reader.page.reload();
    await waitForHydration(reader.page);
    await expect(items.first()).toContainText('Gyoza');
    // Pressing again takes the vote back.
    await items.first().getByRole('button', { name: /Gyoza/ }).click();
    await expect(items.first().getByRole('button', { name: /Gyoza/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The button answers at once; the server's count follows when the call has been made.
    await expect
      .poll(
        async () =>
          (await (await reader.context.request.get(`/api2/list/votes?cgroupId=${list.cgroupId}`)).json()).data
            .votes,
      )
      .toMatchObject({ counts: [0, 0, 0], mine: [] });

    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await open(guestPage, list.url);
    await expect(guestPage.getByRole('button', { name: text('en', 'lists.signIn') })).toBeVisible();
    expect(unexpectedErrors(errors)).toEqual([]);
    for (const context of [guest, writer.context, reader.context]) await context.close();
  });
});
