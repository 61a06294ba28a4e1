import { CTYPE } from '@masthead/core';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectPageErrors, waitForHydration } from './helpers.ts';
import { text, unexpectedErrors } from './journey-helpers.ts';
import { baseURL } from './settings.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

/**
 * Issue 4's proof: a writer builds a quiz in the editor's quiz builder (the stepper form), publishes it,
 * and a reader plays it to a result scored on the server.
 */

async function signInAsDemo(page: Page, login: string) {
  const response = await page.request.post('/api/auth/login/p.json', {
    data: { login, password: 'demo-reader-2026' },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function writeQuestion(card: Locator, question: string, options: string[], right: number) {
  await card.getByRole('textbox', { name: en('forms.quiz.questionText'), exact: true }).fill(question);
  for (const [index, option] of options.entries()) {
    const name = en('forms.quiz.option', { number: index + 1 });
    if (index >= 2) await card.getByRole('button', { name: en('forms.quiz.addOption') }).click();
    await card.getByRole('textbox', { name, exact: true }).fill(option);
  }
  const rightName = en('forms.quiz.rightAnswerFor', {
    option: en('forms.quiz.option', { number: right + 1 }),
  });
  await card.getByRole('radio', { name: rightName }).check();
}

test('a writer builds a quiz in the editor and a reader plays it to a result', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signInAsDemo(page, 'mei');
  await page.goto(`/write.html?type=${CTYPE.quiz}`);
  await waitForHydration(page);

  const title = `Harbour cities quiz ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: en('compose.field.title') }).fill(title);

  const questionCard = (number: number) =>
    page.getByRole('group', { name: en('forms.quiz.question', { number }), exact: true });
  await writeQuestion(questionCard(1), 'Which city has the Star Ferry?', ['Hong Kong', 'Kaohsiung'], 0);
  await page.getByRole('button', { name: en('forms.quiz.addQuestion') }).click();
  await writeQuestion(questionCard(2), 'Where is Keelung?', ['Japan', 'Korea', 'Taiwan'], 2);

  await page.getByRole('button', { name: en('compose.action.publish'), exact: true }).click();
  await expect(page).not.toHaveURL(/write\.html/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const quizUrl = page.url();
  expect(new URL(quizUrl).pathname).toMatch(/^\/@mei\/quiz\/\d+\//);

  // A reader who has never signed in plays it; the answers were never on the page.
  const guest = await browser.newContext();
  const reader = await guest.newPage();
  const readerErrors = collectPageErrors(reader);
  await reader.goto(quizUrl);
  await waitForHydration(reader);
  await reader.getByRole('button', { name: en('content.quiz.start') }).click();
  await reader
    .getByRole('group', { name: /Star Ferry/ })
    .getByRole('radio', { name: 'Hong Kong' })
    .check();
  await reader
    .getByRole('group', { name: /Keelung/ })
    .getByRole('radio', { name: 'Japan' })
    .check();
  await reader.getByRole('button', { name: en('content.quiz.check') }).click();
  await expect(reader.getByText(en('content.quiz.score', { score: 1, total: 2 }))).toBeVisible();
  await expect(reader.getByText(en('content.quiz.wrong', { answer: 'Taiwan' }))).toBeVisible();

  // The result has its own page to share.
  await reader.getByRole('link', { name: en('quizzes.resultLink') }).click();
  await expect(reader).toHaveURL(/\/quiz_result\.html\?code=[A-Za-z0-9_-]{22}$/);
  await expect(
    reader.getByRole('heading', {
      level: 1,
      name: en('quizzes.result.headline', { score: 1, total: 2, title }),
    }),
  ).toBeVisible();
  expect(unexpectedErrors(readerErrors)).toEqual([]);
  await guest.close();
  expect(unexpectedErrors(errors)).toEqual([]);
});
