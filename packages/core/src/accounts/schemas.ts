import { z } from 'zod';
import { isTimeZone } from '../admin/newsletter.ts';
import { UI_LANGUAGES, type UiLanguage } from '../i18n/languages.ts';
import { LIMITS } from '../limits.ts';
import type { PublicProfile, ResetTokenState } from '../site/page-context.ts';
import type { CurrentUser } from './current-user.ts';
import { isValidEmail, normalizeWebsite, USERNAME_PATTERN } from './rules.ts';

/**
 * One schema per request (EXAMPLES §6), used by the route that parses it and the form that sends it.
 * Messages are i18n keys; the server and the forms translate them.
 */

/** Text that never carries a NUL byte (PostgreSQL refuses it in text columns). */
const text = () =>
  z.string({ error: 'validation.invalid' }).refine((s) => !s.includes('\u0000'), 'validation.invalid');

export const zEmail = text()
  .trim()
  .max(LIMITS.emailMax, 'validation.email.invalid')
  .refine(isValidEmail, 'validation.email.invalid')
  .transform((email) => email.toLowerCase());

export const zPassword = text()
  .min(LIMITS.passwordMin, 'validation.password.length')
  .max(LIMITS.passwordMax, 'validation.password.length');

/** Sign-up asks for 3–20 (DESIGN §4). */
export const zNewUsername = text()
  .trim()
  .min(1, 'validation.required')
  .regex(USERNAME_PATTERN, 'validation.username.chars')
  .min(LIMITS.usernameMin, 'validation.username.length')
  .max(LIMITS.usernameFormMax, 'validation.username.length');

/**
 * DESIGN §4 and SPEC §5: the server accepts 3–30 for existing and imported accounts (older accounts
 * have names the sign-up form's 20 no longer allows), with SPEC's server message.
 */
export const zUsername = text()
  .trim()
  .min(1, 'validation.required')
  .regex(USERNAME_PATTERN, 'validation.username.chars')
  .min(LIMITS.usernameMin, 'validation.username.server')
  .max(LIMITS.usernameMax, 'validation.username.server');

/** SPEC §5 dummy accounts (profiles that cannot sign in, such as an imported blog's publisher). */
export const zDummyUsername = text()
  .trim()
  .min(1, 'validation.required')
  .regex(USERNAME_PATTERN, 'validation.username.chars')
  .min(LIMITS.usernameMin, 'validation.username.dummy')
  .max(LIMITS.dummyUsernameMax, 'validation.username.dummy');

export const zDummyDisplayName = text()
  .trim()
  .min(LIMITS.displayNameMin, 'validation.displayName.dummy')
  .max(LIMITS.dummyDisplayNameMax, 'validation.displayName.dummy');

/** A dummy account's name and display name (SPEC §5: 3 to 40 and 1 to 50). */
export const ZDummyProfile = z.strictObject({ username: zDummyUsername, displayName: zDummyDisplayName });
export type TDummyProfile = z.infer<typeof ZDummyProfile>;

export const zDisplayName = text()
  .trim()
  .min(LIMITS.displayNameMin, 'validation.displayName.length')
  .max(LIMITS.displayNameMax, 'validation.displayName.length');

export const zBio = text().trim().max(LIMITS.bioMax, 'validation.bio.length');

/**
 * SPEC §3 story share object publisher.twitter: a microblog handle, 1 to 15 letters, digits or '_',
 * typed with or without its '@' (stored without). Empty removes it.
 */
export const zTwitterHandle = text()
  .trim()
  .max(16, 'validation.twitter.invalid')
  .transform((value) => value.replace(/^@/, ''))
  .refine((value) => value === '' || /^\w{1,15}$/.test(value), 'validation.twitter.invalid');

export const zWebsite = text()
  .max(LIMITS.websiteMax, 'validation.website.invalid')
  .transform((value, ctx) => {
    const normalized = normalizeWebsite(value);
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: 'validation.website.invalid' });
      return z.NEVER;
    }
    return normalized;
  });

export const zUiLanguage = z.enum(UI_LANGUAGES, { error: 'validation.language.invalid' });

/** A time zone name (IANA, such as 'Asia/Taipei'): the weekly newsletter comes at 5pm on its clock. */
export const zTimeZone = z
  .string({ error: 'validation.timeZone' })
  .refine((name) => isTimeZone(name), 'validation.timeZone');

export const ZSignup = z
  .strictObject({
    email: zEmail,
    password: zPassword,
    confirmPassword: text().max(LIMITS.passwordMax, 'validation.password.mismatch').optional(),
    username: zNewUsername,
    displayName: zDisplayName,
    rememberLogin: z.boolean().optional(),
    lang: zUiLanguage.optional(),
    /** The browser's time zone, so the newsletter comes at 5pm on the new reader's clock. */
    timeZone: zTimeZone.optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: 'validation.password.mismatch',
    path: ['confirmPassword'],
  });
export type TSignup = z.infer<typeof ZSignup>;

/** The login field takes an email or a username. Only a POST body carries credentials (DESIGN §3). */
export const ZLogin = z.strictObject({
  login: text().trim().min(1, 'validation.required').max(LIMITS.emailMax, 'validation.too.long'),
  password: text().min(1, 'validation.required').max(200, 'validation.too.long'),
  rememberLogin: z.boolean().optional(),
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZTfaVerify = z.strictObject({
  code: text()
    .trim()
    .regex(/^\d{6}$/, 'validation.tfa.code'),
  rememberLogin: z.boolean().optional(),
});
export type TTfaVerify = z.infer<typeof ZTfaVerify>;

export const ZTfaResend = z.strictObject({});

export const ZForgotPassword = z.strictObject({ email: zEmail });
export type TForgotPassword = z.infer<typeof ZForgotPassword>;

/** Tokens are 43-character base64url strings (256 bits). */
export const zToken = text().regex(/^[A-Za-z0-9_-]{20,100}$/, 'validation.invalid');

export const ZResetPassword = z
  .strictObject({ token: zToken, password: zPassword, confirmPassword: text().max(LIMITS.passwordMax) })
  .refine((v) => v.confirmPassword === v.password, {
    message: 'validation.password.mismatch',
    path: ['confirmPassword'],
  });
export type TResetPassword = z.infer<typeof ZResetPassword>;

export const ZResetTokenQuery = z.strictObject({ token: zToken });

export const ZVerifyEmail = z.strictObject({ token: zToken });

export const ZChangePassword = z
  .strictObject({
    currentPassword: text().min(1, 'validation.required').max(200, 'validation.too.long'),
    newPassword: zPassword,
    confirmPassword: text().max(LIMITS.passwordMax),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    message: 'validation.password.mismatch',
    path: ['confirmPassword'],
  });
export type TChangePassword = z.infer<typeof ZChangePassword>;

/** Create profile (after sign-up) and profile edit share the fields; every one is optional on edit. */
export const ZUpdateProfile = z.strictObject({
  displayName: zDisplayName.optional(),
  bio: zBio.optional(),
  /** SPEC §3 extended profile: the bios shown on the connect and create flavours (empty: `bio`). */
  bioConnect: zBio.optional(),
  bioCreate: zBio.optional(),
  website: zWebsite.optional(),
  twitter: zTwitterHandle.optional(),
  langs: z.array(zUiLanguage).max(UI_LANGUAGES.length).optional(),
});
export type TUpdateProfile = z.infer<typeof ZUpdateProfile>;

export const ZAccountSettings = z.strictObject({
  tfaEnabled: z.boolean().optional(),
  uiLang: zUiLanguage.optional(),
});
export type TAccountSettings = z.infer<typeof ZAccountSettings>;

/** Which mail a person receives. */
export const NOTIFICATION_SETTING_KEYS = [
  'emailOnFollow',
  'emailOnComment',
  'emailOnReply',
  'emailOnVote',
  'emailOnMention',
  'weeklyNewsletter',
  'productNews',
] as const;
export type NotificationSettingKey = (typeof NOTIFICATION_SETTING_KEYS)[number];
export type NotificationSettings = Record<NotificationSettingKey, boolean>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailOnFollow: true,
  emailOnComment: true,
  emailOnReply: true,
  emailOnVote: false,
  emailOnMention: true,
  weeklyNewsletter: true,
  productNews: false,
};

export const ZNotificationSettings = z.strictObject(
  Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [key, z.boolean().optional()])) as Record<
    NotificationSettingKey,
    z.ZodOptional<z.ZodBoolean>
  >,
);
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

export const ZUnsubscribe = z.strictObject({
  token: zToken,
  list: z.enum(NOTIFICATION_SETTING_KEYS).optional(),
});
export type TUnsubscribe = z.infer<typeof ZUnsubscribe>;

export const ZRevokeSession = z.strictObject({
  sessionId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const ZLogoutQuery = z.strictObject({ redirect: text().max(2000).optional() });

/** POST /api2/account/language: the interface language, for guests and signed-in people alike. */
export const ZSetUiLanguage = z.strictObject({ lang: zUiLanguage });

/** POST /api2/account/timezone: the reader's time zone, or null to go back to UTC. */
export const ZSetTimeZone = z.strictObject({ timeZone: zTimeZone.nullable() });
export type TimeZoneAnswer = { timeZone: string | null };

// ---- What the account routes answer ----

/** Sign-up, the two-factor step and a password reset sign the person in and answer who they now are. */
export type SignedInAnswer = { user: CurrentUser };

/** The sign-in state (GET /api/auth/login/p.json and /api2/account/current): null for a guest. */
export type CurrentUserAnswer = { user: CurrentUser | null };

/** A sign-in is done, or waits for the code mailed for it (its challenge is kept in a cookie). */
export type LoginAnswer = SignedInAnswer | { tfaRequired: true };

/** Whether a mail went out: false only when a verification is asked for an address already verified. */
export type MailSentAnswer = { sent: boolean };

/** POST /api/auth/logout/p.json: where the page goes next. */
export type LogoutAnswer = { redirect: string };

/** GET /api2/account/password/reset: what the reset link is worth. */
export type ResetTokenAnswer = { state: ResetTokenState };

/** `alreadyVerified`: the address was verified before this link was used (issue 13: a reused link). */
export type VerifyEmailAnswer = { verified: true; alreadyVerified: boolean };

/** What a verification link did: verified the address now, found it verified already, or nothing. */
export type VerifyOutcome = 'verified' | 'already' | 'invalid';

/** SPEC §4: after the visit is marked the login is no longer a first one. */
export type VisitedAnswer = { firstTimeLogin: false };

/** POST /api2/account/profile and /profile/create: the profile as anyone now sees it. */
export type ProfileAnswer = { profile: PublicProfile };

export type PasswordChangedAnswer = { changed: true };

export type UnsubscribeAnswer = { unsubscribed: true };

export type RevokeSessionAnswer = { revoked: true };

/** POST /api2/account/language: the language now set. */
export type UiLanguageAnswer = { lang: UiLanguage };
