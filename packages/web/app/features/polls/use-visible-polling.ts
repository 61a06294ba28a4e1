import { useEffect, useRef } from 'react';

/**
 * Runs `poll` every `intervalMs` while the page is visible (document.visibilityState), and once at
 * once when it becomes visible again; nothing runs while it is hidden or when `enabled` is false.
 */
export function useVisiblePolling(poll: () => void | Promise<void>, intervalMs: number, enabled = true) {
  const latest = useRef(poll);
  latest.current = poll;

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const start = () => {
      if (timer === null) timer = setInterval(() => void latest.current(), intervalMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        void latest.current();
        start();
      } else stop();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs, enabled]);
}
