import {
  type AnswerOf,
  type ApiRoute,
  AUTOCOMPLETE,
  type InputOf,
  type LocationSuggestion,
  type PersonSuggestion,
  type TopicSuggestion,
} from '@masthead/core';
import type { ComboboxOption } from './combobox';

/**
 * The header search box's suggestions: SPEC §7's topic, people (B for publishers, C for users) and
 * place calls, each with SPEC §9's limit, asked together for one query and shown in groups.
 */

/** The routes that suggest as one types: those whose input carries the typed text `q`. */
export type SuggestionRoute = { [R in ApiRoute]: InputOf<R> extends { q: string } ? R : never }[ApiRoute];

/** One suggestion call: the answer's data, or null when it failed. */
export type SuggestionCall = <R extends SuggestionRoute>(
  route: R,
  input: InputOf<R>,
  signal: AbortSignal,
) => Promise<AnswerOf<R> | null>;

export const SEARCH_BOX_SOURCES = {
  topics: {
    route: 'POST /api2/topic/autocomplete',
    payload: { min_articles: AUTOCOMPLETE.topicMinArticles, limit: AUTOCOMPLETE.topicsLimit },
  },
  publishers: {
    route: 'POST /api2/people/autocomplete',
    payload: { type: 'B', limit: AUTOCOMPLETE.blogsLimit },
  },
  people: { route: 'POST /api2/people/autocomplete', payload: { type: 'C', limit: AUTOCOMPLETE.usersLimit } },
  places: {
    route: 'POST /api2/location/autocomplete/all',
    payload: { limit: AUTOCOMPLETE.locationsLimit },
  },
} as const satisfies Record<string, { route: SuggestionRoute; payload: object }>;

export type SearchSuggestions = {
  topics: TopicSuggestion[];
  publishers: PersonSuggestion[];
  people: PersonSuggestion[];
  places: LocationSuggestion[];
  /** False when a call failed: what came is shown, but not kept, so the query is asked again. */
  complete: boolean;
};

/** Asks every source once for `q`; null only when all of them failed. */
export async function fetchSearchSuggestions(
  q: string,
  signal: AbortSignal,
  call: SuggestionCall,
): Promise<SearchSuggestions | null> {
  const ask = async <K extends string, T>(
    source: { route: SuggestionRoute; payload: object },
    key: K,
  ): Promise<T[] | null> => {
    try {
      const input = { ...source.payload, q } as InputOf<SuggestionRoute>;
      const data = (await call(source.route, input, signal)) as Record<K, T[]> | null;
      return data && Array.isArray(data[key]) ? data[key] : null;
    } catch {
      return null;
    }
  };
  const [topics, publishers, people, places] = await Promise.all([
    ask<'topics', TopicSuggestion>(SEARCH_BOX_SOURCES.topics, 'topics'),
    ask<'people', PersonSuggestion>(SEARCH_BOX_SOURCES.publishers, 'people'),
    ask<'people', PersonSuggestion>(SEARCH_BOX_SOURCES.people, 'people'),
    ask<'locations', LocationSuggestion>(SEARCH_BOX_SOURCES.places, 'locations'),
  ]);
  const answers = [topics, publishers, people, places];
  if (answers.every((answer) => answer === null)) return null;
  return {
    topics: topics ?? [],
    publishers: publishers ?? [],
    people: people ?? [],
    places: places ?? [],
    complete: answers.every((answer) => answer !== null),
  };
}

export type SuggestionGroupLabels = { topics: string; publishers: string; people: string; places: string };

/**
 * The options in the order of the search page's tabs (topics, publishers, people, places), each
 * group under its label; a person who publishes is listed once, among the publishers.
 */
export function searchSuggestionOptions(
  data: SearchSuggestions,
  labels: SuggestionGroupLabels,
): { options: ComboboxOption[]; urls: Map<string, string> } {
  const options: ComboboxOption[] = [];
  const urls = new Map<string, string>();
  const add = (option: ComboboxOption, url: string) => {
    if (urls.has(option.id)) return;
    urls.set(option.id, url);
    options.push(option);
  };
  for (const topic of data.topics)
    add({ id: `topic-${topic.topicId}`, label: topic.title, group: labels.topics }, topic.url);
  const publisherIds = new Set(data.publishers.map((publisher) => publisher.userId));
  for (const publisher of data.publishers)
    add(
      {
        id: `publisher-${publisher.userId}`,
        label: publisher.displayName || publisher.username,
        description: `@${publisher.username}`,
        group: labels.publishers,
      },
      publisher.url,
    );
  for (const person of data.people) {
    if (publisherIds.has(person.userId)) continue;
    add(
      {
        id: `person-${person.userId}`,
        label: person.displayName || person.username,
        description: `@${person.username}`,
        group: labels.people,
      },
      person.url,
    );
  }
  for (const place of data.places)
    add({ id: `place-${place.locationId}`, label: place.name, group: labels.places }, place.url);
  return { options, urls };
}
