import { describe, expect, it } from 'vitest';
import {
  type AutocompleteState,
  type AutocompleteTimers,
  createAutocompleteController,
  createQueryCache,
} from './autocomplete-controller';

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
