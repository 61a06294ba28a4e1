import type { AnswerOf, InputOf } from '@masthead/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callRoute } from '../../lib/api';
import {
  type AutocompleteCache,
  type AutocompleteController,
  type AutocompleteFetch,
  type AutocompleteState,
  createAutocompleteController,
  createQueryCache,
} from './autocomplete-controller';
import type { SuggestionRoute } from './search-suggestions';

/** One cache per source for the whole page, so a query asked once is never asked again. */
const caches = new Map<string, AutocompleteCache<unknown>>();

function cacheFor<T>(key: string): AutocompleteCache<T> {
  let cache = caches.get(key);
  if (!cache) {
    cache = createQueryCache<unknown>();
    caches.set(key, cache);
  }
  return cache as AutocompleteCache<T>;
}

/**
 * Autocomplete over any fetch: `cacheKey` names the source (its answers are cached per query under it,
 * and a new key starts a new controller). 100 ms delay, from one character, stale answers dropped
 * (see autocomplete-controller).
 */
export function useAutocompleteSource<T>(
  cacheKey: string,
  fetch: AutocompleteFetch<T>,
  cacheable?: (data: T) => boolean,
) {
  const [state, setState] = useState<AutocompleteState<T>>({ status: 'idle', query: '' });
  const controller = useRef<AutocompleteController | null>(null);
  // The latest functions, without restarting the controller when a caller passes new ones.
  const latest = useRef({ fetch, cacheable });
  latest.current = { fetch, cacheable };

  useEffect(() => {
    const instance = createAutocompleteController<T>({
      fetch: (query, signal) => latest.current.fetch(query, signal),
      cacheable: (data) => latest.current.cacheable?.(data) ?? true,
      onChange: setState,
      cache: cacheFor<T>(cacheKey),
    });
    controller.current = instance;
    return () => instance.dispose();
  }, [cacheKey]);

  const setQuery = useCallback((text: string) => controller.current?.input(text), []);
  return { state, setQuery };
}

/** What a suggestion call takes besides the typed text. */
export type SuggestionPayload<R extends SuggestionRoute> = Omit<InputOf<R>, 'q'>;

/**
 * SPEC §7 autocomplete against one of the /api2 suggestion calls: `payload` holds everything but `q`
 * (type, limit, onlyNotAdded…).
 */
export function useAutocomplete<R extends SuggestionRoute>(route: R, payload?: SuggestionPayload<R>) {
  const body = JSON.stringify(payload ?? {});
  return useAutocompleteSource<AnswerOf<R>>(`${route} ${body}`, async (q, signal) => {
    const input = { ...(JSON.parse(body) as SuggestionPayload<R>), q } as InputOf<R>;
    const result = await callRoute(route, input, { signal, promptLogin: false });
    return result.ok ? result.data : null;
  });
}
