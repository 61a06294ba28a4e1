import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastMailTo,
  nextAddress,
  PASSWORD,
  setCookiesOf,
  signUpPerson,
  startOfWindow,
  tokenIn,
} from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { auditLog } from '../audit/tables.ts';
import { linkedAccounts, magazineMembers, sessions, users } from './tables.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const sessionCookie = (headers: Record<string, unknown>) =>
  setCookiesOf(headers).find((c) => c.startsWith('sid='));
const signupBody = (overrides: Record<string, unknown> = {}) => {
  const id = Math.random().toString(36).slice(2, 9);
  return {
    email: `new${id}@example.com`,
    username: `new_${id}`,
    password: PASSWORD,
    displayName: 'New Person',
    ...overrides,
  };
};
const CURRENT_USER_KEYS = [
  'accessRight',
  'admin',
  'displayName',
  'facebookAccessTokenExpires',
  'firstTimeLogin',
  'hasFbAc',
  'hasTwAc',
  'langs',
  'magazines',
  'masterAdmin',
  'photoPath',
  'userId',
  'userType',
  'username',
];

describe('POST /api2/account/signup', () => {
  it('creates the person, signs them in with a browser-session cookie and mails a verification link', async () => {
    const client = createClient(testApp.app, { ip: nextAddress() });
    const body = signupBody({ email: 'Ada.Lovelace@Example.com', username: 'ada_l' });
    const response = await client.post('/api2/account/signup', body);
    expect(response.status).toBe(200);
    const user = response.body.data.user;
    expect(Object.keys(user).sort()).toEqual(CURRENT_USER_KEYS);
    expect(user).toMatchObject({
      username: 'ada_l',
      displayName: 'New Person',
      userType: 1,
      firstTimeLogin: true,
      magazines: [],
    });
    const cookie = sessionCookie(response.headers)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Max-Age/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(JSON.stringify(response.body)).not.toContain('scrypt$');

    const current = await client.get('/api2/account/current');
    expect(current.body.data.user.userId).toBe(user.userId);

    const mail = await lastMailTo(db(), 'ada.lovelace@example.com');
    expect(mail.subject).toBe('Please confirm your email address');
    expect(tokenIn(mail.textBody, `${testApp.config.publicUrl}/verify_email.html`)).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );
    const audit = await db().select().from(auditLog).where(eq(auditLog.subjectUserId, user.userId));
    expect(audit.map((a) => a.action)).toEqual(['account.signup']);
  });

  it('starts the feed languages with the sign-up language and English (SPEC §1)', async () => {
    const client = createClient(testApp.app, { ip: nextAddress() });
    const response = await client.post('/api2/account/signup', signupBody({ lang: 'cn' }));
    expect(response.status).toBe(200);
    expect(response.body.data.user.langs).toEqual(['cn', 'en']);
  });

  it('sets a 365-day cookie with remember-login', async () => {
    const { response } = await signUpPerson(testApp.app, { rememberLogin: true });
    expect(sessionCookie(response.headers)).toMatch(/Max-Age=31536000/);
  });

  it('answers each bad field with the SPEC message and changes nothing', async () => {
    const client = createClient(testApp.app, { ip: nextAddress() });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, 'email', 'Please input a valid email address'],
      [{ email: 'a@b.toolong' }, 'email', 'Please input a valid email address'],
      [{ password: '12345' }, 'password', 'Password must be 6 to 20 characters long'],
      [{ password: 'x'.repeat(21) }, 'password', 'Password must be 6 to 20 characters long'],
      [{ confirmPassword: 'different1' }, 'confirmPassword', 'The two passwords do not match'],
      [
        { username: 'bad name!' },
        'username',
        "Please only use letters, numbers and '_' in your username. Thanks!",
      ],
      [{ username: 'ab' }, 'username', 'Please input valid username with 3 to 20 characters long'],
      [{ username: 'a'.repeat(21) }, 'username', 'Please input valid username with 3 to 20 characters long'],
      [{ displayName: '' }, 'displayName', 'Display name must be 1 to 30 characters long'],
      [{ displayName: 'x'.repeat(31) }, 'displayName', 'Display name must be 1 to 30 characters long'],
      [{ isAdmin: true }, 'isAdmin', 'This field is not accepted here'],
    ];
    const before = await db().select({ id: users.id }).from(users);
    for (const [override, field, message] of cases) {
      const response = await client.post('/api2/account/signup', signupBody(override));
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        isError: true,
        errorCode: 1004,
        errorMsgKey: 'error.validation.failed',
      });
      expect(response.body.errors.fields[field]).toBe(message);
    }
    expect(await db().select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('refuses a common password', async () => {
    const client = createClient(testApp.app, { ip: nextAddress() });
    const response = await client.post('/api2/account/signup', signupBody({ password: 'Password123' }));
    expect(response.status).toBe(400);
    expect(response.body.errorMsgKey).toBe('error.password.common');
  });

  it('says email.used and username.used, ignoring case', async () => {
    const existing = await signUpPerson(testApp.app, { email: 'taken@example.com', username: 'Taken_Name' });
    const client = createClient(testApp.app, { ip: nextAddress() });
    const email = await client.post('/api2/account/signup', signupBody({ email: 'TAKEN@example.COM' }));
    expect(email.status).toBe(409);
    expect(email.body).toMatchObject({
      errorCode: 1102,
      errorMsg: 'An account with this email already exists. Please sign in, or use Forgot password.',
    });
    const username = await client.post('/api2/account/signup', signupBody({ username: 'taken_name' }));
    expect(username.status).toBe(409);
    expect(username.body).toMatchObject({
      errorCode: 1103,
      errorMsg: 'This username is already taken. Please choose another.',
    });
    expect(JSON.stringify([email.body, username.body])).not.toContain(existing.email);
  });

  it('lets exactly one of two racing sign-ups for the same address win', async () => {
    const body = signupBody();
    const [a, b] = await Promise.all([
      createClient(testApp.app, { ip: nextAddress() }).post('/api2/account/signup', body),
      createClient(testApp.app, { ip: nextAddress() }).post('/api2/account/signup', body),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a.body, b.body].find((r) => !r.success).errorCode).toBeOneOf([1102, 1103]);
  });

  it('allows 3 new accounts per address per day; the 4th gets 429, whatever X-Forwarded-For says', async () => {
    startOfWindow(testApp, 86_400_000);
    const ip = nextAddress();
    for (let i = 0; i < 3; i++) {
      const response = await createClient(testApp.app, { ip }).post('/api2/account/signup', signupBody(), {
        'x-forwarded-for': `203.0.113.${i}`,
      });
      expect(response.status).toBe(200);
    }
    const refused = await createClient(testApp.app, { ip }).post('/api2/account/signup', signupBody(), {
      'x-forwarded-for': '203.0.113.99',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.errorMsgKey).toBe('error.signup.limited');
    expect(refused.body.errorMsg).toMatch(/^Too many new accounts from this address\. Please try again in /);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts IPv6 addresses by their /64', async () => {
    startOfWindow(testApp, 86_400_000);
    for (const ip of ['2001:db8::1', '2001:db8::2', '2001:db8::ffff:3']) {
      expect(
        (await createClient(testApp.app, { ip }).post('/api2/account/signup', signupBody())).status,
      ).toBe(200);
    }
    expect(
      (await createClient(testApp.app, { ip: '2001:db8::4' }).post('/api2/account/signup', signupBody()))
        .status,
    ).toBe(429);
    expect(
      (await createClient(testApp.app, { ip: '2001:db8:0:1::1' }).post('/api2/account/signup', signupBody()))
        .status,
    ).toBe(200);
  });

  it('allows 5 attempts per address per half hour; the 6th gets 429', async () => {
    startOfWindow(testApp, 1_800_000);
    const ip = nextAddress();
    await signUpPerson(testApp.app, { email: 'half-hour@example.com' });
    const client = createClient(testApp.app, { ip });
    for (let i = 0; i < 5; i++) {
      expect(
        (await client.post('/api2/account/signup', signupBody({ email: 'half-hour@example.com' }))).status,
      ).toBe(409);
    }
    const refused = await client.post('/api2/account/signup', signupBody());
    expect(refused.status).toBe(429);
    expect(refused.body.errorMsgKey).toBe('error.signup.limited');
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('sign-in: /api/auth/login/p.json', () => {
  it('signs in with the email or the username, in any case, with a new session each time', async () => {
    const person = await signUpPerson(testApp.app, { username: 'Grace_H' });
    const tokens = new Set<string>();
    for (const login of [person.email, person.email.toUpperCase(), 'grace_h', 'GRACE_H']) {
      const client = createClient(testApp.app, { ip: nextAddress() });
      const response = await client.post('/api/auth/login/p.json', { login, password: PASSWORD });
      expect(response.status, login).toBe(200);
      expect(response.body.data.user.userId).toBe(person.userId);
      tokens.add(client.jar.get('sid')!);
    }
    expect(tokens.size).toBe(4);
    const rows = await db().select().from(sessions).where(eq(sessions.userId, person.userId));
    expect(rows).toHaveLength(5);
  });

  it('replaces the session the browser already had', async () => {
    const person = await signUpPerson(testApp.app);
    const before = person.client.jar.get('sid');
    const response = await person.client.post('/api/auth/login/p.json', {
      login: person.username,
      password: PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(person.client.jar.get('sid')).not.toBe(before);
    const rows = await db().select().from(sessions).where(eq(sessions.userId, person.userId));
    expect(rows).toHaveLength(1);
  });

  it('sets a 365-day cookie only with remember-login', async () => {
    const person = await signUpPerson(testApp.app);
    const remembered = await createClient(testApp.app, { ip: nextAddress() }).post('/api/auth/login/p.json', {
      login: person.email,
      password: PASSWORD,
      rememberLogin: true,
    });
    expect(sessionCookie(remembered.headers)).toMatch(/Max-Age=31536000/);
    const session = await createClient(testApp.app, { ip: nextAddress() }).post('/api/auth/login/p.json', {
      login: person.email,
      password: PASSWORD,
    });
    expect(sessionCookie(session.headers)).not.toMatch(/Max-Age/);
  });

  it('gives the same answer for a wrong password and an unknown name', async () => {
    const person = await signUpPerson(testApp.app);
    const client = createClient(testApp.app, { ip: nextAddress() });
    const wrong = await client.post('/api/auth/login/p.json', {
      login: person.email,
      password: 'wrong-password',
    });
    const unknown = await client.post('/api/auth/login/p.json', {
      login: 'nobody@example.com',
      password: 'wrong-password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({ errorCode: 1100, errorMsgKey: 'error.login.failed' });
    expect(client.jar.has('sid')).toBe(false);
  });

  it('refuses bad input, and never takes credentials from a GET', async () => {
    const client = createClient(testApp.app, { ip: nextAddress() });
    expect((await client.post('/api/auth/login/p.json', { login: '', password: 'x' })).status).toBe(400);
    expect(
      (await client.post('/api/auth/login/p.json', { login: 'a', password: 'b', extra: 1 })).status,
    ).toBe(400);
    const viaGet = await client.get('/api/auth/login/p.json?login=someone&password=secret1');
    expect(viaGet.status).toBe(400);
  });

  it('answers the sign-in state on GET', async () => {
    const guest = await createClient(testApp.app).get('/api/auth/login/p.json');
    expect(guest.body).toEqual({ success: true, data: { user: null } });
    const person = await signUpPerson(testApp.app);
    const signedIn = await person.client.get('/api/auth/login/p.json');
    expect(signedIn.body.data.user.userId).toBe(person.userId);
  });

  it('allows 6 attempts per address per minute and 30 per hour; X-Forwarded-For does not reset it', async () => {
    const person = await signUpPerson(testApp.app);
    startOfWindow(testApp, 3_600_000);
    const ip = nextAddress();
    const attempt = (i: number) =>
      createClient(testApp.app, { ip }).post(
        '/api/auth/login/p.json',
        { login: person.username, password: PASSWORD },
        { 'x-forwarded-for': `198.51.100.${i}` },
      );
    let attempts = 0;
    for (let minute = 0; minute < 5; minute++) {
      for (let i = 0; i < 6; i++) expect((await attempt(attempts++)).status).toBe(200);
      const refused = await attempt(attempts);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      testApp.advance(61_000);
    }
    // 30 in this hour: the next minute's first attempt is over the hourly limit.
    const hourly = await attempt(attempts);
    expect(hourly.status).toBe(429);
  });

  it('shares the per-address limit inside one IPv6 /64', async () => {
    const person = await signUpPerson(testApp.app);
    startOfWindow(testApp, 60_000);
    const attempt = (ip: string) =>
      createClient(testApp.app, { ip }).post('/api/auth/login/p.json', {
        login: person.username,
        password: PASSWORD,
      });
    for (let i = 1; i <= 6; i++) expect((await attempt(`2001:db8:aa:bb::${i}`)).status).toBe(200);
    expect((await attempt('2001:db8:aa:bb:ffff::7')).status).toBe(429);
    expect((await attempt('2001:db8:aa:bc::1')).status).toBe(200);
  });

  it('locks the account after 5 failures with a growing wait; the right password also gets 429 then', async () => {
    const person = await signUpPerson(testApp.app);
    const attempt = (password: string) =>
      createClient(testApp.app, { ip: nextAddress() }).post('/api/auth/login/p.json', {
        login: person.username,
        password,
      });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).status).toBe(401);
    const locked = await attempt(PASSWORD);
    expect(locked.status).toBe(429);
    const firstWait = Number(locked.headers['retry-after']);
    expect(firstWait).toBeGreaterThan(590);
    expect(firstWait).toBeLessThanOrEqual(600);

    testApp.advance(601_000);
    expect((await attempt('wrong-password')).status).toBe(401);
    const lockedAgain = await attempt(PASSWORD);
    expect(lockedAgain.status).toBe(429);
    const secondWait = Number(lockedAgain.headers['retry-after']);
    expect(secondWait).toBeGreaterThan(1190);
    expect(secondWait).toBeLessThanOrEqual(1200);

    testApp.advance(1_201_000);
    expect((await attempt(PASSWORD)).status).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, person.userId));
    expect(row).toMatchObject({ failedLogins: 0, lockedUntil: null });
  });

  it('refuses a suspended person, and their sessions end', async () => {
    const person = await signUpPerson(testApp.app);
    await db().update(users).set({ suspendedAt: testApp.now() }).where(eq(users.id, person.userId));
    const response = await createClient(testApp.app, { ip: nextAddress() }).post('/api/auth/login/p.json', {
      login: person.username,
      password: PASSWORD,
    });
    expect(response.status).toBe(403);
    expect((await person.client.get('/api2/account/current')).body.data.user).toBeNull();
  });
});

describe('sign-out: /api/auth/logout/p.json', () => {
  it('POST ends the session on the server and clears the cookie', async () => {
    const person = await signUpPerson(testApp.app);
    const token = person.client.jar.get('sid')!;
    const response = await person.client.post('/api/auth/logout/p.json', {});
    expect(response.body).toEqual({ success: true, data: { redirect: '/' } });
    expect(sessionCookie(response.headers)).toMatch(/sid=;/);
    expect(await db().select().from(sessions).where(eq(sessions.userId, person.userId))).toHaveLength(0);
    // The old cookie, replayed, no longer signs anyone in.
    const replay = await createClient(testApp.app).get('/api2/account/current', { cookie: `sid=${token}` });
    expect(replay.body.data.user).toBeNull();
  });

  it('POST works for a guest and refuses unknown fields', async () => {
    const guest = createClient(testApp.app);
    expect((await guest.post('/api/auth/logout/p.json', {})).status).toBe(200);
    expect((await guest.post('/api/auth/logout/p.json', { all: true })).status).toBe(400);
  });

  it('GET redirects to a path of this site only', async () => {
    const person = await signUpPerson(testApp.app);
    const response = await person.client.get('/api/auth/logout/p.json?redirect=%2Ftopics%2Fart.html');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/topics/art.html');
    expect((await person.client.get('/api2/account/current')).body.data.user).toBeNull();
    for (const target of ['//evil.example', 'https://evil.example/', '/loginpage.html']) {
      const r = await createClient(testApp.app).get(
        `/api/auth/logout/p.json?redirect=${encodeURIComponent(target)}`,
      );
      expect(r.headers.location, target).toBe('/');
    }
    expect((await createClient(testApp.app).get('/api/auth/logout/p.json?next=/x')).status).toBe(400);
  });

  it('GET from another site changes nothing', async () => {
    const person = await signUpPerson(testApp.app);
    const response = await person.client.get('/api/auth/logout/p.json', { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect((await person.client.get('/api2/account/current')).body.data.user.userId).toBe(person.userId);
  });
});

describe('GET /api2/account/current', () => {
  it('answers null to a guest and refuses query fields', async () => {
    expect((await createClient(testApp.app).get('/api2/account/current')).body.data).toEqual({ user: null });
    expect((await createClient(testApp.app).get('/api2/account/current?userId=1')).status).toBe(400);
  });

  it('lists magazines with their names, and linked accounts by token validity', async () => {
    const person = await signUpPerson(testApp.app);
    const [magazine] = await db()
      .insert(users)
      .values({ userType: 4, username: 'the_daily_test', displayName: 'The Daily Test' })
      .returning({ id: users.id });
    await db()
      .insert(magazineMembers)
      .values({ magazineUserId: magazine!.id, userId: person.userId, role: 11, ownerType: 1 });
    const expires = new Date(testApp.now().getTime() + 3_600_000);
    await db()
      .insert(linkedAccounts)
      .values([
        {
          userId: person.userId,
          provider: 'facebook',
          providerUserId: `fb${person.userId}`,
          accessTokenExpiresAt: expires,
        },
        { userId: person.userId, provider: 'twitter', providerUserId: `tw${person.userId}` },
      ]);
    await db()
      .update(users)
      .set({ langs: ['en', 'tw', 'xx'], accessRights: ['reports'] })
      .where(eq(users.id, person.userId));
    const user = (await person.client.get('/api2/account/current')).body.data.user;
    expect(user).toMatchObject({
      magazines: [
        {
          userId: magazine!.id,
          role: 11,
          ownerType: 1,
          username: 'the_daily_test',
          displayName: 'The Daily Test',
        },
      ],
      hasFbAc: true,
      facebookAccessTokenExpires: expires.getTime(),
      hasTwAc: true,
      langs: ['en', 'tw'],
      accessRight: ['reports'],
    });
    // SPEC §4: a token that expires within 10 minutes is not valid.
    testApp.advance(3_600_000 - 5 * 60_000);
    expect((await person.client.get('/api2/account/current')).body.data.user.hasFbAc).toBe(false);
    testApp.advance(-(3_600_000 - 5 * 60_000));
  });
});

describe('cookies in production', () => {
  it('marks the session and challenge cookies Secure', async () => {
    const production = await createTestApp((config) => ({ ...config, production: true }));
    try {
      const person = await signUpPerson(production.app);
      expect(sessionCookie(person.response.headers)).toMatch(/; Secure/);
      await person.client.post('/api2/account/settings', { tfaEnabled: true });
      const login = await createClient(production.app, { ip: nextAddress() }).post('/api/auth/login/p.json', {
        login: person.username,
        password: PASSWORD,
      });
      expect(setCookiesOf(login.headers).find((c) => c.startsWith('tfa='))).toMatch(/; Secure/);
    } finally {
      await production.close();
    }
  });
});
