import { z } from 'zod';
import { zComposeTitle, zStorableText, zStoredImagePath } from '../compose/schemas.ts';
import { CONTENT_BODY_MAX } from '../content/schemas.ts';
import { UI_LANGUAGES } from '../i18n/languages.ts';
import { zFocalPoint, zUserIdNumber, zUserIdText } from '../images/schemas.ts';
import {
  buttonColorOf,
  type ContributionViewer,
  OPEN_CONTRIBUTION_LIMITS,
  type OpenContributionButtonStyle,
  type OpenContributionSettings,
} from './open-contribution.ts';
import type { MagazineKind } from './plans.ts';
import type { MagazineRight } from './policy.ts';

/**
 * Open contribution's requests: its settings (/dashboard/@{username}/settings/open-contribution) and a
 * reader's submission from the magazine page's popups. One schema per request, used by the route and
 * by the form that sends it.
 */

const limits = OPEN_CONTRIBUTION_LIMITS;

/** A colour the picker makes (hex, rgb(), rgba()), answered as '#rrggbb'; anything else is refused. */
export const zButtonColor = z
  .string({ error: 'validation.invalid' })
  .max(40, 'validation.openContribution.color')
  .transform((text, ctx) => {
    const color = buttonColorOf(text);
    if (!color) {
      ctx.addIssue({ code: 'custom', message: 'validation.openContribution.color' });
      return z.NEVER;
    }
    return color;
  });

/** A popup message as the editor sends it (HTML, sanitised by the server before it is stored). */
const zMessage = zStorableText().max(limits.messageMax * 4, 'validation.too.long');

/** GET /api2/magazine/open-contribution?userId= */
export const ZOpenContributionQuery = z.strictObject({ userId: zUserIdText });

/** POST /api2/magazine/open-contribution: only the fields sent change. */
export const ZOpenContributionUpdate = z.strictObject({
  userId: zUserIdNumber,
  enabled: z.boolean({ error: 'validation.invalid' }).optional(),
  feedCardIdx: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(limits.feedCardIdxMax, 'validation.invalid')
    .optional(),
  openContributionDescription: zStorableText()
    .trim()
    .max(limits.descriptionMax, 'validation.too.long')
    .optional(),
  /** A picture this site stored; null removes it. */
  openContributionPhotoPath: zStoredImagePath.nullable().optional(),
  /** The photo's focal point 'x,y' (kept as the path's parameter, SPEC §3 Images). */
  openContributionPhotoFocalPoint: zFocalPoint.optional(),
  openContributionButtonText: zStorableText()
    .trim()
    .min(1, 'validation.required')
    .max(limits.buttonTextMax, 'validation.too.long')
    .optional(),
  openContributionButtonColor: zButtonColor.optional(),
  signUpMessage: zMessage.optional(),
  submitStoryMessage: zMessage.optional(),
  submittedMessage: zMessage.optional(),
});
export type TOpenContributionUpdate = z.infer<typeof ZOpenContributionUpdate>;

/** POST /api2/magazine/open-contribution/join: before 'Open the full editor', a reader joins. */
export const ZOpenContributionJoin = z.strictObject({ magazineUserId: zUserIdNumber });
export type TOpenContributionJoin = z.infer<typeof ZOpenContributionJoin>;

/** POST /api2/magazine/open-contribution/submit: a story sent from the popups. */
export const ZOpenContributionSubmit = z.strictObject({
  magazineUserId: zUserIdNumber,
  title: zComposeTitle.min(1, 'validation.required'),
  /** The story as the editor's HTML; sanitised by the server, and it must say something. */
  body: zStorableText().max(CONTENT_BODY_MAX, 'validation.too.long'),
  photoPath: zStoredImagePath.nullable().optional(),
  photoFocalPoint: zFocalPoint.nullable().optional(),
  lang: z.enum(UI_LANGUAGES, { error: 'validation.invalid' }),
});
export type TOpenContributionSubmit = z.infer<typeof ZOpenContributionSubmit>;

/** The magazine as these pages and popups name it. */
export type OpenContributionMagazine = {
  userId: number;
  username: string;
  displayName: string;
  kind: MagazineKind;
};

/** The settings page's data: whether it is on, the settings, and what the viewer may change. */
export type OpenContributionSettingsView = {
  magazine: OpenContributionMagazine;
  enabled: boolean;
  settings: OpenContributionSettings;
  /** The button as the card paints it (SPEC §3 style keys). */
  button: OpenContributionButtonStyle;
  abilities: Record<MagazineRight, boolean>;
};

/** The card on the magazine page (and a business site's home), and its popups' messages. */
export type OpenContributionCard = {
  magazine: OpenContributionMagazine;
  feedCardIdx: number;
  description: string;
  /** With its focal point parameter, as stored. */
  photoPath: string | null;
  buttonText: string;
  button: OpenContributionButtonStyle;
  /** Sanitised HTML; empty where the magazine keeps the default text. */
  messages: { signUp: string; submitStory: string; submitted: string };
  viewer: ContributionViewer;
};

/** What joining answers: whether the viewer joined now (false: already a member), and where to write. */
export type OpenContributionJoined = { joined: boolean; writePath: string };

/** What a submission answers: the story, waiting in the magazine's review queue. */
export type OpenContributionSubmitted = {
  cgroupId: number;
  reviewState: 'submitted';
  /** True when the viewer became a contributor with this submission. */
  joined: boolean;
  /** The story in the editor (its author may withdraw it there). */
  editPath: string;
};
