import { MAGAZINE_ROLE, type MessageKey, OWNER_TYPE, translate, USER_TYPE } from '@masthead/core';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertMagazine, signedInPerson } from '../../test/reading-fixtures.ts';
import { magazineMembers, users } from '../accounts/tables.ts';
import { auditLog } from '../audit/tables.ts';
import { magazinePlans, magazines } from './tables.ts';

/** The daily limit of this file's app: low, so the test reaches it quickly. */
const LIMIT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((config) => ({
    ...config,
    rateLimits: { ...config.rateLimits, magazineCreatesPerDay: LIMIT },
  }));
});
afterAll(() => t?.close());

const db = () => t.database.db;
let serial = 0;
const freshName = (prefix = 'mag') => `${prefix}${Date.now().toString(36).slice(-5)}${++serial}`;

const input = (overrides: Record<string, unknown> = {}) => ({
  kind: 'business',
  displayName: 'Acme Coffee',
  username: freshName('acme'),
  bio: 'Roasters of the Long Street.',
  ...overrides,
});

/** Field errors arrive translated (English here). */
const en = (key: MessageKey) => translate('en', key);

const userCount = async () => (await db().select({ n: count() }).from(users))[0]!.n;

describe('POST /api2/magazine/create', () => {
  it('asks a guest to sign in and creates nothing', async () => {
    const before = await userCount();
    const response = await createClient(t.app).post('/api2/magazine/create', input());
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ errorCode: 1000, errors: { system: 'auth.fail.no.login' } });
    expect(await userCount()).toBe(before);
  });

  it('answers bad input with 400 and the field of each broken rule', async () => {
    const { client } = await signedInPerson(t);
    const before = await userCount();
    const cases: [Record<string, unknown>, Record<string, MessageKey>][] = [
      [{ displayName: '' }, { displayName: 'validation.displayName.length' }],
      [{ displayName: 'x'.repeat(31) }, { displayName: 'validation.displayName.length' }],
      [{ username: 'has space' }, { username: 'validation.username.chars' }],
      [{ username: 'ab' }, { username: 'validation.username.length' }],
      [{ username: 'dashboard' }, { username: 'validation.username.reserved' }],
      [{ username: 'API' }, { username: 'validation.username.reserved' }],
      [{ username: 'acme_coffee' }, { username: 'validation.username.business' }],
      [{ bio: 'x'.repeat(256) }, { bio: 'validation.bio.length' }],
      [{ kind: 'company' }, { kind: 'validation.invalid' }],
      [{ userId: 1 }, { userId: 'validation.unknown.field' }],
    ];
    for (const [overrides, fields] of cases) {
      const response = await client.post('/api2/magazine/create', input(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.errors.fields).toEqual(
        Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, en(key)])),
      );
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a username a person or a magazine has, in any case, with 409 on the field', async () => {
    const { client } = await signedInPerson(t);
    const person = await signedInPerson(t, { username: freshName('Person') });
    const magazine = await insertMagazine(db(), { username: freshName('Taken') });
    for (const taken of [person.username.toLowerCase(), magazine.username.toUpperCase()]) {
      const response = await client.post(
        '/api2/magazine/create',
        input({ username: taken, kind: 'magazine' }),
      );
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        errorMsgKey: 'error.username.used',
        errors: { fields: { username: en('error.username.used') } },
      });
    }
  });

  it('creates the magazine, its free plan and its primary owner, with the audit row, in one go', async () => {
    const creator = await signedInPerson(t);
    const wanted = input({ username: freshName('Acme') });
    const response = await creator.client.post('/api2/magazine/create', wanted);
    expect(response.status).toBe(200);
    const { magazine, dashboardPath } = response.body.data;
    expect(magazine).toEqual({
      userId: expect.any(Number),
      username: wanted.username,
      displayName: 'Acme Coffee',
      kind: 'business',
    });
    expect(dashboardPath).toBe(`/dashboard/@${wanted.username}`);
    const id = magazine.userId;

    const [user] = await db().select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({
      userType: USER_TYPE.magazine,
      username: wanted.username,
      displayName: 'Acme Coffee',
      bio: 'Roasters of the Long Street.',
      email: null,
      passwordHash: null,
      admin: false,
      masterAdmin: false,
    });
    expect(await db().select().from(magazines).where(eq(magazines.userId, id))).toEqual([
      expect.objectContaining({ kind: 'business', createdBy: creator.id, closedAt: null, brandColors: '' }),
    ]);
    expect(await db().select().from(magazinePlans).where(eq(magazinePlans.magazineUserId, id))).toEqual([
      expect.objectContaining({ planGroup: 1, status: 'active', periodEnd: null }),
    ]);
    expect(
      await db()
        .select({
          userId: magazineMembers.userId,
          role: magazineMembers.role,
          ownerType: magazineMembers.ownerType,
        })
        .from(magazineMembers)
        .where(eq(magazineMembers.magazineUserId, id)),
    ).toEqual([{ userId: creator.id, role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.primary }]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.magazineUserId, id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'magazine.created',
        actorUserId: creator.id,
        data: { magazineUserId: id, kind: 'business', username: wanted.username },
      }),
    ]);

    // The creator's current-user payload now lists it (SPEC §3 magazines with role and ownerType).
    const current = await creator.client.get('/api2/account/current');
    expect(current.body.data.user.magazines).toContainEqual(
      expect.objectContaining({ userId: id, role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.primary }),
    );
    // And the name is now taken.
    const again = await creator.client.post('/api2/magazine/create', { ...wanted, kind: 'magazine' });
    expect(again.status).toBe(409);
  });

  it('limits how many one account creates in a day: 429 with Retry-After, nothing written', async () => {
    const creator = await signedInPerson(t);
    const taken = await insertMagazine(db(), { username: freshName('held') });
    // A taken name is refused before it counts.
    expect(
      (await creator.client.post('/api2/magazine/create', input({ username: taken.username }))).status,
    ).toBe(409);
    for (let n = 0; n < LIMIT; n++) {
      expect((await creator.client.post('/api2/magazine/create', input())).status).toBe(200);
    }
    const before = await userCount();
    const refused = await creator.client.post('/api2/magazine/create', input());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ success: false, errorMsgKey: 'error.rate.limited' });
    expect(await userCount()).toBe(before);
    // Someone else is not held back.
    expect((await (await signedInPerson(t)).client.post('/api2/magazine/create', input())).status).toBe(200);
    // A day later the creator may again.
    t.advance(86_400_000);
    expect((await creator.client.post('/api2/magazine/create', input())).status).toBe(200);
    const owned = await db()
      .select({ n: count() })
      .from(magazineMembers)
      .where(and(eq(magazineMembers.userId, creator.id), eq(magazineMembers.ownerType, OWNER_TYPE.primary)));
    expect(owned[0]!.n).toBe(LIMIT + 1);
  });

  it('refuses a cross-site request', async () => {
    const { client } = await signedInPerson(t);
    const before = await userCount();
    const response = await client.post('/api2/magazine/create', input(), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await userCount()).toBe(before);
  });
});

describe('GET /api2/magazine/username/check', () => {
  const check = (client: Pick<ReturnType<typeof createClient>, 'get'>, query: string) =>
    client.get(`/api2/magazine/username/check?${query}`);

  it('asks a guest to sign in', async () => {
    expect((await check(createClient(t.app), 'username=acme')).status).toBe(401);
  });

  it('says which rule a name breaks, whether it is taken, or that it is free', async () => {
    const { client } = await signedInPerson(t);
    const magazine = await insertMagazine(db(), { username: freshName('Check') });
    const free = freshName('free');
    const cases: [string, boolean, string | null][] = [
      [`username=${free}`, true, null],
      [`username=${free}-x&kind=business`, true, null],
      ['username=', false, 'validation.required'],
      ['username=a%20b', false, 'validation.username.chars'],
      ['username=ab', false, 'validation.username.length'],
      ['username=Writers', false, 'validation.username.reserved'],
      [`username=${free}_x&kind=business`, false, 'validation.username.business'],
      [`username=${magazine.username.toUpperCase()}`, false, 'error.username.used'],
    ];
    for (const [query, available, problem] of cases) {
      const response = await check(client, query);
      expect(response.status, query).toBe(200);
      expect(response.body.data, query).toMatchObject({ available, problem });
    }
  });

  it('bounds what it reads', async () => {
    const { client } = await signedInPerson(t);
    expect((await check(client, `username=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await check(client, 'username=a&kind=company')).status).toBe(400);
    expect((await check(client, 'username=a&extra=1')).status).toBe(400);
  });
});
