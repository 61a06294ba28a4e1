import { describe, expect, it } from 'vitest';
import {
  CREATE_PROFILE_PATH,
  passwordFieldMessages,
  previousUrlCookie,
  signInDestination,
} from './sign-in-steps';

describe('signInDestination', () => {
  it('returns to the previous url after sign-in', () => {
    expect(signInDestination('signin', '/story/12/a-title.html?x=1')).toBe('/story/12/a-title.html?x=1');
    expect(signInDestination('signin', encodeURIComponent('/settings/account.html'))).toBe(
      '/settings/account.html',
    );
  });

  it('falls back to / when the cookie is absent or names the sign-in page (SPEC §4)', () => {
    expect(signInDestination('signin', null)).toBe('/');
    expect(signInDestination('signin', '')).toBe('/');
    expect(signInDestination('signin', '/loginpage.html')).toBe('/');
    expect(signInDestination('signin', '/loginpage.html?mode=signup')).toBe('/');
  });

  it('never leaves the site (DESIGN §7)', () => {
    expect(signInDestination('signin', 'https://evil.example/')).toBe('/');
    expect(signInDestination('signin', '//evil.example/')).toBe('/');
    expect(signInDestination('signin', '/\\evil.example')).toBe('/');
  });

  it('sends a new account to create its profile, and a reset to home', () => {
    expect(signInDestination('signup', '/story/1/x.html')).toBe(CREATE_PROFILE_PATH);
    expect(signInDestination('reset', '/story/1/x.html')).toBe('/');
  });
});

describe('previousUrlCookie', () => {
  it('records the path and query of the page a guest was sent away from', () => {
    const cookie = previousUrlCookie(new URL('http://localhost:3000/settings/account.html?tab=1'));
    expect(cookie).toBe('auth.previous.url=%2Fsettings%2Faccount.html%3Ftab%3D1; Path=/; SameSite=Lax');
  });
});

describe('passwordFieldMessages', () => {
  const names = { password: 'newPassword', confirmation: 'confirmPassword' };

  it('puts result code 2 on the password and 3 on the confirmation', () => {
    expect(passwordFieldMessages('123', '123', names)).toEqual({ newPassword: 'validation.password.length' });
    expect(passwordFieldMessages('secret1', 'secret2', names)).toEqual({
      confirmPassword: 'validation.password.mismatch',
    });
    expect(passwordFieldMessages('secret1', 'secret1', names)).toEqual({});
  });
});
