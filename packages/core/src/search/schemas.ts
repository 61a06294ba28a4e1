import { z } from 'zod';
import type { ContentSummary, ProfileRef } from '../content/types.ts';
import type { UiLanguage } from '../i18n/languages.ts';
import { AUTOCOMPLETE, SEARCH_PAGE, SEARCH_TABS } from './rules.ts';

/** A search query: trimmed, 1 to 100 characters, never a NUL byte (PostgreSQL refuses it). */
export const zSearchQuery = z
  .string({ error: 'validation.invalid' })
  .max(AUTOCOMPLETE.queryMax * 4, 'validation.too.long')
  .refine((s) => !s.includes('\u0000'), 'validation.invalid')
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(AUTOCOMPLETE.minLength, 'validation.required')
      .max(AUTOCOMPLETE.queryMax, 'validation.too.long'),
  );

const zLimit = (max: number) =>
  z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(max, 'validation.invalid')
    .default(max);

/** Older clients send flags as 0/1. */
const zFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'validation.invalid' })
  .transform(Boolean)
  .default(false);

/** POST /api2/topic/autocomplete (SPEC §7): {q, min_articles 5, onlyNotAdded, limit 5}. */
export const ZTopicAutocomplete = z.strictObject({
  q: zSearchQuery,
  min_articles: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(1_000_000, 'validation.invalid')
    .default(AUTOCOMPLETE.topicMinArticles),
  onlyNotAdded: zFlag,
  limit: zLimit(AUTOCOMPLETE.topicsLimit),
});
export type TTopicAutocomplete = z.input<typeof ZTopicAutocomplete>;

/** SPEC §7: B for blogs (magazines and people who publish), C for users. */
export const PEOPLE_TYPES = ['B', 'C'] as const;
export type PeopleType = (typeof PEOPLE_TYPES)[number];

/** POST /api2/people/autocomplete (SPEC §7): {q, type B or C, onlyNotAdded, limit 5}. */
export const ZPeopleAutocomplete = z.strictObject({
  q: zSearchQuery,
  type: z.enum(PEOPLE_TYPES, { error: 'validation.invalid' }).default('C'),
  onlyNotAdded: zFlag,
  limit: zLimit(AUTOCOMPLETE.usersLimit),
});
export type TPeopleAutocomplete = z.input<typeof ZPeopleAutocomplete>;

/** SPEC §5: a location's type is one of these three (its finest named level). */
export const LOCATION_TYPES = ['country_name', 'state_name', 'city_name'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** A city when it names one, else a state when it names one, else a country. */
export const locationTypeOf = (place: { state: string; city: string }): LocationType =>
  place.city.trim() ? 'city_name' : place.state.trim() ? 'state_name' : 'country_name';

/** The part of an address at a location type's level: country_name drops state and city, state_name the city. */
export const placeAtLevel = <P extends { state: string; city: string }>(
  place: P,
  type?: LocationType,
): P => ({
  ...place,
  state: type === 'country_name' ? '' : place.state,
  city: type === 'country_name' || type === 'state_name' ? '' : place.city,
});

export const zLocationType = z.enum(LOCATION_TYPES, { error: 'validation.location.type' });

/** POST /api2/location/autocomplete/all (SPEC §7): {q, limit 10}; `type` keeps one kind of place. */
export const ZLocationAutocomplete = z.strictObject({
  q: zSearchQuery,
  limit: zLimit(AUTOCOMPLETE.locationsLimit),
  type: zLocationType.optional(),
});
export type TLocationAutocomplete = z.input<typeof ZLocationAutocomplete>;

/** POST /api2/entities (SPEC §7): {q, limit 10}. */
export const ZEntityAutocomplete = z.strictObject({
  q: zSearchQuery,
  limit: zLimit(AUTOCOMPLETE.entitiesLimit),
});
export type TEntityAutocomplete = z.input<typeof ZEntityAutocomplete>;

/** An opaque page cursor: the offset into the ranked results, digits only. */
export const zSearchCursor = z
  .string({ error: 'validation.invalid' })
  .regex(/^\d{1,4}$/, 'validation.invalid')
  .transform(Number)
  .refine((n) => n <= SEARCH_PAGE.maxOffset, 'validation.invalid');

/** GET /api2/search?q=&tab=&cursor= */
export const ZSearch = z.strictObject({
  q: zSearchQuery,
  tab: z.enum(SEARCH_TABS, { error: 'validation.invalid' }).default('stories'),
  cursor: zSearchCursor.optional(),
});
export type TSearch = z.output<typeof ZSearch>;

export type TopicSuggestion = {
  topicId: number;
  title: string;
  highLight: boolean;
  articleCount: number;
  url: string;
};

export type PersonSuggestion = ProfileRef & { url: string };

export type LocationSuggestion = {
  locationId: number;
  name: string;
  countryCode: string;
  country: string;
  state: string;
  city: string;
  /** SPEC §5 location type: country_name, state_name or city_name. */
  locationType: LocationType;
  /** The name's language, as LocationRef's. */
  lang: UiLanguage | null;
  url: string;
};

export type EntitySuggestion = { entityId: number; title: string; url: string };

export type TopicResult = TopicSuggestion & { followerCount: number; following: boolean };
export type ProfileResult = PersonSuggestion & {
  bio: string;
  /** The language of the bio (WCAG 3.1.2); null when not known. */
  bioLang: UiLanguage | null;
  followerCount: number;
  following: boolean;
};
export type LocationResult = LocationSuggestion & { followerCount: number; following: boolean };

/** One page of one search tab; `nextCursor` is null at the end. */
export type SearchPage =
  | { tab: 'stories'; q: string; items: ContentSummary[]; nextCursor: string | null }
  | { tab: 'interests'; q: string; items: TopicResult[]; nextCursor: string | null }
  | { tab: 'publishers' | 'people'; q: string; items: ProfileResult[]; nextCursor: string | null }
  | { tab: 'locations'; q: string; items: LocationResult[]; nextCursor: string | null };

/** POST /api2/topic/autocomplete answer. */
export type TopicAutocompleteAnswer = { topics: TopicSuggestion[] };
/** POST /api2/people/autocomplete answer. */
export type PeopleAutocompleteAnswer = { people: PersonSuggestion[] };
/** POST /api2/location/autocomplete/all answer. */
export type LocationAutocompleteAnswer = { locations: LocationSuggestion[] };
/** POST /api2/entities answer. */
export type EntityAutocompleteAnswer = { entities: EntitySuggestion[] };
