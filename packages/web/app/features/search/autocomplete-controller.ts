import { AUTOCOMPLETE, TIMINGS } from '@masthead/core';

/**
 * SPEC §7/§9 autocomplete, without React: waits 100 ms after the last keystroke, asks only from one
 * character on, keeps each query's answer, and drops any answer that is not for the latest request
 * (out of order or replaced), aborting the request it replaces.
 */

export type AutocompleteState<T> =
  | { status: 'idle'; query: string }
  | { status: 'loading'; query: string }
  | { status: 'ready'; query: string; data: T }
  | { status: 'error'; query: string };

/** Resolves with the answer's data, or null when the request failed (it is then not cached). */
export type AutocompleteFetch<T> = (query: string, signal: AbortSignal) => Promise<T | null>;

/** A per-query cache; several controllers of one endpoint and payload may share one. */
export type AutocompleteCache<T> = {
  get(query: string): T | undefined;
  set(query: string, data: T): void;
};

export type AutocompleteTimers = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export type AutocompleteOptions<T> = {
  fetch: AutocompleteFetch<T>;
  onChange: (state: AutocompleteState<T>) => void;
  cache?: AutocompleteCache<T>;
  /** Whether an answer may be kept for its query (a partial one is shown but asked again). */
  cacheable?: (data: T) => boolean;
  delayMs?: number;
  minLength?: number;
  timers?: AutocompleteTimers;
};

/** A bounded cache: the oldest query goes first once it holds `size` answers. */
export function createQueryCache<T>(size = 100): AutocompleteCache<T> {
  const entries = new Map<string, T>();
  return {
    get: (query) => entries.get(query),
    set(query, data) {
      entries.delete(query);
      entries.set(query, data);
      if (entries.size > size) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
  };
}

const browserTimers: AutocompleteTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createAutocompleteController<T>(options: AutocompleteOptions<T>) {
  const delayMs = options.delayMs ?? TIMINGS.autocompleteDelayMs;
  const minLength = options.minLength ?? AUTOCOMPLETE.minLength;
  const cache = options.cache ?? createQueryCache<T>();
  const timers = options.timers ?? browserTimers;

  /** Every request gets the next number; only the answer to the latest one is shown. */
  let sequence = 0;
  let timer: unknown = null;
  let inFlight: AbortController | null = null;

  const cancelPending = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    inFlight?.abort();
    inFlight = null;
  };

  async function request(query: string) {
    timer = null;
    sequence += 1;
    const mine = sequence;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    let data: T | null = null;
    try {
      data = await options.fetch(query, controller.signal);
    } catch {
      data = null;
    }
    // A newer request (or a clear) has replaced this one: its answer is stale.
    if (mine !== sequence || controller.signal.aborted) return;
    inFlight = null;
    if (data === null) {
      options.onChange({ status: 'error', query });
      return;
    }
    if (options.cacheable?.(data) ?? true) cache.set(query, data);
    options.onChange({ status: 'ready', query, data });
  }

  return {
    /** The text in the box changed. */
    input(text: string) {
      const query = text.trim();
      cancelPending();
      // Invalidate anything still on its way.
      sequence += 1;
      if ([...query].length < minLength) {
        options.onChange({ status: 'idle', query });
        return;
      }
      const cached = cache.get(query);
      if (cached !== undefined) {
        options.onChange({ status: 'ready', query, data: cached });
        return;
      }
      options.onChange({ status: 'loading', query });
      timer = timers.setTimeout(() => void request(query), delayMs);
    },
    /** Stops waiting and drops any answer still to come (the box closed or unmounted). */
    dispose() {
      cancelPending();
      sequence += 1;
    },
  };
}

export type AutocompleteController = ReturnType<typeof createAutocompleteController>;
