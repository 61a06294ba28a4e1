import { z } from 'zod';
import { OAUTH_PROVIDERS, OAUTH_PURPOSES, type OAuthProvider } from './providers.ts';

/** SPEC §7: `?oauthfor={purpose}`; `remember=1` keeps the session 365 days as the password form does. */
export const ZOAuthStartQuery = z.strictObject({
  oauthfor: z.enum(OAUTH_PURPOSES, { error: 'validation.invalid' }),
  remember: z.enum(['0', '1'], { error: 'validation.invalid' }).optional(),
});
export type TOAuthStartQuery = z.infer<typeof ZOAuthStartQuery>;

/** Any short name: the route answers 404 'oauth.provider.unavailable' for one it does not offer. */
export const ZOAuthProviderParams = z.strictObject({
  provider: z.string({ error: 'validation.invalid' }).regex(/^[a-z0-9-]{1,30}$/, 'validation.invalid'),
});

const param = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .max(max, 'validation.invalid')
    .refine((s) => !s.includes('\u0000'), 'validation.invalid');

/**
 * What a provider sends back to the callback (RFC 6749 §4.1.2, RFC 9207 `iss`, and the extra
 * parameters the search provider adds). Anything else is refused.
 */
export const ZOAuthCallbackQuery = z.strictObject({
  code: param(2048).optional(),
  state: param(200).optional(),
  iss: param(500).optional(),
  error: param(200).optional(),
  error_description: param(1000).optional(),
  error_uri: param(1000).optional(),
  scope: param(1000).optional(),
  authuser: param(20).optional(),
  prompt: param(100).optional(),
  hd: param(300).optional(),
  session_state: param(500).optional(),
});
export type TOAuthCallbackQuery = z.infer<typeof ZOAuthCallbackQuery>;

export const ZUnlinkAccount = z.strictObject({
  provider: z.enum(OAUTH_PROVIDERS, { error: 'validation.invalid' }),
});
export type TUnlinkAccount = z.infer<typeof ZUnlinkAccount>;

/** A provider this site offers (configured with a client id and secret). */
export type OfferedProvider = { provider: OAuthProvider; kind: string; name: string };
export type OfferedProvidersAnswer = { providers: OfferedProvider[] };

/** One configured provider in account settings, linked or not. */
export type LinkedAccountView = {
  provider: OAuthProvider;
  name: string;
  linked: boolean;
  /** SPEC §4's validity (a social-network token close to expiry is not valid). */
  valid: boolean;
  /** The name the account has at the provider, when it told us. */
  accountName: string | null;
  linkedAt: string | null;
  accessTokenExpiresAt: number | null;
};
export type LinkedAccountsAnswer = {
  accounts: LinkedAccountView[];
  /** False when the account has no password and this is its only way in: unlinking would lock it out. */
  hasPassword: boolean;
};
export type UnlinkAnswer = { unlinked: true };
