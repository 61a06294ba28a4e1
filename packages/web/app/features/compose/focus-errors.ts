import { useEffect, useRef } from 'react';
import type { ComposeDraft } from './use-compose-draft';

/** Moves focus to the first field (in page order) that shows an error. */
export function focusFirstError(root: HTMLElement | null) {
  if (!root) return;
  const invalid = root.querySelector<HTMLElement>(
    '[aria-invalid="true"], [data-field-invalid] input, [data-field-invalid] button, [data-field-invalid] [contenteditable]',
  );
  if (invalid) {
    // A step that needs attention and is open: its own field with the error, not the step's title.
    const panelId = invalid.getAttribute('aria-controls');
    const panel = panelId ? root.ownerDocument.getElementById(panelId) : null;
    const target = panel?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? invalid;
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
    return;
  }
  root.querySelector<HTMLElement>('.form-alert')?.scrollIntoView?.({ block: 'center' });
}

/** Focus follows the editor's errors after a failed publish or update. */
export function useFocusOnErrors(draft: ComposeDraft) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (draft.errorFocus > 0) focusFirstError(root.current);
  }, [draft.errorFocus]);
  return root;
}
