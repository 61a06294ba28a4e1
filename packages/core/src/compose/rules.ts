import { CTYPE, type Ctype } from '../content/types.ts';

/**
 * The content types a writer can compose (SPEC §1 publishers' list), in the order the content-type
 * picker shows them. Premium is a flag on any of them (DESIGN §4), not a type.
 */
export const COMPOSABLE_CTYPES = [
  CTYPE.post,
  CTYPE.list,
  CTYPE.quiz,
  CTYPE.poll,
  CTYPE.votableList,
  CTYPE.event,
  CTYPE.meme,
  CTYPE.chat,
  CTYPE.liveQa,
  CTYPE.donate,
] as const satisfies readonly Ctype[];
export type ComposableCtype = (typeof COMPOSABLE_CTYPES)[number];

export const isComposableCtype = (value: number): value is ComposableCtype =>
  (COMPOSABLE_CTYPES as readonly number[]).includes(value);

/** Topics one content may carry. */
export const COMPOSE_TOPICS_MAX = 5;

/** The card summary a writer may type; otherwise it is taken from the body. */
export const COMPOSE_DESCRIPTION_MAX = 300;

/** A picture's text alternative: a sentence or two, as screen readers read them out. */
export const PHOTO_ALT_MAX = 250;

/** A draft's type-specific part while it is written, serialised (a quiz of 50 questions fits). */
export const COMPOSE_EXTRA_MAX_BYTES = 100_000;

/** Autosave waits this long after the last keystroke. */
export const AUTOSAVE_DELAY_MS = 2000;

/** Premium price bounds in minor units (DESIGN §2: integer minor units plus currency). */
export const PREMIUM_PRICE_MIN_MINOR = 50;
export const PREMIUM_PRICE_MAX_MINOR = 1_000_000;

/** Currencies the ledger accepts. */
export const CURRENCIES = ['USD', 'EUR', 'TWD', 'IDR', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const MY_POSTS_TABS = ['draft', 'published'] as const;
export type MyPostsTab = (typeof MY_POSTS_TABS)[number];

/** A shareable draft preview code: 128 bits, base64url (22 characters). */
export const PREVIEW_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** SPEC §2 /draft_preview.html?code={code}&lang={lang}. */
export const draftPreviewPath = (code: string, lang: string) =>
  `/draft_preview.html?code=${encodeURIComponent(code)}&lang=${encodeURIComponent(lang)}`;

/** The full-page editor: a new content of a type (for one of the writer's magazines), or an existing one. */
export const composePath = (target: { ctype: number; publisherId?: number | null } | { cgroupId: number }) =>
  'cgroupId' in target
    ? `/write.html?cgroupId=${target.cgroupId}`
    : `/write.html?type=${target.ctype}${target.publisherId ? `&publisherId=${target.publisherId}` : ''}`;

/** Rows in one page of My Posts. */
export const MY_POSTS_PAGE_SIZE = 20;
