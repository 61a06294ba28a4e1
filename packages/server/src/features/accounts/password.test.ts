import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastMailTo,
  mailsTo,
  nextAddress,
  PASSWORD,
  signUpPerson,
  startOfWindow,
  tokenIn,
} from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { auditLog } from '../audit/tables.ts';
import { sessions } from './tables.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const NEW_PASSWORD = 'Fresh-Lemon-42';

async function requestReset(email: string) {
  const client = createClient(testApp.app, { ip: nextAddress() });
  const response = await client.post('/api2/account/password/forget', { email });
  expect(response.body).toEqual({ success: true, data: { sent: true } });
  const mail = await lastMailTo(db(), email.toLowerCase());
  return { client, mail, token: tokenIn(mail.textBody, `${testApp.config.publicUrl}/reset_password.html`) };
}

const signIn = (login: string, password: string) =>
  createClient(testApp.app, { ip: nextAddress() }).post('/api/auth/login/p.json', { login, password });

describe('forgot password: POST /api2/account/password/forget', () => {
  it('mails a single-use link with a 256-bit token', async () => {
    const person = await signUpPerson(testApp.app);
    const { mail, token } = await requestReset(person.email.toUpperCase());
    expect(mail.subject).toBe('Reset your Masthead password');
    expect(mail.htmlBody).toContain(`href="${testApp.config.publicUrl}/reset_password.html?token=${token}"`);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const state = await createClient(testApp.app).get(`/api2/account/password/reset?token=${token}`);
    expect(state.body).toEqual({ success: true, data: { state: 'valid' } });
  });

  it("answers SPEC's text for an unknown address, and 400 for a bad one", async () => {
    const client = createClient(testApp.app, { ip: nextAddress() });
    const unknown = await client.post('/api2/account/password/forget', { email: 'nobody-here@example.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMsg).toBe('Sorry, that email address is not registered with us.');
    expect((await client.post('/api2/account/password/forget', { email: 'nope' })).status).toBe(400);
    expect(
      (await client.post('/api2/account/password/forget', { email: 'a@example.com', userId: 1 })).status,
    ).toBe(400);
  });

  it('voids the earlier link when a new one is asked for', async () => {
    const person = await signUpPerson(testApp.app);
    const first = await requestReset(person.email);
    const second = await requestReset(person.email);
    const check = (token: string) =>
      createClient(testApp.app).get(`/api2/account/password/reset?token=${token}`);
    expect((await check(first.token)).body.data.state).toBe('expired');
    expect((await check(second.token)).body.data.state).toBe('valid');
  });

  it('allows 5 requests per address per hour; the 6th gets 429', async () => {
    startOfWindow(testApp, 3_600_000);
    const people = await Promise.all(Array.from({ length: 6 }, () => signUpPerson(testApp.app)));
    const client = createClient(testApp.app, { ip: nextAddress() });
    for (const person of people.slice(0, 5)) {
      expect((await client.post('/api2/account/password/forget', { email: person.email })).status).toBe(200);
    }
    const refused = await client.post('/api2/account/password/forget', { email: people[5]!.email });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('allows 5 requests per email per half hour, from any addresses', async () => {
    startOfWindow(testApp, 3_600_000);
    const person = await signUpPerson(testApp.app);
    for (let i = 0; i < 5; i++) {
      const response = await createClient(testApp.app, { ip: nextAddress() }).post(
        '/api2/account/password/forget',
        {
          email: person.email,
        },
      );
      expect(response.status).toBe(200);
    }
    const refused = await createClient(testApp.app, { ip: nextAddress() }).post(
      '/api2/account/password/forget',
      {
        email: person.email,
      },
    );
    expect(refused.status).toBe(429);
  });
});

describe('reset password: /api2/account/password/reset', () => {
  it('sets the password, ends every session and signs in with a new one', async () => {
    const person = await signUpPerson(testApp.app);
    const otherBrowser = createClient(testApp.app, { ip: nextAddress() });
    await otherBrowser.post('/api/auth/login/p.json', { login: person.email, password: PASSWORD });
    const { client, token } = await requestReset(person.email);

    const response = await client.post('/api2/account/password/reset', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.user.userId).toBe(person.userId);
    expect((await client.get('/api2/account/current')).body.data.user.userId).toBe(person.userId);
    expect((await person.client.get('/api2/account/current')).body.data.user).toBeNull();
    expect((await otherBrowser.get('/api2/account/current')).body.data.user).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.userId, person.userId))).toHaveLength(1);

    expect((await signIn(person.email, PASSWORD)).status).toBe(401);
    expect((await signIn(person.email, NEW_PASSWORD)).status).toBe(200);
    expect((await lastMailTo(db(), person.email)).subject).toBe('Your Masthead password was changed');
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, person.userId), eq(auditLog.action, 'password.reset')));
    expect(audit).toHaveLength(1);
    // The link came by mail: the address counts as verified.
    expect((await client.get('/api2/account/settings')).body.data.emailVerified).toBe(true);
  });

  it('refuses a used link', async () => {
    const person = await signUpPerson(testApp.app);
    const { client, token } = await requestReset(person.email);
    const body = { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await client.post('/api2/account/password/reset', body)).status).toBe(200);
    const again = await createClient(testApp.app).post('/api2/account/password/reset', body);
    expect(again.status).toBe(410);
    expect(again.body.errorMsg).toBe('This password reset link has already been used.');
    expect(
      (await createClient(testApp.app).get(`/api2/account/password/reset?token=${token}`)).body.data.state,
    ).toBe('used');
  });

  it('refuses a link older than an hour', async () => {
    const person = await signUpPerson(testApp.app);
    const { client, token } = await requestReset(person.email);
    testApp.advance(3_600_000 + 1000);
    expect((await client.get(`/api2/account/password/reset?token=${token}`)).body.data.state).toBe('expired');
    const response = await client.post('/api2/account/password/reset', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(410);
    expect(response.body.errorMsgKey).toBe('error.resetPassword.expired');
    expect((await signIn(person.email, PASSWORD)).status).toBe(200);
  });

  it('refuses bad input: an unknown token, mismatched or common passwords', async () => {
    const person = await signUpPerson(testApp.app);
    const { client, token } = await requestReset(person.email);
    const unknown = 'A'.repeat(43);
    expect((await client.get(`/api2/account/password/reset?token=${unknown}`)).body.data.state).toBe(
      'invalid',
    );
    expect((await client.get('/api2/account/password/reset?token=short')).status).toBe(400);
    expect((await client.get('/api2/account/password/reset')).status).toBe(400);
    const invalid = await client.post('/api2/account/password/reset', {
      token: unknown,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errorMsgKey).toBe('error.validation.failed');
    const mismatch = await client.post('/api2/account/password/reset', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: 'other-one',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors.fields.confirmPassword).toBe('The two passwords do not match');
    const common = await client.post('/api2/account/password/reset', {
      token,
      password: 'qwerty123',
      confirmPassword: 'qwerty123',
    });
    expect(common.body.errorMsgKey).toBe('error.password.common');
    expect((await client.get(`/api2/account/password/reset?token=${token}`)).body.data.state).toBe('valid');
  });
});

describe('change password: POST /api2/account/password/change', () => {
  const change = (currentPassword: string, newPassword = NEW_PASSWORD, confirmPassword = newPassword) => ({
    currentPassword,
    newPassword,
    confirmPassword,
  });

  it('asks a guest to sign in', async () => {
    const response = await createClient(testApp.app).post('/api2/account/password/change', change(PASSWORD));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ errorCode: 1000, errors: { system: 'auth.fail.no.login' } });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const person = await signUpPerson(testApp.app);
    const otherBrowser = createClient(testApp.app, { ip: nextAddress() });
    await otherBrowser.post('/api/auth/login/p.json', { login: person.email, password: PASSWORD });
    const response = await person.client.post('/api2/account/password/change', change(PASSWORD));
    expect(response.body).toEqual({ success: true, data: { changed: true } });
    expect((await person.client.get('/api2/account/current')).body.data.user.userId).toBe(person.userId);
    expect((await otherBrowser.get('/api2/account/current')).body.data.user).toBeNull();
    expect((await signIn(person.username, NEW_PASSWORD)).status).toBe(200);
    const mails = await mailsTo(db(), person.email);
    expect(mails.map((m) => m.subject)).toContain('Your Masthead password was changed');
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, person.userId), eq(auditLog.action, 'password.change')));
    expect(audit).toHaveLength(1);
  });

  it('says the current password is incorrect, refuses common and mismatched ones', async () => {
    const person = await signUpPerson(testApp.app);
    const wrong = await person.client.post('/api2/account/password/change', change('not-my-password'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorMsg).toBe('Current password incorrect.');
    expect(
      (await person.client.post('/api2/account/password/change', change(PASSWORD, 'iloveyou'))).body
        .errorMsgKey,
    ).toBe('error.password.common');
    expect(
      (await person.client.post('/api2/account/password/change', change(PASSWORD, NEW_PASSWORD, 'x-other')))
        .status,
    ).toBe(400);
    expect((await person.client.post('/api2/account/password/change', change(PASSWORD, '123'))).status).toBe(
      400,
    );
    expect((await signIn(person.username, PASSWORD)).status).toBe(200);
  });

  it('locks like sign-in after 5 wrong current passwords', async () => {
    const person = await signUpPerson(testApp.app);
    for (let i = 0; i < 5; i++) {
      expect(
        (await person.client.post('/api2/account/password/change', change('not-my-password'))).status,
      ).toBe(400);
    }
    const locked = await person.client.post('/api2/account/password/change', change(PASSWORD));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(590);
  });
});
