import { COOKIE_NAMES, STORAGE_KEYS, TIMINGS } from '@masthead/core';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  collectPageErrors,
  expectCreateProfileStep,
  mailCode,
  mailLink,
  newPerson,
  type Person,
  readMail,
  waitForHydration,
} from './helpers.ts';
import {
  accountMenuButton,
  drawPng,
  signInForm,
  signOutThroughMenu,
  signUpByApi,
  text,
  unexpectedErrors,
} from './journey-helpers.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

const DAY_SECONDS = 24 * 60 * 60;
const REMEMBER_SECONDS = TIMINGS.rememberLoginMs / 1000;

/** A cookie's expiry, in seconds from now (a browser-session cookie answers -1). */
async function secondsLeft(context: BrowserContext, name: string) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === name);
  expect(cookie, `cookie ${name}`).toBeDefined();
  return { cookie: cookie!, left: cookie!.expires - Date.now() / 1000 };
}

test.describe
  .serial('a new person: sign up, verify, two-factor sign-in, profile, language, sign out', () => {
    const person = newPerson();
    const bio = 'I read about rivers, cities and the people who map them.';
    const newName = `${person.displayName} Mapper`;
    const newBio = 'Cartographer of small towns. I write about maps, rivers and the long way round.';
    let context: BrowserContext;
    let page: Page;
    let errors: string[];

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext();
      page = await context.newPage();
      errors = collectPageErrors(page);
    });

    test.afterAll(async () => {
      await context.close();
    });

    test('a guest signs up in the popup and lands on create profile', async () => {
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.locator('body')).toHaveClass(/\bpublic\b/);

      await page
        .getByRole('banner')
        .getByRole('button', { name: en('shell.signUp'), exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: en('shell.loginPrompt.signUpTitle') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('tab', { name: en('accounts.signup.tab') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      // The weekly newsletter is told with the real number of readers who get it.
      const { subscribers } = (await (await page.request.get('/api2/newsletter/subscribers')).json()).data;
      await expect(
        dialog.getByText(en('accounts.signup.newsletter', { count: subscribers.toLocaleString('en') })),
      ).toBeVisible();
      await dialog.getByLabel(en('accounts.signup.email')).fill(person.email);
      await dialog.getByLabel(en('accounts.signup.username')).fill(person.username);
      await dialog.getByLabel(en('accounts.signup.displayName')).fill(person.displayName);
      await dialog.getByLabel(en('accounts.signup.password'), { exact: true }).fill(person.password);
      await dialog.getByLabel(en('accounts.signup.confirmPassword')).fill(person.password);
      await dialog.getByRole('button', { name: en('accounts.signup.submit') }).click();

      await expectCreateProfileStep(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('accounts.createProfile.heading'));
      await expect(page.locator('body')).not.toHaveClass(/\bpublic\b/);
    });

    test('creates the profile with a bio and a website', async () => {
      await expect(page.getByLabel(en('accounts.profile.displayName'))).toHaveValue(person.displayName);
      await page.getByLabel(en('accounts.profile.bio'), { exact: true }).fill(bio);
      await page.getByLabel(en('accounts.profile.website')).fill('https://example.org/maps');
      await page.getByRole('button', { name: en('accounts.createProfile.submit') }).click();
      // The welcome step (issue 13) comes next; sign-up started on the home page, so it goes on there.
      await expect(page).toHaveURL(/\/welcome\.html\?next=%2F$/);
      await waitForHydration(page);
      await page.getByRole('link', { name: en('firstHour.welcome.skip') }).click();
      await expect(page).toHaveURL(/\/$/);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        en('home.welcome.title', { name: person.displayName }),
      );
    });

    test('the verification mail arrives over SMTP and its link verifies the address', async () => {
      const mail = await readMail(person.email, en('mail.verify.subject'));
      await page.goto(mailLink(mail, /\/verify_email\.html\?token=/));
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('accounts.verify.doneHeading'));
      await expect(page.getByText(en('accounts.verify.done'))).toBeVisible();

      await page.getByRole('link', { name: en('settings.account.title') }).click();
      await expect(page).toHaveURL(/\/settings\/account\.html$/);
      const emailCard = page.getByRole('region', { name: en('settings.email.title') });
      await expect(emailCard.getByText(person.email)).toBeVisible();
      await expect(emailCard.getByText(en('settings.email.verified'), { exact: true })).toBeVisible();
    });

    test('turns on two-factor sign-in in the account settings', async () => {
      const toggle = page.getByRole('switch', { name: en('settings.tfa.label') });
      await expect(toggle).not.toBeChecked();
      await toggle.check();
      await expect(page.getByRole('status').filter({ hasText: en('settings.tfa.turnedOn') })).toBeVisible();
      await expect(toggle).toBeEnabled();

      // Still on after a fresh load: the server kept it.
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole('switch', { name: en('settings.tfa.label') })).toBeChecked();
    });

    test('signs out: the body is public again and the loved topics are cleared', async () => {
      await page.evaluate(
        (key) => localStorage.setItem(key, JSON.stringify([1, 2])),
        STORAGE_KEYS.lovedTopics,
      );
      await signOutThroughMenu(page);
      await expect(page).toHaveURL(/\/$/);
      await waitForHydration(page);
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.lovedTopics)).toBeNull();
      expect(
        (await context.cookies()).find((cookie) => cookie.name === COOKIE_NAMES.session),
      ).toBeUndefined();
      await expect(page.getByRole('banner').getByRole('button', { name: en('shell.signIn') })).toBeVisible();
    });

    test('signs in with Remember me and the emailed two-factor code', async () => {
      await page.goto('/loginpage.html');
      await waitForHydration(page);
      const form = signInForm(page.getByRole('main'));
      await form.login.fill(person.username);
      await form.password.fill(person.password);
      await form.remember.check();
      const asked = new Date();
      await form.submit.click();

      await expect(page.getByRole('heading', { name: en('accounts.tfa.title') })).toBeVisible();
      await expect(page.getByText(en('accounts.tfa.intro'))).toBeVisible();
      const mail = await readMail(person.email, /sign-in code/, { since: asked });
      const code = mailCode(mail);
      expect(mail.subject).toBe(en('mail.tfa.subject', { code }));
      await page.getByLabel(en('accounts.tfa.code')).fill(code);
      await page.getByRole('button', { name: en('accounts.tfa.submit') }).click();

      await expect(page).toHaveURL(/\/$/);
      await waitForHydration(page);
      await expect(page.locator('body')).not.toHaveClass(/\bpublic\b/);
      await expect(accountMenuButton(page)).toContainText(person.displayName);
    });

    test('remember-login: the session and username cookies last 365 days', async () => {
      const session = await secondsLeft(context, COOKIE_NAMES.session);
      expect(session.cookie.httpOnly).toBe(true);
      expect(session.cookie.sameSite).toBe('Lax');
      expect(Math.abs(session.left - REMEMBER_SECONDS)).toBeLessThan(DAY_SECONDS / 24);
      expect(Math.round(session.left / DAY_SECONDS)).toBe(365);

      const username = await secondsLeft(context, COOKIE_NAMES.username);
      expect(username.cookie.value).toBe(person.username);
      expect(Math.abs(username.left - REMEMBER_SECONDS)).toBeLessThan(DAY_SECONDS / 24);
    });

    test('edits the profile: a new photo with its upload progress, a new name and bio', async () => {
      await accountMenuButton(page).click();
      await page
        .getByRole('banner')
        .getByRole('link', { name: en('shell.account.profileSettings'), exact: true })
        .click();
      await expect(page).toHaveURL(/\/settings\/profile\.html$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('settings.profile.title'));
      await expect(page.getByLabel(en('accounts.profile.bio'), { exact: true })).toHaveValue(bio);

      // Hold the upload until the progress and the preview have been seen: on loopback it is instant.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api2/account/photo', async (route) => {
        await held;
        await route.continue();
      });
      const photo = await drawPng(page);
      await page.getByLabel(en('accounts.photo.choose')).setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: photo,
      });
      const photoField = page.getByRole('group', { name: en('accounts.photo.legend') });
      await expect(
        photoField.getByRole('progressbar', { name: en('accounts.photo.uploading') }),
      ).toBeVisible();
      await expect(photoField).toHaveAttribute('aria-busy', 'true');
      await expect(photoField.getByRole('img', { name: en('accounts.photo.alt') })).toHaveAttribute(
        'src',
        /^blob:/,
      );
      release();
      await expect(photoField.getByRole('progressbar')).toBeHidden();
      const saved = photoField.getByRole('img', { name: en('accounts.photo.alt') });
      await expect(saved).toHaveAttribute('src', /^\/images\//);
      // The stored image really is served and decodes.
      await expect
        .poll(() => saved.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
      await expect(page.getByRole('button', { name: en('accounts.photo.remove') })).toBeVisible();
      await page.unroute('**/api2/account/photo');

      await page.getByLabel(en('accounts.profile.displayName')).fill(newName);
      await page.getByLabel(en('accounts.profile.bio'), { exact: true }).fill(newBio);
      await page.getByRole('button', { name: en('settings.saveChanges') }).click();
      await expect(page.getByRole('status').filter({ hasText: en('settings.saved') })).toBeVisible();
      await expect(accountMenuButton(page)).toContainText(newName);
    });

    test('the public profile shows the new name, bio and photo', async () => {
      await page.goto(`/@${person.username}`);
      await waitForHydration(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(newName);
      await expect(main.getByText(newBio)).toBeVisible();
      await expect(main.getByText(`@${person.username}`, { exact: true })).toBeVisible();
      // The avatar is decorative (the name is beside it) but must show the uploaded photo.
      const avatar = main.locator('img.avatar');
      await expect(avatar).toHaveAttribute('src', /^\/images\//);
      await expect
        .poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
    });

    test('changes the language in the footer to 繁體中文', async () => {
      await page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: en('shell.language.label') })
        .getByRole('button', { name: '繁體中文' })
        .click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: text('tw', 'shell.nav.label') });
      await expect(nav.getByRole('link')).toHaveText([
        text('tw', 'shell.nav.home'),
        text('tw', 'shell.nav.explore'),
        text('tw', 'shell.nav.thingsILove'),
        text('tw', 'shell.nav.connections'),
        text('tw', 'shell.nav.activity'),
        text('tw', 'shell.nav.notifications'),
      ]);
      await expect(page.getByRole('contentinfo').getByRole('button', { name: '繁體中文' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });

    test('signs out in Traditional Chinese and sees the signed-out home', async () => {
      await signOutThroughMenu(page, 'tw');
      await expect(page).toHaveURL(/\/$/);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('tw', 'home.hero.title'));
      await expect(
        page.getByRole('banner').getByRole('button', { name: text('tw', 'shell.signIn') }),
      ).toBeVisible();
      expect(errors).toEqual([]);
    });
  });

test.describe('sign-up, sign-in and password reset', () => {
  test('the sign-up form says what is wrong with each field', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const person = newPerson();
    await page.goto('/loginpage.html?mode=signup');
    await waitForHydration(page);
    const main = page.getByRole('main');
    const username = main.getByLabel(en('accounts.signup.username'));
    const confirmation = main.getByLabel(en('accounts.signup.confirmPassword'));

    await username.fill('ab');
    await username.press('Tab');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByRole('alert').filter({ hasText: en('validation.username.length') })).toBeVisible();
    await expect(username).toHaveAccessibleDescription(en('validation.username.length'));

    await main.getByLabel(en('accounts.signup.password'), { exact: true }).fill(person.password);
    await confirmation.fill(`${person.password}x`);
    await confirmation.press('Tab');
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveAccessibleDescription(en('validation.password.mismatch'));

    // An address that already has an account, with everything else right.
    const earlier = newPerson();
    await signUpByApi(request, earlier);
    await main.getByLabel(en('accounts.signup.email')).fill(earlier.email);
    await username.fill(person.username);
    await main.getByLabel(en('accounts.signup.displayName')).fill(person.displayName);
    await confirmation.fill(person.password);
    await expect(username).not.toHaveAttribute('aria-invalid');
    await expect(confirmation).not.toHaveAttribute('aria-invalid');
    await main.getByRole('button', { name: en('accounts.signup.submit') }).click();
    const email = main.getByLabel(en('accounts.signup.email'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(en('error.email.used'));
    await expect(email).toBeFocused();
    await expect(page).toHaveURL(/\/loginpage\.html/);
    expect(unexpectedErrors(errors, [409])).toEqual([]);
  });

  test('a wrong password is refused, then the right one signs in', async ({ page }) => {
    const errors = collectPageErrors(page);
    const person = newPerson();
    await signUpByApi(page.request, person);
    await page.context().clearCookies();

    await page.goto('/loginpage.html');
    await waitForHydration(page);
    const form = signInForm(page.getByRole('main'));
    await form.login.fill(person.email);
    await form.password.fill(`${person.password}-wrong`);
    await form.submit.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(en('error.login.failed'));
    await expect(page).toHaveURL(/\/loginpage\.html$/);

    await form.password.fill(person.password);
    await form.submit.click();
    await expect(page).toHaveURL(/\/$/);
    await waitForHydration(page);
    await expect(accountMenuButton(page)).toContainText(person.displayName);
    // Without Remember me the session ends with the browser and no username is kept.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === COOKIE_NAMES.session)?.expires).toBe(-1);
    expect(cookies.find((cookie) => cookie.name === COOKIE_NAMES.username)).toBeUndefined();
    expect(unexpectedErrors(errors, [401])).toEqual([]);
  });

  test('a guest sent to sign in from a member page comes back to it', async ({ page }) => {
    const errors = collectPageErrors(page);
    const person = newPerson();
    await signUpByApi(page.request, person);
    await page.context().clearCookies();

    await page.goto('/settings/account.html');
    await expect(page).toHaveURL(/\/loginpage\.html$/);
    await waitForHydration(page);
    const form = signInForm(page.getByRole('main'));
    await form.login.fill(person.username);
    await form.password.fill(person.password);
    await form.submit.click();

    await expect(page).toHaveURL(/\/settings\/account\.html$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('settings.account.title'));
    // The return address is used once.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === COOKIE_NAMES.previousUrl)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('forgot password: the reset mail sets a new password once, the old one stops working', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const person: Person = newPerson();
    const newPassword = `${person.password.slice(0, 14)}-New1`;
    await signUpByApi(page.request, person);
    await page.context().clearCookies();

    await page.goto('/loginpage.html');
    await waitForHydration(page);
    await page.getByRole('link', { name: en('accounts.signin.forgot') }).click();
    await expect(page).toHaveURL(/\/forgot_password\.html$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('accounts.forgot.heading'));
    const asked = new Date();
    await page.getByLabel(en('accounts.forgot.email')).fill(person.email);
    await page.getByRole('button', { name: en('accounts.forgot.submit') }).click();
    await expect(page.getByRole('heading', { name: en('accounts.forgot.sentTitle') })).toBeFocused();
    await expect(page.getByText(en('accounts.forgot.sent', { email: person.email }))).toBeVisible();

    const mail = await readMail(person.email, en('mail.reset.subject'), { since: asked });
    const link = mailLink(mail, /\/reset_password\.html\?token=/);
    await page.goto(link);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('accounts.reset.heading'));
    await page.getByLabel(en('accounts.reset.password'), { exact: true }).fill(newPassword);
    await page.getByLabel(en('accounts.reset.confirmPassword')).fill(newPassword);
    await page.getByRole('button', { name: en('accounts.reset.submit') }).click();
    await expect(page).toHaveURL(/\/$/);
    await waitForHydration(page);
    await expect(accountMenuButton(page)).toContainText(person.displayName);

    await signOutThroughMenu(page);
    await page.goto('/loginpage.html');
    await waitForHydration(page);
    const form = signInForm(page.getByRole('main'));
    await form.login.fill(person.email);
    await form.password.fill(person.password);
    await form.submit.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(en('error.login.failed'));
    await form.password.fill(newPassword);
    await form.submit.click();
    await expect(page).toHaveURL(/\/$/);
    await waitForHydration(page);
    await expect(accountMenuButton(page)).toContainText(person.displayName);

    await page.goto(link);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('accounts.reset.unusableHeading'));
    await expect(page.getByRole('alert')).toHaveText(en('error.resetPassword.used'));
    await expect(page.getByRole('link', { name: en('accounts.reset.askAgain') })).toBeVisible();
    expect(unexpectedErrors(errors, [401])).toEqual([]);
  });
});
