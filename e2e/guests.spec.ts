import {
  COOKIE_NAMES,
  type ContentSummary,
  encodeTopicTitle,
  MEMBER_ONLY_PATHS,
  type UiLanguage,
} from '@masthead/core';
import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import {
  accountMenuButton,
  expectNoHorizontalOverflow,
  signUpByApi,
  text,
  unexpectedErrors,
} from './journey-helpers.ts';
import { appPort, baseURL } from './settings.ts';

const en = (key: Parameters<typeof text>[1]) => text('en', key);

/** Each member-only page with the title and message of its overlay (a demo writer's profile too). */
const MEMBER_PAGES = [
  { path: '/things_i_love.html', title: en('thingsILove.title'), message: en('thingsILove.guest') },
  { path: '/connections.html', title: en('connections.title'), message: en('connections.guest') },
  { path: '/activity.html', title: en('activity.title'), message: en('activity.guest') },
  { path: '/notifications.html', title: en('notifications.title'), message: en('notifications.guest') },
  { path: '/profile/ada', title: en('profile.title'), message: en('profile.guest') },
] as const;

const overlayOf = (page: Page, title: string) => page.getByRole('region', { name: title });

test('the list of member pages covers every member-only path of core', () => {
  expect(MEMBER_PAGES.map((member) => member.path)).toEqual(expect.arrayContaining([...MEMBER_ONLY_PATHS]));
});

test.describe('a guest on a member-only page', () => {
  for (const member of MEMBER_PAGES) {
    test(`${member.path}: the public overlay, in the server's HTML and in the page`, async ({
      page,
      request,
    }) => {
      const response = await request.get(member.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('class="public-overlay"');
      expect(html).toContain(`>${member.title}</h1>`);
      expect(html).toContain(member.message);
      expect(html).toMatch(new RegExp(`<button[^>]*>${en('shell.signIn')}</button>`));
      expect(html).toMatch(new RegExp(`<button[^>]*>${en('shell.signUp')}</button>`));
      // A guest learns nothing about the person behind /profile/{username}.
      if (member.path.startsWith('/profile/')) expect(html).not.toContain('Ada Okafor');

      const errors = collectPageErrors(page);
      await page.goto(member.path);
      await waitForHydration(page);
      await expect(page.locator('body')).toHaveClass(/\bpublic\b/);
      const overlay = overlayOf(page, member.title);
      await expect(overlay.getByRole('heading', { level: 1 })).toHaveText(member.title);
      await expect(overlay.getByText(member.message)).toBeVisible();
      await expect(overlay.getByRole('button', { name: en('shell.signUp'), exact: true })).toBeVisible();
      await expectNoA11yViolations(page);

      const signIn = overlay.getByRole('button', { name: en('shell.signIn'), exact: true });
      await signIn.click();
      const dialog = page.getByRole('dialog', { name: en('shell.loginPrompt.signInTitle') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(en('accounts.signin.login'))).toBeVisible();
      await expect(dialog.getByRole('tab', { name: en('accounts.signin.tab') })).toHaveAttribute(
        'aria-selected',
        'true',
      );

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(signIn).toBeFocused();
      expect(errors).toEqual([]);
    });
  }

  test('Sign up on the overlay opens the prompt on its sign-up tab', async ({ page }) => {
    await page.goto('/connections.html');
    await waitForHydration(page);
    await overlayOf(page, en('connections.title'))
      .getByRole('button', { name: en('shell.signUp'), exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: en('shell.loginPrompt.signUpTitle') });
    await expect(dialog.getByRole('tab', { name: en('accounts.signup.tab') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByLabel(en('accounts.signup.displayName'))).toBeVisible();
    await dialog.getByRole('button', { name: en('ui.close') }).click();
    await expect(dialog).toBeHidden();
  });

  test('an element marked data-require-login opens the prompt instead of acting', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // No page of this release carries the attribute yet; the shell handles any element that does. They
    // go at the end of the body, outside what React renders.
    await page.evaluate(() => {
      const box = document.createElement('div');
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Write a comment';
      button.setAttribute('data-require-login', 'signup');
      const link = document.createElement('a');
      link.href = '/connections.html';
      link.textContent = 'Follow this publisher';
      link.setAttribute('data-require-login', '');
      box.append(button, ' ', link);
      document.body.append(box);
    });

    // The shell listens from an effect that runs just after hydration: until then a click does nothing.
    const comment = page.getByRole('button', { name: 'Write a comment' });
    const signUpDialog = page.getByRole('dialog', { name: en('shell.loginPrompt.signUpTitle') });
    await expect(async () => {
      await comment.click();
      await expect(signUpDialog).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(signUpDialog.getByRole('tab', { name: en('accounts.signup.tab') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(signUpDialog).toBeHidden();
    await expect(comment).toBeFocused();

    // A link marked so does not navigate: the prompt opens on its sign-in tab.
    const follow = page.getByRole('link', { name: 'Follow this publisher' });
    await follow.click();
    const signInDialog = page.getByRole('dialog', { name: en('shell.loginPrompt.signInTitle') });
    await expect(signInDialog.getByLabel(en('accounts.signin.login'))).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Escape');
    await expect(signInDialog).toBeHidden();
    await expect(follow).toBeFocused();
  });
});

test('an unknown profile answers 404 and says it does not exist', async ({ page, request }) => {
  const response = await request.get('/@nobody');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('does not exist or has been deleted');

  const errors = collectPageErrors(page);
  const navigation = await page.goto('/@nobody');
  expect(navigation?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('main')).toContainText('does not exist or has been deleted');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('notFound.title'));
  await expectNoA11yViolations(page);
  expect(unexpectedErrors(errors, [404])).toEqual([]);
});

test("an address that cannot be a topic's or a place's says so, in SPEC §8's words", async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  for (const [path, message] of [
    ['/blogs/Food%20%26%20Drink', 'Invalid topic url'],
    ['/us/ca/san-francisco/t/a.b', 'Invalid location url'],
  ] as const) {
    expect((await request.get(path)).status(), path).toBe(404);
    const navigation = await page.goto(path);
    expect(navigation?.status(), path).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('main')).toContainText(message);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('notFound.title'));
  }
  // A well-formed address of no topic is simply not there.
  await page.goto('/blogs/no-such-topic-anywhere');
  await waitForHydration(page);
  await expect(page.getByRole('main')).toContainText('does not exist or has been deleted');
  expect(unexpectedErrors(errors, [404])).toEqual([]);
});

test('the home page and the sign-in page pass axe for a guest', async ({ page }) => {
  for (const path of ['/', '/loginpage.html']) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoA11yViolations(page);
  }
});

test.describe('a phone on the home page', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('is redirected once to /index.html?redirected=1', async ({ page, request }) => {
    const first = await request.get('/', { maxRedirects: 0 });
    expect(first.status()).toBe(302);
    expect(first.headers().location).toBe('/index.html?redirected=1');
    const landed = await request.get('/index.html?redirected=1', { maxRedirects: 0 });
    expect(landed.status()).toBe(200);

    const response = await page.goto('/');
    expect(page.url()).toMatch(/\/index\.html\?redirected=1$/);
    expect(response?.status()).toBe(200);
    // One hop: the answer for /index.html?redirected=1 came straight from the redirect of /.
    const redirectedFrom = response?.request().redirectedFrom();
    expect(redirectedFrom?.url()).toMatch(/\/$/);
    expect(redirectedFrom?.redirectedFrom()).toBeNull();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('home.hero.title'));
  });
});

test.describe('the connect site in India, Pakistan and Bangladesh', () => {
  const connectURL = `http://connect.localhost:${appPort}`;

  for (const country of ['IN', 'PK', 'BD']) {
    test(`${country}: Sign in shows 'Service not available in this country'`, async ({ browser }) => {
      const context = await browser.newContext({
        baseURL: connectURL,
        extraHTTPHeaders: { 'CF-IPCountry': country },
      });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.locator('body')).toHaveClass(/\bconnect\b/);
      await expect(page.locator('body')).toHaveClass(/\bpublic\b/);

      await page
        .getByRole('banner')
        .getByRole('button', { name: en('shell.signIn'), exact: true })
        .click();
      const blocked = page.getByRole('alertdialog', { name: 'Service not available in this country' });
      await expect(blocked).toBeVisible();
      await expect(blocked.getByText(en('shell.blocked.body'))).toBeVisible();
      await expect(page.getByLabel(en('accounts.signin.login'))).toHaveCount(0);
      await blocked.getByRole('button', { name: en('ui.ok') }).click();
      await expect(blocked).toBeHidden();

      // The sign-in page says the same instead of its form.
      await page.goto('/loginpage.html');
      await waitForHydration(page);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'Service not available in this country',
      );
      await expect(page.getByLabel(en('accounts.signin.login'))).toHaveCount(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('US on connect, and IN on explore: the sign-in form appears', async ({ browser }) => {
    for (const { baseURL, country, flavour } of [
      { baseURL: connectURL, country: 'US', flavour: 'connect' },
      { baseURL: `http://localhost:${appPort}`, country: 'IN', flavour: 'explore' },
    ]) {
      const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'CF-IPCountry': country } });
      const page = await context.newPage();
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${flavour}\\b`));
      await page
        .getByRole('banner')
        .getByRole('button', { name: en('shell.signIn'), exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: en('shell.loginPrompt.signInTitle') });
      await expect(dialog.getByLabel(en('accounts.signin.login'))).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await context.close();
    }
  });
});

/**
 * At each width: the page does not scroll sideways, no control is cut off or wraps, and the centre of
 * every navigation link in the row lands on that link, not on the search box or the account buttons
 * painted over it.
 */
async function expectHeaderFits(page: Page, lang: UiLanguage, widths: readonly number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const where = `${lang} at ${width} px`;
    const overflow = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(overflow.scrollWidth, `the page scrolls sideways, ${where}`).toBeLessThanOrEqual(
      overflow.clientWidth,
    );
    await expectNoHorizontalOverflow(page);

    // The links that fit stay in the row; the others are under More (header.spec.ts checks which).
    const nav = page.getByRole('navigation', { name: text(lang, 'shell.nav.label') });
    await expect(nav.locator(':scope > ul > li')).toHaveCount(6);
    const links = nav.locator(':scope > ul > li:not([data-overflow]) > a');
    await expect.poll(() => links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      const hit = await link.evaluate((element) => {
        element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { ok: top !== null && element.contains(top), covered: top?.outerHTML.slice(0, 80) ?? null };
      });
      expect(hit.ok, `${await link.textContent()} is covered by ${hit.covered}, ${where}`).toBe(true);
    }

    // The header's buttons keep their label on one line.
    for (const button of await page.getByRole('banner').locator('.site-header-actions button').all()) {
      const height = (await button.boundingBox())?.height ?? 0;
      expect(height, `${await button.textContent()} wraps, ${where}`).toBeLessThanOrEqual(48);
    }
  }
}

test.describe('the header from a small phone to a desktop', () => {
  const WIDTHS = [320, 360, 390, 768, 1024, 1280] as const;
  for (const lang of ['en', 'in'] as const) {
    test(`${lang}: nothing overflows or overlaps, for a guest and for a signed-in person`, async ({
      page,
      context,
    }) => {
      await context.addCookies([{ name: COOKIE_NAMES.userLang, value: lang, url: baseURL }]);
      await page.goto('/');
      await waitForHydration(page);
      await expect(
        page.getByRole('banner').getByRole('button', { name: text(lang, 'shell.signUp') }),
      ).toBeVisible();
      await expectHeaderFits(page, lang, WIDTHS);

      // A 20-character display name makes the account button as wide as it gets.
      await signUpByApi(page.request, { ...newPerson(), displayName: 'Quentin Abernathy-Lo' }, lang);
      await page.reload();
      await waitForHydration(page);
      await expect(accountMenuButton(page, lang)).toBeVisible();
      await expectHeaderFits(page, lang, WIDTHS);
    });
  }
});

test.describe("a story's share menu", () => {
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 390, height: 844 },
    { width: 1280, height: 600 },
  ]) {
    test(`${viewport.width}×${viewport.height}: opens inside the screen, scrolled into view`, async ({
      page,
      request,
    }) => {
      const topic = await request.get(
        `/api2/topic?title=${encodeURIComponent(encodeTopicTitle('Food & Drink'))}`,
      );
      const story = ((await topic.json()).data.feed.items as ContentSummary[])[0];
      if (!story) throw new Error('the demo seed has no story in Food & Drink');
      await page.setViewportSize(viewport);
      await page.goto(story.url);
      await waitForHydration(page);

      // The button at the very bottom of the window: the panel would open below the fold.
      const button = page.getByRole('main').getByRole('button', { name: en('sharing.share'), exact: true });
      await button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        window.scrollBy(0, box.bottom - window.innerHeight + 4);
      });
      await button.click();
      const menu = page.getByRole('menu', { name: en('sharing.menuLabel') });
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      // Wait for the short link, which may give the panel one more line.
      await expect(menu.getByRole('menuitem', { name: /\/s\// })).toBeVisible();
      await expect(async () => {
        const box = await menu.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return {
            left: rect.left,
            right: rect.right,
            top: rect.top,
            bottom: rect.bottom,
            width: document.documentElement.clientWidth,
            height: window.innerHeight,
            scrollWidth: document.documentElement.scrollWidth,
          };
        });
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(box.width);
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.bottom).toBeLessThanOrEqual(box.height);
        expect(box.scrollWidth).toBeLessThanOrEqual(box.width);
      }).toPass({ timeout: 3000 });

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    });
  }
});
