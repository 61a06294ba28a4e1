import { AUTOCOMPLETE } from '@masthead/core';
import { describe, expect, it } from 'vitest';
import {
  type AutocompleteState,
  type AutocompleteTimers,
  createAutocompleteController,
  createQueryCache,
} from './autocomplete-controller';
import {
  fetchSearchSuggestions,
  SEARCH_BOX_SOURCES,
  type SearchSuggestions,
  type SuggestionCall,
  searchSuggestionOptions,
} from './search-suggestions';

/** Timers the test moves by hand. */
function manualTimers() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: AutocompleteTimers = {
    setTimeout(callback, ms) {
      const id = next++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    advance(ms: number) {
      now += ms;
      for (const [id, entry] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
        if (entry.at <= now) {
          pending.delete(id);
          entry.callback();
        }
      }
    },
  };
}

/** A server whose answers the test releases in any order. */
function manualServer() {
  const calls: { query: string; signal: AbortSignal; resolve: (data: string[] | null) => void }[] = [];
  return {
    calls,
    fetch: (query: string, signal: AbortSignal) =>
      new Promise<string[] | null>((resolve) => calls.push({ query, signal, resolve })),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const clock = manualTimers();
  const server = manualServer();
  const states: AutocompleteState<string[]>[] = [];
  const controller = createAutocompleteController<string[]>({
    fetch: server.fetch,
    onChange: (state) => states.push(state),
    timers: clock.timers,
  });
  return { clock, server, states, controller, last: () => states[states.length - 1] };
}

describe('autocomplete controller (SPEC §7/§9)', () => {
  it('waits 100 ms after the last keystroke and asks once', async () => {
    const { clock, server, controller, last } = setup();
    controller.input('c');
    controller.input('co');
    clock.advance(99);
    controller.input('cof');
    clock.advance(99);
    expect(server.calls).toHaveLength(0);
    expect(last()).toEqual({ status: 'loading', query: 'cof' });
    clock.advance(1);
    expect(server.calls.map((call) => call.query)).toEqual(['cof']);
    server.calls[0]!.resolve(['Coffee']);
    await flush();
    expect(last()).toEqual({ status: 'ready', query: 'cof', data: ['Coffee'] });
  });

  it('asks from one character on, and not for blank text', () => {
    const { clock, server, controller, last } = setup();
    controller.input('   ');
    clock.advance(500);
    expect(server.calls).toHaveLength(0);
    expect(last()).toEqual({ status: 'idle', query: '' });
    controller.input(' 台 ');
    clock.advance(100);
    expect(server.calls.map((call) => call.query)).toEqual(['台']);
  });

  it('drops a stale answer that arrives after a newer one', async () => {
    const { clock, server, controller, last, states } = setup();
    controller.input('co');
    clock.advance(100);
    controller.input('cof');
    clock.advance(100);
    expect(server.calls.map((call) => call.query)).toEqual(['co', 'cof']);
    // The first request was aborted when the second went out.
    expect(server.calls[0]!.signal.aborted).toBe(true);
    server.calls[1]!.resolve(['Coffee']);
    await flush();
    server.calls[0]!.resolve(['Comics', 'Cooking']);
    await flush();
    expect(last()).toEqual({ status: 'ready', query: 'cof', data: ['Coffee'] });
    expect(states.some((state) => state.status === 'ready' && state.query === 'co')).toBe(false);
  });

  it('drops an answer to a query the reader has already changed', async () => {
    const { clock, server, controller, last } = setup();
    controller.input('te');
    clock.advance(100);
    controller.input('tea');
    server.calls[0]!.resolve(['Technology']);
    await flush();
    expect(last()).toEqual({ status: 'loading', query: 'tea' });
  });

  it('answers a repeated query from its cache without asking again', async () => {
    const { clock, server, controller, last } = setup();
    controller.input('tea');
    clock.advance(100);
    server.calls[0]!.resolve(['Tea']);
    await flush();
    controller.input('teas');
    controller.input('tea');
    expect(last()).toEqual({ status: 'ready', query: 'tea', data: ['Tea'] });
    clock.advance(500);
    expect(server.calls).toHaveLength(1);
  });

  it('reports a failure without caching it, so the next try asks again', async () => {
    const { clock, server, controller, last } = setup();
    controller.input('x');
    clock.advance(100);
    server.calls[0]!.resolve(null);
    await flush();
    expect(last()).toEqual({ status: 'error', query: 'x' });
    controller.input('x');
    clock.advance(100);
    expect(server.calls).toHaveLength(2);
  });

  it('drops everything still on its way once disposed', async () => {
    const { clock, server, controller, states } = setup();
    controller.input('a');
    clock.advance(100);
    controller.dispose();
    server.calls[0]!.resolve(['Ada']);
    await flush();
    expect(server.calls[0]!.signal.aborted).toBe(true);
    expect(states.map((state) => state.status)).toEqual(['loading']);
  });
});

describe("the header search box's suggestions", () => {
  /** The four suggestion calls, answered by hand; each call is recorded with its body. */
  function suggestionServer() {
    const calls: {
      endpoint: string;
      body: Record<string, unknown>;
      signal: AbortSignal;
      resolve: (data: unknown) => void;
    }[] = [];
    return {
      calls,
      call: ((endpoint: string, body: Record<string, unknown>, signal: AbortSignal) =>
        new Promise<unknown>((resolve) => calls.push({ endpoint, body, signal, resolve }))) as SuggestionCall,
      /** Answers every open call for `q` as the server would: an empty list each, or `data`. */
      answer(q: string, data: Partial<Record<'topics' | 'people' | 'locations', unknown[]>> = {}, fail = '') {
        for (const call of calls.filter((c) => c.body.q === q)) {
          if (call.endpoint === fail) call.resolve(null);
          else if (call.endpoint.includes('topic')) call.resolve({ topics: data.topics ?? [] });
          else if (call.endpoint.includes('location')) call.resolve({ locations: data.locations ?? [] });
          else call.resolve({ people: call.body.type === 'B' ? (data.people ?? []) : [] });
        }
      },
    };
  }

  function setupBox() {
    const clock = manualTimers();
    const server = suggestionServer();
    const states: AutocompleteState<SearchSuggestions>[] = [];
    const controller = createAutocompleteController<SearchSuggestions>({
      fetch: (q, signal) => fetchSearchSuggestions(q, signal, server.call),
      cacheable: (data) => data.complete,
      onChange: (state) => states.push(state),
      timers: clock.timers,
    });
    return { clock, server, states, controller, last: () => states[states.length - 1] };
  }

  const london = {
    locationId: 4,
    name: 'London, United Kingdom',
    countryCode: 'GB',
    country: 'United Kingdom',
    state: 'England',
    city: 'London',
    locationType: 'city_name' as const,
    lang: 'en' as const,
    url: '/location/4/london.html',
  };

  it("asks topics, publishers, people and places once each, with SPEC's limits, 100 ms after typing", async () => {
    const { clock, server, controller, last } = setupBox();
    controller.input('l');
    controller.input('lo');
    clock.advance(50);
    controller.input('lon');
    clock.advance(99);
    expect(server.calls).toHaveLength(0);
    clock.advance(1);
    expect(server.calls.map(({ endpoint, body }) => ({ endpoint, body }))).toEqual([
      {
        endpoint: 'POST /api2/topic/autocomplete',
        body: { q: 'lon', min_articles: AUTOCOMPLETE.topicMinArticles, limit: 5 },
      },
      { endpoint: 'POST /api2/people/autocomplete', body: { q: 'lon', type: 'B', limit: 5 } },
      { endpoint: 'POST /api2/people/autocomplete', body: { q: 'lon', type: 'C', limit: 5 } },
      { endpoint: 'POST /api2/location/autocomplete/all', body: { q: 'lon', limit: 10 } },
    ]);
    expect(SEARCH_BOX_SOURCES.places.payload.limit).toBe(AUTOCOMPLETE.locationsLimit);
    server.answer('lon', { locations: [london] });
    await flush();
    const state = last();
    expect(state?.status).toBe('ready');
    if (state?.status !== 'ready') return;
    expect(state.data).toMatchObject({ places: [london], complete: true });

    // Typed again, the query is answered from the cache: no second round of calls.
    controller.input('long');
    controller.input('lon');
    clock.advance(500);
    expect(server.calls).toHaveLength(4);
    expect(last()).toMatchObject({ status: 'ready', query: 'lon' });
  });

  it('drops the answers to a query that a newer one replaced, aborting its calls', async () => {
    const { clock, server, controller, last, states } = setupBox();
    controller.input('lon');
    clock.advance(100);
    controller.input('long');
    clock.advance(100);
    expect(server.calls).toHaveLength(8);
    expect(server.calls.slice(0, 4).every((call) => call.signal.aborted)).toBe(true);
    const longTable = {
      userId: 3,
      username: 'thelongtable',
      displayName: 'The Long Table',
      photoPath: null,
      userType: 2,
      url: '/@thelongtable',
    };
    server.answer('long', { people: [longTable] });
    await flush();
    server.answer('lon', { locations: [london] });
    await flush();
    expect(last()).toMatchObject({ status: 'ready', query: 'long', data: { publishers: [longTable] } });
    expect(states.some((state) => state.status === 'ready' && state.query === 'lon')).toBe(false);
  });

  it('shows what came when one call fails, but asks again next time', async () => {
    const { clock, server, controller, last } = setupBox();
    controller.input('tai');
    clock.advance(100);
    server.answer('tai', { locations: [london] }, 'POST /api2/topic/autocomplete');
    await flush();
    expect(last()).toMatchObject({ status: 'ready', data: { places: [london], complete: false } });
    // The partial answer was not kept: the same query goes out again, to every source.
    controller.input('tai');
    clock.advance(100);
    expect(server.calls).toHaveLength(8);
    expect(server.calls.slice(4).every((call) => call.body.q === 'tai')).toBe(true);
  });

  it('reports an error only when every call failed', async () => {
    const { clock, server, controller, last } = setupBox();
    controller.input('x');
    clock.advance(100);
    for (const call of server.calls) call.resolve(null);
    await flush();
    expect(last()).toEqual({ status: 'error', query: 'x' });
  });

  it('lists groups in the order of the search tabs, a publishing person once', () => {
    const person = (userId: number, username: string) => ({
      userId,
      username,
      displayName: username.toUpperCase(),
      photoPath: null,
      userType: 1,
      url: `/@${username}`,
    });
    const { options, urls } = searchSuggestionOptions(
      {
        topics: [
          { topicId: 1, title: 'Oolong Tea', highLight: false, articleCount: 9, url: '/blogs/Oolong-Tea' },
        ],
        publishers: [person(3, 'thelongtable'), person(5, 'lona')],
        people: [person(5, 'lona'), person(6, 'lonnie')],
        places: [london],
        complete: true,
      },
      { topics: 'Topics', publishers: 'Publishers', people: 'People', places: 'Places' },
    );
    expect(options.map((option) => [option.group, option.label])).toEqual([
      ['Topics', 'Oolong Tea'],
      ['Publishers', 'THELONGTABLE'],
      ['Publishers', 'LONA'],
      ['People', 'LONNIE'],
      ['Places', 'London, United Kingdom'],
    ]);
    expect(new Set(options.map((option) => option.id)).size).toBe(options.length);
    expect(urls.get('place-4')).toBe('/location/4/london.html');
  });
});

describe('query cache', () => {
  it('keeps the most recent answers up to its size', () => {
    const cache = createQueryCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('a', 1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });
});
