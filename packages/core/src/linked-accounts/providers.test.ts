import { describe, expect, it } from 'vitest';
import {
  isLinkValid,
  OAUTH_PROVIDERS,
  OAUTH_PURPOSES,
  oauthCallbackPath,
  oauthStartPath,
  PROVIDER_KINDS,
} from './providers.ts';
import { ZOAuthCallbackQuery, ZOAuthStartQuery } from './schemas.ts';

describe('linked-account providers', () => {
  it('starts on SPEC §7 paths: 3party for three kinds, /api2/{provider}/oauth/authorize for the search provider', () => {
    expect(oauthStartPath('facebook', 'link')).toBe('/api/auth/3party/facebook/login/p.s?oauthfor=link');
    expect(oauthStartPath('google', 'signup')).toBe('/api2/google/oauth/authorize?oauthfor=signup');
    expect(oauthCallbackPath('twitter')).toBe('/api/auth/3party/twitter/callback/p.s');
    expect(oauthCallbackPath('google')).toBe('/api2/google/oauth/callback');
    expect(new Set(OAUTH_PROVIDERS.map((p) => PROVIDER_KINDS[p]))).toEqual(
      new Set(['photo-sharing', 'social-network', 'microblog', 'search-provider']),
    );
  });

  it('SPEC §4: a social-network link is valid only with more than 600000 ms left; a microblog one while attached', () => {
    const now = 1_000_000_000;
    expect(isLinkValid('facebook', { accessTokenExpiresAt: now + 600_001 }, now)).toBe(true);
    expect(isLinkValid('facebook', { accessTokenExpiresAt: now + 600_000 }, now)).toBe(false);
    expect(isLinkValid('facebook', { accessTokenExpiresAt: null }, now)).toBe(false);
    expect(isLinkValid('twitter', { accessTokenExpiresAt: null }, now)).toBe(true);
    expect(isLinkValid('twitter', { accessTokenExpiresAt: now - 1 }, now)).toBe(true);
    expect(isLinkValid('twitter', null, now)).toBe(false);
  });

  it('takes only the purposes and callback parameters it knows', () => {
    for (const purpose of OAUTH_PURPOSES)
      expect(ZOAuthStartQuery.safeParse({ oauthfor: purpose }).success).toBe(true);
    expect(ZOAuthStartQuery.safeParse({ oauthfor: 'admin' }).success).toBe(false);
    expect(ZOAuthStartQuery.safeParse({ oauthfor: 'link', next: '//evil' }).success).toBe(false);
    expect(ZOAuthCallbackQuery.safeParse({ code: 'c', state: 's', iss: 'https://x' }).success).toBe(true);
    expect(ZOAuthCallbackQuery.safeParse({ code: 'c\u0000', state: 's' }).success).toBe(false);
    expect(ZOAuthCallbackQuery.safeParse({ code: 'c', redirect: '/x' }).success).toBe(false);
  });
});
