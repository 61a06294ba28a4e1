import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import { saveScreenshot, signUpByApi, text } from './journey-helpers.ts';
import { baseURL } from './settings.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

/** SPEC §6 team page of the demo magazine: ada (primary owner) manages it, mei (editor) only sees it. */

const DEMO_PASSWORD = 'demo-reader-2026';
const TEAM_PAGE = '/dashboard/@thelongtable/team';

async function openTeamAs(page: Page, login: string) {
  await page.goto('/');
  const response = await page.request.post('/api/auth/login/p.json', {
    data: { login, password: DEMO_PASSWORD },
    headers: { origin: baseURL, 'accept-language': 'en' },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(TEAM_PAGE);
  await waitForHydration(page);
}

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en' } });

test('the primary owner changes a role and removes a member', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openTeamAs(page, 'ada');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: en('magazines.team.heading', { magazine: 'The Long Table' }),
    }),
  ).toBeVisible();
  const members = page.locator('.team-member');
  await expect(members).toHaveCount(4);
  // Nobody changes the primary owner's role, and she cannot remove herself.
  await expect(page.getByLabel(en('magazines.team.roleOf', { name: 'Ada Okafor' }))).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: en('magazines.team.removeName', { name: 'Ada Okafor' }) }),
  ).toHaveCount(0);
  await expectNoA11yViolations(page);

  const budiRole = page.getByLabel(en('magazines.team.roleOf', { name: 'Budi Santoso' }));
  await expect(budiRole).toHaveValue('writer');
  await budiRole.focus();
  await budiRole.selectOption('seniorWriter');
  await expect(page.locator('.snackbar')).toContainText(
    en('magazines.team.roleChanged', { name: 'Budi Santoso', role: en('magazines.role.seniorWriter') }),
  );
  await expect(budiRole).toHaveValue('seniorWriter');
  await expect(budiRole).toBeFocused();

  await page.getByRole('button', { name: en('magazines.team.removeName', { name: '王文' }) }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    en('magazines.team.removeConfirm', { name: '王文', magazine: 'The Long Table' }),
  );
  await dialog.getByRole('button', { name: en('magazines.team.remove') }).click();
  await expect(page.locator('.snackbar')).toContainText(en('magazines.team.removed', { name: '王文' }));
  await expect(members).toHaveCount(3);
  await expect(page.getByRole('link', { name: '王文' })).toHaveCount(0);
  await saveScreenshot(page, 'magazine-team-owner');

  // The change is stored: a reload shows the same team.
  await page.reload();
  await waitForHydration(page);
  await expect(members).toHaveCount(3);
  await expect(page.getByLabel(en('magazines.team.roleOf', { name: 'Budi Santoso' }))).toHaveValue(
    'seniorWriter',
  );
  expect(errors).toEqual([]);
});

test("a member finds the team from the magazine's profile", async ({ page }) => {
  await openTeamAs(page, 'ada');
  await page.goto('/@thelongtable');
  await waitForHydration(page);
  await page.getByRole('link', { name: en('magazines.team.link'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${TEAM_PAGE}$`));
  await expect(page.locator('.team-member')).toHaveCount(3);
});

test('an editor sees the team without role pickers or Remove', async ({ page }) => {
  await openTeamAs(page, 'mei');
  await expect(page.locator('.team-member')).toHaveCount(3);
  await expect(page.locator('.team-member select')).toHaveCount(0);
  await expect(page.locator('.team-member button')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'magazine-team-editor');
});

test('someone outside the magazine gets Access Deny (403)', async ({ page }) => {
  await page.goto('/');
  await signUpByApi(page.request, newPerson());
  const response = await page.goto(TEAM_PAGE);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: en('error.access_deny') })).toBeVisible();
  await expect(page.locator('.team-member')).toHaveCount(0);
});

test('a guest gets the sign-in overlay', async ({ page }) => {
  await page.goto(TEAM_PAGE);
  await expect(page.locator('.team-member')).toHaveCount(0);
  await expect(page.getByText(en('magazines.team.guest'))).toBeVisible();
});
