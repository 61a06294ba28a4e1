import { oauthStartPath } from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { codeIn, lastMailTo, nextAddress, signUpPerson } from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { callbackOf, runPopup, throughProvider } from '../../test/oauth-flow.ts';
import { type OidcServer, startOidcServer } from '../../test/oidc-server.ts';
import { linkedAccounts, users } from '../accounts/tables.ts';

const appUrl = loadConfig({ NODE_ENV: 'test' }).publicUrl;

let oidc: OidcServer;
let t: TestApp;
let counter = 0;
const nextLogin = (prefix: string) => `${prefix}${++counter}${Math.random().toString(36).slice(2, 6)}`;

beforeAll(async () => {
  oidc = await startOidcServer({ appUrl });
  t = await createTestApp((config) => ({ ...config, oauth: loadConfig({ ...oidc.env() }).oauth }));
});

afterAll(async () => {
  await t?.close();
  await oidc?.close();
});

const guest = () => createClient(t.app, { ip: nextAddress() });
const current = async (client: ReturnType<typeof createClient>) =>
  (await client.get('/api2/account/current')).body.data.user;

describe('linked accounts against a real OpenID Connect provider on loopback', () => {
  it('offers the configured providers', async () => {
    const response = await guest().get('/api2/account/oauth/providers');
    expect(response.status).toBe(200);
    expect(response.body.data.providers.map((p: { provider: string }) => p.provider).sort()).toEqual([
      'facebook',
      'google',
      'instagram',
      'twitter',
    ]);
  });

  it('signs up with the social network, then signs in with it; SPEC §4 validity with the 10-minute margin', async () => {
    const login = nextLogin('fbreader');
    const browser = guest();
    const signup = await runPopup(browser, { provider: 'facebook', purpose: 'signup', login, appUrl });
    expect(signup.status).toBe(200);
    expect(signup.message).toMatchObject({
      type: 'masthead:oauth',
      ok: true,
      outcome: 'signed-up',
      purpose: 'signup',
    });
    expect(String(signup.headers['content-security-policy'])).toContain("script-src 'nonce-");
    const user = await current(browser);
    expect(user).toMatchObject({ username: login.toLowerCase().slice(0, 15), hasFbAc: true, hasTwAc: false });
    expect(user.facebookAccessTokenExpires - t.now().getTime()).toBeGreaterThan(3500_000);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row).toMatchObject({ email: `${login}@people.example`, passwordHash: null });
    expect(row!.emailVerifiedAt).not.toBeNull();

    const again = guest();
    const signin = await runPopup(again, { provider: 'facebook', purpose: 'signin', login, appUrl });
    expect(signin.message).toMatchObject({ ok: true, outcome: 'signed-in' });
    expect((await current(again)).userId).toBe(user.userId);
    // Each sign-in stores the new token's expiry.
    const expires = (await current(again)).facebookAccessTokenExpires as number;

    // Valid only while the token expires more than 600000 ms after server time.
    const margin = expires - t.now().getTime() - 600_000;
    t.advance(margin - 1000);
    expect(await current(again)).toMatchObject({ hasFbAc: true, facebookAccessTokenExpires: expires });
    t.advance(2000);
    expect(await current(again)).toMatchObject({ hasFbAc: false, facebookAccessTokenExpires: expires });
    const list = await again.get('/api2/account/linked');
    expect(
      list.body.data.accounts.find((a: { provider: string }) => a.provider === 'facebook'),
    ).toMatchObject({
      linked: true,
      valid: false,
    });
    t.advance(-(margin + 1000));
  });

  it('links the microblog from a signed-in account, signs in with it, and unlinks it', async () => {
    const person = await signUpPerson(t.app);
    const login = nextLogin('tw');
    const linked = await runPopup(person.client, { provider: 'twitter', purpose: 'link', login, appUrl });
    expect(linked.message).toMatchObject({ ok: true, outcome: 'linked', purpose: 'link' });
    expect(await current(person.client)).toMatchObject({ userId: person.userId, hasTwAc: true });
    const list = await person.client.get('/api2/account/linked');
    expect(list.body.data).toMatchObject({ hasPassword: true });
    expect(list.body.data.accounts.find((a: { provider: string }) => a.provider === 'twitter')).toMatchObject(
      {
        linked: true,
        valid: true,
        accountName: login,
      },
    );

    const elsewhere = guest();
    const signin = await runPopup(elsewhere, { provider: 'twitter', purpose: 'signin', login, appUrl });
    expect(signin.message).toMatchObject({ ok: true, outcome: 'signed-in' });
    expect((await current(elsewhere)).userId).toBe(person.userId);

    const unlink = await person.client.post('/api2/account/linked/unlink', { provider: 'twitter' });
    expect(unlink.body).toMatchObject({ success: true, data: { unlinked: true } });
    expect(await current(person.client)).toMatchObject({ hasTwAc: false });
    const refused = await runPopup(guest(), { provider: 'twitter', purpose: 'signin', login, appUrl });
    expect(refused.status).toBe(404);
    expect(refused.message).toMatchObject({ ok: false, errorCode: 'oauth.not.linked' });
    expect((await person.client.post('/api2/account/linked/unlink', { provider: 'twitter' })).status).toBe(
      404,
    );
  });

  it('never joins a provider email to the existing account that has it', async () => {
    const person = await signUpPerson(t.app);
    const login = nextLogin('same');
    oidc.addAccount({ sub: login, email: person.email, emailVerified: true });
    const browser = guest();
    const signin = await runPopup(browser, { provider: 'google', purpose: 'signin', login, appUrl });
    expect(signin.message).toMatchObject({ ok: false, errorCode: 'oauth.not.linked' });
    const signup = await runPopup(browser, { provider: 'google', purpose: 'signup', login, appUrl });
    expect(signup.status).toBe(409);
    expect(signup.message).toMatchObject({ ok: false, errorCode: 'email.used' });
    expect(await current(browser)).toBeNull();
    const rows = await t.database.db
      .select()
      .from(linkedAccounts)
      .where(and(eq(linkedAccounts.provider, 'google'), eq(linkedAccounts.providerUserId, login)));
    expect(rows).toEqual([]);
  });

  it('refuses a callback whose state does not match, one from another browser, and a replay', async () => {
    const browser = guest();
    const login = nextLogin('state');
    const start = await browser.get(oauthStartPath('instagram', 'signup'));
    expect(start.status).toBe(302);
    const callback = await throughProvider(String(start.headers.location), appUrl, login);

    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'not-the-state-we-sent');
    const wrongState = await callbackOf(browser, tampered);
    expect(wrongState.status).toBe(400);
    expect(wrongState.message).toMatchObject({ ok: false, errorCode: 'oauth.state.invalid' });
    // The request is used up by the failed attempt: the right state now fails too (single use).
    const replay = await callbackOf(browser, callback);
    expect(replay.message).toMatchObject({ ok: false, errorCode: 'oauth.state.invalid' });

    const other = await browser.get(oauthStartPath('instagram', 'signup'));
    const otherCallback = await throughProvider(String(other.headers.location), appUrl, login);
    const stranger = await callbackOf(guest(), otherCallback);
    expect(stranger.message).toMatchObject({ ok: false, errorCode: 'oauth.state.invalid' });
    expect(await current(browser)).toBeNull();
  });

  it('binds a link to the session that asked for it', async () => {
    const person = await signUpPerson(t.app);
    const start = await person.client.get(oauthStartPath('instagram', 'link'));
    const callback = await throughProvider(String(start.headers.location), appUrl, nextLogin('ig'));
    // Signing out ends the session and, with it, the link it asked for.
    await person.client.post('/api/auth/logout/p.json', {});
    const after = await callbackOf(person.client, callback);
    expect(after.message).toMatchObject({ ok: false, errorCode: 'oauth.state.invalid' });
    expect(await current(person.client)).toBeNull();

    const asGuest = await guest().get(oauthStartPath('instagram', 'link'));
    expect(asGuest.status).toBe(401);
  });

  it('refuses a provider account already linked to someone else, and unlinking the only way in', async () => {
    const login = nextLogin('both');
    const first = guest();
    expect(
      (await runPopup(first, { provider: 'google', purpose: 'signup', login, appUrl })).message,
    ).toMatchObject({
      ok: true,
      outcome: 'signed-up',
    });
    const unlinkLast = await first.post('/api2/account/linked/unlink', { provider: 'google' });
    expect(unlinkLast.status).toBe(409);
    expect(unlinkLast.body.errorMsgKey).toBe('error.oauth.unlink.last');

    const person = await signUpPerson(t.app);
    const taken = await runPopup(person.client, { provider: 'google', purpose: 'link', login, appUrl });
    expect(taken.status).toBe(409);
    expect(taken.message).toMatchObject({ ok: false, errorCode: 'oauth.linked.elsewhere' });
  });

  it('asks for the two-factor code after the provider, as after a password; a suspended person is refused', async () => {
    const person = await signUpPerson(t.app);
    const login = nextLogin('tfa');
    await runPopup(person.client, { provider: 'instagram', purpose: 'link', login, appUrl });
    expect((await person.client.post('/api2/account/settings', { tfaEnabled: true })).status).toBe(200);

    const browser = guest();
    const popup = await runPopup(browser, { provider: 'instagram', purpose: 'signin', login, appUrl });
    expect(popup.message).toMatchObject({ ok: true, outcome: 'tfa' });
    expect(await current(browser)).toBeNull();
    const code = codeIn((await lastMailTo(t.database.db, person.email)).textBody);
    const verified = await browser.post('/api2/account/tfa/verify', { code });
    expect(verified.status).toBe(200);
    expect((await current(browser)).userId).toBe(person.userId);

    await t.database.db.update(users).set({ suspendedAt: t.now() }).where(eq(users.id, person.userId));
    const suspended = await runPopup(guest(), { provider: 'instagram', purpose: 'signin', login, appUrl });
    expect(suspended.status).toBe(403);
    expect(suspended.message).toMatchObject({ ok: false, errorCode: 'access_deny' });
  });

  it('keeps the search provider on its own path', async () => {
    expect(oauthStartPath('google', 'signin')).toBe('/api2/google/oauth/authorize?oauthfor=signin');
    const wrongFamily = await guest().get('/api/auth/3party/google/login/p.s?oauthfor=signin');
    expect(wrongFamily.status).toBe(404);
    const unknown = await guest().get('/api2/myspace/oauth/authorize?oauthfor=signin');
    expect(unknown.status).toBe(404);
    expect(popupOk(unknown.raw.body)).toBe(false);
    const badPurpose = await guest().get('/api/auth/3party/twitter/login/p.s?oauthfor=steal');
    expect(badPurpose.status).toBe(400);
    expect((await guest().post('/api2/account/linked/unlink', { provider: 'google' })).status).toBe(401);
  });
});

const popupOk = (html: string) => /"ok":true/.test(html);

describe('linked accounts without configuration', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('offers nothing and answers each provider route with a clear 404', async () => {
    const client = createClient(bare.app, { ip: nextAddress() });
    expect((await client.get('/api2/account/oauth/providers')).body.data.providers).toEqual([]);
    for (const path of [
      oauthStartPath('facebook', 'signin'),
      oauthStartPath('google', 'signup'),
      '/api/auth/3party/twitter/callback/p.s?code=x&state=y',
      '/api2/google/oauth/callback?code=x&state=y',
    ]) {
      const response = await client.get(path);
      expect(response.status, path).toBe(404);
      expect(String(response.raw.body), path).toContain('oauth.provider.unavailable');
    }
  });
});
