import type { KeyboardEvent } from 'react';

const KEYS_BACK = new Set(['ArrowUp', 'ArrowLeft']);
const KEYS_FORWARD = new Set(['ArrowDown', 'ArrowRight']);

/**
 * Arrow keys move the focus between a list's items (the elements matching `selector` inside the element
 * the handler is on); Home and End go to the first and the last. Tab still leaves the list as usual.
 */
export function arrowFocusHandler(selector: string) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const { key } = event;
    if (!KEYS_BACK.has(key) && !KEYS_FORWARD.has(key) && key !== 'Home' && key !== 'End') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(selector)];
    if (items.length === 0) return;
    const index = items.indexOf(document.activeElement as HTMLElement);
    // Keys inside an item's own controls (a menu) are theirs.
    if (index === -1) return;
    event.preventDefault();
    const next =
      key === 'Home'
        ? 0
        : key === 'End'
          ? items.length - 1
          : KEYS_FORWARD.has(key)
            ? Math.min(index + 1, items.length - 1)
            : Math.max(index - 1, 0);
    items[next]?.focus();
  };
}
