import { MAGAZINE_ROLE } from '@masthead/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenIn } from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson } from '../../test/reading-fixtures.ts';
import { buildMagazine, type Client, expectDenied, teamEventsOf } from '../../test/team-fixtures.ts';
import { hashToken } from '../accounts/secrets.ts';
import { mailOutbox } from '../mail/tables.ts';
import { notifications } from '../notifications/tables.ts';
import { magazineInvitations, magazines } from './tables.ts';

/** The per-magazine hourly limit of this file's app: low, so the 429 is reached; each test has its own magazine. */
const LIMIT = 4;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((config) => ({
    ...config,
    rateLimits: { ...config.rateLimits, invitationsPerMagazinePerHour: LIMIT },
  }));
});
afterAll(() => t?.close());

const db = () => t.database.db;
let addresses = 0;
const newAddress = () => `invitee${++addresses}.${Date.now().toString(36)}@example.org`;

const invitationsOf = (magazineUserId: number) =>
  db()
    .select()
    .from(magazineInvitations)
    .where(eq(magazineInvitations.magazineUserId, magazineUserId))
    .orderBy(magazineInvitations.id);

const mailTo = (address: string) =>
  db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(mailOutbox.id);

const notificationsOf = (userId: number) =>
  db().select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);

const inviteByEmail = (client: Client, body: Record<string, unknown>) =>
  client.post('/api2/magazine/invitation/email', body);
const inviteByLink = (client: Client, body: Record<string, unknown>) =>
  client.post('/api2/magazine/invitation/link', body);
const listOf = (client: Client, magazineUserId: number) =>
  client.get(`/api2/magazine/invitations?magazineUserId=${magazineUserId}`);

/** No answer carries a token's hash, whatever the route. */
function expectNoHash(body: unknown) {
  expect(JSON.stringify(body)).not.toMatch(/tokenHash|token_hash|[0-9a-f]{64}/);
}

describe('POST /api2/magazine/invitation/email', () => {
  it('asks a guest to sign in', async () => {
    const team = await buildMagazine(t);
    const response = await inviteByEmail(createClient(t.app), {
      magazineUserId: team.magazineUserId,
      email: newAddress(),
      role: 'writer',
    });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ errorCode: 1000 });
  });

  it('refuses outsiders, editors and writers, and a managing editor making an owner, writing nothing', async () => {
    const team = await buildMagazine(t);
    const { people, magazineUserId } = team;
    const email = newAddress();
    for (const client of [
      team.outsider.client,
      people.editor.client,
      people.writer.client,
      people.contributor.client,
    ])
      expectDenied(await inviteByEmail(client, { magazineUserId, email, role: 'writer' }));
    expectDenied(await inviteByEmail(people.managingEditor.client, { magazineUserId, email, role: 'owner' }));
    expect(await invitationsOf(magazineUserId)).toEqual([]);
    expect(await mailTo(email)).toEqual([]);
    expect(await teamEventsOf(t, magazineUserId)).toEqual([]);
  });

  it('refuses contributor by email, unknown fields and bad addresses with 400', async () => {
    const team = await buildMagazine(t);
    const { magazineUserId } = team;
    const client = team.people.primaryOwner.client;
    for (const body of [
      { magazineUserId, email: newAddress(), role: 'contributor' },
      { magazineUserId, email: 'not-an-address', role: 'writer' },
      { magazineUserId, email: newAddress(), role: 'writer', expiresInDays: 31 },
      { magazineUserId, email: newAddress(), role: 'writer', userId: 1 },
    ]) {
      const response = await inviteByEmail(client, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await invitationsOf(magazineUserId)).toEqual([]);
  });

  it('invites a new address: the hash kept, the link mailed, the audit row without the address', async () => {
    const team = await buildMagazine(t);
    const { magazineUserId, people } = team;
    const email = newAddress();
    const response = await inviteByEmail(people.managingEditor.client, {
      magazineUserId,
      email: email.toUpperCase(),
      role: 'writer',
    });
    expect(response.status).toBe(200);
    expectNoHash(response.body);
    const [listed] = response.body.data.invitations;
    expect(listed).toMatchObject({
      kind: 'email',
      email,
      role: 'writer',
      maxUses: 1,
      useCount: 0,
      invitedBy: { userId: people.managingEditor.id, username: people.managingEditor.username },
    });
    // Seven days by default.
    expect(new Date(listed.expiresAt).getTime() - t.now().getTime()).toBeGreaterThan(6.9 * 86_400_000);
    expect(new Date(listed.expiresAt).getTime() - t.now().getTime()).toBeLessThan(7.1 * 86_400_000);

    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe(
      `${people.managingEditor.displayName} invited you to join Test Magazine on Masthead`,
    );
    expect(mail?.textBody).toContain('as Writer');
    const token = tokenIn(mail!.textBody, '/invitation.html');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [row] = await invitationsOf(magazineUserId);
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const [event] = await teamEventsOf(t, magazineUserId);
    expect(event).toMatchObject({
      action: 'magazine.invitation.create',
      actorUserId: people.managingEditor.id,
      subjectUserId: null,
      data: { magazineUserId, invitationId: row!.id, kind: 'email', role: 'writer' },
    });
    expect(JSON.stringify(event)).not.toContain(email);
  });

  it('notifies a verified account with the address, and only a verified one', async () => {
    const team = await buildMagazine(t);
    const { magazineUserId, people } = team;
    const verified = await insertPerson(db(), { email: newAddress(), emailVerifiedAt: t.now() });
    const unverified = await insertPerson(db(), { email: newAddress() });
    for (const person of [verified, unverified])
      expect(
        (await inviteByEmail(people.owner.client, { magazineUserId, email: person.email, role: 'editor' }))
          .status,
      ).toBe(200);
    const [row] = await invitationsOf(magazineUserId);
    expect(await notificationsOf(verified.id)).toMatchObject([
      {
        kind: 'invitation',
        actorId: people.owner.id,
        magazineId: magazineUserId,
        data: { role: 'editor', invitationId: String(row!.id) },
      },
    ]);
    expect(await notificationsOf(unverified.id)).toEqual([]);
    // The mail greets an account by its name.
    expect((await mailTo(verified.email!))[0]?.textBody).toContain(`Hello ${verified.displayName},`);
  });

  it('replaces the open invitation to the same address, whatever its case', async () => {
    const team = await buildMagazine(t);
    const { magazineUserId, people } = team;
    const email = newAddress();
    await inviteByEmail(people.owner.client, { magazineUserId, email, role: 'writer' });
    const second = await inviteByEmail(people.owner.client, {
      magazineUserId,
      email: email.toUpperCase(),
      role: 'editor',
      expiresInDays: 30,
    });
    expect(second.status).toBe(200);
    expect(second.body.data.invitations).toHaveLength(1);
    expect(second.body.data.invitations[0]).toMatchObject({ role: 'editor' });
    const [first, latest] = await invitationsOf(magazineUserId);
    expect(first?.revokedAt).not.toBeNull();
    expect(latest?.revokedAt).toBeNull();
    expect(latest?.role).toBe(MAGAZINE_ROLE.editor);
    const events = await teamEventsOf(t, magazineUserId);
    expect(events.at(-1)?.data).toMatchObject({ replaced: [first!.id] });
    expect(await mailTo(email)).toHaveLength(2);
  });

  it("says clearly that a member's address is already a member, writing nothing", async () => {
    const team = await buildMagazine(t);
    const { magazineUserId, people } = team;
    const response = await inviteByEmail(people.owner.client, {
      magazineUserId,
      email: people.writer.email!.toUpperCase(),
      role: 'editor',
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      errorMsgKey: 'error.invitation.member.exists',
      errorMsg: 'That person is already a member of this magazine.',
    });
    expect(await invitationsOf(magazineUserId)).toEqual([]);
    expect(await mailTo(people.writer.email!)).toEqual([]);
  });

  it('refuses a closed magazine: its members keep no right in it (403)', async () => {
    const team = await buildMagazine(t);
    const { magazineUserId } = team;
    await db().update(magazines).set({ closedAt: t.now() }).where(eq(magazines.userId, magazineUserId));
    const response = await inviteByEmail(team.people.primaryOwner.client, {
      magazineUserId,
      email: newAddress(),
      role: 'writer',
    });
    expect(response.status).toBe(403);
    expect(await invitationsOf(magazineUserId)).toEqual([]);
  });

  it(`limits invitations to ${LIMIT} an hour per magazine (429 with Retry-After), email and link alike`, async () => {
    const team = await buildMagazine(t);
    const { magazineUserId, people } = team;
    for (let i = 0; i < LIMIT - 1; i++)
      expect(
        (await inviteByEmail(people.owner.client, { magazineUserId, email: newAddress(), role: 'writer' }))
          .status,
      ).toBe(200);
    expect(
      (await inviteByLink(people.owner.client, { magazineUserId, role: 'writer', maxUses: 2 })).status,
    ).toBe(200);
    const email = newAddress();
    const refused = await inviteByEmail(people.primaryOwner.client, {
      magazineUserId,
      email,
      role: 'writer',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailTo(email)).toEqual([]);
    expect(await invitationsOf(magazineUserId)).toHaveLength(LIMIT);
    // Another magazine has its own count.
    const other = await buildMagazine(t);
    expect(
      (
        await inviteByEmail(other.people.owner.client, {
          magazineUserId: other.magazineUserId,
          email,
          role: 'writer',
        })
      ).status,
    ).toBe(200);
  });
});

describe('POST /api2/magazine/invitation/link', () => {
  it('refuses those who may not invite, and owner links (a link is for anyone)', async () => {
    const team = await buildMagazine(t);
    const { magazineUserId, people } = team;
    expect(
      (await inviteByLink(createClient(t.app), { magazineUserId, role: 'writer', maxUses: 1 })).status,
    ).toBe(401);
    for (const client of [team.outsider.client, people.editor.client, people.writer.client])
      expectDenied(await inviteByLink(client, { magazineUserId, role: 'writer', maxUses: 1 }));
    for (const body of [
      { magazineUserId, role: 'owner', maxUses: 1 },
      { magazineUserId, role: 'writer', maxUses: 0 },
      { magazineUserId, role: 'writer', maxUses: 501 },
      { magazineUserId, role: 'writer', maxUses: '5' },
    ])
      expect((await inviteByLink(people.primaryOwner.client, body)).status, JSON.stringify(body)).toBe(400);
    expect(await invitationsOf(magazineUserId)).toEqual([]);
  });

  it('creates a contributor link with a usage limit, its address answered once', async () => {
    const team = await buildMagazine(t);
    const { magazineUserId, people } = team;
    const response = await inviteByLink(people.managingEditor.client, {
      magazineUserId,
      role: 'contributor',
      maxUses: 25,
      expiresInDays: 3,
    });
    expect(response.status).toBe(200);
    const { url, invitations } = response.body.data;
    expect(url).toMatch(/^http:\/\/localhost:\d+\/invitation\.html\?token=[A-Za-z0-9_-]{43}$/);
    expect(invitations.invitations).toMatchObject([
      { kind: 'link', email: null, role: 'contributor', maxUses: 25, useCount: 0 },
    ]);
    const [row] = await invitationsOf(magazineUserId);
    expect(row?.tokenHash).toBe(hashToken(new URL(url).searchParams.get('token')!));
    expect(row?.expiresAt.getTime()).toBe(row!.createdAt.getTime() + 3 * 86_400_000);
    expect((await teamEventsOf(t, magazineUserId))[0]).toMatchObject({
      action: 'magazine.invitation.create',
      data: { kind: 'link', role: 'contributor', maxUses: 25 },
    });
    // The list never shows the address again.
    expect(JSON.stringify((await listOf(people.primaryOwner.client, magazineUserId)).body)).not.toContain(
      url,
    );
  });
});

describe('GET /api2/magazine/invitations', () => {
  it('shows open invitations and the roles to offer to those who may invite, and no one else', async () => {
    const team = await buildMagazine(t);
    const { magazineUserId, people } = team;
    const email = newAddress();
    await inviteByEmail(people.owner.client, { magazineUserId, email, role: 'seniorWriter' });
    await inviteByLink(people.owner.client, { magazineUserId, role: 'writer', maxUses: 1 });
    // Expired, used up and revoked invitations are not open.
    const expired = await inviteByLink(people.owner.client, {
      magazineUserId,
      role: 'writer',
      maxUses: 2,
      expiresInDays: 1,
    });
    expect(expired.status).toBe(200);
    await db()
      .update(magazineInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(magazineInvitations.maxUses, 2));

    expect((await listOf(createClient(t.app), magazineUserId)).status).toBe(401);
    for (const client of [
      team.outsider.client,
      people.editor.client,
      people.writer.client,
      people.contributor.client,
    ]) {
      const response = await listOf(client, magazineUserId);
      expectDenied(response);
      expect(JSON.stringify(response.body)).not.toContain(email);
    }
    const managing = await listOf(people.managingEditor.client, magazineUserId);
    expect(managing.status).toBe(200);
    expectNoHash(managing.body);
    expect(managing.body.data.invitations.map((i: { kind: string }) => i.kind)).toEqual(['link', 'email']);
    expect(managing.body.data.roles).toEqual({
      email: ['managingEditor', 'editor', 'seniorWriter', 'writer'],
      link: ['managingEditor', 'editor', 'seniorWriter', 'writer', 'contributor'],
    });
    expect((await listOf(people.primaryOwner.client, magazineUserId)).body.data.roles.email).toContain(
      'owner',
    );
    for (const invitation of managing.body.data.invitations)
      expect(Object.keys(invitation).sort()).toEqual(
        [
          'createdAt',
          'email',
          'expiresAt',
          'invitationId',
          'invitedBy',
          'kind',
          'maxUses',
          'role',
          'useCount',
        ].sort(),
      );
  });
});

describe('POST /api2/magazine/invitation/revoke', () => {
  it('revokes with its audit row; refuses others; another magazine’s invitation is not found', async () => {
    const team = await buildMagazine(t);
    const { magazineUserId, people } = team;
    await inviteByEmail(people.owner.client, { magazineUserId, email: newAddress(), role: 'writer' });
    const [row] = await invitationsOf(magazineUserId);
    const invitationId = row!.id;
    for (const client of [team.outsider.client, people.editor.client, people.writer.client])
      expectDenied(await client.post('/api2/magazine/invitation/revoke', { magazineUserId, invitationId }));
    const other = await buildMagazine(t);
    const elsewhere = await other.people.owner.client.post('/api2/magazine/invitation/revoke', {
      magazineUserId: other.magazineUserId,
      invitationId,
    });
    expect(elsewhere.status).toBe(404);
    expect((await invitationsOf(magazineUserId))[0]?.revokedAt).toBeNull();

    const response = await people.managingEditor.client.post('/api2/magazine/invitation/revoke', {
      magazineUserId,
      invitationId,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.invitations).toEqual([]);
    expect((await invitationsOf(magazineUserId))[0]?.revokedAt).not.toBeNull();
    const events = await teamEventsOf(t, magazineUserId);
    expect(events.at(-1)).toMatchObject({
      action: 'magazine.invitation.revoke',
      actorUserId: people.managingEditor.id,
      data: { invitationId, kind: 'email', role: 'writer' },
    });
    // Again: nothing more happens.
    await people.owner.client.post('/api2/magazine/invitation/revoke', { magazineUserId, invitationId });
    expect(await teamEventsOf(t, magazineUserId)).toHaveLength(events.length);
  });

  it('answers 400 for a 20-digit id', async () => {
    const team = await buildMagazine(t);
    const response = await team.people.owner.client.post('/api2/magazine/invitation/revoke', {
      magazineUserId: team.magazineUserId,
      invitationId: Number('99999999999999999999'),
    });
    expect(response.status).toBe(400);
    expect(
      await db()
        .select()
        .from(magazineInvitations)
        .where(and(eq(magazineInvitations.magazineUserId, team.magazineUserId))),
    ).toEqual([]);
  });
});
