import { MAGAZINE_ROLE, OWNER_TYPE } from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenIn } from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { signedInPerson } from '../../test/reading-fixtures.ts';
import { buildMagazine, membersOf, type Team, teamEventsOf } from '../../test/team-fixtures.ts';
import { magazineMembers, users } from '../accounts/tables.ts';
import { mailOutbox } from '../mail/tables.ts';
import { notifications } from '../notifications/tables.ts';
import { createPageApi } from '../ssr/page-api.ts';
import { magazineInvitations, magazines } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const DAY_MS = 86_400_000;
let addresses = 0;
const newAddress = () => `answer${++addresses}.${Date.now().toString(36)}@example.org`;

/** An email invitation from the team's owner; answers its token (read from the mail, as a person would). */
async function invite(team: Team, email: string, role = 'writer') {
  const response = await team.people.owner.client.post('/api2/magazine/invitation/email', {
    magazineUserId: team.magazineUserId,
    email,
    role,
  });
  expect(response.status).toBe(200);
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(mailOutbox.id);
  return tokenIn(mail!.textBody, '/invitation.html');
}

async function link(team: Team, maxUses: number, role = 'contributor') {
  const response = await team.people.owner.client.post('/api2/magazine/invitation/link', {
    magazineUserId: team.magazineUserId,
    role,
    maxUses,
  });
  expect(response.status).toBe(200);
  return new URL(response.body.data.url).searchParams.get('token')!;
}

const invitationRow = async (magazineUserId: number) =>
  (
    await db()
      .select()
      .from(magazineInvitations)
      .where(eq(magazineInvitations.magazineUserId, magazineUserId))
  )[0]!;

const membershipOf = async (magazineUserId: number, userId: number) =>
  (
    await db()
      .select()
      .from(magazineMembers)
      .where(and(eq(magazineMembers.magazineUserId, magazineUserId), eq(magazineMembers.userId, userId)))
  )[0] ?? null;

const notificationsOf = (userId: number) =>
  db().select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);

type Client = Awaited<ReturnType<typeof signedInPerson>>['client'];
const accept = (client: Client | ReturnType<typeof createClient>, body: Record<string, unknown>) =>
  client.post('/api2/magazine/invitation/accept', body);
const decline = (client: Client, body: Record<string, unknown>) =>
  client.post('/api2/magazine/invitation/decline', body);

describe('POST /api2/magazine/invitation/accept', () => {
  it('asks a guest to sign in, and refuses an unknown or malformed token', async () => {
    const team = await buildMagazine(t);
    const token = await invite(team, newAddress());
    expect((await accept(createClient(t.app), { token })).status).toBe(401);
    const person = await signedInPerson(t);
    const unknown = await accept(person.client, { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorMsgKey: 'error.invitation.invalid' });
    expect((await accept(person.client, { token: 'short' })).status).toBe(400);
    expect((await accept(person.client, {})).status).toBe(400);
    expect((await invitationRow(team.magazineUserId)).useCount).toBe(0);
  });

  it('joins the account with the invited address: membership, use, audit row, notifications, verified address', async () => {
    const team = await buildMagazine(t);
    const { magazineUserId, people } = team;
    const email = newAddress();
    const token = await invite(team, email, 'editor');
    // Signed up after the invitation, with the address it went to; not verified yet.
    const invitee = await signedInPerson(t, { email: email.toUpperCase() });
    const response = await accept(invitee.client, { token });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      magazine: { userId: magazineUserId, username: team.magazine.username, displayName: 'Test Magazine' },
      role: 'editor',
      dashboardPath: `/dashboard/@${team.magazine.username}`,
    });
    expect(await membershipOf(magazineUserId, invitee.id)).toMatchObject({
      role: MAGAZINE_ROLE.editor,
      ownerType: OWNER_TYPE.none,
    });
    expect((await invitationRow(magazineUserId)).useCount).toBe(1);
    const [person] = await db().select().from(users).where(eq(users.id, invitee.id));
    expect(person?.emailVerifiedAt).not.toBeNull();
    expect((await teamEventsOf(t, magazineUserId)).at(-1)).toMatchObject({
      action: 'magazine.member.join',
      actorUserId: invitee.id,
      subjectUserId: invitee.id,
      data: { magazineUserId, role: 'editor', kind: 'email', invitedBy: people.owner.id },
    });
    expect(await notificationsOf(magazineUserId)).toMatchObject([
      { kind: 'member_joined', actorId: invitee.id, magazineId: magazineUserId, data: { role: 'editor' } },
    ]);
    expect(await notificationsOf(people.owner.id)).toMatchObject([
      { kind: 'invitation_accepted', actorId: invitee.id, magazineId: magazineUserId },
    ]);
    // The new member now sees the team.
    expect((await invitee.client.get(`/api2/magazine/team?magazineUserId=${magazineUserId}`)).status).toBe(
      200,
    );
  });

  it('refuses another account for an email invitation, saying so, changing nothing', async () => {
    const team = await buildMagazine(t);
    const token = await invite(team, newAddress());
    const other = await signedInPerson(t, { emailVerifiedAt: t.now() });
    const before = await membersOf(t, team.magazineUserId);
    for (const answer of [accept, decline]) {
      const response = await answer(other.client, { token });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ errorMsgKey: 'error.invitation.wrong.account' });
    }
    expect(await membersOf(t, team.magazineUserId)).toEqual(before);
    expect(await invitationRow(team.magazineUserId)).toMatchObject({ useCount: 0, declinedAt: null });
  });

  it('makes an owner (ownerType 2) from an owner invitation', async () => {
    const team = await buildMagazine(t);
    const email = newAddress();
    const token = await invite(team, email, 'owner');
    const invitee = await signedInPerson(t, { email });
    expect((await accept(invitee.client, { token })).status).toBe(200);
    expect(await membershipOf(team.magazineUserId, invitee.id)).toMatchObject({
      role: MAGAZINE_ROLE.owner,
      ownerType: OWNER_TYPE.owner,
    });
  });

  it('tells a member they are one already, without using the invitation', async () => {
    const team = await buildMagazine(t);
    const token = await link(team, 3);
    const response = await accept(team.people.writer.client, { token });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ errorMsgKey: 'error.invitation.already.member' });
    expect((await invitationRow(team.magazineUserId)).useCount).toBe(0);
    expect(await membershipOf(team.magazineUserId, team.people.writer.id)).toMatchObject({
      role: MAGAZINE_ROLE.writer,
    });
  });

  it('refuses expired, revoked and used-up invitations, and those of a closed magazine', async () => {
    const team = await buildMagazine(t);
    const { magazineUserId } = team;
    const once = await link(team, 1);
    const first = await signedInPerson(t);
    const second = await signedInPerson(t);
    expect((await accept(first.client, { token: once })).status).toBe(200);
    const used = await accept(second.client, { token: once });
    expect(used.status).toBe(410);
    expect(used.body).toMatchObject({ errorMsgKey: 'error.invitation.used' });

    const revokedTeam = await buildMagazine(t);
    const revokedToken = await link(revokedTeam, 5);
    const row = await invitationRow(revokedTeam.magazineUserId);
    await revokedTeam.people.owner.client.post('/api2/magazine/invitation/revoke', {
      magazineUserId: revokedTeam.magazineUserId,
      invitationId: row.id,
    });
    expect((await accept(second.client, { token: revokedToken })).body).toMatchObject({
      errorMsgKey: 'error.invitation.revoked',
    });

    const closedTeam = await buildMagazine(t);
    const closedToken = await link(closedTeam, 5);
    await db()
      .update(magazines)
      .set({ closedAt: t.now() })
      .where(eq(magazines.userId, closedTeam.magazineUserId));
    expect((await accept(second.client, { token: closedToken })).body).toMatchObject({
      errorMsgKey: 'error.invitation.revoked',
    });

    const expiring = await link(team, 5);
    t.advance(7 * DAY_MS + 1000);
    const expired = await accept(second.client, { token: expiring });
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ errorMsgKey: 'error.invitation.expired' });
    expect(await membershipOf(magazineUserId, second.id)).toBeNull();
    expect(await membershipOf(revokedTeam.magazineUserId, second.id)).toBeNull();
  });

  it('makes exactly one member of 50 people accepting a one-use link at once', async () => {
    const team = await buildMagazine(t);
    const token = await link(team, 1, 'writer');
    const people = await Promise.all(Array.from({ length: 50 }, () => signedInPerson(t)));
    const before = (await membersOf(t, team.magazineUserId)).length;
    const answers = await Promise.all(people.map((person) => accept(person.client, { token })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 410)).toHaveLength(49);
    expect(await membersOf(t, team.magazineUserId)).toHaveLength(before + 1);
    expect((await invitationRow(team.magazineUserId)).useCount).toBe(1);
    const joins = (await teamEventsOf(t, team.magazineUserId)).filter(
      (e) => e.action === 'magazine.member.join',
    );
    expect(joins).toHaveLength(1);
  });

  it('counts one use per person when one person accepts twice at once', async () => {
    const team = await buildMagazine(t);
    const token = await link(team, 5, 'writer');
    const person = await signedInPerson(t);
    const answers = await Promise.all([accept(person.client, { token }), accept(person.client, { token })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await invitationRow(team.magazineUserId)).useCount).toBe(1);
  });

  it("lets the invitee answer by id (their notification's link), and no one else", async () => {
    const team = await buildMagazine(t);
    const email = newAddress();
    const invitee = await signedInPerson(t, { email, emailVerifiedAt: t.now() });
    await invite(team, email);
    const { id: invitationId } = await invitationRow(team.magazineUserId);
    const [notice] = await notificationsOf(invitee.id);
    expect(notice?.data).toMatchObject({ invitationId: String(invitationId) });
    const other = await signedInPerson(t, { emailVerifiedAt: t.now() });
    expect((await accept(other.client, { invitationId })).status).toBe(404);
    const sameAddressUnverified = await signedInPerson(t);
    expect((await accept(sameAddressUnverified.client, { invitationId })).status).toBe(404);
    expect((await accept(invitee.client, { invitationId })).status).toBe(200);
  });
});

describe('POST /api2/magazine/invitation/decline', () => {
  it('marks an email invitation declined, with its audit row; it can no longer be accepted', async () => {
    const team = await buildMagazine(t);
    const email = newAddress();
    const token = await invite(team, email);
    const invitee = await signedInPerson(t, { email });
    expect((await decline(createClient(t.app) as unknown as Client, { token })).status).toBe(401);
    const response = await decline(invitee.client, { token });
    expect(response.status).toBe(200);
    expect(response.body.data.magazine.userId).toBe(team.magazineUserId);
    expect((await invitationRow(team.magazineUserId)).declinedAt).not.toBeNull();
    expect((await teamEventsOf(t, team.magazineUserId)).at(-1)).toMatchObject({
      action: 'magazine.invitation.decline',
      actorUserId: invitee.id,
      data: { role: 'writer' },
    });
    const again = await accept(invitee.client, { token });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ errorMsgKey: 'error.invitation.declined' });
    // A new invitation to the same address may follow.
    await invite(team, email);
  });

  it('stores nothing for a link', async () => {
    const team = await buildMagazine(t);
    const token = await link(team, 2);
    const events = (await teamEventsOf(t, team.magazineUserId)).length;
    const person = await signedInPerson(t);
    expect((await decline(person.client, { token })).status).toBe(200);
    expect(await invitationRow(team.magazineUserId)).toMatchObject({ declinedAt: null, useCount: 0 });
    expect(await teamEventsOf(t, team.magazineUserId)).toHaveLength(events);
    expect((await accept(person.client, { token })).status).toBe(200);
  });
});

describe('the invitation page (page API)', () => {
  const viewerOf = (userId: number) => ({ userId, sessionId: 1, uiLang: null, remember: true });

  it('shows the magazine, the role and who invited, and where the viewer stands; nothing of the members', async () => {
    const team = await buildMagazine(t);
    const email = newAddress();
    const token = await invite(team, email, 'seniorWriter');
    const pageApiFor = createPageApi(t.app.services);
    const guest = await pageApiFor(null).invitations.invitation({ token });
    expect(guest).toEqual({
      state: 'open',
      viewer: 'guest',
      invitation: {
        kind: 'email',
        role: 'seniorWriter',
        magazine: {
          userId: team.magazineUserId,
          username: team.magazine.username,
          displayName: 'Test Magazine',
          photoPath: null,
        },
        invitedBy: {
          userId: team.people.owner.id,
          username: team.people.owner.username,
          displayName: team.people.owner.displayName,
          photoPath: null,
        },
        email,
        expiresAt: expect.any(String),
      },
    });
    expect(JSON.stringify(guest)).not.toContain(team.people.writer.username);
    const invitee = await signedInPerson(t, { email });
    const viewerState = async (userId: number) => {
      const page = await pageApiFor(viewerOf(userId)).invitations.invitation({ token });
      return page.state === 'invalid' ? 'invalid' : page.viewer;
    };
    expect(await viewerState(invitee.id)).toBe('can-accept');
    expect(await viewerState(team.outsider.id)).toBe('wrong-account');
    expect(await viewerState(team.people.writer.id)).toBe('member');
    expect(await pageApiFor(null).invitations.invitation({ token: 'y'.repeat(43) })).toEqual({
      state: 'invalid',
    });
    // By id, only for the verified invitee.
    const { id } = await invitationRow(team.magazineUserId);
    expect(await pageApiFor(viewerOf(invitee.id)).invitations.invitation({ invitationId: id })).toEqual({
      state: 'invalid',
    });
    t.advance(8 * DAY_MS);
    expect((await pageApiFor(null).invitations.invitation({ token })).state).toBe('expired');
  });

  it('lists open invitations on the team page only for those who may invite', async () => {
    const team = await buildMagazine(t);
    await link(team, 2);
    const pageApiFor = createPageApi(t.app.services);
    expect(await pageApiFor(null).invitations.openInvitations(team.magazineUserId)).toBeNull();
    expect(
      await pageApiFor(viewerOf(team.people.editor.id)).invitations.openInvitations(team.magazineUserId),
    ).toBeNull();
    const owner = await pageApiFor(viewerOf(team.people.owner.id)).invitations.openInvitations(
      team.magazineUserId,
    );
    expect(owner?.invitations).toHaveLength(1);
  });
});
