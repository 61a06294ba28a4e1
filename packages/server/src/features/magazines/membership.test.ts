import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertStory } from '../../test/reading-fixtures.ts';
import {
  actingIdsOf,
  buildMagazine,
  closingOf,
  memberIds,
  type Seat,
  type Team,
  teamEventsOf,
} from '../../test/team-fixtures.ts';
import { users } from '../accounts/tables.ts';
import { notifications } from '../notifications/tables.ts';
import { createPageApi } from '../ssr/page-api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;
/** A 20-digit id, sent as JSON text (a JavaScript number cannot hold it). */
const TWENTY_DIGITS = 1e19;

type Client = Team['outsider']['client'];

const leave = (client: Client | ReturnType<typeof createClient>, magazineUserId: unknown) =>
  client.post('/api2/magazine/user/remove', { magazineUserId });
const closeByPost = (client: Client | ReturnType<typeof createClient>, magazineUserId: unknown) =>
  client.post('/api2/magazine/delete', { magazineUserId });
const reopen = (client: Client, magazineUserId: number) =>
  client.post('/api2/magazine/reopen', { magazineUserId });
const switchTo = (client: Client, magazineId: number) =>
  client.get(`/api2/account/magazine/switch?magazineId=${magazineId}`, { 'sec-fetch-site': 'same-origin' });

function expectDenied(response: { status: number; body: unknown }) {
  expect(response.status).toBe(403);
  expect(response.body).toMatchObject({ success: false, errorMsgKey: 'error.access_deny' });
  expect(JSON.stringify(response.body)).not.toMatch(/primary-owner|not-member|closed|final/);
}

/** Everything a refused request must leave as it was. */
const snapshot = async (team: Team) => ({
  members: await memberIds(t, team.magazineUserId),
  audit: (await teamEventsOf(t, team.magazineUserId)).length,
  closing: await closingOf(t, team.magazineUserId),
});

const memberLeftNotes = (magazineUserId: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, magazineUserId));

describe('POST /api2/magazine/user/remove (leave)', () => {
  it('asks a guest to sign in', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const response = await leave(createClient(t.app), team.magazineUserId);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ errorCode: 1000, errors: { system: 'auth.fail.no.login' } });
  });

  it('refuses the primary owner, an outsider and a masterAdmin who is no member, changing nothing', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const before = await snapshot(team);
    for (const client of [team.people.primaryOwner.client, team.outsider.client, team.masterAdmin.client])
      expectDenied(await leave(client, team.magazineUserId));
    expect(await snapshot(team)).toEqual(before);
    expect(await memberLeftNotes(team.magazineUserId)).toEqual([]);
  });

  it.each<Seat>([
    'owner',
    'secretAdmin',
    'managingEditor',
    'editor',
    'seniorWriter',
    'writer',
    'contributor',
  ])('lets a %s leave, with its audit row and a notification to the magazine', async (seat) => {
    const team = await buildMagazine(t, { kind: 'business' });
    const person = team.people[seat];
    const response = await leave(person.client, team.magazineUserId);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ magazineUserId: team.magazineUserId, name: 'Test Magazine' });
    expect(await memberIds(t, team.magazineUserId)).not.toContain(person.id);
    const audit = await teamEventsOf(t, team.magazineUserId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'magazine.member.leave',
      actorUserId: person.id,
      subjectUserId: person.id,
      data: { magazineUserId: team.magazineUserId, to: null },
    });
    expect(await memberLeftNotes(team.magazineUserId)).toMatchObject([
      { kind: 'member_left', actorId: person.id, readAt: null },
    ]);
    // Gone from the member's magazines, and no second leave.
    expectDenied(await leave(person.client, team.magazineUserId));
  });

  it('sends a session acting as the magazine back to the person', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const { writer } = team.people;
    expect((await switchTo(writer.client, team.magazineUserId)).status).toBe(200);
    expect(await actingIdsOf(t, writer.id)).toEqual([team.magazineUserId]);
    // Another member acting as it is not touched.
    await switchTo(team.people.editor.client, team.magazineUserId);
    expect((await leave(writer.client, team.magazineUserId)).status).toBe(200);
    expect(await actingIdsOf(t, writer.id)).toEqual([null]);
    expect(await actingIdsOf(t, team.people.editor.id)).toEqual([team.magazineUserId]);
    const switcher = await writer.client.get('/api2/magazine/switcher');
    expect(switcher.body.data.actingProfileId).toBe(writer.id);
  });

  it('answers 400, not 500, to malformed ids, and 403 to a magazine that does not exist', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    for (const id of [String(team.magazineUserId), TWENTY_DIGITS, 0, -1, 1.5, null])
      expect((await leave(team.people.writer.client, id)).status).toBe(400);
    expectDenied(await leave(team.people.writer.client, 987654321));
  });
});

describe('closing (GET and POST /api2/magazine/delete)', () => {
  it('asks a guest to sign in', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const guest = createClient(t.app);
    expect((await closeByPost(guest, team.magazineUserId)).status).toBe(401);
    expect((await guest.get(`/api2/magazine/delete?magazineUserId=${team.magazineUserId}`)).status).toBe(401);
  });

  it('refuses everyone but the primary owner, masterAdmin included, changing nothing', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const before = await snapshot(team);
    const { people } = team;
    for (const client of [
      people.owner.client,
      people.secretAdmin.client,
      people.managingEditor.client,
      people.writer.client,
      people.contributor.client,
      team.outsider.client,
      team.masterAdmin.client,
    ]) {
      expectDenied(await closeByPost(client, team.magazineUserId));
      expectDenied(await client.get(`/api2/magazine/delete?magazineUserId=${team.magazineUserId}`));
    }
    expect(await snapshot(team)).toEqual(before);
  });

  it("refuses the primary owner's GET from another site, changing nothing", async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const before = await snapshot(team);
    const url = `/api2/magazine/delete?magazineUserId=${team.magazineUserId}`;
    const { client } = team.people.primaryOwner;
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://elsewhere.example/page' },
    ] as Record<string, string>[]) {
      const response = await client.get(url, headers);
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ errorMsgKey: 'error.request.cross.site' });
    }
    // A cross-site POST is refused by the site-wide origin check.
    const post = await client.post(
      '/api2/magazine/delete',
      { magazineUserId: team.magazineUserId },
      { origin: 'https://elsewhere.example' },
    );
    expect(post.status).toBe(403);
    expect(await snapshot(team)).toEqual(before);
  });

  it('lets the primary owner close with a GET from its own pages, with its audit row', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const { primaryOwner } = team.people;
    const response = await primaryOwner.client.get(
      `/api2/magazine/delete?magazineUserId=${team.magazineUserId}`,
      { 'sec-fetch-site': 'same-origin', referer: 'http://localhost/dashboard' },
    );
    expect(response.status).toBe(200);
    const closing = await closingOf(t, team.magazineUserId);
    expect(closing?.closedBy).toBe(primaryOwner.id);
    expect(response.body.data).toEqual({
      magazineUserId: team.magazineUserId,
      name: 'Test Magazine',
      reopenUntil: new Date(closing!.closedAt!.getTime() + 30 * DAY).toISOString(),
    });
    expect(await teamEventsOf(t, team.magazineUserId)).toMatchObject([
      { action: 'magazine.closed', actorUserId: primaryOwner.id },
    ]);
    // Nothing is deleted: the members stay until the closing is final.
    expect(await memberIds(t, team.magazineUserId)).toHaveLength(8);
  });

  it('closes with a POST, making the settings row of a magazine from before the table', async () => {
    const team = await buildMagazine(t, { row: false });
    expect(await closingOf(t, team.magazineUserId)).toBeNull();
    const response = await closeByPost(team.people.primaryOwner.client, team.magazineUserId);
    expect(response.status).toBe(200);
    expect((await closingOf(t, team.magazineUserId))?.closedAt).toBeInstanceOf(Date);
    // A second close (another tab) is refused and writes nothing more: it is closed already.
    expectDenied(await closeByPost(team.people.primaryOwner.client, team.magazineUserId));
    expect(await teamEventsOf(t, team.magazineUserId)).toHaveLength(1);
  });

  it('takes a closed magazine out of its members’ rights, switcher, current user, profile and search', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const { writer, editor, primaryOwner } = team.people;
    const story = await insertStory(t.database.db, writer.id, { publisherId: team.magazineUserId });
    await switchTo(editor.client, team.magazineUserId);
    expect((await closeByPost(primaryOwner.client, team.magazineUserId)).status).toBe(200);

    expectDenied(await writer.client.get(`/api2/magazine/team?magazineUserId=${team.magazineUserId}`));
    expectDenied(await switchTo(writer.client, team.magazineUserId));
    expect(await actingIdsOf(t, editor.id)).toEqual([null]);
    const writerSwitcher = (await writer.client.get('/api2/magazine/switcher')).body.data;
    expect(writerSwitcher.magazines).toEqual([]);
    const me = await t.app.services.accounts.currentUser(writer.id);
    expect(me?.magazines).toEqual([]);
    expect(await t.app.services.accounts.publicProfileByUsername(team.magazine.username)).toBeNull();
    expect(await t.app.services.accounts.publicProfileById(team.magazineUserId)).toBeNull();
    const search = await createClient(t.app).post('/api2/people/autocomplete', {
      q: 'Test Magazine',
      type: 'B',
      limit: 5,
    });
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body.data)).not.toContain(team.magazine.username);
    // Its stories stay readable, with the magazine as their publisher.
    const page = await createPageApi(t.app.services)(null).content.content(story.id);
    expect(page?.publisherCard).toMatchObject({ userId: team.magazineUserId });
    // The primary owner still sees it in the switcher, to reopen it.
    const ownerSwitcher = (await primaryOwner.client.get('/api2/magazine/switcher')).body.data;
    expect(ownerSwitcher.magazines).toMatchObject([
      { userId: team.magazineUserId, closed: { reopenUntil: expect.any(String) }, canReopen: true },
    ]);
  });
});

describe('POST /api2/magazine/reopen', () => {
  it('lets the primary owner reopen within 30 days: everything is back', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const { primaryOwner, writer } = team.people;
    await closeByPost(primaryOwner.client, team.magazineUserId);
    t.advance(30 * DAY - 60_000);
    const response = await reopen(primaryOwner.client, team.magazineUserId);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ magazineUserId: team.magazineUserId, name: 'Test Magazine' });
    expect(await closingOf(t, team.magazineUserId)).toEqual({ closedAt: null, closedBy: null });
    expect(
      (await writer.client.get(`/api2/magazine/team?magazineUserId=${team.magazineUserId}`)).status,
    ).toBe(200);
    expect((await teamEventsOf(t, team.magazineUserId)).map((row) => row.action)).toEqual([
      'magazine.closed',
      'magazine.reopened',
    ]);
  });

  it('refuses after 30 days, and refuses others and an open magazine, changing nothing', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const { primaryOwner, owner, writer } = team.people;
    expectDenied(await reopen(primaryOwner.client, team.magazineUserId));
    await closeByPost(primaryOwner.client, team.magazineUserId);
    for (const client of [owner.client, writer.client, team.outsider.client, team.masterAdmin.client])
      expectDenied(await reopen(client, team.magazineUserId));
    t.advance(30 * DAY);
    const before = await snapshot(team);
    expectDenied(await reopen(primaryOwner.client, team.magazineUserId));
    expect(await snapshot(team)).toEqual(before);
    expect(before.closing?.closedAt).toBeInstanceOf(Date);
    // Nor is it offered any more.
    const switcher = (await primaryOwner.client.get('/api2/magazine/switcher')).body.data;
    expect(switcher.magazines).toEqual([]);
  });
});

describe('the finalising job', () => {
  it('makes a closing final after 30 days: memberships go with their audit rows, the profile stays', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const recent = await buildMagazine(t, { kind: 'business' });
    await closeByPost(team.people.primaryOwner.client, team.magazineUserId);
    t.advance(2 * DAY);
    await closeByPost(recent.people.primaryOwner.client, recent.magazineUserId);
    t.advance(28 * DAY + 1000);

    await t.app.services.housekeeping.runOnce();

    expect(await memberIds(t, team.magazineUserId)).toEqual([]);
    const removals = (await teamEventsOf(t, team.magazineUserId)).filter(
      (row) => row.action === 'magazine.member.remove',
    );
    expect(removals).toHaveLength(8);
    expect(removals[0]).toMatchObject({ actorUserId: null, data: { reason: 'closed', to: null } });
    const [profile] = await t.database.db.select().from(users).where(eq(users.id, team.magazineUserId));
    expect(profile?.username).toBe(team.magazine.username);
    expect((await closingOf(t, team.magazineUserId))?.closedAt).toBeInstanceOf(Date);
    // The one closed two days later can still be reopened.
    expect(await memberIds(t, recent.magazineUserId)).toHaveLength(8);
    expect((await reopen(recent.people.primaryOwner.client, recent.magazineUserId)).status).toBe(200);
    // Final: no reopening, and a second run finds nothing to do.
    expectDenied(await reopen(team.people.primaryOwner.client, team.magazineUserId));
    expect(await t.app.services.magazines.finaliseClosings()).toBe(0);
    expect(await teamEventsOf(t, team.magazineUserId)).toHaveLength(removals.length + 1);
  });
});
