import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeIn,
  lastMailTo,
  mailsTo,
  nextAddress,
  PASSWORD,
  signUpPerson,
  startOfWindow,
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

/** A person with two-factor sign-in on, and a fresh browser that has passed the password step. */
async function pendingSignIn(options: { rememberLogin?: boolean } = {}) {
  const person = await signUpPerson(testApp.app);
  const enabled = await person.client.post('/api2/account/settings', { tfaEnabled: true });
  expect(enabled.body.data.tfaEnabled).toBe(true);
  const browser = createClient(testApp.app, { ip: nextAddress() });
  const login = await browser.post('/api/auth/login/p.json', {
    login: person.email,
    password: PASSWORD,
    ...(options.rememberLogin ? { rememberLogin: true } : {}),
  });
  expect(login.status).toBe(200);
  const mail = await lastMailTo(db(), person.email);
  return { person, browser, login, code: codeIn(mail.textBody), mail };
}

/** A code that is not the right one. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('two-factor sign-in', () => {
  it('asks for a code instead of signing in, with an HttpOnly 10-minute challenge cookie', async () => {
    const { login, browser, mail, code, person } = await pendingSignIn();
    expect(login.body).toEqual({ success: true, data: { tfaRequired: true } });
    const cookies = ([] as string[]).concat(login.headers['set-cookie'] as string | string[]);
    expect(cookies.some((c) => c.startsWith('sid='))).toBe(false);
    const challenge = cookies.find((c) => c.startsWith('tfa='))!;
    expect(challenge).toMatch(/HttpOnly/i);
    expect(challenge).toMatch(/Max-Age=600/);
    expect(challenge).toMatch(/SameSite=Lax/i);
    expect(mail.subject).toBe(`Your Masthead sign-in code is ${code}`);
    expect((await browser.get('/api2/account/current')).body.data.user).toBeNull();
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, person.userId), eq(auditLog.action, 'tfa.enable')));
    expect(audit).toHaveLength(1);
  });

  it('signs in with the right code (a new session), and the code works only once', async () => {
    const { browser, code, person } = await pendingSignIn({ rememberLogin: true });
    const challenge = browser.jar.get('tfa')!;
    const wrong = await browser.post('/api2/account/tfa/verify', { code: otherCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errorCode: 1109, errorMsgKey: 'error.tfa.invalid' });

    const right = await browser.post('/api2/account/tfa/verify', { code });
    expect(right.status).toBe(200);
    expect(right.body.data.user.userId).toBe(person.userId);
    const cookies = ([] as string[]).concat(right.headers['set-cookie'] as string | string[]);
    // The remember choice made at the password step carries over.
    expect(cookies.find((c) => c.startsWith('sid='))).toMatch(/Max-Age=31536000/);
    expect(browser.jar.has('tfa')).toBe(false);
    expect((await browser.get('/api2/account/current')).body.data.user.userId).toBe(person.userId);
    expect(await db().select().from(sessions).where(eq(sessions.userId, person.userId))).toHaveLength(2);

    const replay = await createClient(testApp.app).post(
      '/api2/account/tfa/verify',
      { code },
      { cookie: `tfa=${challenge}` },
    );
    expect(replay.status).toBe(410);
    expect(replay.body.errorMsgKey).toBe('error.tfa.expired');
  });

  it('refuses a code after 10 minutes', async () => {
    const { browser, code } = await pendingSignIn();
    testApp.advance(10 * 60_000 + 1000);
    const response = await browser.post(
      '/api2/account/tfa/verify',
      { code },
      { cookie: `tfa=${browser.jar.get('tfa')}` },
    );
    expect(response.status).toBe(410);
    expect(response.body.errorMsgKey).toBe('error.tfa.expired');
  });

  it('binds the code to its own sign-in attempt', async () => {
    const first = await pendingSignIn();
    const secondBrowser = createClient(testApp.app, { ip: nextAddress() });
    await secondBrowser.post('/api/auth/login/p.json', { login: first.person.email, password: PASSWORD });
    const secondCode = codeIn((await lastMailTo(db(), first.person.email)).textBody);
    if (secondCode !== first.code) {
      expect((await first.browser.post('/api2/account/tfa/verify', { code: secondCode })).status).toBe(400);
    }
    expect((await secondBrowser.post('/api2/account/tfa/verify', { code: secondCode })).status).toBe(200);
    expect((await first.browser.post('/api2/account/tfa/verify', { code: first.code })).status).toBe(200);
  });

  it('allows 5 checks per hour; the 6th is refused even with the right code', async () => {
    startOfWindow(testApp, 3_600_000);
    const { browser, code } = await pendingSignIn();
    for (let i = 0; i < 5; i++)
      expect((await browser.post('/api2/account/tfa/verify', { code: otherCode(code) })).status).toBe(400);
    const refused = await browser.post('/api2/account/tfa/verify', { code });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('resends a new code that voids the old one, 5 times an hour', async () => {
    startOfWindow(testApp, 3_600_000);
    const { browser, code, person } = await pendingSignIn();
    let latest = code;
    for (let i = 0; i < 5; i++) {
      const resent = await browser.post('/api2/account/tfa/resend', {});
      expect(resent.body).toEqual({ success: true, data: { sent: true } });
      latest = codeIn((await lastMailTo(db(), person.email)).textBody);
    }
    expect(await mailsTo(db(), person.email)).toHaveLength(1 + 1 + 5);
    expect((await browser.post('/api2/account/tfa/resend', {})).status).toBe(429);
    if (latest !== code) expect((await browser.post('/api2/account/tfa/verify', { code })).status).toBe(400);
    expect((await browser.post('/api2/account/tfa/verify', { code: latest })).status).toBe(200);
  });

  it('refuses bad input, a missing challenge and any attempt to skip the code', async () => {
    const { browser } = await pendingSignIn();
    expect((await browser.post('/api2/account/tfa/verify', { code: '12345' })).status).toBe(400);
    expect((await browser.post('/api2/account/tfa/verify', { code: 123456 })).status).toBe(400);
    expect((await browser.post('/api2/account/tfa/verify', { code: '123456', skip: true })).status).toBe(400);
    expect((await browser.post('/api2/account/tfa/resend', { force: true })).status).toBe(400);
    const guest = createClient(testApp.app);
    expect((await guest.post('/api2/account/tfa/verify', { code: '123456' })).status).toBe(410);
    expect((await guest.post('/api2/account/tfa/resend', {})).status).toBe(410);
    expect(
      (
        await guest.post(
          '/api2/account/tfa/verify',
          { code: '123456' },
          { cookie: 'tfa=not-a-real-challenge-value' },
        )
      ).status,
    ).toBe(410);
  });

  it('signs in directly again once two-factor is turned off', async () => {
    const person = await signUpPerson(testApp.app);
    await person.client.post('/api2/account/settings', { tfaEnabled: true });
    const off = await person.client.post('/api2/account/settings', { tfaEnabled: false });
    expect(off.body.data.tfaEnabled).toBe(false);
    const login = await createClient(testApp.app, { ip: nextAddress() }).post('/api/auth/login/p.json', {
      login: person.username,
      password: PASSWORD,
    });
    expect(login.body.data.user.userId).toBe(person.userId);
    const actions = (
      await db().select().from(auditLog).where(eq(auditLog.subjectUserId, person.userId)).orderBy(auditLog.id)
    ).map((a) => a.action);
    expect(actions).toEqual(['account.signup', 'tfa.enable', 'tfa.disable']);
  });
});
