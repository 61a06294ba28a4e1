import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import {
  type AutocompleteCache,
  type AutocompleteController,
  type AutocompleteState,
  createAutocompleteController,
  createQueryCache,
} from './autocomplete-controller';

/** One cache per endpoint and payload for the whole page, so a query asked once is never asked again. */
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
 * SPEC §7 autocomplete against one of the /api2 suggestion calls: `payload` holds everything but `q`
 * (type, limit, onlyNotAdded…). 100 ms delay, from one character, cached per query, stale answers
 * dropped (see autocomplete-controller).
 */
export function useAutocomplete<T>(endpoint: string, payload: Record<string, unknown> = {}) {
  const [state, setState] = useState<AutocompleteState<T>>({ status: 'idle', query: '' });
  const controller = useRef<AutocompleteController | null>(null);
  const body = JSON.stringify(payload);

  useEffect(() => {
    const extra = JSON.parse(body) as Record<string, unknown>;
    const instance = createAutocompleteController<T>({
      fetch: async (q, signal) => {
        const result = await api<T>(endpoint, { ...extra, q }, { signal, promptLogin: false });
        return result.ok ? result.data : null;
      },
      onChange: setState,
      cache: cacheFor<T>(`${endpoint} ${body}`),
    });
    controller.current = instance;
    return () => instance.dispose();
  }, [endpoint, body]);

  const setQuery = useCallback((text: string) => controller.current?.input(text), []);
  return { state, setQuery };
}
