import type { SwitcherView } from '@masthead/core';
import { useCallback, useEffect, useState } from 'react';
import { browserStore } from '../../lib/storage';
import { loadSwitcher } from './magazines-api';

export type SwitcherLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; view: SwitcherView };

/** The viewer's profiles for the switcher, read when it opens; `reload` after a change or a failure. */
export function useSwitcherView() {
  const [load, setLoad] = useState<SwitcherLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt reads again.
  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    void loadSwitcher(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setLoad(result.ok ? { status: 'ready', view: result.data } : { status: 'failed' });
    });
    return () => controller.abort();
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, reload };
}

export type SwitcherLayout = 'card' | 'list';

/** The card or list choice is remembered in the browser (SPEC §2 'View List' / 'View Card'). */
const LAYOUT_KEY = 'switcherLayout';

export function useSwitcherLayout() {
  const [layout, setLayout] = useState<SwitcherLayout>(() => {
    try {
      return browserStore().getItem(LAYOUT_KEY) === 'list' ? 'list' : 'card';
    } catch {
      return 'card';
    }
  });
  const toggle = () =>
    setLayout((current) => {
      const next = current === 'card' ? 'list' : 'card';
      try {
        browserStore().setItem(LAYOUT_KEY, next);
      } catch {
        // The choice then lasts until the switcher closes.
      }
      return next;
    });
  return { layout, toggle };
}
