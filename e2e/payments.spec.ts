import { COOKIE_NAMES, CTYPE } from '@masthead/core';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  collectPageErrors,
  expectNoA11yViolations,
  newPerson,
  type Person,
  waitForHydration,
} from './helpers.ts';
import {
  expectNoHorizontalOverflow,
  saveScreenshot,
  signUpByApi,
  text,
  unexpectedErrors,
} from './journey-helpers.ts';
import { baseURL } from './settings.ts';

/**
 * Issue 4's payments as a reader meets them, with the sandbox provider (test cards, no real money): a
 * donation to the demo fundraiser grows its raised total in place, a declined card says so and moves
 * nothing, and a premium story is unlocked and read without a reload.
 */

type Signed = { person: Person; context: BrowserContext; page: Page };

async function signedIn(browser: Browser): Promise<Signed> {
  const context = await browser.newContext();
  const person = newPerson();
  await signUpByApi(context.request, person);
  return { person, context, page: await context.newPage() };
}

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

/** The demo fundraiser in US dollars (seed). */
async function demoFundraiser(page: Page) {
  const found = await page.request.get('/api2/search?q=Hawkers&tab=stories');
  const items = (await found.json()).data.items as { cgroupId: number; ctype: number; url: string }[];
  const fundraiser = items.find((item) => item.ctype === CTYPE.donate);
  expect(fundraiser, 'the seed has a fundraiser about hawkers').toBeDefined();
  return fundraiser as { cgroupId: number; url: string };
}

const raisedText = (page: Page) => page.locator('#content-donate-label');

test.describe('payments', () => {
  test('a reader donates with the sandbox success card and sees the raised amount grow', async ({
    browser,
  }) => {
    const reader = await signedIn(browser);
    const { page } = reader;
    const errors = collectPageErrors(page);
    const fundraiser = await demoFundraiser(page);
    await open(page, fundraiser.url);
    const before = (await raisedText(page).textContent()) ?? '';
    expect(before).toMatch(/raised of \$5,000\b/);

    await page.getByRole('button', { name: text('en', 'payments.donate') }).click();
    const dialog = page.getByRole('dialog', { name: text('en', 'payments.checkout.donateTitle') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(text('en', 'payments.testMode'))).toBeVisible();
    await dialog.getByRole('radio', { name: '$25' }).check();
    await dialog
      .getByRole('button', { name: text('en', 'payments.testCard.use', { number: '4242 4242 4242 4242' }) })
      .click();
    await expect(dialog.getByLabel(text('en', 'payments.card.number'))).toHaveValue('4242 4242 4242 4242');
    await checkPage(page, 'payments-checkout-donate');

    await dialog.getByRole('button', { name: text('en', 'payments.pay', { amount: '$25' }) }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(text('en', 'payments.donated', { amount: '$25' }))).toBeVisible();
    // The page's data is fetched again in place: the total grew by exactly the donation.
    const parse = (value: string) =>
      Number((/\$([\d,.]+) raised/.exec(value)?.[1] ?? '0').replaceAll(',', ''));
    await expect
      .poll(async () => parse((await raisedText(page).textContent()) ?? ''))
      .toBe(parse(before) + 25);
    await page.locator('.donate-panel').scrollIntoViewIfNeeded();
    await checkPage(page, 'payments-donate-part');
    expect(unexpectedErrors(errors)).toEqual([]);
    await reader.context.close();
  });

  test('a declined card is said in words and nothing is taken', async ({ browser }) => {
    const reader = await signedIn(browser);
    const { page } = reader;
    const errors = collectPageErrors(page);
    const fundraiser = await demoFundraiser(page);
    await open(page, fundraiser.url);
    const before = await raisedText(page).textContent();
    await page.getByRole('button', { name: text('en', 'payments.donate') }).click();
    const dialog = page.getByRole('dialog');
    // Paying with an empty card form hands the keyboard to the first field to fix.
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await expect(dialog.getByLabel(text('en', 'payments.card.number'))).toBeFocused();
    await dialog
      .getByRole('button', { name: text('en', 'payments.testCard.use', { number: '4000 0000 0000 0002' }) })
      .click();
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await expect(dialog.getByRole('alert')).toContainText(text('en', 'payments.decline.card_declined'));
    await expect(dialog.getByRole('alert')).toContainText(text('en', 'payments.decline.noCharge'));
    await saveScreenshot(page, 'payments-declined-1280');

    await dialog
      .getByRole('button', { name: text('en', 'payments.testCard.use', { number: '4000 0000 0000 9995' }) })
      .click();
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await expect(dialog.getByRole('alert')).toContainText(text('en', 'payments.decline.insufficient_funds'));
    await dialog.getByRole('button', { name: text('en', 'ui.cancel') }).click();
    await expect(raisedText(page)).toHaveText(before ?? '');
    // 402 is the expected answer to a declined card.
    expect(unexpectedErrors(errors, [402])).toEqual([]);
    await reader.context.close();
  });

  test('a decline in Chinese reads as two sentences without a space between them', async ({ browser }) => {
    const reader = await signedIn(browser);
    const { page } = reader;
    await reader.context.addCookies([{ name: COOKIE_NAMES.userLang, value: 'cn', url: baseURL }]);
    const fundraiser = await demoFundraiser(page);
    await open(page, fundraiser.url);
    await page.getByRole('button', { name: text('cn', 'payments.donate') }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('button', { name: text('cn', 'payments.testCard.use', { number: '4000 0000 0000 0002' }) })
      .click();
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.getByRole('alert')).toHaveText(
      `${text('cn', 'payments.decline.card_declined')}${text('cn', 'payments.decline.noCharge')}`,
    );
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoHorizontalOverflow(page);
    await reader.context.close();
  });

  test('a reader unlocks a premium story and reads its body without a reload', async ({ browser }) => {
    const writer = await signedIn(browser);
    const secret = `The ending only payers read ${Date.now().toString(36)}.`;
    const title = `A premium long read ${Date.now().toString(36)}`;
    const saved = await writer.context.request.post('/api2/compose/save', {
      data: {
        ctype: CTYPE.post,
        title,
        description: 'A free teaser everyone can read.',
        body: `<p>${secret}</p>`,
        topicIds: [],
        lang: 'en',
        extra: {},
        premium: true,
        priceMinor: 450,
        currency: 'USD',
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const { cgroupId } = (await saved.json()).data as { cgroupId: number };
    const published = await writer.context.request.post('/api2/compose/publish', { data: { cgroupId } });
    expect(published.status(), await published.text()).toBe(200);
    const { url } = (
      await (await writer.context.request.get(`/api2/content/page?cgroupId=${cgroupId}`)).json()
    ).data as { url: string };

    // A guest sees the teaser and the paywall, never the body (not even in the page's HTML or data).
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    const html = await (await guestPage.request.get(url)).text();
    expect(html).not.toContain(secret);
    await open(guestPage, url);
    await expect(
      guestPage.getByRole('button', { name: text('en', 'payments.paywall.signIn') }),
    ).toBeVisible();
    await guest.close();

    const reader = await signedIn(browser);
    const { page } = reader;
    const errors = collectPageErrors(page);
    await open(page, url);
    await expect(page.getByText(secret)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: text('en', 'payments.paywall.heading') })).toBeVisible();
    await checkPage(page, 'payments-paywall');

    await page
      .getByRole('button', { name: text('en', 'payments.paywall.unlock', { price: '$4.50' }) })
      .click();
    const dialog = page.getByRole('dialog', { name: text('en', 'payments.checkout.unlockTitle') });
    await dialog
      .getByRole('button', { name: text('en', 'payments.testCard.use', { number: '4242 4242 4242 4242' }) })
      .click();
    await checkPage(page, 'payments-checkout-unlock');
    await dialog.getByRole('button', { name: text('en', 'payments.pay', { amount: '$4.50' }) }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(secret)).toBeVisible();
    await expect(page.getByRole('heading', { name: text('en', 'payments.paywall.heading') })).toHaveCount(0);

    // The receipt is on the reader's payments page.
    await open(page, '/my_payments.html');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expectNoA11yViolations(page);
    expect(unexpectedErrors(errors)).toEqual([]);
    await reader.context.close();
    await writer.context.close();
  });

  test('a writer pays out what a reader paid, giving a first and a last name', async ({ browser }) => {
    const writer = await signedIn(browser);
    const saved = await writer.context.request.post('/api2/compose/save', {
      data: {
        ctype: CTYPE.post,
        title: `Words worth paying for ${Date.now().toString(36)}`,
        description: 'A teaser.',
        body: '<p>The paid part.</p>',
        topicIds: [],
        lang: 'en',
        extra: {},
        premium: true,
        priceMinor: 600,
        currency: 'USD',
      },
    });
    const { cgroupId } = (await saved.json()).data as { cgroupId: number };
    expect(
      (await writer.context.request.post('/api2/compose/publish', { data: { cgroupId } })).status(),
    ).toBe(200);
    const reader = await signedIn(browser);
    const unlocked = await reader.context.request.post('/api2/payments/unlock', {
      data: {
        cgroupId,
        paymentMethod: {
          type: 'card',
          number: '4242 4242 4242 4242',
          expMonth: 12,
          expYear: 2040,
          cvc: '123',
        },
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(unlocked.status(), await unlocked.text()).toBe(200);
    await reader.context.close();

    const { page } = writer;
    const errors = collectPageErrors(page);
    await open(page, '/my_payments.html');
    const earnings = page.getByRole('region', { name: text('en', 'payouts.title') });
    await expect(earnings.getByText(text('en', 'payouts.sandbox'))).toBeVisible();
    // No payout account yet: no payout to ask for, and the sandbox's one-click set-up says it is a test.
    await expect(earnings.getByRole('button', { name: /^Pay out \$/ })).toHaveCount(0);
    const account = earnings.getByRole('region', { name: text('en', 'payouts.account.title') });
    await expect(account.getByText(text('en', 'payouts.account.sandboxNone'))).toBeVisible();
    await account.getByRole('button', { name: text('en', 'payouts.account.sandboxSetUp') }).click();
    await expect(account.getByText(text('en', 'payouts.account.sandboxReady'))).toBeVisible();
    await expect(account.getByRole('heading', { name: text('en', 'payouts.account.title') })).toBeFocused();
    await earnings.getByRole('button', { name: /^Pay out \$/ }).click();
    const form = earnings.getByRole('form');
    await expect(form.getByLabel(text('en', 'payouts.firstName'))).toBeVisible();
    // No name: SPEC §8's message, and nothing is sent.
    await form.getByRole('button', { name: text('en', 'payouts.send') }).click();
    await expect(form.getByText(text('en', 'validation.fullName.required')).first()).toBeVisible();
    await checkPage(page, 'payments-payout-form');
    // Cancel gives the keyboard back to the button that opened the form.
    const opener = earnings.getByRole('button', { name: /^Pay out \$/ });
    await form.getByRole('button', { name: text('en', 'payouts.cancel') }).click();
    await expect(opener).toBeFocused();
    await opener.click();
    await form.getByLabel(text('en', 'payouts.firstName')).fill('Mei');
    await form.getByLabel(text('en', 'payouts.lastName')).fill('Lin');
    await form.getByRole('button', { name: text('en', 'payouts.send') }).click();
    await expect(earnings.getByRole('status')).toContainText('is on its way to Mei Lin');
    await expect(earnings.getByRole('heading', { name: text('en', 'payouts.title') })).toBeFocused();
    await expect(earnings.getByText(text('en', 'payouts.empty'))).toBeVisible();
    await expect(earnings.getByRole('cell', { name: /Mei Lin/ })).toBeVisible();
    await expect(earnings.getByText(text('en', 'payouts.status.paid'))).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot(page, 'payments-payout-sent-1280');
    expect(unexpectedErrors(errors)).toEqual([]);
    await writer.context.close();
  });
});
