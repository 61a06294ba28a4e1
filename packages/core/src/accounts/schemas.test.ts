import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_SETTING_KEYS,
  ZChangePassword,
  ZDummyProfile,
  ZLogin,
  ZNotificationSettings,
  ZResetPassword,
  ZRevokeSession,
  ZSignup,
  ZTfaVerify,
  ZUnsubscribe,
  ZUpdateProfile,
  zTwitterHandle,
  zUsername,
} from './schemas.ts';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const signup = { email: 'Ada@Example.com', password: 'secret-1', username: 'ada_l', displayName: 'Ada' };

describe('ZSignup', () => {
  it('lower-cases the email and trims the names', () => {
    const parsed = ZSignup.parse({ ...signup, username: ' ada_l ', displayName: ' Ada ' });
    expect(parsed).toMatchObject({ email: 'ada@example.com', username: 'ada_l', displayName: 'Ada' });
  });

  it('uses the SPEC §5 message keys', () => {
    expect(messagesOf(ZSignup.safeParse({ ...signup, email: 'nope' }))).toEqual({
      email: 'validation.email.invalid',
    });
    expect(messagesOf(ZSignup.safeParse({ ...signup, password: '12345' }))).toEqual({
      password: 'validation.password.length',
    });
    expect(messagesOf(ZSignup.safeParse({ ...signup, confirmPassword: 'other-1' }))).toEqual({
      confirmPassword: 'validation.password.mismatch',
    });
    expect(messagesOf(ZSignup.safeParse({ ...signup, username: 'a b' }))).toEqual({
      username: 'validation.username.chars',
    });
    expect(messagesOf(ZSignup.safeParse({ ...signup, username: 'a'.repeat(21) }))).toEqual({
      username: 'validation.username.length',
    });
    expect(messagesOf(ZSignup.safeParse({ ...signup, displayName: 'x'.repeat(31) }))).toEqual({
      displayName: 'validation.displayName.length',
    });
  });

  it('refuses unknown fields, wrong types and NUL bytes', () => {
    expect(ZSignup.safeParse({ ...signup, admin: true }).success).toBe(false);
    expect(ZSignup.safeParse({ ...signup, rememberLogin: 'true' }).success).toBe(false);
    expect(ZSignup.safeParse({ ...signup, displayName: 'A\u0000' }).success).toBe(false);
    expect(ZSignup.safeParse({ ...signup, lang: 'fr' }).success).toBe(false);
  });
});

describe('sign-in schemas', () => {
  it('ZLogin needs both fields and bounds them', () => {
    expect(ZLogin.safeParse({ login: 'ada', password: 'x' }).success).toBe(true);
    expect(ZLogin.safeParse({ login: ' ', password: 'x' }).success).toBe(false);
    expect(ZLogin.safeParse({ login: 'a'.repeat(255), password: 'x' }).success).toBe(false);
    expect(ZLogin.safeParse({ login: 'ada', password: 'x'.repeat(201) }).success).toBe(false);
  });

  it('ZTfaVerify takes exactly 6 digits and nothing that could skip the check', () => {
    expect(ZTfaVerify.safeParse({ code: '012345' }).success).toBe(true);
    expect(ZTfaVerify.safeParse({ code: '12345' }).success).toBe(false);
    expect(ZTfaVerify.safeParse({ code: 123456 }).success).toBe(false);
    expect(ZTfaVerify.safeParse({ code: '12345a' }).success).toBe(false);
    expect(ZTfaVerify.safeParse({ code: '123456', verified: true }).success).toBe(false);
  });

  it('ZResetPassword and ZChangePassword check the confirmation', () => {
    const token = 'A'.repeat(43);
    expect(
      ZResetPassword.safeParse({ token, password: 'secret-1', confirmPassword: 'secret-1' }).success,
    ).toBe(true);
    expect(
      messagesOf(ZResetPassword.safeParse({ token, password: 'secret-1', confirmPassword: 'secret-2' })),
    ).toEqual({
      confirmPassword: 'validation.password.mismatch',
    });
    expect(
      ZResetPassword.safeParse({ token: 'short', password: 'secret-1', confirmPassword: 'secret-1' }).success,
    ).toBe(false);
    expect(
      ZChangePassword.safeParse({
        currentPassword: 'old',
        newPassword: 'secret-1',
        confirmPassword: 'secret-2',
      }).success,
    ).toBe(false);
  });
});

describe('settings schemas', () => {
  it('ZUpdateProfile normalises the website and bounds the bio', () => {
    expect(ZUpdateProfile.parse({ website: 'example.org' }).website).toBe('https://example.org/');
    expect(messagesOf(ZUpdateProfile.safeParse({ website: 'javascript:x' }))).toEqual({
      website: 'validation.website.invalid',
    });
    expect(ZUpdateProfile.safeParse({ bio: 'x'.repeat(255) }).success).toBe(true);
    expect(messagesOf(ZUpdateProfile.safeParse({ bio: 'x'.repeat(256) }))).toEqual({
      bio: 'validation.bio.length',
    });
  });

  it('ZNotificationSettings takes only the known keys as booleans', () => {
    expect(Object.keys(DEFAULT_NOTIFICATION_SETTINGS).sort()).toEqual([...NOTIFICATION_SETTING_KEYS].sort());
    expect(ZNotificationSettings.safeParse({ weeklyNewsletter: false }).success).toBe(true);
    expect(ZNotificationSettings.safeParse({ weeklyNewsletter: 0 }).success).toBe(false);
    expect(ZNotificationSettings.safeParse({ other: true }).success).toBe(false);
    expect(ZUnsubscribe.safeParse({ token: 'A'.repeat(43), list: 'productNews' }).success).toBe(true);
    expect(ZUnsubscribe.safeParse({ token: 'A'.repeat(43), list: 'all' }).success).toBe(false);
  });

  it('ZRevokeSession takes only safe positive integers', () => {
    expect(ZRevokeSession.safeParse({ sessionId: 2 ** 31 }).success).toBe(true);
    for (const sessionId of [0, -1, 1.5, 2 ** 53, '7', [8], null, Number.NaN]) {
      expect(ZRevokeSession.safeParse({ sessionId }).success, String(sessionId)).toBe(false);
    }
  });
});

describe('usernames by SPEC §5 and DESIGN §4', () => {
  it('sign-up asks 3 to 20; the server takes 3 to 30 for existing accounts with its own message', () => {
    const twentyFive = 'a'.repeat(25);
    expect(messagesOf(ZSignup.safeParse({ ...signup, username: twentyFive }))).toEqual({
      username: 'validation.username.length',
    });
    expect(zUsername.safeParse(twentyFive).success).toBe(true);
    expect(zUsername.safeParse('a'.repeat(30)).success).toBe(true);
    expect(zUsername.safeParse('a'.repeat(31)).error?.issues[0]?.message).toBe('validation.username.server');
    expect(zUsername.safeParse('ab').error?.issues[0]?.message).toBe('validation.username.server');
    expect(zUsername.safeParse('ada lovelace').error?.issues[0]?.message).toBe('validation.username.chars');
  });

  it('dummy accounts take a username of 3 to 40 and a display name of 1 to 50', () => {
    const ok = { username: `blog-${'a'.repeat(35)}`, displayName: 'd'.repeat(50) };
    expect(ZDummyProfile.safeParse(ok).success).toBe(true);
    expect(
      messagesOf(ZDummyProfile.safeParse({ username: 'a'.repeat(41), displayName: 'x'.repeat(51) })),
    ).toEqual({
      username: 'validation.username.dummy',
      displayName: 'validation.displayName.dummy',
    });
    expect(messagesOf(ZDummyProfile.safeParse({ username: 'ab', displayName: '  ' }))).toEqual({
      username: 'validation.username.dummy',
      displayName: 'validation.displayName.dummy',
    });
  });

  it('a microblog handle is 1 to 15 letters, digits or _, its @ dropped', () => {
    expect(zTwitterHandle.parse(' @ada_l ')).toBe('ada_l');
    expect(zTwitterHandle.parse('')).toBe('');
    for (const bad of ['a b', 'x'.repeat(16), '@@a', 'émile'])
      expect(zTwitterHandle.safeParse(bad).success).toBe(false);
  });
});
