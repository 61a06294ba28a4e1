import { type ContentSummary, encodeTopicTitle } from '@masthead/core';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  collectPageErrors,
  expectNoA11yViolations,
  newPerson,
  type Person,
  waitForHydration,
} from './helpers.ts';
import { signUpByApi, text, unexpectedErrors } from './journey-helpers.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);
const TOPIC = 'Food & Drink';

/** A new reader, signed in, in a browser context of their own. */
async function newReader(browser: Browser): Promise<{ page: Page; person: Person }> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const person = newPerson();
  await signUpByApi(page.request, person);
  return { page, person };
}

/**
 * The reader journey: follow a topic and find it in the feed, vote, comment, save to a new
 * notebook, share and open the short link, search, and hear about another reader's reply.
 */
test('a reader follows, votes, comments, saves, shares, searches and is told of a reply', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, person } = await newReader(browser);
  const errors = collectPageErrors(page);

  // Follow a topic from its page.
  await page.goto(`/blogs/${encodeTopicTitle(TOPIC)}`);
  await waitForHydration(page);
  await page
    .getByRole('button', { name: en('engagement.follow.label', { name: TOPIC }) })
    .first()
    .click();
  await expect(page.getByRole('button', { name: en('engagement.following') }).first()).toBeVisible();

  // The home feed now carries the topic's stories.
  const feedAnswer = await page.request.get('/api2/feed/home');
  const feed = (await feedAnswer.json()).data as { items: ContentSummary[] };
  const story = feed.items.find((item) => item.topicTitles.includes(TOPIC));
  if (!story) throw new Error(`the home feed has no ${TOPIC} story after following the topic`);
  await page.goto('/');
  await waitForHydration(page);
  const homeFeed = page.getByRole('list', { name: en('feeds.home.title') });
  await expect(homeFeed.getByRole('link', { name: story.title }).first()).toBeVisible();
  await expectNoA11yViolations(page);

  // Open it, and vote.
  await homeFeed.getByRole('link', { name: story.title }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
  await waitForHydration(page);
  const upvote = page.getByRole('button', { name: en('engagement.upvote') }).first();
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');

  // Comment.
  const comment = `Read this twice, thank you (${person.username}).`;
  await page.getByRole('textbox', { name: en('comments.composer.label') }).fill(comment);
  await page.getByRole('button', { name: en('comments.post') }).click();
  await expect(page.getByText(comment)).toBeVisible();

  // Save it to a new notebook.
  await page
    .getByRole('button', { name: en('notebooks.save'), exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: en('notebooks.saveTo') });
  await dialog.getByRole('textbox', { name: en('notebooks.new') }).fill('Journey reads');
  await dialog.getByRole('button', { name: en('notebooks.create') }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Journey reads' })).toBeChecked();
  await dialog.getByRole('button', { name: en('notebooks.done') }).click();
  const notebooks = (await (await page.request.get('/api2/notebooks')).json()).data.notebooks as {
    name: string;
    itemCount: number;
  }[];
  expect(notebooks).toEqual([expect.objectContaining({ name: 'Journey reads', itemCount: 1 })]);

  // Share: the menu makes a short link, copies it, and the short link opens the story.
  await page
    .getByRole('button', { name: en('sharing.share') })
    .first()
    .click();
  const copyLink = page.getByRole('menuitem', { name: new RegExp(en('sharing.copyLink')) });
  await expect(copyLink).toContainText('/s/');
  await copyLink.click();
  await expect(page.getByText(en('ui.linkCopied'))).toBeVisible();
  const shortUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(shortUrl).toMatch(/\/s\/[A-Za-z0-9]+$/);
  await page.goto(shortUrl);
  await expect(page).toHaveURL(new RegExp(`${story.url.replace(/[.]/g, '\\.')}$`));

  // Search from the header.
  const words = story.title.split(/\s+/).slice(0, 3).join(' ');
  await waitForHydration(page);
  const searchBox = page.getByRole('combobox', { name: en('search.box.label') });
  await searchBox.fill(words);
  await searchBox.press('Enter');
  await expect(page).toHaveURL(/\/search\.html\?q=/);
  await expect(page.getByRole('link', { name: story.title }).first()).toBeVisible();

  // Another reader replies to the comment.
  const other = await newReader(browser);
  await other.page.goto(story.url);
  await waitForHydration(other.page);
  const thread = other.page
    .getByRole('article', { name: en('comments.popup.title', { name: person.displayName }) })
    .filter({ hasText: comment });
  await thread.getByRole('button', { name: en('comments.reply') }).click();
  await other.page
    .getByRole('textbox', { name: en('comments.reply.label', { name: person.displayName }) })
    .fill('Same here: the second half is the best part.');
  await other.page.getByRole('button', { name: en('comments.postReply') }).click();
  await expect(other.page.getByText('Same here: the second half is the best part.')).toBeVisible();

  // The first reader is told.
  await page.goto('/notifications.html');
  await waitForHydration(page);
  await expect(
    page.getByText(en('notifications.text.reply', { name: other.person.displayName, title: story.title })),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  expect(unexpectedErrors(errors)).toEqual([]);
  await other.page.context().close();
  await page.context().close();
});
