import {
  type Byline,
  type ComposableCtype,
  type ComposeDocument,
  CURRENCIES,
  type Currency,
  type EditorialAbility,
  isUiLanguage,
  LIMITS,
  PREMIUM_PRICE_MAX_MINOR,
  PREMIUM_PRICE_MIN_MINOR,
  type ProfileRef,
  type ReviewState,
  type TComposeSave,
  type TopicRef,
  type UiLanguage,
} from '@masthead/core';
import type { PhotoValue } from '../../ui/photo-drop-zone';

/** What the writer edits, as the form holds it (the price as typed). */
export type DraftFields = {
  ctype: ComposableCtype;
  title: string;
  description: string;
  body: string;
  photo: PhotoValue;
  /** The cover's text alternative (WCAG 1.1.1); it goes with the picture it describes. */
  photoAlt: string;
  topics: TopicRef[];
  lang: UiLanguage;
  place: { locationId: number; name: string } | null;
  extra: Record<string, unknown>;
  premium: boolean;
  /** Major units as typed, e.g. '4.99'. */
  price: string;
  currency: Currency;
  /** 'Publish in': a magazine's id, or null for the writer's own profile. */
  publisherId: number | null;
  /** Whose name readers see: the writer's, or the magazine's alone (publisher mode). */
  byline: Byline;
};

/** Where the content stands on the server. */
export type DraftMeta = {
  cgroupId: number | null;
  status: 'draft' | 'published';
  url: string | null;
  previewCode: string | null;
  /** Where it stands in its magazine's review (magazines/editorial.ts). */
  reviewState: ReviewState | null;
  reviewNote: string | null;
  submittedAt: string | null;
  /** Who wrote it and where it appears, once saved; null for a new draft (the viewer's own). */
  author: ProfileRef | null;
  publisher: ProfileRef | null;
  /** What the viewer may do to it now, as the server said; null for a new draft. */
  abilities: Record<EditorialAbility, boolean> | null;
};

const NEW_META: DraftMeta = {
  cgroupId: null,
  status: 'draft',
  url: null,
  previewCode: null,
  reviewState: null,
  reviewNote: null,
  submittedAt: null,
  author: null,
  publisher: null,
  abilities: null,
};

export const titleTooLong = (title: string) => title.trim().length > LIMITS.titleMax;

/** '4.99' → 499; '' → null; anything that is not a price (or has more than 2 decimals) → NaN. */
export function parsePrice(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (value === '') return null;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 499 → '4.99'; 500 → '5'. */
export function priceText(minor: number | null): string {
  if (minor === null) return '';
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

export const priceInRange = (minor: number | null) =>
  minor !== null &&
  Number.isInteger(minor) &&
  minor >= PREMIUM_PRICE_MIN_MINOR &&
  minor <= PREMIUM_PRICE_MAX_MINOR;

/**
 * A new content; `extra` is the type form's empty start (forms/emptyExtraFor), none for a post;
 * `publisherId` a magazine to write for (null: the writer's own profile).
 */
export function newDraft(
  ctype: ComposableCtype,
  lang: UiLanguage,
  extra: Record<string, unknown> = {},
  publisherId: number | null = null,
): { fields: DraftFields; meta: DraftMeta } {
  return {
    fields: {
      ctype,
      title: '',
      description: '',
      body: '',
      photo: null,
      photoAlt: '',
      topics: [],
      lang,
      place: null,
      extra,
      premium: false,
      price: '',
      currency: 'USD',
      publisherId,
      byline: 'author',
    },
    meta: NEW_META,
  };
}

export function fromDocument(document: ComposeDocument, fallbackLang: UiLanguage) {
  const fields: DraftFields = {
    ctype: document.ctype,
    title: document.title,
    description: document.description,
    body: document.body,
    photo: document.photoPath
      ? { photoPath: document.photoPath, focalPoint: document.photoFocalPoint ?? '50,50' }
      : null,
    photoAlt: document.photoAlt,
    topics: document.topics,
    lang: isUiLanguage(document.lang) ? document.lang : fallbackLang,
    place: document.location
      ? { locationId: document.location.locationId, name: document.location.name }
      : null,
    extra: document.extra,
    premium: document.premium,
    price: priceText(document.priceMinor),
    currency: document.currency ?? 'USD',
    publisherId: document.publisher.userId,
    byline: document.byline,
  };
  const meta: DraftMeta = {
    cgroupId: document.cgroupId,
    status: document.status,
    url: document.url,
    previewCode: document.previewCode,
    reviewState: document.reviewState,
    reviewNote: document.reviewNote,
    submittedAt: document.submittedAt,
    author: document.author,
    publisher: document.publisher,
    abilities: document.abilities,
  };
  return { fields, meta };
}

/** /api2/compose/save's body as sent (the focal point travels as its 'x,y' text). */
export type ComposeSavePayload = Omit<TComposeSave, 'photoFocalPoint'> & { photoFocalPoint?: string | null };

/** The whole document as /api2/compose/save takes it. A price that is not one is left out (null). */
export function toSavePayload(fields: DraftFields, cgroupId: number | null): ComposeSavePayload {
  const price = parsePrice(fields.price);
  const priceMinor = fields.premium && priceInRange(price) ? price : null;
  return {
    ...(cgroupId ? { cgroupId } : {}),
    ...(fields.publisherId !== null ? { publisherId: fields.publisherId } : {}),
    byline: fields.byline,
    ctype: fields.ctype,
    title: fields.title,
    description: fields.description,
    body: fields.body,
    photoPath: fields.photo?.photoPath ?? null,
    photoFocalPoint: fields.photo ? fields.photo.focalPoint : null,
    photoAlt: fields.photo ? fields.photoAlt : '',
    topicIds: fields.topics.map((topic) => topic.topicId),
    lang: fields.lang,
    locationId: fields.place?.locationId ?? null,
    extra: fields.extra,
    premium: fields.premium,
    priceMinor,
    currency: fields.premium ? fields.currency : null,
  };
}

export const isCurrency = (value: string): value is Currency =>
  (CURRENCIES as readonly string[]).includes(value);

/** The type form's errors: 'extra.questions.0.question' → 'questions.0.question'. */
export function extraErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith('extra.'))
      .map(([key, message]) => [key.slice('extra.'.length), message]),
  );
}

/**
 * The form's field name for a server error key: payload names map onto the fields that show them
 * ('topicIds' → 'topics', 'photoPath' → 'photo', 'extra.x' and 'extra' → 'extra').
 */
export function fieldOfError(key: string): string {
  if (key === 'extra' || key.startsWith('extra.')) return 'extra';
  const head = key.split('.')[0] ?? key;
  const aliases: Record<string, string> = {
    topicIds: 'topics',
    photoPath: 'photo',
    photoFocalPoint: 'photo',
    locationId: 'place',
    priceMinor: 'price',
  };
  return aliases[head] ?? head;
}

/** Server field errors (translated) grouped by the form's fields; the first message of each wins. */
export function errorsByField(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = fieldOfError(key);
    if (!(field in out)) out[field] = message;
  }
  return out;
}
