import { z } from 'zod';
import { zBio, zDisplayName, zNewUsername, zWebsite } from '../accounts/schemas.ts';
import {
  pictureOrDelete,
  zCrop,
  zDeleteFlag,
  zUploadedFile,
  zUserIdNumber,
  zUserIdText,
} from '../images/schemas.ts';
import { businessUsernameProblem, isReservedUsername } from './create-rules.ts';
import { MAGAZINE_KINDS, type MagazineKind, type MagazinePlan } from './plans.ts';
import type { MagazineRight } from './policy.ts';

/**
 * Creating a magazine or business (/create_business.html) and its settings
 * (/dashboard/@{username}/settings): one schema per request, used by the route and by the form.
 */

const zKind = z.enum(MAGAZINE_KINDS, { error: 'validation.invalid' });

/** SPEC §5 username rules (the form's 3–20), and none of the site's own words. */
export const zMagazineUsername = zNewUsername.refine(
  (username) => !isReservedUsername(username),
  'validation.username.reserved',
);

/** A business's username is its site's host too (checked once the fields themselves pass). */
const siteLabelRule = (
  value: { kind?: MagazineKind | undefined; username: string },
  ctx: z.RefinementCtx,
) => {
  const problem = businessUsernameProblem(value.kind ?? 'magazine', value.username);
  if (problem) ctx.addIssue({ code: 'custom', path: ['username'], message: problem });
};

/** POST /api2/magazine/create: the creator becomes its primary owner. `bio` is the description. */
export const ZMagazineCreate = z
  .strictObject({
    kind: zKind,
    displayName: zDisplayName,
    username: zMagazineUsername,
    bio: zBio.optional(),
  })
  .superRefine(siteLabelRule);
export type TMagazineCreate = z.infer<typeof ZMagazineCreate>;

/** GET /api2/magazine/username/check: any text (the answer says what is wrong with it), bounded. */
export const ZUsernameCheckQuery = z.strictObject({
  username: z
    .string({ error: 'validation.invalid' })
    .max(100, 'validation.too.long')
    .refine((s) => !s.includes('\u0000'), 'validation.invalid'),
  kind: zKind.optional(),
});
export type TUsernameCheckQuery = z.infer<typeof ZUsernameCheckQuery>;

/** Why a username cannot be had: a rule of SPEC §5, a reserved word, a business host, or taken. */
export type UsernameProblem =
  | 'validation.required'
  | 'validation.username.chars'
  | 'validation.username.length'
  | 'validation.username.reserved'
  | 'validation.username.business'
  | 'error.username.used';

export type UsernameCheck = { username: string; available: boolean; problem: UsernameProblem | null };

/** What creating answers: the new magazine, and its dashboard (where the page goes next). */
export type MagazineCreated = {
  magazine: { userId: number; username: string; displayName: string; kind: MagazineKind };
  dashboardPath: string;
};

/** GET /api2/magazine/settings */
export const ZMagazineSettingsQuery = z.strictObject({ userId: zUserIdText });

/** POST /api2/magazine/settings: only the fields sent change. */
export const ZMagazineSettings = z.strictObject({
  userId: zUserIdNumber,
  displayName: zDisplayName.optional(),
  bio: zBio.optional(),
  bioConnect: zBio.optional(),
  bioCreate: zBio.optional(),
  website: zWebsite.optional(),
  kind: zKind.optional(),
});
export type TMagazineSettings = z.infer<typeof ZMagazineSettings>;

/** POST /api2/magazine/photo (multipart): a magazine's logo, its profile photo; or delete=1. */
export const ZMagazinePhotoUpload = z
  .strictObject({
    photo: zUploadedFile.nullish(),
    userId: zUserIdText,
    delete: zDeleteFlag.optional(),
    crop: zCrop.optional(),
  })
  .superRefine(pictureOrDelete);
export type TMagazinePhotoUpload = z.infer<typeof ZMagazinePhotoUpload>;

/**
 * A magazine as its managers see it (SPEC §3 extended profile and Business): the settings page, and
 * GET /api2/business's businessInfo.
 */
export type BusinessInfo = {
  userId: number;
  username: string;
  displayName: string;
  kind: MagazineKind;
  bio: string;
  bioConnect: string;
  bioCreate: string;
  website: string;
  photoPath: string | null;
  profileBgPath: string | null;
  /** The cover's focal point 'x,y' (50,50 when none was set). */
  profileBgFocalPoint: string;
  /** SPEC §3: colours joined by semicolons. */
  brandColors: string;
  /** SPEC §3 magazinePlan; null without a current plan ('Plan Expired'). */
  magazinePlan: MagazinePlan | null;
  /** A business's own site (DESIGN §4); null for a magazine. */
  siteAddress: string | null;
};

/** The settings page's data: the magazine, and what the viewer may change in it. */
export type MagazineSettingsView = {
  magazine: BusinessInfo;
  abilities: Record<MagazineRight, boolean>;
};

export type MagazinePhotoResult = { photoPath: string | null };
