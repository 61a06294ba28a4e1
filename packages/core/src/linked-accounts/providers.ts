import { isSocialTokenValid } from '../accounts/current-user.ts';

/**
 * Linked accounts (SPEC §1, §3, §4, §7): third-party accounts a person signs in with or links from
 * account settings. The photo-sharing network, the social network and the microblog sign in through
 * `/api/auth/3party/{provider}/login/p.s`; the search provider through `/api2/{provider}/oauth/authorize`.
 */
export const THIRD_PARTY_PROVIDERS = ['instagram', 'facebook', 'twitter'] as const;
export const SEARCH_PROVIDERS = ['google'] as const;
export const OAUTH_PROVIDERS = [...THIRD_PARTY_PROVIDERS, ...SEARCH_PROVIDERS] as const;

export type ThirdPartyProvider = (typeof THIRD_PARTY_PROVIDERS)[number];
export type SearchProvider = (typeof SEARCH_PROVIDERS)[number];
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** What each provider is, in SPEC's words. */
export const PROVIDER_KINDS = {
  instagram: 'photo-sharing',
  facebook: 'social-network',
  twitter: 'microblog',
  google: 'search-provider',
} as const satisfies Record<OAuthProvider, string>;

/** The brand names shown on buttons (names, not sentences: not translated). */
export const PROVIDER_NAMES = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  google: 'Google',
} as const satisfies Record<OAuthProvider, string>;

/** SPEC §7 `oauthfor`: what the popup is for. */
export const OAUTH_PURPOSES = ['signin', 'signup', 'link'] as const;
export type OAuthPurpose = (typeof OAUTH_PURPOSES)[number];

export const isOAuthProvider = (value: string): value is OAuthProvider =>
  (OAUTH_PROVIDERS as readonly string[]).includes(value);

export const isSearchProvider = (provider: OAuthProvider): provider is SearchProvider =>
  (SEARCH_PROVIDERS as readonly string[]).includes(provider);

/** Where the popup starts: SPEC §7's two paths. */
export function oauthStartPath(provider: OAuthProvider, purpose: OAuthPurpose) {
  const query = `oauthfor=${purpose}`;
  return isSearchProvider(provider)
    ? `/api2/${provider}/oauth/authorize?${query}`
    : `/api/auth/3party/${provider}/login/p.s?${query}`;
}

/** Where the provider sends the browser back: registered with the provider exactly as written. */
export const oauthCallbackPath = (provider: OAuthProvider) =>
  isSearchProvider(provider)
    ? `/api2/${provider}/oauth/callback`
    : `/api/auth/3party/${provider}/callback/p.s`;

/**
 * SPEC §4 linked-account validity: a social-network link is valid only while its token expires more
 * than 10 minutes after server time; a microblog link (and any other) is valid while it is attached.
 */
export function isLinkValid(
  provider: OAuthProvider,
  link: { accessTokenExpiresAt: number | null } | null,
  serverNowMs: number,
) {
  if (!link) return false;
  if (PROVIDER_KINDS[provider] === 'social-network')
    return isSocialTokenValid(link.accessTokenExpiresAt, serverNowMs);
  return true;
}

/** The message the popup posts to the page that opened it (targetOrigin: this site's origin). */
export const OAUTH_MESSAGE_TYPE = 'masthead:oauth';
export type OAuthPopupMessage = {
  type: typeof OAUTH_MESSAGE_TYPE;
  provider: OAuthProvider;
  purpose: OAuthPurpose;
} & (
  | { ok: true; outcome: 'signed-in' | 'signed-up' | 'linked' | 'tfa' }
  | { ok: false; errorCode: string; errorMsgKey: string }
);
