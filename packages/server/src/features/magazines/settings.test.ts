import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type MessageKey, translate } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { multipartBody, solid } from '../../test/images.ts';
import { buildMagazine } from '../../test/team-fixtures.ts';
import { photoForm } from '../../test/upload-fixtures.ts';
import { users } from '../accounts/tables.ts';
import { auditLog } from '../audit/tables.ts';
import { createPageApi } from '../ssr/page-api.ts';
import { magazines } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-settings-'));
  t = await createTestApp((config) => ({ ...config, dataDir }));
});
afterAll(async () => {
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const db = () => t.database.db;
const en = (key: MessageKey) => translate('en', key);

type Team = Awaited<ReturnType<typeof buildMagazine>>;
type Client = Team['outsider']['client'];

const settingsOf = (client: Pick<Client, 'get'>, userId: number | string) =>
  client.get(`/api2/magazine/settings?userId=${userId}`);

const profileRow = async (userId: number) => {
  const [row] = await db()
    .select({
      displayName: users.displayName,
      bio: users.bio,
      bioConnect: users.bioConnect,
      bioCreate: users.bioCreate,
      website: users.website,
      photoPath: users.photoPath,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [magazine] = await db()
    .select({ kind: magazines.kind })
    .from(magazines)
    .where(eq(magazines.userId, userId));
  return { ...row!, kind: magazine?.kind };
};

const settingsEvents = (magazineUserId: number) =>
  db()
    .select({ action: auditLog.action, actorUserId: auditLog.actorUserId, data: auditLog.data })
    .from(auditLog)
    .where(eq(auditLog.magazineUserId, magazineUserId));

function expectDenied(response: { status: number; body: unknown }) {
  expect(response.status).toBe(403);
  expect(response.body).toMatchObject({ success: false, errorMsgKey: 'error.access_deny' });
}

describe('GET /api2/magazine/settings', () => {
  let team: Team;
  beforeAll(async () => {
    team = await buildMagazine(t, { kind: 'business', username: `shop${Date.now().toString(36)}` });
  });

  it('asks a guest to sign in and refuses a non-member', async () => {
    expect((await settingsOf(createClient(t.app), team.magazineUserId)).status).toBe(401);
    expectDenied(await settingsOf(team.outsider.client, team.magazineUserId));
  });

  it('shows a writer the settings read-only, and a managing editor what they may change', async () => {
    const writer = await settingsOf(team.people.writer.client, team.magazineUserId);
    expect(writer.status).toBe(200);
    expect(writer.body.data.abilities).toMatchObject({ changeSettings: false, customiseDesign: false });
    const manager = await settingsOf(team.people.managingEditor.client, team.magazineUserId);
    expect(manager.body.data.abilities).toMatchObject({
      changeSettings: true,
      customiseDesign: true,
      manageBilling: false,
    });
    const { magazine } = manager.body.data;
    expect(Object.keys(magazine).sort()).toEqual(
      [
        'bio',
        'bioConnect',
        'bioCreate',
        'brandColors',
        'displayName',
        'kind',
        'magazinePlan',
        'photoPath',
        'profileBgFocalPoint',
        'profileBgPath',
        'siteAddress',
        'userId',
        'username',
        'website',
      ].sort(),
    );
    expect(magazine).toMatchObject({
      userId: team.magazineUserId,
      kind: 'business',
      magazinePlan: {
        name: 'Free',
        magazinePlanGrpId: 1,
        enableAdvancedCustomisations: false,
        enableRemovingDefaultFooter: false,
      },
      siteAddress: `http://${team.magazine.username.toLowerCase()}.localhost:3000/`,
      profileBgFocalPoint: '50,50',
    });
  });

  it('answers 404 for a profile that is no magazine (masterAdmin passes the policy)', async () => {
    expect((await settingsOf(team.masterAdmin.client, team.outsider.id)).status).toBe(404);
    expect((await settingsOf(team.masterAdmin.client, team.magazineUserId)).status).toBe(200);
  });

  it('gives the page loader guest, denied, missing and the settings', async () => {
    const pageApi = createPageApi(t.app.services);
    const viewer = (userId: number) => ({ userId, sessionId: 1, uiLang: null, remember: true });
    const username = team.magazine.username;
    expect(await pageApi(null).magazines.settings(username)).toEqual({ access: 'guest' });
    expect(await pageApi(null).magazines.createPage()).toEqual({ access: 'guest' });
    expect(await pageApi(viewer(team.outsider.id)).magazines.createPage()).toEqual({
      access: 'ok',
      site: { publicUrl: 'http://localhost:3000', suffix: 'localhost' },
    });
    expect(await pageApi(viewer(team.outsider.id)).magazines.settings(username)).toEqual({
      access: 'denied',
    });
    expect(await pageApi(viewer(team.outsider.id)).magazines.settings('no-such-magazine')).toEqual({
      access: 'missing',
    });
    const page = await pageApi(viewer(team.people.owner.id)).magazines.settings(username.toUpperCase());
    expect(page).toMatchObject({ access: 'ok', settings: { magazine: { userId: team.magazineUserId } } });
  });
});

describe('POST /api2/magazine/settings', () => {
  let team: Team;
  beforeAll(async () => {
    team = await buildMagazine(t, { username: `mag_${Date.now().toString(36)}` });
  });

  const change = (client: Pick<Client, 'post'>, body: Record<string, unknown>) =>
    client.post('/api2/magazine/settings', { userId: team.magazineUserId, ...body });

  it('asks a guest to sign in and refuses members without changeSettings, changing nothing', async () => {
    const before = await profileRow(team.magazineUserId);
    expect((await change(createClient(t.app), { displayName: 'Guest' })).status).toBe(401);
    for (const seat of ['editor', 'writer', 'contributor'] as const)
      expectDenied(await change(team.people[seat].client, { displayName: seat }));
    expectDenied(await change(team.outsider.client, { displayName: 'Outsider' }));
    expect(await profileRow(team.magazineUserId)).toEqual(before);
    expect(await settingsEvents(team.magazineUserId)).toEqual([]);
  });

  it("refuses an owner of another magazine acting on this one's id (TESTING §2)", async () => {
    const other = await buildMagazine(t, { seats: ['primaryOwner'] });
    const before = await profileRow(team.magazineUserId);
    expectDenied(await change(other.people.primaryOwner.client, { displayName: 'Taken over' }));
    expectDenied(await settingsOf(other.people.primaryOwner.client, team.magazineUserId));
    const colours = await other.people.primaryOwner.client.post('/api2/business/update', {
      userId: team.magazineUserId,
      brandColors: '#000000',
    });
    expectDenied(colours);
    expect(await profileRow(team.magazineUserId)).toEqual(before);
  });

  it('saves the fields sent, with one audit row naming them, and answers the settings', async () => {
    const response = await change(team.people.managingEditor.client, {
      displayName: '  The Night Desk ',
      bio: 'News after dark.',
      bioConnect: 'Meet the night desk.',
      website: 'nightdesk.example',
    });
    expect(response.status).toBe(200);
    expect(response.body.data.magazine).toMatchObject({
      displayName: 'The Night Desk',
      bio: 'News after dark.',
      bioConnect: 'Meet the night desk.',
      bioCreate: '',
      website: 'https://nightdesk.example/',
    });
    expect(await settingsEvents(team.magazineUserId)).toEqual([
      {
        action: 'magazine.settings',
        actorUserId: team.people.managingEditor.id,
        data: {
          magazineUserId: team.magazineUserId,
          fields: ['displayName', 'bio', 'bioConnect', 'website'],
        },
      },
    ]);
    // Saving the same values again changes nothing and records nothing.
    await change(team.people.owner.client, { displayName: 'The Night Desk', bio: 'News after dark.' });
    expect(await settingsEvents(team.magazineUserId)).toHaveLength(1);
  });

  it('turns a magazine into a business only when its username can be a host', async () => {
    const underscored = await buildMagazine(t, {
      seats: ['primaryOwner'],
      username: `night_${Date.now() % 1e6}`,
    });
    const refused = await underscored.people.primaryOwner.client.post('/api2/magazine/settings', {
      userId: underscored.magazineUserId,
      kind: 'business',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.fields).toEqual({ kind: en('validation.username.business') });
    expect((await profileRow(underscored.magazineUserId)).kind).toBe('magazine');

    const response = await change(team.people.primaryOwner.client, { kind: 'business' });
    expect(response.status).toBe(400);
    const hostable = await buildMagazine(t, {
      seats: ['primaryOwner'],
      username: `night${Date.now() % 1e6}`,
    });
    const made = await hostable.people.primaryOwner.client.post('/api2/magazine/settings', {
      userId: hostable.magazineUserId,
      kind: 'business',
    });
    expect(made.status).toBe(200);
    expect(made.body.data.magazine.siteAddress).toMatch(/^http:\/\/night\d+\.localhost:3000\/$/);
    expect((await profileRow(hostable.magazineUserId)).kind).toBe('business');
  });

  it('answers bad input with 400 and the fields, changing nothing', async () => {
    const before = await profileRow(team.magazineUserId);
    const cases: [Record<string, unknown>, Record<string, MessageKey>][] = [
      [{ displayName: '' }, { displayName: 'validation.displayName.length' }],
      [{ bio: 'x'.repeat(256) }, { bio: 'validation.bio.length' }],
      [{ bioCreate: 'x'.repeat(256) }, { bioCreate: 'validation.bio.length' }],
      [{ website: 'javascript:alert(1)' }, { website: 'validation.website.invalid' }],
      [{ kind: 'company' }, { kind: 'validation.invalid' }],
      [{ username: 'renamed' }, { username: 'validation.unknown.field' }],
    ];
    for (const [body, fields] of cases) {
      const response = await change(team.people.owner.client, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors.fields).toEqual(
        Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, en(key)])),
      );
    }
    expect(await profileRow(team.magazineUserId)).toEqual(before);
  });
});

describe('POST /api2/magazine/photo (the logo)', () => {
  let team: Team;
  let jpeg: Buffer;
  beforeAll(async () => {
    team = await buildMagazine(t, { seats: ['owner', 'writer'] });
    jpeg = await solid(400, 400).jpeg().toBuffer();
  });

  async function upload(form: FormData, cookie?: string) {
    const { payload, contentType } = await multipartBody(form);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api2/magazine/photo',
      payload,
      headers: {
        host: 'localhost',
        origin: 'http://localhost',
        'content-type': contentType,
        ...(cookie ? { cookie } : {}),
      },
    });
    return { status: response.statusCode, body: response.json() };
  }
  const logoForm = (userId: number) => photoForm(jpeg, 'logo.jpg', 'image/jpeg', { userId: String(userId) });

  it('asks a guest to sign in; refuses a writer, an outsider and a person’s own id', async () => {
    expect((await upload(logoForm(team.magazineUserId))).status).toBe(401);
    expectDenied(await upload(logoForm(team.magazineUserId), team.people.writer.client.cookie));
    expectDenied(await upload(logoForm(team.magazineUserId), team.outsider.client.cookie));
    expectDenied(await upload(logoForm(team.outsider.id), team.outsider.client.cookie));
    expect((await profileRow(team.magazineUserId)).photoPath).toBeNull();
  });

  it('sets and removes the logo of the magazine for an owner', async () => {
    const set = await upload(logoForm(team.magazineUserId), team.people.owner.client.cookie);
    expect(set.status).toBe(200);
    expect(set.body.data.photoPath).toMatch(new RegExp(`^/images/u/${team.magazineUserId}/[\\w-]+\\.jpg$`));
    expect((await profileRow(team.magazineUserId)).photoPath).toBe(set.body.data.photoPath);

    const removal = new FormData();
    removal.append('userId', String(team.magazineUserId));
    removal.append('delete', '1');
    const removed = await upload(removal, team.people.owner.client.cookie);
    expect(removed.body.data).toEqual({ photoPath: null });
    expect((await profileRow(team.magazineUserId)).photoPath).toBeNull();
    const events = await settingsEvents(team.magazineUserId);
    expect(events.map((event) => event.data.fields)).toEqual([['photo'], ['photo']]);
  });

  it('refuses an upload without a picture or a userId', async () => {
    const missing = new FormData();
    missing.append('userId', String(team.magazineUserId));
    expect((await upload(missing, team.people.owner.client.cookie)).status).toBe(400);
    const noUser = photoForm(jpeg, 'logo.jpg');
    expect((await upload(noUser, team.people.owner.client.cookie)).status).toBe(400);
  });
});
