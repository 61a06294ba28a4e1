import { expect, type Page, test } from '@playwright/test';
import {
  collectPageErrors,
  expectNoA11yViolations,
  newPerson,
  readMail,
  waitForHydration,
} from './helpers.ts';
import {
  expectNoHorizontalOverflow,
  saveScreenshot,
  signUpByApi,
  text,
  unexpectedErrors,
} from './journey-helpers.ts';
import {
  apiContext,
  createTeamByApi,
  joinTeamByApi,
  newMember,
  signInByApi,
  type Team,
} from './team-helpers.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

/**
 * DESIGN §4 plan billing as a team meets it (sandbox provider, test cards). The demo's The Long Table
 * is on Pro, paid with the test card. A new magazine's primary owner (this journey's own, so no other
 * journey's plan changes) pays for Standard after a declined card and finds the receipt, schedules a
 * cancellation and takes it back; its editor sees the plan without any billing.
 */

const founder = newPerson();
let team: Team;
let editor: Awaited<ReturnType<typeof newMember>>;
let PLAN_PAGE = '';
let MAGAZINE = '';

async function openPlanAs(page: Page, login: string, password?: string, path = PLAN_PAGE) {
  await signInByApi(page, login, password);
  await page.goto(path);
  await waitForHydration(page);
}

/** axe, then screenshots on a desktop and a phone with nothing spilling sideways. */
async function checkPage(page: Page, name: string) {
  await expectNoA11yViolations(page);
  await saveScreenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const planName = (page: Page) => page.locator('.plan-summary-name');
const card = (page: Page, group: string) => page.locator('.plan-card').filter({ hasText: group });

test.describe.configure({ mode: 'serial' });
test.use({
  locale: 'en-US',
  extraHTTPHeaders: { 'accept-language': 'en' },
  viewport: { width: 1280, height: 800 },
});

test.beforeAll(async () => {
  const api = await apiContext();
  await signUpByApi(api, founder);
  team = await createTeamByApi(api, 'magazine', 'Paper Route');
  PLAN_PAGE = `/dashboard/@${team.username}/plan`;
  MAGAZINE = team.displayName;
  editor = await newMember();
  await joinTeamByApi(api, editor.api, team, 'editor');
  await api.dispose();
});

test.afterAll(async () => {
  await editor?.api.dispose();
});

test("the demo magazine's owner finds its Pro plan, paid with the test card", async ({ page }) => {
  await openPlanAs(page, 'ada', undefined, '/dashboard/@thelongtable/plan');
  await expect(planName(page)).toHaveText('Pro');
  await expect(card(page, 'Pro')).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.plan-summary')).toContainText(/It renews on .* for \$29\./);
  await expect(page.locator('.plan-billing')).toContainText(
    en('plans.card.label', { brand: 'Visa', last4: '4242' }),
  );
  await expect(page.locator('.plan-receipts tbody tr')).toHaveCount(1);
  await expectNoA11yViolations(page);
});

test('the primary owner upgrades to Standard after a declined card, and finds the receipt', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await openPlanAs(page, founder.username, founder.password);
  await expect(
    page.getByRole('heading', { level: 1, name: en('plans.heading', { magazine: MAGAZINE }) }),
  ).toBeVisible();
  await expect(planName(page)).toHaveText(en('magazines.plan.free'));
  await expect(card(page, en('magazines.plan.free'))).toHaveAttribute('aria-current', 'true');
  await checkPage(page, 'plans-owner-free');

  const subscribe = page.getByRole('button', { name: en('plans.action.subscribe', { plan: 'Standard' }) });
  await subscribe.click();
  const dialog = page.getByRole('dialog', { name: en('plans.action.subscribe', { plan: 'Standard' }) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(en('payments.testMode'))).toBeVisible();
  await expect(dialog).toContainText('$9');
  await dialog
    .getByRole('button', { name: en('payments.testCard.use', { number: '4000 0000 0000 0002' }) })
    .click();
  await checkPage(page, 'plans-checkout');
  const pay = dialog.getByRole('button', { name: en('payments.pay', { amount: '$9' }) });
  await pay.click();
  await expect(dialog.getByRole('alert')).toContainText(en('payments.decline.card_declined'));
  await expect(dialog.getByRole('alert')).toContainText(en('payments.decline.noCharge'));
  await saveScreenshot(page, 'plans-declined-1280');

  await dialog
    .getByRole('button', { name: en('payments.testCard.use', { number: '4242 4242 4242 4242' }) })
    .click();
  await pay.click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.snackbar')).toContainText(
    en('plans.subscribed', { magazine: MAGAZINE, plan: 'Standard' }),
  );
  await expect(planName(page)).toHaveText('Standard');
  await expect(card(page, 'Standard')).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.plan-billing')).toContainText(
    en('plans.card.label', { brand: 'Visa', last4: '4242' }),
  );
  const receipts = page.locator('.plan-receipts tbody tr');
  await expect(receipts).toHaveCount(2);
  await expect(receipts.first()).toContainText(
    en('plans.receipt.what', { plan: 'Standard', kind: 'subscription' }),
  );
  await expect(receipts.first()).toContainText(en('payments.mine.status.succeeded'));
  await expect(receipts.last()).toContainText(en('payments.mine.status.declined'));
  await expect(page.getByRole('button', { name: en('plans.action.upgrade', { plan: 'Pro' }) })).toBeVisible();

  const mail = await readMail(
    founder.email,
    en('plans.mail.receipt.subject', { plan: 'Standard', magazine: MAGAZINE }),
  );
  expect(mail.text).toContain('USD 9.00');

  // The change is stored: a reload shows it, and My payments lists the plan with its magazine.
  await page.reload();
  await waitForHydration(page);
  await expect(planName(page)).toHaveText('Standard');
  await checkPage(page, 'plans-owner-standard');
  await page.getByRole('link', { name: en('plans.receipts.link') }).click();
  await expect(
    page
      .getByRole('link', { name: en('plans.mine.receipt', { plan: 'Standard', magazine: MAGAZINE }) })
      .first(),
  ).toBeVisible();
  expect(unexpectedErrors(errors, [402])).toEqual([]);
});

test('the owner schedules a cancellation for the period end and resumes the plan', async ({ page }) => {
  await openPlanAs(page, founder.username, founder.password);
  await page.getByRole('button', { name: en('plans.action.cancel') }).click();
  const confirmDialog = page.getByRole('alertdialog', { name: en('plans.cancel.title') });
  await expect(confirmDialog).toBeVisible();
  await expectNoA11yViolations(page);
  await confirmDialog.getByRole('button', { name: en('plans.action.cancel') }).click();
  await expect(page.locator('.snackbar')).toContainText(/The plan ends on /);
  await expect(page.locator('.plan-summary')).toContainText(
    new RegExp(`It ends on .*, then ${MAGAZINE} moves to the free plan`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await saveScreenshot(page, 'plans-canceling-1280');

  await page.getByRole('button', { name: en('plans.action.resume') }).click();
  await expect(page.locator('.snackbar')).toContainText(/The Standard plan renews on /);
  await expect(page.locator('.plan-summary')).toContainText(/It renews on .* for \$9\./);
});

test('an editor sees the plan without billing or any choice', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openPlanAs(page, editor.person.username, editor.person.password);
  await expect(planName(page)).toHaveText('Standard');
  await expect(page.getByText(en('plans.ownersOnly'))).toBeVisible();
  await expect(page.locator('.plan-billing')).toHaveCount(0);
  await expect(page.locator('.plan-receipts')).toHaveCount(0);
  await expect(page.locator('.plan-page button')).toHaveCount(0);
  await checkPage(page, 'plans-editor');
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('someone outside the magazine gets Access Deny, and a guest the sign-in overlay', async ({ page }) => {
  await page.goto('/');
  const response = await page.goto(PLAN_PAGE);
  await expect(page.getByText(en('plans.guest'))).toBeVisible();
  expect(response?.status()).toBe(200);
  await signUpByApi(page.request, newPerson());
  const denied = await page.goto(PLAN_PAGE);
  expect(denied?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: en('error.access_deny') })).toBeVisible();
});
