import fs from 'node:fs';
import { MAGAZINE_ROLE, USER_TYPE } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { solid } from '../../test/images.ts';
import {
  baseHeaders,
  coverForm,
  expectError,
  photoForm,
  type SignedInUser,
  startUploadApp,
  stopUploadApp,
  uploadRequests,
} from '../../test/upload-fixtures.ts';
import { magazineMembers, users } from '../accounts/tables.ts';
import { auditLog } from '../audit/tables.ts';

let t: TestApp;
let uploadRoot: string;
let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => {
  ({ t, uploadRoot, alice, bob } = await startUploadApp());
});
afterAll(() => stopUploadApp(t));

const { storedFiles, userRow, post, get, servedWidths } = uploadRequests(() => t);

describe('POST /api2/user/cover/update', () => {
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await solid(1600, 500).jpeg().toBuffer();
  });
  beforeEach(async () => {
    await t.database.db
      .update(users)
      .set({ photoPath: null, profileBgPath: null, profileBgFocalPoint: null });
    fs.rmSync(uploadRoot, { recursive: true, force: true });
  });

  it('asks a guest to sign in', async () => {
    const response = await post('/api2/user/cover/update', coverForm(jpeg, alice.id));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ errorCode: 1000, errors: { system: 'auth.fail.no.login' } });
  });

  it("refuses another user's cover with 403 access_deny and writes nothing", async () => {
    const response = await post('/api2/user/cover/update', coverForm(jpeg, bob.id), alice.cookie);
    expectError(response, 403, 'access_deny');
    expect(storedFiles()).toEqual([]);
    expect((await userRow(bob.id)).profileBgPath).toBeNull();
    const removal = new FormData();
    removal.append('userId', String(bob.id));
    removal.append('delete', '1');
    expectError(await post('/api2/user/cover/update', removal, alice.cookie), 403, 'access_deny');
  });

  it("refuses a missing userId with SPEC §8's 'userId required', and a malformed one", async () => {
    const missing = photoForm(jpeg, 'c.jpg');
    const response = await post('/api2/user/cover/update', missing, alice.cookie);
    expectError(response, 400, 'userId.required');
    expect(response.body.errors.fields).toHaveProperty('userId');
    for (const userId of ['0', '-1', '1e3', '99999999999999999999', ` ${alice.id}`]) {
      expectError(
        await post('/api2/user/cover/update', coverForm(jpeg, alice.id, { userId }), alice.cookie),
        400,
        'validation.failed',
      );
    }
  });

  it('sets the cover with its focal point, serves it at profile_bg.jpg, and removes it with delete=1', async () => {
    const response = await post(
      '/api2/user/cover/update',
      coverForm(jpeg, alice.id, { focalPoint: '30,70' }),
      alice.cookie,
    );
    expect(response.status).toBe(200);
    const { profileBgPath, focalPoint } = response.body.data;
    expect(profileBgPath).toMatch(new RegExp(`^/images/u/${alice.id}/[0-9a-f]{32}\\.jpg$`));
    expect(focalPoint).toBe('30,70');
    expect(await userRow(alice.id)).toMatchObject({ profileBgPath, focal: '30,70' });
    expect(await servedWidths(profileBgPath)).toEqual([80, 250, 1200]);

    const cover = await get(`/images/user/${alice.id}/profile_bg.jpg`);
    expect(cover.statusCode).toBe(302);
    expect(cover.headers.location).toBe(profileBgPath.replace('.jpg', '-xl.jpg'));
    expect((await get(cover.headers.location as string)).statusCode).toBe(200);

    // A new cover starts from the default focal point.
    const replaced = await post('/api2/user/cover/update', coverForm(jpeg, alice.id), alice.cookie);
    expect(replaced.body.data.focalPoint).toBe('50,50');
    expect((await userRow(alice.id)).focal).toBeNull();
    expect(storedFiles()).toHaveLength(3);

    const removal = new FormData();
    removal.append('userId', String(alice.id));
    removal.append('delete', '1');
    const removed = await post('/api2/user/cover/update', removal, alice.cookie);
    expect(removed.body.data.profileBgPath).toBeNull();
    expect(storedFiles()).toEqual([]);
    const gone = await get(`/images/user/${alice.id}/profile_bg.jpg`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, isError: true, errorMsgKey: 'error.not_found' });
  });

  it("lets a magazine's owner and managing editor set its cover, and refuses its writers (SPEC §6)", async () => {
    const db = t.database.db;
    const [magazine] = await db
      .insert(users)
      .values({ userType: USER_TYPE.magazine, username: `cover_mag_${alice.id}`, displayName: 'Cover Mag' })
      .returning({ id: users.id });
    const magazineId = magazine!.id;
    await db.insert(magazineMembers).values([
      { magazineUserId: magazineId, userId: alice.id, role: MAGAZINE_ROLE.managingEditor, ownerType: 0 },
      { magazineUserId: magazineId, userId: bob.id, role: MAGAZINE_ROLE.writer, ownerType: 0 },
    ]);
    expectError(
      await post('/api2/user/cover/update', coverForm(jpeg, magazineId), bob.cookie),
      403,
      'access_deny',
    );
    expect(storedFiles()).toEqual([]);
    const set = await post('/api2/user/cover/update', coverForm(jpeg, magazineId), alice.cookie);
    expect(set.status).toBe(200);
    expect((await userRow(magazineId)).profileBgPath).toBe(set.body.data.profileBgPath);

    // Each change of the magazine's cover is a 'magazine.settings' row naming it; the same point twice is one.
    const focal = (focalPoint: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api2/admin/serverIp',
        headers: { ...baseHeaders(alice.cookie), 'content-type': 'application/json' },
        payload: JSON.stringify({ userId: magazineId, focalPoint }),
      });
    expect((await focal('20,30')).statusCode).toBe(200);
    expect((await focal('20,30')).statusCode).toBe(200);
    const removal = coverForm(jpeg, magazineId);
    removal.delete('photo');
    removal.append('delete', '1');
    expect((await post('/api2/user/cover/update', removal, alice.cookie)).status).toBe(200);
    expect((await post('/api2/user/cover/update', removal, alice.cookie)).status).toBe(200);
    const events = await db
      .select({ action: auditLog.action, actor: auditLog.actorUserId, data: auditLog.data })
      .from(auditLog)
      .where(eq(auditLog.magazineUserId, magazineId))
      .orderBy(auditLog.id);
    expect(events).toEqual(
      [['cover'], ['coverFocalPoint'], ['cover']].map((fields) => ({
        action: 'magazine.settings',
        actor: alice.id,
        data: { magazineUserId: magazineId, fields },
      })),
    );
    // A person's own cover is no magazine's: no team event.
    expect((await post('/api2/user/cover/update', coverForm(jpeg, alice.id), alice.cookie)).status).toBe(200);
    const own = await db.select().from(auditLog).where(eq(auditLog.magazineUserId, alice.id));
    expect(own).toEqual([]);
  });

  it('answers 404 at profile_bg.jpg for a user without a cover or an unknown user, 400 for a bad id', async () => {
    expect((await get(`/images/user/${bob.id}/profile_bg.jpg`)).statusCode).toBe(404);
    expect((await get('/images/user/987654321/profile_bg.jpg')).statusCode).toBe(404);
    expect((await get('/images/user/abc/profile_bg.jpg')).statusCode).toBe(400);
    expect((await get('/images/user/99999999999999999999/profile_bg.jpg')).statusCode).toBe(400);
  });
});

describe('GET and POST /api2/admin/serverIp (cover focal point)', () => {
  beforeAll(async () => {
    await t.database.db.update(users).set({ profileBgPath: null, profileBgFocalPoint: null });
    const response = await post(
      '/api2/user/cover/update',
      coverForm(await solid(300, 100).jpeg().toBuffer(), alice.id),
      alice.cookie,
    );
    expect(response.status).toBe(200);
  });

  const focalUrl = (query: string) => `/api2/admin/serverIp?${query}`;
  const getFocal = (query: string, cookie: string | undefined, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: focalUrl(query), headers: { ...baseHeaders(cookie), ...headers } });

  it('asks a guest to sign in', async () => {
    const response = await getFocal(`userId=${alice.id}&focalPoint=10,20`, undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 1000, errors: { system: 'auth.fail.no.login' } });
  });

  it('saves the focal point from a same-origin GET and from a JSON POST', async () => {
    const viaGet = await getFocal(`userId=${alice.id}&focalPoint=12.5,80`, alice.cookie, {
      'sec-fetch-site': 'same-origin',
    });
    expect(viaGet.statusCode).toBe(200);
    expect(viaGet.json()).toEqual({ success: true, data: { focalPoint: '12.5,80' } });
    expect((await userRow(alice.id)).focal).toBe('12.5,80');

    const viaPost = await t.app.inject({
      method: 'POST',
      url: '/api2/admin/serverIp',
      headers: { ...baseHeaders(alice.cookie), 'content-type': 'application/json' },
      payload: JSON.stringify({ userId: alice.id, focalPoint: '33.333,66.666' }),
    });
    expect(viaPost.json()).toEqual({ success: true, data: { focalPoint: '33.33,66.67' } });
    expect((await userRow(alice.id)).focal).toBe('33.33,66.67');
  });

  it('refuses a cross-site GET or POST and changes nothing', async () => {
    const before = (await userRow(alice.id)).focal;
    const crossFetch = await getFocal(`userId=${alice.id}&focalPoint=1,1`, alice.cookie, {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossFetch.statusCode).toBe(403);
    expect(crossFetch.json().errorMsgKey).toBe('error.request.cross.site');
    const crossReferer = await getFocal(`userId=${alice.id}&focalPoint=1,1`, alice.cookie, {
      referer: 'https://evil.example/page',
    });
    expect(crossReferer.statusCode).toBe(403);
    const crossPost = await t.app.inject({
      method: 'POST',
      url: '/api2/admin/serverIp',
      headers: {
        ...baseHeaders(alice.cookie),
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ userId: alice.id, focalPoint: '1,1' }),
    });
    expect(crossPost.statusCode).toBe(403);
    expect((await userRow(alice.id)).focal).toBe(before);
  });

  it("refuses another user's userId with 403 and a user without a cover with 404", async () => {
    const other = await getFocal(`userId=${bob.id}&focalPoint=1,1`, alice.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json().errorMsgKey).toBe('error.access_deny');
    const noCover = await getFocal(`userId=${bob.id}&focalPoint=1,1`, bob.cookie, {
      'sec-fetch-site': 'same-origin',
    });
    expect(noCover.statusCode).toBe(404);
    expect((await userRow(bob.id)).focal).toBeNull();
  });

  it.each([
    'focalPoint=NaN,50',
    'focalPoint=-1,50',
    'focalPoint=100.5,50',
    'focalPoint=99999999999,1',
    'focalPoint=50,50,evil',
    'focalPoint=50%2C50%00',
    'focalPoint=1e2,1',
    'focalPoint=10,10&focalPoint=20,20',
    'focalPoint=',
    '',
  ])('refuses %j with 400', async (query) => {
    const before = (await userRow(alice.id)).focal;
    const response = await getFocal(`userId=${alice.id}&${query}`, alice.cookie);
    expect(response.statusCode).toBe(400);
    // A NUL byte is refused before any route reads the address (http/request-guards.ts).
    expect(response.json().errorMsgKey).toBe(
      query.includes('%00') ? 'error.request.malformed' : 'error.validation.failed',
    );
    expect((await userRow(alice.id)).focal).toBe(before);
  });

  it('refuses a userId written as text or a float in the JSON body', async () => {
    for (const userId of [String(alice.id), alice.id + 0.5, -alice.id, 2 ** 53]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api2/admin/serverIp',
        headers: { ...baseHeaders(alice.cookie), 'content-type': 'application/json' },
        payload: JSON.stringify({ userId, focalPoint: '1,1' }),
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
