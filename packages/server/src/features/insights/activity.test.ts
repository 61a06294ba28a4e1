import {
  activityMessageKey,
  TEAM_ACTIVITY_PAGE_SIZE,
  type TeamActivityItem,
  type TeamActivityPage,
  type TeamEvent,
  translate,
} from '@masthead/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertStory, signedInPerson } from '../../test/reading-fixtures.ts';
import { buildMagazine, type Team } from '../../test/team-fixtures.ts';
import { recordTeamEvent } from '../audit/team-events.ts';
import { createPageApi } from '../ssr/page-api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const url = (magazineUserId: number, query = '') =>
  `/api2/magazine/activity?magazineUserId=${magazineUserId}${query}`;
type Client = { get(url: string): Promise<{ status: number; body: unknown }> };

async function activityOf(client: Client, magazineUserId: number, query = '') {
  const response = await client.get(url(magazineUserId, query));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { data: TeamActivityPage }).data;
}

/** An item's sentence in English, as the page writes it (the magazine stands in for a hidden actor). */
const sentence = (item: TeamActivityItem) =>
  translate('en', activityMessageKey(item), {
    actor: item.actor?.displayName ?? 'Test Magazine',
    member: item.member?.displayName ?? '',
    magazine: 'Test Magazine',
    title: item.story?.title ?? '',
    role: item.role ? translate('en', `magazines.role.${item.role}`) : '',
    email: item.invitation?.email ?? '',
  });

let stamp = Date.UTC(2026, 0, 1);
/** An audit row a minute after the last one, as the features write them. */
function record(
  team: Team,
  event: TeamEvent,
  entry: { actor: number | null; subject?: number; data?: object },
) {
  stamp += 60_000;
  return recordTeamEvent(db(), event, {
    magazineUserId: team.magazineUserId,
    actorUserId: entry.actor,
    subjectUserId: entry.subject ?? null,
    data: { ...entry.data },
    at: new Date(stamp),
  });
}

describe('GET /api2/magazine/activity', () => {
  let team: Team;
  beforeAll(async () => {
    team = await buildMagazine(t, { kind: 'business' });
    const { people } = team;
    // Real moves, through the API: a role change and an email invitation.
    const changed = await people.primaryOwner.client.post('/api2/magazine/member/role', {
      magazineUserId: team.magazineUserId,
      userId: people.writer.id,
      role: 'editor',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const invited = await people.managingEditor.client.post('/api2/magazine/invitation/email', {
      magazineUserId: team.magazineUserId,
      email: 'sam.invited@example.org',
      role: 'writer',
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  });

  // Who may read it, on their own magazine, another and a closed one: the generated test
  // (test/magazine-permissions.ts, row activity.read). What stays is a magazine that does not exist.
  it('answers 404 to masterAdmin for a magazine that does not exist', async () => {
    expect((await team.masterAdmin.client.get(url(9_999_999))).status).toBe(404);
  });

  it('words each row as a sentence, newest first, with the address only for those who may invite', async () => {
    const owner = await activityOf(team.people.primaryOwner.client, team.magazineUserId);
    expect(owner.items.map(sentence)).toEqual([
      `${team.people.managingEditor.displayName} invited sam.invited@example.org to join as Writer`,
      `${team.people.primaryOwner.displayName} made ${team.people.writer.displayName} an editor`,
    ]);
    const editor = await activityOf(team.people.editor.client, team.magazineUserId);
    expect(editor.items.map(sentence)[0]).toBe(
      `${team.people.managingEditor.displayName} invited someone to join as Writer`,
    );
    expect(JSON.stringify(editor)).not.toContain('sam.invited@example.org');
  });

  it('names an invitee who declined only to those who may invite', async () => {
    const invitee = await signedInPerson(t, { emailVerifiedAt: new Date() });
    const invited = await team.people.primaryOwner.client.post('/api2/magazine/invitation/email', {
      magazineUserId: team.magazineUserId,
      email: invitee.email,
      role: 'seniorWriter',
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const invitationId = invited.body.data.invitations.find(
      (row: { email: string | null }) => row.email === invitee.email,
    ).invitationId;
    const declined = await invitee.client.post('/api2/magazine/invitation/decline', { invitationId });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);

    const owner = await activityOf(team.people.primaryOwner.client, team.magazineUserId, '&filter=members');
    expect(owner.items.map(sentence).slice(0, 2)).toEqual([
      `${invitee.displayName} declined an invitation to join as Senior writer`,
      `${team.people.primaryOwner.displayName} invited ${invitee.email} to join as Senior writer`,
    ]);
    const editor = await activityOf(team.people.editor.client, team.magazineUserId, '&filter=members');
    expect(editor.items.map(sentence).slice(0, 2)).toEqual([
      'Someone declined an invitation to join as Senior writer',
      `${team.people.primaryOwner.displayName} invited someone to join as Senior writer`,
    ]);
    const text = JSON.stringify(editor);
    expect(text).not.toContain(invitee.username);
    expect(text).not.toContain(invitee.email ?? '@@');
  });

  it('presents an allowlist: no raw data, no invitation ids, no addresses of people', async () => {
    const page = await activityOf(team.people.primaryOwner.client, team.magazineUserId);
    for (const item of page.items)
      expect(Object.keys(item).sort()).toEqual(
        [
          'action',
          'actor',
          'byInvitation',
          'closedForGood',
          'createdAt',
          'id',
          'invitation',
          'member',
          'role',
          'story',
        ].sort(),
      );
    const text = JSON.stringify(page);
    expect(text).not.toMatch(/invitationId|invitedBy|"data"|magazineUserId|replaced/);
    expect(text).not.toContain(team.people.writer.email ?? '@@');
  });
});

describe('team activity rows of every kind', () => {
  let team: Team;
  beforeAll(async () => {
    team = await buildMagazine(t, { kind: 'business' });
    const { people } = team;
    const story = await insertStory(db(), people.writer.id, {
      publisherId: team.magazineUserId,
      title: 'Noodles at dawn',
    });
    const data = { cgroupId: story.id, title: 'Noodles at dawn' };
    await record(team, 'magazine.created', { actor: people.primaryOwner.id });
    await record(team, 'magazine.member.join', {
      actor: people.writer.id,
      subject: people.writer.id,
      data: { role: 'writer', invitationId: 5, kind: 'link', invitedBy: people.primaryOwner.id },
    });
    await record(team, 'editorial.submit', { actor: people.writer.id, data });
    await record(team, 'editorial.return', { actor: people.editor.id, subject: people.writer.id, data });
    await record(team, 'editorial.publish', { actor: people.editor.id, subject: people.writer.id, data });
    // The hidden secretAdmin: a move of theirs, and one about them.
    await record(team, 'magazine.member.role', {
      actor: people.secretAdmin.id,
      subject: people.contributor.id,
      data: { from: 'contributor', to: 'writer' },
    });
    await record(team, 'magazine.member.role', {
      actor: people.primaryOwner.id,
      subject: people.secretAdmin.id,
      data: { from: 'owner', to: 'owner' },
    });
    await record(team, 'magazine.invitation.create', {
      actor: people.owner.id,
      data: { invitationId: 7, kind: 'link', role: 'contributor', maxUses: 5 },
    });
    await record(team, 'magazine.member.remove', {
      actor: null,
      subject: people.contributor.id,
      data: { from: 'writer', to: null, reason: 'closed' },
    });
    await record(team, 'magazine.plan', { actor: people.primaryOwner.id, data: { to: 2 } });
  });

  it('reads every kind as its sentence; the secretAdmin acts as the magazine and is never named', async () => {
    const { people } = team;
    const page = await activityOf(people.managingEditor.client, team.magazineUserId);
    expect(page.items.map(sentence)).toEqual([
      `${people.primaryOwner.displayName} changed the plan of Test Magazine`,
      `${people.contributor.displayName} left the team when the closing of Test Magazine became final`,
      `${people.owner.displayName} created an invitation link to join as Contributor`,
      `Test Magazine made ${people.contributor.displayName} a writer`,
      `${people.editor.displayName} published “Noodles at dawn” by ${people.writer.displayName}`,
      `${people.editor.displayName} returned “Noodles at dawn” with a note`,
      `${people.writer.displayName} submitted “Noodles at dawn” for review`,
      `${people.writer.displayName} accepted an invitation and joined the team as Writer`,
      `${people.primaryOwner.displayName} created Test Magazine`,
    ]);
    expect(JSON.stringify(page)).not.toContain(people.secretAdmin.username);
    expect(page.items.find((item) => item.action === 'editorial.publish')?.story).toMatchObject({
      title: 'Noodles at dawn',
      url: expect.stringContaining('/post/'),
    });
  });

  it('names the secretAdmin to masterAdmin', async () => {
    const page = await activityOf(team.masterAdmin.client, team.magazineUserId);
    expect(page.items.map(sentence)).toContain(
      `${team.people.secretAdmin.displayName} made ${team.people.contributor.displayName} a writer`,
    );
    expect(page.items.map(sentence)).toContain(
      `${team.people.primaryOwner.displayName} made ${team.people.secretAdmin.displayName} an owner`,
    );
  });

  it('filters by kind', async () => {
    const client = team.people.editor.client;
    const actions = async (filter: string) =>
      (await activityOf(client, team.magazineUserId, `&filter=${filter}`)).items.map((item) => item.action);
    expect(await actions('editorial')).toEqual(['editorial.publish', 'editorial.return', 'editorial.submit']);
    expect(await actions('settings')).toEqual(['magazine.plan', 'magazine.created']);
    expect(await actions('members')).toEqual([
      'magazine.member.remove',
      'magazine.invitation.create',
      'magazine.member.role',
      'magazine.member.join',
    ]);
    expect((await client.get(url(team.magazineUserId, '&filter=secret'))).status).toBe(400);
  });
});

describe('paging', () => {
  it('pages newest first by (time, id), without repeats, even for rows of the same instant', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const at = new Date(Date.UTC(2026, 1, 1));
    for (let i = 0; i < TEAM_ACTIVITY_PAGE_SIZE + 5; i++)
      await recordTeamEvent(db(), 'magazine.settings', {
        magazineUserId: team.magazineUserId,
        actorUserId: team.people.owner.id,
        // Two rows per instant: the id breaks the tie.
        at: new Date(at.getTime() + Math.floor(i / 2) * 1000),
      });
    const client = team.people.editor.client;
    const first = await activityOf(client, team.magazineUserId);
    expect(first.items).toHaveLength(TEAM_ACTIVITY_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const second = await activityOf(client, team.magazineUserId, `&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await client.get(url(team.magazineUserId, '&cursor=zz!'))).status).toBe(400);
  });
});

describe('the team activity page loader', () => {
  it('answers guest, missing, denied and the first page', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const pageAs = (userId: number | null, username: string) =>
      createPageApi(t.app.services)(
        userId === null ? null : { userId, sessionId: 1, uiLang: null, remember: true },
      ).insights.activity(username, 'all');
    expect(await pageAs(null, team.magazine.username)).toEqual({ access: 'guest' });
    expect(await pageAs(team.people.editor.id, 'no_such_magazine')).toEqual({ access: 'missing' });
    expect(await pageAs(team.people.writer.id, team.magazine.username)).toEqual({ access: 'denied' });
    const page = await pageAs(team.people.editor.id, team.magazine.username.toUpperCase());
    expect(page).toMatchObject({ access: 'ok', activity: { items: [], nextCursor: null } });
  });
});
