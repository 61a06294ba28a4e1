import { TIMINGS } from '@masthead/core';
import { useEffect } from 'react';
import { useT } from '../lib/i18n';
import { createStore, useStore } from '../lib/store';

type SnackbarState = { id: number; message: string } | null;

const snackbarStore = createStore<SnackbarState>(null);
let nextId = 1;

/** SPEC §2/§9: a short message at the bottom of the screen, hidden after 2750 ms. */
export function showSnackbar(message: string): void {
  snackbarStore.set({ id: nextId++, message });
}

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

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => snackbarStore.set(null), TIMINGS.snackbarMs);
    return () => window.clearTimeout(timer);
  }, [current]);

  // The live region stays in the page so that screen readers announce each new message.
  return (
    <div className="snackbar-region" role="status" aria-live="polite">
      {current && (
        <div className="snackbar" key={current.id}>
          <span>{current.message}</span>
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
