import { TIMINGS } from '@masthead/core';
import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n';
import { createStore, useStore } from '../lib/store';

/** An action such as Undo, for a change that was saved the moment it was made. */
export type SnackbarAction = { label: string; run(): void };

type SnackbarState = { id: number; message: string; action?: SnackbarAction } | null;

const snackbarStore = createStore<SnackbarState>(null);
let nextId = 1;

/** SPEC §2/§9: a short message at the bottom of the screen, hidden after 2750 ms. */
export function showSnackbar(message: string, action?: SnackbarAction): void {
  snackbarStore.set({ id: nextId++, message, ...(action ? { action } : {}) });
}

export const hideSnackbar = () => snackbarStore.set(null);

/** The textarea way, for browsers without the async clipboard (or without permission for it). */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * SPEC §8: copies and says 'Copied to Clipboard', or the given message such as 'Link Copied!'.
 * Pass the translated texts (`t('ui.copied')`, `t('ui.linkCopied')`). Resolves whether it worked.
 */
export async function copyToClipboard(
  text: string,
  messages: { done: string; failed: string },
): Promise<boolean> {
  let copied = false;
  try {
    await navigator.clipboard.writeText(text);
    copied = true;
  } catch {
    copied = copyWithSelection(text);
  }
  showSnackbar(copied ? messages.done : messages.failed);
  return copied;
}

/** The hook form of copyToClipboard, with the standard messages already translated. */
export function useCopyToClipboard() {
  const t = useT();
  return (text: string, doneMessage?: string) =>
    copyToClipboard(text, { done: doneMessage ?? t('ui.copied'), failed: t('ui.copyFailed') });
}

export function SnackbarHost() {
  const t = useT();
  const current = useStore(snackbarStore);
  // The snackbar stays while the pointer or the keyboard focus is on it, so its action can be reached.
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!current || held) return;
    const timer = window.setTimeout(() => snackbarStore.set(null), TIMINGS.snackbarMs);
    return () => window.clearTimeout(timer);
  }, [current, held]);

  // The live region stays in the page so that screen readers announce each new message.
  return (
    <div
      className="snackbar-region"
      role="status"
      aria-live="polite"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {current && (
        <div className="snackbar" key={current.id}>
          <span>{current.message}</span>
          {current.action && (
            <button
              type="button"
              className="snackbar-action"
              onClick={() => {
                setHeld(false);
                snackbarStore.set(null);
                current.action?.run();
              }}
            >
              {current.action.label}
            </button>
          )}
          <button
            type="button"
            className="snackbar-close"
            aria-label={t('ui.dismiss')}
            onClick={() => snackbarStore.set(null)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
