import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  collectPageErrors,
  expectNoA11yViolations,
  newPerson,
  type Person,
  waitForHydration,
} from './helpers.ts';
import { saveScreenshot, signUpByApi, text } from './journey-helpers.ts';
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
 * SPEC §6 team page. The demo magazine shows a member in every role; on a magazine of its own the
 * primary owner changes a role and removes a member, an editor only sees the team, and people outside
 * get Access Deny or the sign-in overlay.
 */

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en' } });

const owner = newPerson();
let team: Team;
let teamPage = '';
const people: Record<'writer' | 'contributor' | 'editor', { person: Person; api: APIRequestContext }> =
  {} as never;

async function openTeamAs(page: Page, login: string, password?: string) {
  await signInByApi(page, login, password);
  await page.goto(teamPage);
  await waitForHydration(page);
}

test.beforeAll(async () => {
  const api = await apiContext();
  await signUpByApi(api, owner);
  team = await createTeamByApi(api, 'magazine', 'Team Desk');
  teamPage = `/dashboard/@${team.username}/team`;
  for (const role of ['writer', 'contributor', 'editor'] as const) {
    people[role] = await newMember();
    await joinTeamByApi(api, people[role].api, team, role);
  }
  await api.dispose();
});

test.afterAll(async () => {
  for (const { api } of Object.values(people)) await api.dispose();
});

test('the demo magazine has a member in every role', async ({ page }) => {
  await signInByApi(page, 'ada');
  await page.goto('/dashboard/@thelongtable/team');
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: en('magazines.team.heading', { magazine: 'The Long Table' }),
    }),
  ).toBeVisible();
  await expect(page.locator('.team-member')).toHaveCount(6);
  await expect(page.locator('.team-member', { hasText: 'Ada Okafor' })).toContainText(
    en('magazines.role.primaryOwner'),
  );
  // Every other member's role is in their picker; the contributor's too, though it cannot be given.
  const roles = {
    陳浩: 'managingEditor',
    林美君: 'editor',
    'Sari Wulandari': 'seniorWriter',
    'Budi Santoso': 'writer',
    王文: 'contributor',
  };
  for (const [name, role] of Object.entries(roles))
    await expect(page.getByLabel(en('magazines.team.roleOf', { name }))).toHaveValue(role);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'magazine-team-demo');
});

test('the primary owner changes a role and removes a member', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openTeamAs(page, owner.username, owner.password);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: en('magazines.team.heading', { magazine: team.displayName }),
    }),
  ).toBeVisible();
  const members = page.locator('.team-member');
  await expect(members).toHaveCount(4);
  // Nobody changes the primary owner's role, and they cannot remove themselves.
  await expect(page.getByLabel(en('magazines.team.roleOf', { name: owner.displayName }))).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: en('magazines.team.removeName', { name: owner.displayName }) }),
  ).toHaveCount(0);
  await expectNoA11yViolations(page);

  const writer = people.writer.person.displayName;
  const writerRole = page.getByLabel(en('magazines.team.roleOf', { name: writer }));
  await expect(writerRole).toHaveValue('writer');
  await writerRole.focus();
  await writerRole.selectOption('seniorWriter');
  await expect(page.locator('.snackbar')).toContainText(
    en('magazines.team.roleChanged', { name: writer, role: en('magazines.role.seniorWriter') }),
  );
  await expect(writerRole).toHaveValue('seniorWriter');
  await expect(writerRole).toBeFocused();

  const contributor = people.contributor.person.displayName;
  await page.getByRole('button', { name: en('magazines.team.removeName', { name: contributor }) }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    en('magazines.team.removeConfirm', { name: contributor, magazine: team.displayName }),
  );
  await dialog.getByRole('button', { name: en('magazines.team.remove') }).click();
  await expect(page.locator('.snackbar')).toContainText(en('magazines.team.removed', { name: contributor }));
  await expect(members).toHaveCount(3);
  await expect(page.getByRole('link', { name: contributor })).toHaveCount(0);
  await saveScreenshot(page, 'magazine-team-owner');

  // The change is stored: a reload shows the same team.
  await page.reload();
  await waitForHydration(page);
  await expect(members).toHaveCount(3);
  await expect(page.getByLabel(en('magazines.team.roleOf', { name: writer }))).toHaveValue('seniorWriter');
  expect(errors).toEqual([]);
});

test("a member finds the team from the magazine's profile", async ({ page }) => {
  await signInByApi(page, people.writer.person.username, people.writer.person.password);
  await page.goto(`/@${team.username}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: en('magazines.team.link'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${teamPage}$`));
  await expect(page.locator('.team-member')).toHaveCount(3);
});

test('an editor sees the team without role pickers or Remove', async ({ page }) => {
  await openTeamAs(page, people.editor.person.username, people.editor.person.password);
  await expect(page.locator('.team-member')).toHaveCount(3);
  await expect(page.locator('.team-member select')).toHaveCount(0);
  await expect(page.locator('.team-member button')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'magazine-team-editor');
});

test('someone outside the magazine gets Access Deny (403)', async ({ page }) => {
  await signUpByApi(page.request, newPerson());
  const response = await page.goto(teamPage);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: en('error.access_deny') })).toBeVisible();
  await expect(page.locator('.team-member')).toHaveCount(0);
});

test('a guest gets the sign-in overlay', async ({ page }) => {
  await page.goto(teamPage);
  await expect(page.locator('.team-member')).toHaveCount(0);
  await expect(page.getByText(en('magazines.team.guest'))).toBeVisible();
});
