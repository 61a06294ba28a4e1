import { TIMINGS } from '@masthead/core';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../lib/i18n';
import { createStore, useStore } from '../lib/store';
import { useClearPlacement } from './use-clear-placement';

/** An action such as Undo, for a change that was saved the moment it was made. */
export type SnackbarAction = { label: string; run(): void };

type SnackbarState = { id: number; message: string; action?: SnackbarAction } | null;

const snackbarStore = createStore<SnackbarState>(null);
let nextId = 1;

/** SPEC §2/§9: a short message at the bottom of the screen (SnackbarHost says how long it stays). */
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

/** The one key that takes the keyboard to a snackbar's action, from wherever the focus is. */
export const SNACKBAR_ACTION_KEY = 'F8';

/**
 * SPEC §2/§9 and WCAG 2.2.1: a message alone hides after 2750 ms (not while the pointer or the focus is
 * on it); one with an action (Undo) stays until it is used, dismissed or replaced by another message
 * (an Undo may be wanted after a page change too, e.g. a business closed from its dashboard), and F8
 * takes the keyboard to its action from anywhere.
 */
/** Where styles.css puts the snackbar above the window's bottom edge. */
const SNACKBAR_BOTTOM_PX = 24;

export function SnackbarHost() {
  const t = useT();
  const current = useStore(snackbarStore);
  const actionRef = useRef<HTMLButtonElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const [held, setHeld] = useState(false);
  const placement = useClearPlacement(region, current !== null, {
    bottomGap: SNACKBAR_BOTTOM_PX,
    align: 'center',
  });

  useEffect(() => {
    if (!current || held || current.action) return;
    const timer = window.setTimeout(() => snackbarStore.set(null), TIMINGS.snackbarMs);
    return () => window.clearTimeout(timer);
  }, [current, held]);

  useEffect(() => {
    if (!current?.action) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== SNACKBAR_ACTION_KEY || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      actionRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current]);

  // The live region stays in the page so that screen readers announce each new message.
  return (
    <div
      ref={region}
      className="snackbar-region"
      style={placement}
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
            <>
              <span className="visually-hidden">
                {t('ui.snackbar.actionKey', { action: current.action.label, key: SNACKBAR_ACTION_KEY })}
              </span>
              <button
                ref={actionRef}
                type="button"
                className="snackbar-action"
                aria-keyshortcuts={SNACKBAR_ACTION_KEY}
                onClick={() => {
                  setHeld(false);
                  snackbarStore.set(null);
                  current.action?.run();
                }}
              >
                {current.action.label}
              </button>
            </>
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
