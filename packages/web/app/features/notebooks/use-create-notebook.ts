import { type ApiFailure, type NotebookView, type UiLanguage, ZCreateNotebook } from '@masthead/core';
import { useState } from 'react';
import { call, fieldMessages } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { messagesFor } from '../../lib/messages';
import { browserStore } from '../../lib/storage';
import { toStoredNotebook, updateCachedNotebook } from './notebook-cache';

export type NotebookErrors = { name?: string; description?: string; form?: string };
type Errors = NotebookErrors;

/** A refused notebook request's errors: on the name or the description, else for the whole form. */
export function notebookErrors(error: ApiFailure, message: string, lang: UiLanguage): NotebookErrors {
  const fields = fieldMessages(error, messagesFor(lang));
  return {
    ...(fields.name ? { name: fields.name } : {}),
    ...(fields.description ? { description: fields.description } : {}),
    ...(fields.name || fields.description ? {} : { form: message }),
  };
}

/**
 * Creating a notebook from any form: checked first with the request's own schema (so 'Please enter a
 * notebook title' shows without a round trip), then sent; the new notebook joins the local cache.
 */
export function useCreateNotebook() {
  const { lang, t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  async function create(input: { name: string; description?: string }): Promise<NotebookView | null> {
    const parsed = ZCreateNotebook.safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'description' ? 'description' : 'name';
        next[field] ??= t(
          issue.message.startsWith('validation.')
            ? (issue.message as 'validation.invalid')
            : 'validation.invalid',
        );
      }
      setErrors(next);
      return null;
    }
    setBusy(true);
    setErrors({});
    const result = await call('POST /api2/notebook/create', parsed.data);
    setBusy(false);
    if (!result.ok) {
      setErrors(notebookErrors(result.error, result.message, lang));
      return null;
    }
    updateCachedNotebook(browserStore(), toStoredNotebook(result.data.notebook));
    return result.data.notebook;
  }

  return { create, busy, errors, clearErrors: () => setErrors({}) };
}
