import { MAGAZINE_ROLE } from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import {
  buildMagazine as buildSharedTeam,
  type Client,
  expectDenied,
  membersOf as membersOfTeam,
  SEATS,
  type Team,
} from '../../test/team-fixtures.ts';
import { magazineMembers } from '../accounts/tables.ts';
import { auditLog } from '../audit/tables.ts';
import { createPageApi } from '../ssr/page-api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
/** A 20-digit id, as a JSON number (beyond what a bigint column holds). */
const TWENTY_DIGITS = Number('99999999999999999999');

const buildMagazine = () => buildSharedTeam(t);
const membersOf = (magazineUserId: number) => membersOfTeam(t, magazineUserId);

const teamOf = (client: Client, magazineUserId: number | string) =>
  client.get(`/api2/magazine/team?magazineUserId=${magazineUserId}`);

const auditRows = (subjectUserId: number) =>
  db().select().from(auditLog).where(eq(auditLog.subjectUserId, subjectUserId));

describe('GET /api2/magazine/team', () => {
  let team: Team;
  beforeAll(async () => {
    team = await buildMagazine();
  });

  it('asks a guest to sign in', async () => {
    const response = await teamOf(createClient(t.app), team.magazineUserId);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ errorCode: 1000, errors: { system: 'auth.fail.no.login' } });
  });

  it('refuses a non-member with 403', async () => {
    expectDenied(await teamOf(team.outsider.client, team.magazineUserId));
  });

  it('shows a writer the team without pickers or removals, emails or the hidden secretAdmin', async () => {
    const response = await teamOf(team.people.writer.client, team.magazineUserId);
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(data.magazine).toEqual({
      userId: team.magazineUserId,
      username: team.magazine.username,
      displayName: team.magazine.displayName,
    });
    expect(data.members.map((m: { role: string }) => m.role)).toEqual([
      'owner',
      'owner',
      'managingEditor',
      'editor',
      'seniorWriter',
      'writer',
      'contributor',
    ]);
    expect(data.members.map((m: { userId: number }) => m.userId)).not.toContain(team.people.secretAdmin.id);
    for (const member of data.members) {
      expect(Object.keys(member).sort()).toEqual(
        [
          'assignableRoles',
          'displayName',
          'ownerType',
          'photoPath',
          'removable',
          'role',
          'userId',
          'username',
        ].sort(),
      );
      expect(member).toMatchObject({ assignableRoles: [], removable: false });
    }
    expect(JSON.stringify(data)).not.toContain('@example.com');
    expect(data.abilities).toMatchObject({ viewMembers: true, editMemberRoles: false });
  });

  it('shows a contributor the members', async () => {
    const response = await teamOf(team.people.contributor.client, team.magazineUserId);
    expect(response.status).toBe(200);
    expect(response.body.data.members).toHaveLength(7);
  });

  it('shows masterAdmin the secretAdmin too', async () => {
    const response = await teamOf(team.masterAdmin.client, team.magazineUserId);
    expect(response.body.data.members.map((m: { userId: number }) => m.userId)).toContain(
      team.people.secretAdmin.id,
    );
  });

  it('offers an owner the pickers and removals core allows', async () => {
    const { data } = (await teamOf(team.people.owner.client, team.magazineUserId)).body;
    const byId = new Map(data.members.map((m: { userId: number }) => [m.userId, m]));
    expect(byId.get(team.people.primaryOwner.id)).toMatchObject({ assignableRoles: [], removable: false });
    expect(byId.get(team.people.owner.id)).toMatchObject({ assignableRoles: [], removable: false });
    expect(byId.get(team.people.writer.id)).toMatchObject({
      assignableRoles: ['owner', 'managingEditor', 'editor', 'seniorWriter', 'writer'],
      removable: true,
    });
  });

  it('answers 400, not 500, for a malformed id', async () => {
    for (const id of ['99999999999999999999', 'abc', '0', '-1']) {
      const response = await teamOf(team.people.owner.client, id);
      expect(response.status).toBe(400);
    }
  });
});

describe('POST /api2/magazine/member/role', () => {
  it('asks a guest to sign in', async () => {
    const team = await buildMagazine();
    const response = await createClient(t.app).post('/api2/magazine/member/role', {
      magazineUserId: team.magazineUserId,
      userId: team.people.writer.id,
      role: 'editor',
    });
    expect(response.status).toBe(401);
  });

  it('lets an owner make a writer an editor, with its audit row', async () => {
    const team = await buildMagazine();
    const response = await team.people.owner.client.post('/api2/magazine/member/role', {
      magazineUserId: team.magazineUserId,
      userId: team.people.writer.id,
      role: 'editor',
    });
    expect(response.status).toBe(200);
    const changed = response.body.data.team.members.find(
      (m: { userId: number }) => m.userId === team.people.writer.id,
    );
    expect(changed.role).toBe('editor');
    const [row] = await db()
      .select()
      .from(magazineMembers)
      .where(
        and(
          eq(magazineMembers.magazineUserId, team.magazineUserId),
          eq(magazineMembers.userId, team.people.writer.id),
        ),
      );
    expect(row).toMatchObject({ role: MAGAZINE_ROLE.editor, ownerType: 0 });
    const audits = await auditRows(team.people.writer.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'magazine.member.role',
      actorUserId: team.people.owner.id,
      subjectUserId: team.people.writer.id,
      data: { magazineUserId: team.magazineUserId, from: 'writer', to: 'editor' },
    });
  });

  it('finds no member of another magazine, and writes nothing', async () => {
    const team = await buildMagazine();
    const services = t.app.services;
    const actor = {
      userId: team.people.owner.id,
      masterAdmin: false,
      memberships: [{ magazineUserId: team.magazineUserId, ...SEATS.owner }],
    };
    const before = await membersOf(team.magazineUserId);
    // A member of another magazine: the row is not found, so nothing is written.
    await expect(
      services.magazines.changeRole(actor, {
        magazineUserId: team.magazineUserId,
        userId: team.outsider.id,
        role: 'editor',
      }),
    ).rejects.toThrow('not_found');
    expect(await membersOf(team.magazineUserId)).toEqual(before);
    expect(await auditRows(team.outsider.id)).toEqual([]);
  });

  it('refuses, changing nothing: managing editor making an owner, anyone touching the primary owner, oneself, non-editors', async () => {
    const team = await buildMagazine();
    const before = await membersOf(team.magazineUserId);
    const { people, magazineUserId } = team;
    const refusals: [Client, number, string][] = [
      [people.managingEditor.client, people.writer.id, 'owner'],
      [people.managingEditor.client, people.owner.id, 'editor'],
      [people.owner.client, people.primaryOwner.id, 'editor'],
      [people.primaryOwner.client, people.primaryOwner.id, 'editor'],
      [people.owner.client, people.owner.id, 'editor'],
      [people.editor.client, people.writer.id, 'seniorWriter'],
      [people.writer.client, people.contributor.id, 'writer'],
      [team.outsider.client, people.writer.id, 'editor'],
    ];
    for (const [client, userId, role] of refusals)
      expectDenied(await client.post('/api2/magazine/member/role', { magazineUserId, userId, role }));
    // The hidden secretAdmin is not found by an owner.
    const hidden = await people.owner.client.post('/api2/magazine/member/role', {
      magazineUserId,
      userId: people.secretAdmin.id,
      role: 'editor',
    });
    expect(hidden.status).toBe(404);
    expect(await membersOf(magazineUserId)).toEqual(before);
    for (const person of Object.values(people)) expect(await auditRows(person.id)).toEqual([]);
  });

  it('checks the actor as the transaction sees them: a role taken away a moment ago no longer counts', async () => {
    const team = await buildMagazine();
    const { people, magazineUserId } = team;
    // The actor as loaded at the start of the request, still a managing editor…
    const stale = {
      userId: people.managingEditor.id,
      masterAdmin: false,
      memberships: [{ magazineUserId, ...SEATS.managingEditor }],
    };
    // …made a writer by an owner before their change runs.
    await people.owner.client.post('/api2/magazine/member/role', {
      magazineUserId,
      userId: people.managingEditor.id,
      role: 'writer',
    });
    await expect(
      t.app.services.magazines.changeRole(stale, {
        magazineUserId,
        userId: people.editor.id,
        role: 'writer',
      }),
    ).rejects.toThrow('access_deny');
    await expect(
      t.app.services.magazines.remove(stale, { magazineUserId, userId: people.contributor.id }),
    ).rejects.toThrow('access_deny');
    expect(await auditRows(people.editor.id)).toEqual([]);
    expect(await auditRows(people.contributor.id)).toEqual([]);
  });

  it('answers 400 for a role outside the list, a 20-digit id or a text id', async () => {
    const team = await buildMagazine();
    const { magazineUserId, people } = team;
    const bodies = [
      { magazineUserId, userId: people.writer.id, role: 'contributor' },
      { magazineUserId, userId: people.writer.id, role: 'secretAdmin' },
      { magazineUserId, userId: TWENTY_DIGITS, role: 'editor' },
      { magazineUserId: TWENTY_DIGITS, userId: people.writer.id, role: 'editor' },
      { magazineUserId: String(magazineUserId), userId: people.writer.id, role: 'editor' },
      { magazineUserId, userId: people.writer.id, role: 'editor', extra: 1 },
    ];
    for (const body of bodies) {
      const response = await people.owner.client.post('/api2/magazine/member/role', body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorMsgKey: 'error.validation.failed' });
    }
  });
});

describe('POST /api2/magazine/member/remove', () => {
  it('asks a guest to sign in', async () => {
    const team = await buildMagazine();
    const response = await createClient(t.app).post('/api2/magazine/member/remove', {
      magazineUserId: team.magazineUserId,
      userId: team.people.writer.id,
    });
    expect(response.status).toBe(401);
  });

  it('lets an owner remove a contributor, with its audit row', async () => {
    const team = await buildMagazine();
    const { people, magazineUserId } = team;
    const response = await people.owner.client.post('/api2/magazine/member/remove', {
      magazineUserId,
      userId: people.contributor.id,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.team.members.map((m: { userId: number }) => m.userId)).not.toContain(
      people.contributor.id,
    );
    expect((await membersOf(magazineUserId)).map((m) => m.userId)).not.toContain(people.contributor.id);
    expect(await auditRows(people.contributor.id)).toMatchObject([
      {
        action: 'magazine.member.remove',
        actorUserId: people.owner.id,
        data: { magazineUserId, from: 'contributor', to: null },
      },
    ]);
  });

  it('refuses, changing nothing: the primary owner, an owner by a managing editor, oneself, non-editors', async () => {
    const team = await buildMagazine();
    const { people, magazineUserId } = team;
    const before = await membersOf(magazineUserId);
    const refusals: [Client, number][] = [
      [people.owner.client, people.primaryOwner.id],
      [people.managingEditor.client, people.primaryOwner.id],
      [people.managingEditor.client, people.owner.id],
      [people.owner.client, people.owner.id],
      [people.editor.client, people.writer.id],
      [people.writer.client, people.contributor.id],
      [team.outsider.client, people.writer.id],
    ];
    for (const [client, userId] of refusals)
      expectDenied(await client.post('/api2/magazine/member/remove', { magazineUserId, userId }));
    expect(await membersOf(magazineUserId)).toEqual(before);
    for (const person of Object.values(people)) expect(await auditRows(person.id)).toEqual([]);
  });

  it('answers 400 for a 20-digit id', async () => {
    const team = await buildMagazine();
    const response = await team.people.owner.client.post('/api2/magazine/member/remove', {
      magazineUserId: team.magazineUserId,
      userId: TWENTY_DIGITS,
    });
    expect(response.status).toBe(400);
  });
});

describe('the team page loader (page API)', () => {
  const viewerOf = (userId: number) => ({ userId, sessionId: 1, uiLang: null, remember: true });

  it('answers guest, missing, denied, or the team with what the viewer may do', async () => {
    const team = await buildMagazine();
    const pageApiFor = createPageApi(t.app.services);
    const username = team.magazine.username;
    expect(await pageApiFor(null).magazines.team(username)).toEqual({ access: 'guest' });
    const asOwner = pageApiFor(viewerOf(team.people.owner.id)).magazines;
    expect(await asOwner.team('no_such_magazine')).toEqual({ access: 'missing' });
    // A person's username is not a magazine.
    expect(await asOwner.team(team.people.writer.username)).toEqual({ access: 'missing' });
    expect(await pageApiFor(viewerOf(team.outsider.id)).magazines.team(username)).toEqual({
      access: 'denied',
    });
    const page = await asOwner.team(username.toUpperCase());
    expect(page.access).toBe('ok');
    const api = (await teamOf(team.people.owner.client, team.magazineUserId)).body.data;
    expect(page).toEqual({ access: 'ok', team: api });
  });
});
