import type { ContentSummary, FeedPage } from '@masthead/core';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  collectPageErrors,
  expectCreateProfileStep,
  expectNoA11yViolations,
  mailLink,
  newPerson,
  readMail,
  waitForHydration,
} from './helpers.ts';
import {
  accountMenuButton,
  expectNoHorizontalOverflow,
  saveScreenshot,
  signUpByApi,
  text,
  unexpectedErrors,
} from './journey-helpers.ts';
import { createTeamByApi } from './team-helpers.ts';

/**
 * Issue 13, a new person's first hour: sign-up with the username rule in view, the 'check your inbox'
 * banner, the welcome step that picks what to follow, a home feed of what was followed, the badge toast
 * at the tenth story, and the badges, notebooks and profile from the account menu.
 */

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** axe, then both screen sizes: a screenshot of each and no sideways scrolling on the phone. */
async function checkPage(page: Page, name: string) {
  await expectNoA11yViolations(page);
  await saveScreenshot(page, `first-hour-${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, `first-hour-${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe
  .serial('a new reader: sign-up, what to follow, a personal feed, a first badge', () => {
    const person = newPerson();
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    let followedTopic = '';

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      page = await context.newPage();
      errors = collectPageErrors(page);
    });
    test.afterAll(async () => {
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    });

    test('signs up: the username rule shows before any input, SPEC’s message when it is broken', async () => {
      await open(page, '/loginpage.html?mode=signup');
      const main = page.getByRole('main');
      await expect(main.getByText(en('firstHour.username.hint'))).toBeVisible();
      await checkPage(page, 'sign-up');

      await main.getByLabel(en('accounts.signup.email')).fill(person.email);
      await main.getByLabel(en('accounts.signup.username')).fill('no spaces!');
      await main.getByLabel(en('accounts.signup.displayName')).fill(person.displayName);
      await main.getByLabel(en('accounts.signup.password'), { exact: true }).fill(person.password);
      await main.getByLabel(en('accounts.signup.confirmPassword')).fill(person.password);
      await main.getByRole('button', { name: en('accounts.signup.submit') }).click();
      await expect(main.getByText(en('validation.username.chars'))).toBeVisible();

      await main.getByLabel(en('accounts.signup.username')).fill(person.username);
      await main.getByRole('button', { name: en('accounts.signup.submit') }).click();
      await expectCreateProfileStep(page);
    });

    test('a check-your-inbox banner stays until the address is verified, and sends the link again', async () => {
      const banner = page.getByRole('region', { name: en('firstHour.verify.bannerLabel') });
      await expect(banner).toContainText(en('firstHour.verify.banner', { email: person.email }));
      await banner.getByRole('button', { name: en('firstHour.verify.resend') }).click();
      await expect(banner.getByRole('status')).toHaveText(en('accounts.verify.resent'));
      await checkPage(page, 'create-profile');
    });

    test('after the profile, picks a topic, a place and a person to follow, suggested for them', async () => {
      await page.getByRole('button', { name: en('accounts.createProfile.submit') }).click();
      await expect(page).toHaveURL(/\/welcome\.html\?next=/);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('firstHour.welcome.title'));

      const topics = page.getByRole('region', { name: en('firstHour.welcome.topics') });
      const firstTopic = topics.getByRole('article').first();
      followedTopic = (await firstTopic.getByRole('heading').textContent()) ?? '';
      expect(followedTopic).not.toBe('');
      await firstTopic.getByRole('button', { name: en('engagement.follow') }).click();
      await expect(firstTopic.getByRole('button', { name: en('engagement.following') })).toBeVisible();
      const places = page.getByRole('region', { name: en('firstHour.welcome.places') });
      if ((await places.getByRole('article').count()) > 0)
        await places
          .getByRole('article')
          .first()
          .getByRole('button', { name: en('engagement.follow') })
          .click();
      const people = page.getByRole('region', { name: en('firstHour.welcome.people') });
      await people
        .getByRole('article')
        .first()
        .getByRole('button', { name: en('engagement.follow') })
        .click();
      await checkPage(page, 'welcome');

      await page.getByRole('link', { name: en('firstHour.welcome.done') }).click();
      await expect(page).toHaveURL(/\/$/);
      await waitForHydration(page);
      const home = await page.request.get('/api2/feed/home');
      const feed = (await home.json()).data as FeedPage<ContentSummary> & { source: string };
      expect(feed.source).toBe('following');
      expect(feed.items.length).toBeGreaterThan(0);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    });

    test('the verification link verifies; opened again it says the address is already verified', async () => {
      const mail = await readMail(person.email, en('mail.verify.subject'));
      const link = mailLink(mail, /\/verify_email\.html\?token=/);
      await open(page, link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('accounts.verify.doneHeading'));
      await open(page, link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('firstHour.verify.alreadyHeading'));
      await expect(page.getByText(en('firstHour.verify.already'))).toBeVisible();
      await checkPage(page, 'verify-already');
      await open(page, '/');
      await expect(page.getByRole('region', { name: en('firstHour.verify.bannerLabel') })).toHaveCount(0);
    });

    test('the tenth story read earns the Reader badge: a toast at the moment, leading to the badges', async () => {
      const stories: ContentSummary[] = [];
      let cursor: string | null = null;
      do {
        const response = await page.request.get(`/api2/feed/top${cursor ? `?cursor=${cursor}` : ''}`);
        const data = (await response.json()).data as FeedPage<ContentSummary>;
        stories.push(...data.items.filter((item) => !item.userRead));
        cursor = data.nextCursor;
      } while (stories.length < 10 && cursor);
      expect(stories.length).toBeGreaterThanOrEqual(10);
      const me = (await (await page.request.get('/api2/account/current')).json()).data.user;
      for (const story of stories.slice(0, 9)) {
        const read = await page.request.post('/api2/ua/read', {
          data: { userId: me.userId, cgroupId: story.cgroupId, subsection: 1, topicId: 0 },
        });
        expect(read.status(), await read.text()).toBe(200);
      }

      await open(page, stories[9]!.url);
      const toast = page.getByRole('complementary', { name: en('firstHour.badge.toastTitle') });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(
        en('firstHour.badge.earned', { badge: en('achievements.kind.totalRead') }),
      );
      await saveScreenshot(page, 'first-hour-badge-toast-1280');
      await toast.getByRole('link', { name: en('firstHour.badge.see') }).click();
      await expect(page).toHaveURL(/\/badges\.html$/);
      await waitForHydration(page);
      const reader = page.locator('.badge-tile[data-kind="totalRead"]');
      await expect(reader).toHaveClass(/badge-earned/);
      await expect(
        reader.getByRole('img', {
          name: en('firstHour.badge.art', { badge: en('achievements.kind.totalRead'), level: 1 }),
        }),
      ).toBeVisible();
      await expect(page.locator('.badge-tile[data-kind="posts"]')).toHaveClass(/badge-locked/);
      await checkPage(page, 'badges');
    });

    test('the notification of the badge leads to the collection', async () => {
      await open(page, '/notifications.html');
      const news = page.getByRole('link', {
        name: new RegExp(
          en('notifications.text.badge_earned', { badge: en('achievements.kind.totalRead'), level: 1 }),
        ),
      });
      await expect(news).toBeVisible();
      await expect(news).toHaveAttribute('href', '/badges.html');
      await checkPage(page, 'notifications');
    });

    test('the account menu finds the profile, notebooks, badges, posts, payments and settings', async () => {
      await open(page, '/');
      await accountMenuButton(page).click();
      const menu = page.locator('.account-menu-panel');
      for (const label of [
        en('firstHour.menu.profile'),
        en('firstHour.menu.notebooks'),
        en('achievements.title'),
        en('myPosts.title'),
        en('payments.mine.title'),
        en('shell.account.profileSettings'),
        en('shell.account.accountSettings'),
      ])
        await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
      await saveScreenshot(page, 'first-hour-menu-1280');
      await menu.getByRole('link', { name: en('achievements.title'), exact: true }).click();
      await expect(page).toHaveURL(/\/badges\.html$/);
      await waitForHydration(page);

      await accountMenuButton(page).click();
      await page
        .locator('.account-menu-panel')
        .getByRole('link', { name: en('firstHour.menu.profile') })
        .click();
      await expect(page).toHaveURL(new RegExp(`/@${person.username}$`));
      await waitForHydration(page);
      const links = page.getByRole('navigation', {
        name: en('firstHour.profile.links', { name: person.displayName }),
      });
      await expect(links.getByRole('link', { name: en('achievements.title') })).toHaveAttribute(
        'href',
        /\/badges\.html\?userId=\d+$/,
      );
      await expect(links.getByRole('link', { name: en('firstHour.profile.notebooks') })).toHaveAttribute(
        'href',
        /\/notebooks\.html\?userId=\d+$/,
      );
      await checkPage(page, 'profile');
    });
  });

test('a magazine’s owner is not offered Follow on their own magazine', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const owner = newPerson();
  await signUpByApi(page.request, owner);
  const magazine = await createTeamByApi(page.request, 'magazine');
  await open(page, `/@${magazine.username}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(magazine.displayName);
  await expect(page.getByRole('main').getByRole('button', { name: en('engagement.follow') })).toHaveCount(0);
  await checkPage(page, 'own-magazine');
  await context.close();
});
