import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import { accountMenuButton, saveScreenshot, signUpByApi, text } from './journey-helpers.ts';
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
 * SPEC §2 / §6 profile switcher. Read on the demo teams: hao is managing editor of The Long Table (Pro),
 * a contributor of Signal & Noise (Free) and a senior writer of the business Harbour Light (Standard),
 * which wen owns and xia manages. Leaving and closing happen on a business and a magazine this
 * journey creates, with a writer it signs up.
 */

const PHONE = { width: 390, height: 844 };
const founder = newPerson();
let business: Team;
let magazine: Team;
let writer: Awaited<ReturnType<typeof newMember>>;

/** A dialog is seen in the window, not down a full-page picture of the page behind it. */
const saveDialogScreenshot = (page: Page, name: string) => saveScreenshot(page, name, { window: true });

async function signIn(page: Page, login: string, path = '/', password?: string) {
  await signInByApi(page, login, password);
  await page.goto(path);
  await waitForHydration(page);
}

/** Opens the switcher from the header's account menu, as a person would. */
async function openSwitcher(page: Page): Promise<Locator> {
  await accountMenuButton(page).click();
  await page.getByRole('button', { name: en('switcher.open') }).click();
  const dialog = page.getByRole('dialog', { name: en('switcher.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(en('switcher.loading'))).toHaveCount(0);
  return dialog;
}

/** Switches the switcher to the list view if it shows cards. */
async function showList(dialog: Locator) {
  const toList = dialog.getByRole('button', { name: en('switcher.viewList') });
  if (await toList.isVisible()) await toList.click();
  await expect(dialog.getByRole('table')).toBeVisible();
}

/** A profile's main control in the switcher (its name, a button or a link). */
const itemOf = (dialog: Locator, name: string) => dialog.locator('[data-switcher-item]', { hasText: name });

const menuOf = (dialog: Locator, name: string) =>
  dialog.getByRole('button', { name: en('switcher.menuFor', { name }) });

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en' } });

test.beforeAll(async () => {
  const api = await apiContext();
  await signUpByApi(api, founder);
  business = await createTeamByApi(api, 'business', 'Tide Lamps');
  magazine = await createTeamByApi(api, 'magazine', 'Tide Notes');
  writer = await newMember();
  await joinTeamByApi(api, writer.api, business, 'writer');
  await joinTeamByApi(api, writer.api, magazine, 'writer');
  await api.dispose();
});

test.afterAll(async () => {
  await writer?.api.dispose();
});

test('the switcher in both views, switching to a magazine and back to Personal Magazine', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'hao');
  let dialog = await openSwitcher(page);

  // Card view first: the own profile, then the magazines with role and plan.
  await expect(dialog.getByRole('button', { name: en('switcher.viewList') })).toBeVisible();
  const cards = dialog.locator('.switcher-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0)).toContainText(en('switcher.personal'));
  await expect(cards.filter({ hasText: 'Harbour Light' })).toContainText(en('magazines.plan.standard'));
  await expect(cards.filter({ hasText: 'Harbour Light' })).toContainText(en('magazines.role.seniorWriter'));
  await expect(cards.filter({ hasText: 'The Long Table' })).toContainText(en('magazines.plan.pro'));
  await expect(cards.filter({ hasText: 'The Long Table' })).toContainText(
    en('magazines.role.managingEditor'),
  );
  await expect(cards.filter({ hasText: 'Signal & Noise' })).toContainText(en('magazines.role.contributor'));
  await expect(dialog.getByRole('link', { name: en('switcher.addBusiness') })).toHaveAttribute(
    'href',
    '/create_business.html',
  );
  await expectNoA11yViolations(page);
  await saveDialogScreenshot(page, 'switcher-cards-desktop');

  // The arrow keys move between the profiles; Escape closes and gives the focus back.
  const items = dialog.locator('[data-switcher-item]');
  await items.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.nth(3)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(accountMenuButton(page)).toBeFocused();

  // The list view: Business, Plan and Role; the choice is remembered.
  dialog = await openSwitcher(page);
  await showList(dialog);
  for (const column of ['switcher.column.business', 'switcher.column.plan', 'switcher.column.role'] as const)
    await expect(dialog.getByRole('columnheader', { name: en(column) })).toBeVisible();
  const harbour = dialog.getByRole('row').filter({ hasText: 'Harbour Light' });
  await expect(harbour.getByRole('cell').nth(0)).toHaveText(en('magazines.plan.standard'));
  await expect(harbour.getByRole('cell').nth(1)).toHaveText(en('magazines.role.seniorWriter'));
  // Only its primary owner may close a business; everyone else may leave it.
  await menuOf(dialog, 'Harbour Light').click();
  await expect(dialog.getByRole('menuitem', { name: en('switcher.leaveBusiness') })).toBeFocused();
  await expect(dialog.getByRole('menuitem', { name: en('switcher.closeBusiness') })).toHaveCount(0);
  // Escape closes the menu, not the switcher.
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('menu')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await saveDialogScreenshot(page, 'switcher-list-desktop');
  await page.setViewportSize(PHONE);
  await saveDialogScreenshot(page, 'switcher-list-phone');
  await dialog.getByRole('button', { name: en('switcher.viewCard') }).click();
  await saveDialogScreenshot(page, 'switcher-cards-phone');
  await showList(dialog);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A failed switch says 'Switch Profile Error' and changes nothing.
  await page.route('**/api2/account/magazine/switch?*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
  );
  await itemOf(dialog, 'The Long Table').click();
  const alertBox = page.getByRole('alertdialog');
  await expect(alertBox).toContainText(en('switcher.switchError'));
  await alertBox.getByRole('button', { name: en('ui.ok') }).click();
  await page.unroute('**/api2/account/magazine/switch?*');

  // Switching reloads the page: the header shows the magazine with the person's small picture.
  await Promise.all([page.waitForEvent('load'), itemOf(dialog, 'The Long Table').click()]);
  await waitForHydration(page);
  await expect(accountMenuButton(page)).toContainText('The Long Table');
  await expect(accountMenuButton(page)).toHaveAccessibleName(/Acting as The Long Table/);
  await expect(page.locator('.account-menu-button .acting-avatar')).toBeVisible();
  await saveScreenshot(page, 'switcher-acting-header');

  // The list view was remembered; back to the person.
  dialog = await openSwitcher(page);
  await expect(dialog.getByRole('table')).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: 'The Long Table' })).toContainText(
    en('switcher.current'),
  );
  await Promise.all([page.waitForEvent('load'), itemOf(dialog, '陳浩').click()]);
  await waitForHydration(page);
  await expect(accountMenuButton(page)).toContainText('陳浩');
  await expect(page.locator('.account-menu-button .acting-avatar')).toHaveCount(0);
  // The only errors are the failed switch this journey asked for.
  expect(errors.filter((error) => !error.includes('/api2/account/magazine/switch'))).toEqual([]);
});

test('a writer leaves a business from its menu', async ({ page }) => {
  await signIn(page, writer.person.username, '/', writer.person.password);
  let dialog = await openSwitcher(page);
  await showList(dialog);
  await expect(dialog.getByRole('row').filter({ hasText: business.displayName })).toContainText(
    en('magazines.role.writer'),
  );

  // The server fails once: SPEC §8's text, and nothing is left.
  await page.route('**/api2/magazine/user/remove', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
  );
  await menuOf(dialog, business.displayName).click();
  await dialog.getByRole('menuitem', { name: en('switcher.leaveBusiness') }).click();
  let confirmBox = page.getByRole('alertdialog');
  await expect(confirmBox).toContainText(en('switcher.leaveConfirm', { name: business.displayName }));
  await expectNoA11yViolations(page);
  await saveDialogScreenshot(page, 'switcher-leave-confirm');
  await confirmBox.getByRole('button', { name: en('switcher.leaveBusiness') }).click();
  const alertBox = page.getByRole('alertdialog');
  await expect(alertBox).toContainText(en('switcher.serverFailed'));
  await alertBox.getByRole('button', { name: en('ui.ok') }).click();
  await page.unroute('**/api2/magazine/user/remove');

  // Now it works: the switcher closes and says so.
  await menuOf(dialog, business.displayName).click();
  await dialog.getByRole('menuitem', { name: en('switcher.leaveBusiness') }).click();
  confirmBox = page.getByRole('alertdialog');
  await confirmBox.getByRole('button', { name: en('switcher.leaveBusiness') }).click();
  await expect(page.locator('.snackbar')).toContainText(en('switcher.left', { name: business.displayName }));
  await expect(dialog).toBeHidden();
  dialog = await openSwitcher(page);
  await expect(dialog.getByRole('row').filter({ hasText: business.displayName })).toHaveCount(0);
  await expect(dialog.getByRole('row').filter({ hasText: magazine.displayName })).toHaveCount(1);
});

test('the primary owner closes a business, is held while it runs, and reopens it', async ({ page }) => {
  await signIn(page, founder.username, '/', founder.password);
  let dialog = await openSwitcher(page);
  await showList(dialog);

  // The closing takes a moment: a second leave or close meanwhile is held (SPEC §4).
  await page.route('**/api2/magazine/delete', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await menuOf(dialog, business.displayName).click();
  await dialog.getByRole('menuitem', { name: en('switcher.closeBusiness') }).click();
  const confirmBox = page.getByRole('alertdialog');
  await expect(confirmBox).toContainText(en('switcher.closeConfirm', { name: business.displayName }));
  await confirmBox.getByRole('button', { name: en('switcher.closeBusiness') }).click();
  await menuOf(dialog, magazine.displayName).click();
  await dialog.getByRole('menuitem', { name: en('switcher.closeBusiness') }).click();
  const busy = page.getByRole('alertdialog');
  await expect(busy).toContainText(en('switcher.busy'));
  await expectNoA11yViolations(page);
  await busy.getByRole('button', { name: en('ui.ok') }).click();
  await expect(page.locator('.snackbar')).toContainText(
    en('switcher.deleted', { name: business.displayName }),
  );
  await page.unroute('**/api2/magazine/delete');

  // Undo reopens it at once.
  await page
    .locator('.snackbar')
    .getByRole('button', { name: en('switcher.undo') })
    .click();
  await expect(page.locator('.snackbar')).toContainText(
    en('switcher.reopened', { name: business.displayName }),
  );
  dialog = await openSwitcher(page);
  await expect(dialog.getByRole('row').filter({ hasText: business.displayName })).toContainText(
    en('magazines.plan.free'),
  );

  // Closed again: the switcher offers Reopen until the date, and so does its home.
  await menuOf(dialog, business.displayName).click();
  await dialog.getByRole('menuitem', { name: en('switcher.closeBusiness') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: en('switcher.closeBusiness') })
    .click();
  await expect(page.locator('.snackbar')).toContainText(
    en('switcher.deleted', { name: business.displayName }),
  );
  dialog = await openSwitcher(page);
  const closedRow = dialog.getByRole('row').filter({ hasText: business.displayName });
  await expect(closedRow).toContainText(/Closed — Reopen until/);
  await expect(
    closedRow.getByRole('button', { name: en('switcher.reopenName', { name: business.displayName }) }),
  ).toBeVisible();
  await saveDialogScreenshot(page, 'switcher-closed');
  await page.keyboard.press('Escape');

  // Its public page is gone for the owner too, who lands on its home.
  await page.goto(`/@${business.username}`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/@${business.username}$`));
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { level: 1, name: en('teamHome.closedTitle', { name: business.displayName }) }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'team-home-closed');
  await page.getByRole('button', { name: en('teamHome.reopen', { name: business.displayName }) }).click();
  await expect(page.locator('.snackbar')).toContainText(
    en('switcher.reopened', { name: business.displayName }),
  );
  await expect(page.getByRole('heading', { level: 1, name: business.displayName })).toBeVisible();
});

test('the team home shows what needs the viewer, by their rights', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'wen', '/dashboard/@harbourlight');
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Light' })).toBeVisible();
  await expect(
    page.getByText(en('teamHome.yourRole', { role: en('magazines.role.primaryOwner') })),
  ).toBeVisible();
  const cards = page.locator('.team-home-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.filter({ hasText: en('teamHome.plan') })).toContainText(en('magazines.plan.standard'));
  await expect(page.getByRole('link', { name: en('teamHome.submissionsLink') })).toHaveAttribute(
    'href',
    '/dashboard/@harbourlight/review',
  );
  await expect(
    page.locator('.dashboard-nav').getByRole('link', { name: en('dashboard.nav.settings'), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: en('switcher.closeBusiness') })).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'team-home-desktop');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'team-home-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // 'Other magazines' opens the switcher in link mode: an item goes to that dashboard.
  await page.getByRole('button', { name: en('teamHome.switchMagazine') }).click();
  const dialog = page.getByRole('dialog', { name: en('switcher.title') });
  await itemOf(dialog, 'The Long Table').click();
  await expect(page).toHaveURL(/\/dashboard\/@thelongtable$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'The Long Table' })).toBeVisible();

  // SPEC §6 getPageMagazine: ?magazineUserId= in place of the @username.
  const view = await (await page.request.get('/api2/magazine/switcher')).json();
  const harbour = view.data.magazines.find((m: { username: string }) => m.username === 'harbourlight');
  await page.goto(`/dashboard/team?magazineUserId=${harbour.userId}`);
  await expect(page).toHaveURL(/\/dashboard\/@harbourlight\/team$/);
  expect(errors).toEqual([]);
});

test('a managing editor sees no plan; others get Access Deny or the overlay', async ({ page }) => {
  await signIn(page, 'xia', '/dashboard/@harbourlight');
  const cards = page.locator('.team-home-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: en('teamHome.plan') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: en('switcher.leaveBusiness') })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/dashboard/@harbourlight');
  await expect(page.getByText(en('teamHome.guest'))).toBeVisible();

  await signUpByApi(page.request, newPerson());
  const response = await page.goto('/dashboard/@harbourlight');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: en('error.access_deny') })).toBeVisible();
});
