import type { UiLanguage } from '../i18n/languages.ts';
import { TIMINGS } from '../limits.ts';
import type { MagazineRoleId, OwnerType } from '../magazines/roles.ts';

/** SPEC §3: userType 4 is a magazine (a team page); a person is 1. */
export const USER_TYPE = { person: 1, magazine: 4 } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

export type CurrentUserMagazine = {
  userId: number;
  role: MagazineRoleId;
  ownerType: OwnerType;
  username: string;
  displayName: string;
};

/** SPEC §3: the current-user payload, exactly these fields. */
export type CurrentUser = {
  userId: number;
  username: string;
  displayName: string;
  photoPath: string | null;
  admin: boolean;
  masterAdmin: boolean;
  accessRight: string[];
  userType: UserType;
  magazines: CurrentUserMagazine[];
  langs: UiLanguage[];
  firstTimeLogin: boolean;
  hasFbAc: boolean;
  facebookAccessTokenExpires: number | null;
  hasTwAc: boolean;
};

/** SPEC §6: signed in means userId > 0. */
export const isSignedIn = (user: { userId: number } | null | undefined): user is CurrentUser =>
  !!user && user.userId > 0;

/** SPEC §4: a social-network token is valid only if it expires more than 10 minutes after server time. */
export const isSocialTokenValid = (
  expiresAtMs: number | null,
  serverNowMs: number,
  marginMs = TIMINGS.socialTokenMarginMs,
) => expiresAtMs !== null && expiresAtMs - serverNowMs > marginMs;

/** SPEC §6: masterAdmin has every right; an admin only those in its list. */
export const hasAccessRight = (
  user: Pick<CurrentUser, 'admin' | 'masterAdmin' | 'accessRight'>,
  right: string,
) => user.masterAdmin || (user.admin && user.accessRight.includes(right));
