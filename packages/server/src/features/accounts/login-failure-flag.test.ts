import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextAddress, PASSWORD, signUpPerson } from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { IDLE_LIMIT_MS } from './sessions.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const NEW_PASSWORD = 'Another-Horse-7';
const setCookies = (headers: Record<string, unknown>) => {
  const value = headers['set-cookie'];
  return (Array.isArray(value) ? value : value ? [String(value)] : []) as string[];
};
const flagOf = (headers: Record<string, unknown>) =>
  setCookies(headers).find((cookie) => cookie.startsWith('loginFailed='));

/** A second browser signed in as the same person. */
async function secondBrowser(login: string) {
  const other = createClient(testApp.app, { ip: nextAddress() });
  const response = await other.post('/api/auth/login/p.json', { login, password: PASSWORD });
  expect(response.status).toBe(200);
  return other;
}

describe('SPEC §4 login-failure flag', () => {
  it('is set when the session was revoked from another device, and the dead cookie is cleared', async () => {
    const person = await signUpPerson(testApp.app);
    const other = await secondBrowser(person.username);
    const settings = await person.client.get('/api2/account/settings');
    const otherSession = (settings.body.data.sessions as { sessionId: number; current: boolean }[]).find(
      (session) => !session.current,
    );
    expect(otherSession).toBeDefined();
    await person.client.post('/api2/account/sessions/revoke', { sessionId: otherSession!.sessionId });

    const next = await other.get('/api2/account/current');
    const flag = flagOf(next.headers);
    expect(flag).toMatch(/^loginFailed=ended;/);
    expect(flag).not.toMatch(/HttpOnly/i);
    expect(setCookies(next.headers).some((cookie) => /^sid=;/.test(cookie))).toBe(true);
    expect(other.jar.has('sid')).toBe(false);
    // Once the dead cookie is gone the flag is not set again.
    other.jar.delete('loginFailed');
    expect(flagOf((await other.get('/api2/account/current')).headers)).toBeUndefined();
  });

  it('is set for the other browsers when the password is changed', async () => {
    const person = await signUpPerson(testApp.app);
    const other = await secondBrowser(person.email);
    const change = await person.client.post('/api2/account/password/change', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(change.status).toBe(200);
    expect(flagOf((await person.client.get('/api2/account/current')).headers)).toBeUndefined();
    expect(flagOf((await other.get('/api2/account/current')).headers)).toMatch(/^loginFailed=ended;/);
  });

  it("says 'expired' when the session passed its idle limit", async () => {
    const person = await signUpPerson(testApp.app);
    testApp.advance(IDLE_LIMIT_MS + 60_000);
    const next = await person.client.get('/api2/account/current');
    expect(flagOf(next.headers)).toMatch(/^loginFailed=expired;/);
  });

  it('is not set after signing out, nor for a guest', async () => {
    const person = await signUpPerson(testApp.app);
    const out = await person.client.post('/api/auth/logout/p.json');
    expect(flagOf(out.headers)).toBeUndefined();
    expect(flagOf((await person.client.get('/api2/account/current')).headers)).toBeUndefined();
    expect(flagOf((await createClient(testApp.app).get('/api2/account/current')).headers)).toBeUndefined();
  });
});
