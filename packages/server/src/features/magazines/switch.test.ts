import { PLAN_GROUP } from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertMagazine, signedInPerson } from '../../test/reading-fixtures.ts';
import { actingIdsOf, buildMagazine } from '../../test/team-fixtures.ts';
import { magazineMembers, sessions } from '../accounts/tables.ts';
import { actingMagazineOf } from './acting-profile.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;
type Client = Awaited<ReturnType<typeof signedInPerson>>['client'];
/** As the switcher's fetch sends it: from a page of this site (DESIGN §3), unless told otherwise. */
const switchTo = (client: Client, magazineId: number | string, headers?: Record<string, string>) =>
  client.get(
    `/api2/account/magazine/switch?magazineId=${magazineId}`,
    headers ?? { 'sec-fetch-site': 'same-origin' },
  );

describe('GET /api2/account/magazine/switch', () => {
  it('asks a guest to sign in', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const response = await createClient(t.app).get(
      `/api2/account/magazine/switch?magazineId=${team.magazineUserId}`,
    );
    expect(response.status).toBe(401);
  });

  it('makes a magazine of the member the acting profile, and the own id goes back to the person', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const { writer } = team.people;
    const response = await switchTo(writer.client, team.magazineUserId, { 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      actingProfile: {
        userId: team.magazineUserId,
        username: team.magazine.username,
        displayName: 'Test Magazine',
        photoPath: null,
        isMagazine: true,
      },
    });
    expect(await actingIdsOf(t, writer.id)).toEqual([team.magazineUserId]);
    const back = await switchTo(writer.client, writer.id);
    expect(back.status).toBe(200);
    expect(back.body.data.actingProfile).toMatchObject({ userId: writer.id, isMagazine: false });
    expect(Object.keys(back.body.data.actingProfile).sort()).toEqual(
      ['displayName', 'isMagazine', 'photoPath', 'userId', 'username'].sort(),
    );
    expect(await actingIdsOf(t, writer.id)).toEqual([null]);
  });

  it('lets every member act as the magazine, contributors included', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    for (const person of Object.values(team.people))
      expect((await switchTo(person.client, team.magazineUserId)).status).toBe(200);
  });

  it('refuses a non-member, masterAdmin included, and a person who is no magazine, changing nothing', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const somebody = await signedInPerson(t);
    for (const [client, userId, target] of [
      [team.outsider.client, team.outsider.id, team.magazineUserId],
      [team.masterAdmin.client, team.masterAdmin.id, team.magazineUserId],
      [team.people.writer.client, team.people.writer.id, somebody.id],
    ] as const) {
      const response = await switchTo(client, target);
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ errorMsgKey: 'error.access_deny' });
      expect(await actingIdsOf(t, userId)).toEqual([null]);
    }
  });

  it('refuses a closed magazine', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    await team.people.primaryOwner.client.post('/api2/magazine/delete', {
      magazineUserId: team.magazineUserId,
    });
    for (const person of [team.people.writer, team.people.primaryOwner]) {
      expect((await switchTo(person.client, team.magazineUserId)).status).toBe(403);
      expect(await actingIdsOf(t, person.id)).toEqual([null]);
    }
  });

  it('refuses a GET from another site, changing nothing', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const { writer } = team.people;
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'none' },
      { referer: 'https://elsewhere.example/x' },
      // Neither header: nothing proves the request comes from this site.
      {},
    ] as Record<string, string>[]) {
      const response = await switchTo(writer.client, team.magazineUserId, headers);
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ errorMsgKey: 'error.request.cross.site' });
    }
    expect(await actingIdsOf(t, writer.id)).toEqual([null]);
  });

  it('answers 400 to malformed ids', async () => {
    const { client } = await signedInPerson(t);
    for (const id of ['abc', '0', '-3', '99999999999999999999', '1.5', ''])
      expect((await switchTo(client, id)).status).toBe(400);
  });
});

describe('the acting profile as pages read it', () => {
  it('acts no more once the member is removed, whatever the session row says', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const { editor } = team.people;
    await switchTo(editor.client, team.magazineUserId);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, editor.id));
    const viewer = {
      userId: editor.id,
      sessionId: session!.id,
      uiLang: null,
      remember: true,
      actingProfileId: session!.actingProfileId,
    };
    expect(await actingMagazineOf(t.database.db, viewer)).toMatchObject({ userId: team.magazineUserId });
    // A removal by hand (no reset of the session): the read still refuses it.
    await t.database.db
      .delete(magazineMembers)
      .where(
        and(eq(magazineMembers.magazineUserId, team.magazineUserId), eq(magazineMembers.userId, editor.id)),
      );
    expect(await actingMagazineOf(t.database.db, viewer)).toBeNull();
    expect(await actingMagazineOf(t.database.db, null)).toBeNull();
  });

  it('goes back to the person when an owner removes the member from the team', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const { writer, owner } = team.people;
    await switchTo(writer.client, team.magazineUserId);
    const removed = await owner.client.post('/api2/magazine/member/remove', {
      magazineUserId: team.magazineUserId,
      userId: writer.id,
    });
    expect(removed.status).toBe(200);
    expect(await actingIdsOf(t, writer.id)).toEqual([null]);
  });
});

describe('GET /api2/magazine/switcher', () => {
  it('asks a guest to sign in', async () => {
    expect((await createClient(t.app).get('/api2/magazine/switcher')).status).toBe(401);
  });

  it("answers the viewer's profile and magazines with role, plan and what they may do, nothing more", async () => {
    const team = await buildMagazine(t, { kind: 'business', planGroup: PLAN_GROUP.pro });
    const second = await insertMagazine(t.database.db, { displayName: 'Second' });
    const { writer, primaryOwner } = team.people;
    await t.database.db
      .insert(magazineMembers)
      .values({ magazineUserId: second.id, userId: writer.id, role: 2 });
    await switchTo(writer.client, second.id);

    const view = (await writer.client.get('/api2/magazine/switcher')).body.data;
    expect(view.personal).toEqual({
      userId: writer.id,
      username: writer.username,
      displayName: writer.displayName,
      photoPath: null,
    });
    expect(view.actingProfileId).toBe(second.id);
    expect(view.magazines).toEqual([
      {
        userId: team.magazineUserId,
        username: team.magazine.username,
        displayName: 'Test Magazine',
        photoPath: null,
        kind: 'business',
        role: 2,
        ownerType: 0,
        planLabelKey: 'magazines.plan.pro',
        closed: null,
        canLeave: true,
        canClose: false,
        canReopen: false,
      },
      expect.objectContaining({
        userId: second.id,
        planLabelKey: 'magazines.plan.expired',
        kind: 'magazine',
      }),
    ]);
    expect(JSON.stringify(view)).not.toContain('@example.com');

    const owners = (await primaryOwner.client.get('/api2/magazine/switcher')).body.data;
    expect(owners.magazines).toMatchObject([
      { userId: team.magazineUserId, canLeave: false, canClose: true },
    ]);
  });

  it("shows 'Advanced' for the configured business (ADVANCED_PLAN_BUSINESS_ID), whatever its plan", async () => {
    const team = await buildMagazine(t, { kind: 'business', planStatus: 'expired' });
    const planOf = async () =>
      (await team.people.writer.client.get('/api2/magazine/switcher')).body.data.magazines[0].planLabelKey;
    expect(await planOf()).toBe('magazines.plan.expired');
    // The services read the configuration the app was built with.
    t.config.advancedPlanBusinessId = team.magazineUserId;
    try {
      expect(await planOf()).toBe('magazines.plan.advanced');
    } finally {
      t.config.advancedPlanBusinessId = null;
    }
  });

  it('shows a closed magazine to its primary owner only, until the closing is final', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const { primaryOwner, writer } = team.people;
    const closed = await primaryOwner.client.post('/api2/magazine/delete', {
      magazineUserId: team.magazineUserId,
    });
    const owners = (await primaryOwner.client.get('/api2/magazine/switcher')).body.data;
    expect(owners.magazines).toMatchObject([
      {
        userId: team.magazineUserId,
        closed: { reopenUntil: closed.body.data.reopenUntil },
        canLeave: false,
        canClose: false,
        canReopen: true,
      },
    ]);
    expect((await writer.client.get('/api2/magazine/switcher')).body.data.magazines).toEqual([]);
    t.advance(30 * DAY);
    expect((await primaryOwner.client.get('/api2/magazine/switcher')).body.data.magazines).toEqual([]);
  });
});
