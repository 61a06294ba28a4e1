import { useSyncExternalStore } from 'react';

/**
 * A tiny external store: imperative calls (`showSnackbar`, `confirm`, …) from anywhere, one host
 * component that renders the state. State set before the host mounts is kept, not lost.
 */
export type Store<T> = {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
  readonly initial: T;
};

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => state,
    set(next) {
      state = typeof next === 'function' ? (next as (current: T) => T)(state) : next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The server always renders the initial state, so hydration matches. */
export const useStore = <T>(store: Store<T>) =>
  useSyncExternalStore(store.subscribe, store.get, () => store.initial);
