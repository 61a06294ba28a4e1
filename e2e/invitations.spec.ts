import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  collectPageErrors,
  expectCreateProfileStep,
  expectNoA11yViolations,
  mailLink,
  newPerson,
  type Person,
  readMail,
  waitForHydration,
} from './helpers.ts';
import { saveScreenshot, signUpByApi, text } from './journey-helpers.ts';
import { baseURL } from './settings.ts';
import { createTeamByApi, joinTeamByApi, newMember, signInByApi, type Team } from './team-helpers.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

/**
 * Invitations to a magazine's team, as people use them: its primary owner (a new person with a new
 * magazine, so no other journey's team changes) invites a new address as writer, the invitee signs up
 * from the mail and joins; a link is created, copied, used, revoked and refused; the owner hands the
 * primary ownership to the new writer, who hands it back.
 */

const founder: Person = newPerson();
let team: Team;
let MAGAZINE = '';
let TEAM_PAGE = '';
/** A member from before, whom the invitation page must not show. */
let earlier: Person;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en' } });

let owner: Page;
let ownerContext: BrowserContext;
const invitee: Person = newPerson();
const linkPerson: Person = newPerson();
let inviteLink = '';

async function newContext(browser: Browser) {
  const context = await browser.newContext({
    locale: 'en-US',
    extraHTTPHeaders: { 'accept-language': 'en' },
    viewport: DESKTOP,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  return context;
}

async function signIn(page: Page, login: string, password: string) {
  await signInByApi(page, login, password);
}

async function openTeam(page: Page) {
  await page.goto(TEAM_PAGE);
  await waitForHydration(page);
}

/** Screenshots of the page as it stands, at desktop and phone size. */
async function screenshots(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, `${name}-desktop`);
}

test.beforeAll(async ({ browser }) => {
  ownerContext = await newContext(browser);
  owner = await ownerContext.newPage();
  await signUpByApi(owner.request, founder);
  team = await createTeamByApi(owner.request, 'magazine', 'Open Kitchen');
  MAGAZINE = team.displayName;
  TEAM_PAGE = `/dashboard/@${team.username}/team`;
  const member = await newMember();
  earlier = member.person;
  await joinTeamByApi(owner.request, member.api, team, 'editor');
  await member.api.dispose();
});

test.afterAll(async () => {
  await ownerContext.close();
});

test('the primary owner invites a new address by email', async () => {
  const errors = collectPageErrors(owner);
  await openTeam(owner);
  await expect(owner.getByRole('heading', { level: 2, name: en('invitations.section.title') })).toBeVisible();
  await owner.getByRole('button', { name: en('invitations.byEmail') }).click();
  const dialog = owner.getByRole('dialog', { name: en('invitations.byEmail') });
  await expect(dialog.getByLabel(en('invitations.email.label'))).toBeFocused();
  // The picker's roles: never contributor.
  const roles = dialog.getByLabel(en('invitations.role.label'));
  await expect(roles).toHaveValue('writer');
  await expect(roles.locator('option')).toHaveText(
    ['owner', 'managingEditor', 'editor', 'seniorWriter', 'writer'].map((role) =>
      en(`magazines.role.${role}` as Parameters<typeof en>[0]),
    ),
  );
  await expectNoA11yViolations(owner);
  await screenshots(owner, 'invitations-email-dialog');
  await dialog.getByLabel(en('invitations.email.label')).fill('not an address');
  await dialog.getByRole('button', { name: en('invitations.email.submit') }).click();
  await expect(dialog.getByText(en('validation.email.invalid'))).toBeVisible();
  await dialog.getByLabel(en('invitations.email.label')).fill(invitee.email);
  await dialog.getByRole('button', { name: en('invitations.email.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(owner.locator('.snackbar')).toContainText(
    en('invitations.email.sent', { email: invitee.email }),
  );
  const row = owner.locator('.invitation', { hasText: invitee.email });
  await expect(row).toContainText(en('magazines.role.writer'));
  await expect(row).toContainText(en('invitations.list.invitedBy', { name: founder.displayName }));
  await expectNoA11yViolations(owner);
  await screenshots(owner, 'invitations-team');
  expect(errors).toEqual([]);
});

test('the invitee, signed out, opens the mailed link, signs up, comes back and accepts', async ({
  browser,
}) => {
  const mail = await readMail(
    invitee.email,
    en('invitations.mail.subject', { name: founder.displayName, magazine: MAGAZINE }),
  );
  const link = mailLink(mail, /\/invitation\.html\?token=/);
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    en('invitations.page.heading', { magazine: MAGAZINE }),
  );
  await expect(
    page.getByText(
      en('invitations.page.invitedBy', {
        name: founder.displayName,
        magazine: MAGAZINE,
        role: en('magazines.role.writer'),
      }),
    ),
  ).toBeVisible();
  await expect(page.getByText(en('invitations.page.guestEmail', { email: invitee.email }))).toBeVisible();
  // The magazine, the role and who invited; nothing of the members.
  await expect(page.locator('main')).not.toContainText(earlier.displayName);
  await expectNoA11yViolations(page);
  await screenshots(page, 'invitation-guest');

  await page.getByRole('button', { name: en('invitations.page.signUp') }).click();
  const signUp = page.getByRole('dialog', { name: en('shell.loginPrompt.signUpTitle') });
  await signUp.getByLabel(en('accounts.signup.email')).fill(invitee.email);
  await signUp.getByLabel(en('accounts.signup.username')).fill(invitee.username);
  await signUp.getByLabel(en('accounts.signup.displayName')).fill(invitee.displayName);
  await signUp.getByLabel(en('accounts.signup.password'), { exact: true }).fill(invitee.password);
  await signUp.getByLabel(en('accounts.signup.confirmPassword')).fill(invitee.password);
  await signUp.getByRole('button', { name: en('accounts.signup.submit') }).click();
  await expectCreateProfileStep(page);
  await page.getByRole('button', { name: en('accounts.createProfile.skip') }).click();

  // Back on the same invitation, signed in with the invited address.
  await expect(page).toHaveURL(link);
  await waitForHydration(page);
  const accept = page.getByRole('button', { name: en('invitations.page.accept') });
  await expect(accept).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'invitation-signed-in');
  await accept.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    en('invitations.page.joinedHeading', { magazine: MAGAZINE }),
  );
  await expect(
    page.getByText(en('invitations.page.joined', { magazine: MAGAZINE, role: en('magazines.role.writer') })),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: en('invitations.page.dashboard') })).toHaveAttribute(
    'href',
    `/dashboard/@${team.username}`,
  );
  await expectNoA11yViolations(page);

  // The invitation is spent; opened again, the page says the invitee is a member now.
  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByText(en('invitations.page.member', { magazine: MAGAZINE }))).toBeVisible();
  await openTeam(page);
  await expect(page.locator('.team-member', { hasText: invitee.displayName })).toContainText(
    en('magazines.role.writer'),
  );
  expect(errors).toEqual([]);
  await context.close();
});

test('a link invitation is created and copied, used by a new person, then revoked and refused', async ({
  browser,
}) => {
  await openTeam(owner);
  await owner.getByRole('button', { name: en('invitations.byLink') }).click();
  const dialog = owner.getByRole('dialog', { name: en('invitations.byLink') });
  const roles = dialog.getByLabel(en('invitations.role.label'));
  // Contributors may be invited by link (open contribution); owners never.
  await expect(roles.locator('option', { hasText: en('magazines.role.contributor') })).toHaveCount(1);
  await expect(roles.locator('option', { hasText: en('magazines.role.owner') })).toHaveCount(0);
  await roles.selectOption('writer');
  await dialog.getByLabel(en('invitations.link.maxUses')).fill('2');
  await expectNoA11yViolations(owner);
  await dialog.getByRole('button', { name: en('invitations.link.submit') }).click();

  const created = owner.getByRole('dialog', { name: en('invitations.link.createdTitle') });
  const copy = created.getByRole('button', { name: en('invitations.link.copy') });
  await expect(copy).toBeFocused();
  inviteLink = await created.getByLabel(en('invitations.link.field')).inputValue();
  expect(inviteLink).toMatch(/\/invitation\.html\?token=[A-Za-z0-9_-]{43}$/);
  await expectNoA11yViolations(owner);
  await saveScreenshot(owner, 'invitations-link-created-desktop');
  await copy.click();
  await expect(owner.locator('.snackbar')).toContainText(en('ui.linkCopied'));
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(inviteLink);
  await created.getByRole('button', { name: en('invitations.link.done') }).click();
  const row = owner.locator('.invitation', { hasText: en('invitations.list.link') });
  await expect(row).toContainText(en('invitations.list.uses', { used: 0, max: 2 }));

  // A second new person, already signed up, joins with the link.
  const context = await newContext(browser);
  const page = await context.newPage();
  await signUpByApi(page.request, linkPerson);
  await page.goto(inviteLink);
  await waitForHydration(page);
  await page.getByRole('button', { name: en('invitations.page.accept') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    en('invitations.page.joinedHeading', { magazine: MAGAZINE }),
  );
  await context.close();

  // Revoked (after a confirmation), the link is refused.
  await openTeam(owner);
  await expect(row).toContainText(en('invitations.list.uses', { used: 1, max: 2 }));
  await row.getByRole('button', { name: en('invitations.revoke') }).click();
  const confirmation = owner.getByRole('alertdialog', { name: en('invitations.revokeTitle') });
  await expect(confirmation).toContainText(en('invitations.revokeConfirmLink'));
  await expectNoA11yViolations(owner);
  await confirmation.getByRole('button', { name: en('invitations.revoke') }).click();
  await expect(owner.locator('.snackbar')).toContainText(en('invitations.revoked'));
  await expect(row).toHaveCount(0);

  const third = await newContext(browser);
  const thirdPage = await third.newPage();
  const response = await thirdPage.goto(inviteLink);
  expect(response?.status()).toBe(410);
  await waitForHydration(thirdPage);
  await expect(thirdPage.getByRole('heading', { level: 1 })).toHaveText(
    en('invitations.page.revokedHeading'),
  );
  await expect(thirdPage.getByText(en('invitations.page.revoked', { magazine: MAGAZINE }))).toBeVisible();
  await expectNoA11yViolations(thirdPage);
  await screenshots(thirdPage, 'invitation-revoked');
  // An unknown token says so too.
  expect((await thirdPage.goto(`/invitation.html?token=${'x'.repeat(43)}`))?.status()).toBe(404);
  await expect(thirdPage.getByRole('heading', { level: 1 })).toHaveText(
    en('invitations.page.invalidHeading'),
  );
  await third.close();
});

test('the primary owner transfers ownership to the new writer, who hands it back', async ({ browser }) => {
  await openTeam(owner);
  await owner.getByRole('button', { name: en('invitations.transfer.open') }).click();
  const dialog = owner.getByRole('dialog', { name: en('invitations.transfer.open') });
  const member = dialog.getByLabel(en('invitations.transfer.member'));
  await expect(member.locator('option', { hasText: invitee.displayName })).toHaveCount(1);
  await expectNoA11yViolations(owner);
  await screenshots(owner, 'invitations-transfer-dialog');
  await member.selectOption({ label: `${invitee.displayName} (${en('magazines.role.writer')})` });
  await dialog.getByRole('button', { name: en('invitations.transfer.next') }).click();

  const confirmation = owner.getByRole('alertdialog', {
    name: en('invitations.transfer.confirmTitle', { name: invitee.displayName }),
  });
  await expect(confirmation).toContainText(
    en('invitations.transfer.confirm', { name: invitee.displayName, magazine: MAGAZINE }),
  );
  await expectNoA11yViolations(owner);
  await confirmation.getByRole('button', { name: en('invitations.transfer.open') }).click();
  await expect(owner.locator('.snackbar')).toContainText(
    en('invitations.transfer.done', { name: invitee.displayName, magazine: MAGAZINE }),
  );
  // The founder is an owner now, no longer the primary owner: the transfer section is gone, and the
  // new primary owner is named so.
  await expect(owner.locator('.team-member', { hasText: invitee.displayName })).toContainText(
    en('magazines.role.primaryOwner'),
  );
  await expect(owner.getByRole('heading', { level: 2, name: en('invitations.transfer.title') })).toHaveCount(
    0,
  );
  await expect(owner.locator('.team-member', { hasText: founder.displayName })).toContainText(
    en('magazines.role.owner'),
  );

  // The new primary owner is told, and hands the ownership back from the team page.
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, invitee.username, invitee.password);
  await page.goto('/notifications.html');
  await waitForHydration(page);
  await expect(
    page.getByText(
      en('notifications.text.role_changed', {
        name: founder.displayName,
        role: en('magazines.role.primaryOwner'),
        magazine: MAGAZINE,
      }),
    ),
  ).toBeVisible();
  await openTeam(page);
  await page.getByRole('button', { name: en('invitations.transfer.open') }).click();
  await page.getByLabel(en('invitations.transfer.member')).selectOption({
    label: `${founder.displayName} (${en('magazines.role.owner')})`,
  });
  await page.getByRole('button', { name: en('invitations.transfer.next') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: en('invitations.transfer.open') })
    .click();
  await expect(page.locator('.snackbar')).toContainText(
    en('invitations.transfer.done', { name: founder.displayName, magazine: MAGAZINE }),
  );
  await context.close();

  await openTeam(owner);
  await expect(owner.locator('.team-member', { hasText: founder.displayName })).toContainText(
    en('magazines.role.primaryOwner'),
  );
});
