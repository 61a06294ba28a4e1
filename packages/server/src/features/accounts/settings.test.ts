import { DEFAULT_NOTIFICATION_SETTINGS, translate } from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastMailTo,
  mailsTo,
  nextAddress,
  PASSWORD,
  signUpPerson,
  tokenIn,
} from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { auditLog } from '../audit/tables.ts';
import { sessions, users } from './tables.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const guest = () => createClient(testApp.app);
const expectGuestRefused = (response: { status: number; body: { errorCode: number } }) => {
  expect(response.status).toBe(401);
  expect(response.body.errorCode).toBe(1000);
};

describe('email verification', () => {
  it('verifies from the mailed link once; the same link again says the address is already verified', async () => {
    const person = await signUpPerson(testApp.app);
    const token = tokenIn(
      (await lastMailTo(db(), person.email)).textBody,
      `${testApp.config.publicUrl}/verify_email.html`,
    );
    expect((await person.client.get('/api2/account/settings')).body.data.emailVerified).toBe(false);
    const verified = await guest().post('/api2/account/verify', { token });
    expect(verified.body).toEqual({ success: true, data: { verified: true, alreadyVerified: false } });
    expect((await person.client.get('/api2/account/settings')).body.data.emailVerified).toBe(true);
    const again = await guest().post('/api2/account/verify', { token });
    expect(again.body).toEqual({ success: true, data: { verified: true, alreadyVerified: true } });
    expect(await testApp.app.services.accounts.verifyEmail(token)).toBe('already');
    const unknown = await guest().post('/api2/account/verify', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorMsgKey).toBe('error.verify.invalid');
    expect((await guest().post('/api2/account/verify', { token: 'x' })).status).toBe(400);
    expect((await guest().post('/api2/account/verify', {})).status).toBe(400);
  });

  it('refuses a link older than 24 hours', async () => {
    const person = await signUpPerson(testApp.app);
    const token = tokenIn(
      (await lastMailTo(db(), person.email)).textBody,
      `${testApp.config.publicUrl}/verify_email.html`,
    );
    testApp.advance(24 * 3_600_000 + 1000);
    expect((await guest().post('/api2/account/verify', { token })).status).toBe(400);
    expect(await testApp.app.services.accounts.verifyEmail(token)).toBe('invalid');
  });

  it('resends the link to a signed-in, unverified person', async () => {
    expectGuestRefused(await guest().post('/api2/account/verify/resend', {}));
    const person = await signUpPerson(testApp.app);
    expect((await person.client.post('/api2/account/verify/resend', { email: 'x@example.com' })).status).toBe(
      400,
    );
    expect((await person.client.post('/api2/account/verify/resend', {})).body.data).toEqual({ sent: true });
    const mails = await mailsTo(db(), person.email);
    expect(mails).toHaveLength(2);
    const token = tokenIn(mails[0]!.textBody, `${testApp.config.publicUrl}/verify_email.html`);
    expect((await testApp.app.services.accounts.viewerOfPage(person.userId))?.unverifiedEmail).toBe(
      person.email,
    );
    expect(await testApp.app.services.accounts.verifyEmail(token)).toBe('verified');
    expect((await testApp.app.services.accounts.viewerOfPage(person.userId))?.unverifiedEmail).toBeNull();
    expect((await person.client.post('/api2/account/verify/resend', {})).body.data).toEqual({ sent: false });
    // The older link, used after the newer one verified the address, says so rather than 'invalid'.
    const older = tokenIn(mails[1]!.textBody, `${testApp.config.publicUrl}/verify_email.html`);
    expect(await testApp.app.services.accounts.verifyEmail(older)).toBe('already');
  });
});

describe('POST /api/user/visited/p.json', () => {
  it('marks the first visit done for a signed-in person only', async () => {
    expectGuestRefused(await guest().post('/api/user/visited/p.json', {}));
    const person = await signUpPerson(testApp.app);
    expect((await person.client.post('/api/user/visited/p.json', { userId: 1 })).status).toBe(400);
    const response = await person.client.post('/api/user/visited/p.json', {});
    expect(response.body).toEqual({ success: true, data: { firstTimeLogin: false } });
    expect((await person.client.get('/api2/account/current')).body.data.user.firstTimeLogin).toBe(false);
  });
});

describe('profile: POST /api2/account/profile and /profile/create', () => {
  it('asks a guest to sign in', async () => {
    expectGuestRefused(await guest().post('/api2/account/profile', { bio: 'hi' }));
    expectGuestRefused(await guest().post('/api2/account/profile/create', { bio: 'hi' }));
  });

  it('refuses bad fields with the SPEC messages', async () => {
    const person = await signUpPerson(testApp.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ website: 'javascript:alert(1)' }, 'website', 'Please input valid website address'],
      [{ website: 'not a site' }, 'website', 'Please input valid website address'],
      [{ bio: 'x'.repeat(256) }, 'bio', 'Bio must be 0 to 255 characters long'],
      [{ displayName: 'x'.repeat(31) }, 'displayName', 'Display name must be 1 to 30 characters long'],
      [{ langs: ['en', 'xx'] }, 'langs.1', 'Please choose one of the listed languages'],
      [{ email: 'new@example.com' }, 'email', 'This field is not accepted here'],
      [{ userId: 1 }, 'userId', 'This field is not accepted here'],
    ];
    for (const url of ['/api2/account/profile', '/api2/account/profile/create']) {
      for (const [body, field, message] of cases) {
        const response = await person.client.post(url, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.errors.fields[field]).toBe(message);
      }
    }
    expect((await person.client.get('/api2/account/settings')).body.data.profileCreated).toBe(false);
  });

  it('edits the signed-in person only, and answers the public profile without an email', async () => {
    const person = await signUpPerson(testApp.app);
    const response = await person.client.post('/api2/account/profile', {
      displayName: '  Ada  ',
      bio: 'Writes about engines.',
      website: 'example.org/ada',
      langs: ['tw', 'en', 'tw'],
    });
    expect(response.status).toBe(200);
    expect(response.body.data.profile).toMatchObject({
      userId: person.userId,
      username: person.username,
      displayName: 'Ada',
      bio: 'Writes about engines.',
      website: 'https://example.org/ada',
    });
    expect(JSON.stringify(response.body)).not.toContain(person.email);
    expect(Object.keys(response.body.data.profile).sort()).toEqual(
      [
        'bio',
        'bioConnect',
        'bioCreate',
        'bioLangs',
        'createdAt',
        'displayName',
        'followerCount',
        'photoPath',
        'profileBgPath',
        'userId',
        'userType',
        'username',
        'website',
      ].sort(),
    );
    const settings = (await person.client.get('/api2/account/settings')).body.data;
    expect(settings).toMatchObject({ langs: ['tw', 'en'], profileCreated: false });
    await person.client.post('/api2/account/profile/create', { bio: 'Hello' });
    expect((await person.client.get('/api2/account/settings')).body.data.profileCreated).toBe(true);
  });

  it('shows public profiles by name (any case) and id, never suspended ones', async () => {
    const { accounts } = testApp.app.services;
    const person = await signUpPerson(testApp.app, { username: 'Public_Person' });
    const byName = await accounts.publicProfileByUsername('public_PERSON');
    expect(byName?.userId).toBe(person.userId);
    expect(JSON.stringify(byName)).not.toContain('@');
    expect((await accounts.publicProfileById(person.userId))?.username).toBe('Public_Person');
    expect(await accounts.publicProfileByUsername('nobody_at_all')).toBeNull();
    expect(await accounts.publicProfileById(2 ** 53)).toBeNull();
    await db().update(users).set({ suspendedAt: testApp.now() }).where(eq(users.id, person.userId));
    expect(await accounts.publicProfileByUsername('Public_Person')).toBeNull();
  });
});

describe('account settings: /api2/account/settings', () => {
  it('asks a guest to sign in', async () => {
    expectGuestRefused(await guest().get('/api2/account/settings'));
    expectGuestRefused(await guest().post('/api2/account/settings', { uiLang: 'tw' }));
  });

  it('shows the own email and the sessions, the current one marked', async () => {
    const person = await signUpPerson(testApp.app);
    await createClient(testApp.app, { ip: nextAddress() }).post(
      '/api/auth/login/p.json',
      { login: person.email, password: PASSWORD },
      { 'user-agent': 'Other Browser/1.0' },
    );
    const response = await person.client.get('/api2/account/settings');
    expect(response.status).toBe(200);
    const view = response.body.data;
    expect(view).toMatchObject({
      email: person.email,
      username: person.username,
      tfaEnabled: false,
      uiLang: null,
      notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
    });
    expect(view.sessions).toHaveLength(2);
    expect(view.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(view.sessions.map((s: { userAgent: string }) => s.userAgent)).toContain('Other Browser/1.0');
    expect(JSON.stringify(view)).not.toMatch(/scrypt|token/i);
    expect((await person.client.get('/api2/account/settings?all=1')).status).toBe(400);
  });

  it('sets the interface language, and refuses unknown fields and languages', async () => {
    const person = await signUpPerson(testApp.app);
    const response = await person.client.post('/api2/account/settings', { uiLang: 'cn' });
    expect(response.body.data.uiLang).toBe('cn');
    expect((await person.client.post('/api2/account/settings', { uiLang: 'xx' })).status).toBe(400);
    expect((await person.client.post('/api2/account/settings', { tfaEnabled: 'yes' })).status).toBe(400);
    expect((await person.client.post('/api2/account/settings', { admin: true })).status).toBe(400);
    // Errors now come in the chosen language.
    const refused = await person.client.post('/api2/account/settings', { uiLang: 'xx' });
    expect(refused.body.errorMsg).toBe(translate('cn', 'error.validation.failed'));
  });
});

describe('notification settings: /api2/account/notifications', () => {
  it('asks a guest to sign in', async () => {
    expectGuestRefused(await guest().get('/api2/account/notifications'));
    expectGuestRefused(await guest().post('/api2/account/notifications', { weeklyNewsletter: false }));
  });

  it('starts from the defaults and merges changes', async () => {
    const person = await signUpPerson(testApp.app);
    expect((await person.client.get('/api2/account/notifications')).body.data).toEqual(
      DEFAULT_NOTIFICATION_SETTINGS,
    );
    const first = await person.client.post('/api2/account/notifications', { weeklyNewsletter: false });
    const second = await person.client.post('/api2/account/notifications', { emailOnVote: true });
    expect(first.body.data.weeklyNewsletter).toBe(false);
    expect(second.body.data).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      weeklyNewsletter: false,
      emailOnVote: true,
    });
    expect((await person.client.get('/api2/account/notifications')).body.data).toEqual(second.body.data);
  });

  it('refuses bad values', async () => {
    const person = await signUpPerson(testApp.app);
    expect((await person.client.post('/api2/account/notifications', { weeklyNewsletter: 'no' })).status).toBe(
      400,
    );
    expect((await person.client.post('/api2/account/notifications', { spam: true })).status).toBe(400);
    expect((await person.client.get('/api2/account/notifications?x=1')).status).toBe(400);
  });
});

describe('unsubscribe: POST /api2/account/unsubscribe', () => {
  async function personWithLink() {
    const person = await signUpPerson(testApp.app, { email: `reader${Date.now()}@example.com` });
    const { accounts } = testApp.app.services;
    const link = await db().transaction((tx) => accounts.unsubscribeLink(tx, person.userId));
    return { person, link, token: tokenIn(link, `${testApp.config.publicUrl}/unsubscribe.html`) };
  }

  it('gives one reusable link per person', async () => {
    const { person, link } = await personWithLink();
    const again = await db().transaction((tx) =>
      testApp.app.services.accounts.unsubscribeLink(tx, person.userId),
    );
    expect(again).toBe(link);
  });

  it('describes the link with a masked address', async () => {
    const { person, token } = await personWithLink();
    const described = await testApp.app.services.accounts.describeUnsubscribe(token);
    expect(described).toEqual({ email: `r***@example.com` });
    expect(described?.email).not.toBe(person.email);
    expect(await testApp.app.services.accounts.describeUnsubscribe('A'.repeat(43))).toBeNull();
    expect(await testApp.app.services.accounts.describeUnsubscribe('<bad>')).toBeNull();
  });

  it('switches off one list, or all of them, as often as the link is used', async () => {
    const { person, token } = await personWithLink();
    const one = await guest().post('/api2/account/unsubscribe', { token, list: 'weeklyNewsletter' });
    expect(one.body).toEqual({ success: true, data: { unsubscribed: true } });
    expect((await person.client.get('/api2/account/notifications')).body.data).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      weeklyNewsletter: false,
    });
    expect((await guest().post('/api2/account/unsubscribe', { token })).status).toBe(200);
    const all = (await person.client.get('/api2/account/notifications')).body.data;
    expect(Object.values(all).every((value) => value === false)).toBe(true);
  });

  it('refuses an unknown token and bad input', async () => {
    const unknown = await guest().post('/api2/account/unsubscribe', { token: 'B'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorMsgKey).toBe('error.unsubscribe.invalid.token');
    expect(
      (await guest().post('/api2/account/unsubscribe', { token: 'B'.repeat(43), list: 'everything' })).status,
    ).toBe(400);
    expect((await guest().post('/api2/account/unsubscribe', {})).status).toBe(400);
  });
});

describe('sessions: POST /api2/account/sessions/revoke', () => {
  it('asks a guest to sign in', async () => {
    expectGuestRefused(await guest().post('/api2/account/sessions/revoke', { sessionId: 1 }));
  });

  it("ends one of the person's own sessions", async () => {
    const person = await signUpPerson(testApp.app);
    const otherBrowser = createClient(testApp.app, { ip: nextAddress() });
    await otherBrowser.post('/api/auth/login/p.json', { login: person.email, password: PASSWORD });
    const view = (await person.client.get('/api2/account/settings')).body.data;
    const other = view.sessions.find((s: { current: boolean }) => !s.current);
    const response = await person.client.post('/api2/account/sessions/revoke', {
      sessionId: other.sessionId,
    });
    expect(response.body).toEqual({ success: true, data: { revoked: true } });
    expect((await otherBrowser.get('/api2/account/current')).body.data.user).toBeNull();
    expect((await person.client.get('/api2/account/current')).body.data.user.userId).toBe(person.userId);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, person.userId), eq(auditLog.action, 'session.revoke')));
    expect(audit).toHaveLength(1);
  });

  it("answers 404 for another person's session and leaves it alone", async () => {
    const person = await signUpPerson(testApp.app);
    const stranger = await signUpPerson(testApp.app);
    const [strangerSession] = await db().select().from(sessions).where(eq(sessions.userId, stranger.userId));
    const response = await person.client.post('/api2/account/sessions/revoke', {
      sessionId: strangerSession!.id,
    });
    expect(response.status).toBe(404);
    expect(response.body.errorMsgKey).toBe('error.not_found');
    expect((await stranger.client.get('/api2/account/current')).body.data.user.userId).toBe(stranger.userId);
  });

  it('answers 4xx, never 500, for ids out of range or of the wrong type', async () => {
    const person = await signUpPerson(testApp.app);
    for (const raw of [
      '{"sessionId":12345678901234567890}',
      '{"sessionId":2147483648}',
      '{"sessionId":"7"}',
      '{"sessionId":[8]}',
      '{"sessionId":-1}',
      '{"sessionId":1.5}',
    ]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api2/account/sessions/revoke',
        headers: {
          host: 'localhost',
          'content-type': 'application/json',
          cookie: `sid=${person.client.jar.get('sid')}`,
        },
        payload: raw,
      });
      expect(response.statusCode, raw).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, raw).toBeLessThan(500);
    }
  });
});

describe('POST /api2/account/language', () => {
  it('sets the language cookie for a guest, and the profile language when signed in', async () => {
    const visitor = guest();
    const response = await visitor.post('/api2/account/language', { lang: 'in' });
    expect(response.body).toEqual({ success: true, data: { lang: 'in' } });
    const cookie = ([] as string[])
      .concat(response.headers['set-cookie'] as string)
      .find((c) => c.startsWith('userLang='));
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    // The next answers come in that language.
    expect((await visitor.post('/api2/account/language', { lang: 'xx' })).body.errorMsg).toBe(
      translate('in', 'error.validation.failed'),
    );

    const person = await signUpPerson(testApp.app);
    await person.client.post('/api2/account/language', { lang: 'tw' });
    expect((await person.client.get('/api2/account/settings')).body.data.uiLang).toBe('tw');
  });

  it('refuses an unknown language', async () => {
    const response = await guest().post('/api2/account/language', { lang: 'xx' });
    expect(response.status).toBe(400);
    expect(response.body.errors.fields.lang).toBe('Please choose one of the listed languages');
  });
});

describe('what answers carry', () => {
  it("never a password hash, a token hash or another person's email", async () => {
    const person = await signUpPerson(testApp.app);
    const stranger = await signUpPerson(testApp.app);
    const [strangerSession] = await db().select().from(sessions).where(eq(sessions.userId, stranger.userId));
    const answers = [
      await person.client.get('/api2/account/current'),
      await person.client.get('/api/auth/login/p.json'),
      await person.client.get('/api2/account/settings'),
      await person.client.get('/api2/account/notifications'),
      await person.client.post('/api2/account/profile', { bio: 'Hello' }),
      await person.client.post('/api2/account/settings', { uiLang: 'en' }),
      await person.client.post('/api2/account/sessions/revoke', { sessionId: strangerSession!.id }),
      await guest().post('/api2/account/signup', {
        email: stranger.email,
        username: 'fresh_name_1',
        password: PASSWORD,
        displayName: 'X',
      }),
      await guest().post('/api/auth/login/p.json', { login: stranger.username, password: 'wrong-one' }),
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toMatch(/scrypt\$|token_?hash|password_?hash/i);
      expect(text).not.toContain(stranger.email);
      expect(text).not.toMatch(/violates|constraint|SELECT /);
    }
    expect(JSON.stringify(answers[2]!.body)).toContain(person.email);
  });
});
