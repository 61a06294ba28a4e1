import { focalPointOfPath, formatFocalPoint } from '../images/rules.ts';
import { invertedTextColor, opaqueColor, parseBrandColor } from './brand-colors.ts';
import { dashboardPath } from './paths.ts';
import { decide, type MagazineActor, membershipIn } from './policy.ts';

/**
 * SPEC §3 open-contribution settings: how a magazine invites stories from anyone. A reader presses the
 * button on the magazine's page and goes through three popups (sign up, how to submit a story,
 * submitted); the story lands in the magazine's review queue as a contributor's submission.
 */
export type OpenContributionSettings = {
  /** Where the open-contribution card sits among the magazine page's feed cards (0 = first). */
  feedCardIdx: number;
  openContributionDescription: string;
  /** A stored picture (SPEC §3 Images), with its focal point as the path's parameter; null: none. */
  openContributionPhotoPath: string | null;
  openContributionButtonText: string;
  /** Stored normalised as '#rrggbb' (opaque: the text on it is chosen by its luminance). */
  openContributionButtonColor: string;
  /** The three popups' rich-text messages, sanitised on the server before they are stored. */
  signUpMessage: string;
  submitStoryMessage: string;
  submittedMessage: string;
};

/** SPEC §3 defaults: the button says 'Share your Story' and is black. */
export const OPEN_CONTRIBUTION_DEFAULTS: OpenContributionSettings = {
  feedCardIdx: 0,
  openContributionDescription: '',
  openContributionPhotoPath: null,
  openContributionButtonText: 'Share your Story',
  openContributionButtonColor: '#000000',
  signUpMessage: '',
  submitStoryMessage: '',
  submittedMessage: '',
};

/** Bounds of the settings (the form, the schema and the stored value use the same). */
export const OPEN_CONTRIBUTION_LIMITS = {
  /** The card's text under its photo. */
  descriptionMax: 500,
  buttonTextMax: 40,
  /** One popup message, as sanitised HTML. */
  messageMax: 5000,
  /** The card comes after at most this many stories. */
  feedCardIdxMax: 30,
} as const;

/** The three messages, in the order the popups show them. */
export const OPEN_CONTRIBUTION_MESSAGES = [
  'signUpMessage',
  'submitStoryMessage',
  'submittedMessage',
] as const;
export type OpenContributionMessage = (typeof OPEN_CONTRIBUTION_MESSAGES)[number];

/** The dashboard page where a magazine's managers change these settings (linked from its settings). */
export const openContributionSettingsPath = (username: string) =>
  `${dashboardPath(username, 'settings')}/open-contribution`;

/** The magazine page with the popups opened at once (a business site's card sends readers here). */
export const openContributionPagePath = (username: string) => `/@${username}?contribute=1`;

/** The query parameter that opens the popups when the magazine page loads. */
export const OPEN_CONTRIBUTION_PARAM = 'contribute';

const text = (value: unknown, max: number, fallback: string) =>
  typeof value === 'string' && value.length <= max ? value : fallback;

/**
 * The settings a stored value stands for: each missing or unreadable part takes its default (a stored
 * colour is read through the colour rules again, so nothing else can reach a style).
 */
export function openContributionOf(stored: unknown): OpenContributionSettings {
  const value = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const d = OPEN_CONTRIBUTION_DEFAULTS;
  const limits = OPEN_CONTRIBUTION_LIMITS;
  const index = value.feedCardIdx;
  const photo = value.openContributionPhotoPath;
  const color =
    typeof value.openContributionButtonColor === 'string' ? value.openContributionButtonColor : '';
  const buttonText = text(value.openContributionButtonText, limits.buttonTextMax, '').trim();
  return {
    feedCardIdx:
      typeof index === 'number' && Number.isInteger(index) && index >= 0 && index <= limits.feedCardIdxMax
        ? index
        : d.feedCardIdx,
    openContributionDescription: text(value.openContributionDescription, limits.descriptionMax, ''),
    openContributionPhotoPath: typeof photo === 'string' && photo.startsWith('/images/') ? photo : null,
    openContributionButtonText: buttonText || d.openContributionButtonText,
    openContributionButtonColor: buttonColorOf(color) ?? d.openContributionButtonColor,
    signUpMessage: text(value.signUpMessage, limits.messageMax, ''),
    submitStoryMessage: text(value.submitStoryMessage, limits.messageMax, ''),
    submittedMessage: text(value.submittedMessage, limits.messageMax, ''),
  };
}

/**
 * A button colour as stored: a hex or rgb()/rgba() colour (what the colour picker makes, SPEC §5),
 * made opaque, '#rrggbb'; null for anything else (TESTING §6: no CSS reaches a style).
 */
export function buttonColorOf(input: string): string | null {
  const color = parseBrandColor(input);
  return color ? opaqueColor(color) : null;
}

/** SPEC §3 style keys of the button: the colour it is painted, and its inverted text (SPEC §5). */
export type OpenContributionButtonStyle = {
  pageOpenContributionButtonBgColor: string;
  pageOpenContributionButtonTextColor: '#000000' | '#ffffff';
};

/** SPEC §5 inverted text: black on a colour whose luminance is above 0.6, otherwise white. */
export function openContributionButtonStyle(color: string): OpenContributionButtonStyle {
  const background = buttonColorOf(color) ?? OPEN_CONTRIBUTION_DEFAULTS.openContributionButtonColor;
  return {
    pageOpenContributionButtonBgColor: background,
    pageOpenContributionButtonTextColor: invertedTextColor(background),
  };
}

/** The stored photo parted for the photo drop zone: its path and its focal point 'x,y'. */
export function openContributionPhoto(
  stored: string | null,
): { photoPath: string; focalPoint: string } | null {
  if (!stored) return null;
  return { photoPath: stored.replace(/[?#].*$/, ''), focalPoint: formatFocalPoint(focalPointOfPath(stored)) };
}

/** Why a person may not send a story through a magazine's open contribution. */
export type ContributionRefusal =
  /** The magazine was closed (closing.ts). */
  | 'closed'
  /** Its managers have not turned open contribution on (or turned it off). */
  | 'off'
  /** A member whose role does not let them write there (no such role today; kept for the policy). */
  | 'role';

export type ContributionDecision =
  | { ok: true /** The person is no member yet: they join as a contributor first. */; join: boolean }
  | { ok: false; reason: ContributionRefusal };

/**
 * May the actor send a story through the magazine's open contribution? Anyone signed in while it is on
 * and the magazine open: a non-member joins as a contributor (SPEC §6 'write and submit'), a member
 * with the write right simply submits.
 */
export function contributionDecision(
  actor: MagazineActor,
  magazine: { userId: number; enabled: boolean; closed: boolean },
): ContributionDecision {
  if (magazine.closed) return { ok: false, reason: 'closed' };
  if (!magazine.enabled) return { ok: false, reason: 'off' };
  if (!membershipIn(actor, magazine.userId)) return { ok: true, join: true };
  return decide(actor, 'write', magazine.userId).ok
    ? { ok: true, join: false }
    : { ok: false, reason: 'role' };
}

/**
 * Who looks at the card: a guest signs up (or in) first; a signed-in person joins as a contributor
 * when they submit; a member already writes for the magazine.
 */
export type ContributionViewer = 'guest' | 'person' | 'member';

export function contributionViewer(actor: MagazineActor | null, magazineUserId: number): ContributionViewer {
  if (!actor) return 'guest';
  return membershipIn(actor, magazineUserId) ? 'member' : 'person';
}
