import { AUTOSAVE_DELAY_MS, type ComposePreviewResult } from '@masthead/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type ApiResult, fieldMessages } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { messagesFor } from '../../lib/messages';
import { type AutosaveStatus, createAutosave } from './autosave';
import {
  createPreview,
  deleteContent,
  publishContent,
  revokePreview,
  saveContent,
  unpublishContent,
} from './compose-api';
import { type DraftFields, type DraftMeta, fieldOfError, titleTooLong, toSavePayload } from './draft-model';

export type ComposeBusy =
  | 'publish'
  | 'update'
  | 'unpublish'
  | 'delete'
  | 'preview'
  /** The review queue's moves (features/editorial/use-editorial-moves). */
  | 'submit'
  | 'withdraw'
  | 'return'
  | null;

type Options = {
  /** Called once, when the first save has created the draft. */
  onCreated?: (cgroupId: number) => void;
};

/**
 * One content being written: its fields, where it stands on the server, autosave (drafts only: a
 * published content changes live only on Update), and the actions of the editor. Field errors of the
 * last save or publish are kept by the server's keys ('title', 'extra.questions.0.question').
 */
export function useComposeDraft(initial: { fields: DraftFields; meta: DraftMeta }, options: Options = {}) {
  const { lang } = useI18n();
  const [fields, setFields] = useState(initial.fields);
  const [meta, setMeta] = useState(initial.meta);
  const [saveStatus, setSaveStatus] = useState<AutosaveStatus>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<ComposeBusy>(null);
  /** Bumped when a publish or update failed on fields, so the page moves focus to the first one. */
  const [errorFocus, setErrorFocus] = useState(0);

  const fieldsRef = useRef(fields);
  const metaRef = useRef(meta);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const setMetaNow = useCallback((next: DraftMeta) => {
    metaRef.current = next;
    setMeta(next);
  }, []);

  /** A failed call: its field errors (translated), or the message for the whole form. */
  const showFailure = useCallback(
    (result: Extract<ApiResult<unknown>, { ok: false }>, focus: boolean) => {
      const byField = fieldMessages(result.error, messagesFor(lang));
      if (Object.keys(byField).length > 0) {
        setErrors(byField);
        setFormError(null);
        if (focus) setErrorFocus((count) => count + 1);
      } else setFormError(result.message);
    },
    [lang],
  );

  const save = useCallback(async (): Promise<boolean> => {
    const result = await saveContent(toSavePayload(fieldsRef.current, metaRef.current.cgroupId));
    if (!result.ok) {
      showFailure(result, false);
      return false;
    }
    const created = metaRef.current.cgroupId === null;
    setMetaNow({
      ...metaRef.current,
      cgroupId: result.data.cgroupId,
      status: result.data.status,
      reviewState: result.data.reviewState,
      url: result.data.url,
    });
    setFormError(null);
    if (created) optionsRef.current.onCreated?.(result.data.cgroupId);
    return true;
  }, [setMetaNow, showFailure]);

  const autosave = useMemo(
    () =>
      createAutosave({
        delayMs: AUTOSAVE_DELAY_MS,
        save,
        // A published content changes live only on Update; nothing is sent with a title too long.
        canSave: () => metaRef.current.status === 'draft' && !titleTooLong(fieldsRef.current.title),
        onStatus: setSaveStatus,
      }),
    [save],
  );

  // Leaving the editor (another page, the popup closing) saves what is left of a draft.
  useEffect(
    () => () => {
      if (metaRef.current.status === 'draft' && autosave.dirty()) void autosave.flush();
      else autosave.dispose();
    },
    [autosave],
  );

  // SPEC: nothing typed is lost silently: the browser asks before leaving with unsaved changes.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!autosave.dirty()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [autosave]);

  const update = useCallback(
    (patch: Partial<DraftFields>) => {
      fieldsRef.current = { ...fieldsRef.current, ...patch };
      setFields(fieldsRef.current);
      const touched = new Set(Object.keys(patch));
      setErrors((current) => {
        const kept = Object.entries(current).filter(([key]) => !touched.has(fieldOfError(key)));
        return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
      });
      autosave.change();
    },
    [autosave],
  );

  /** Makes sure the content exists on the server and holds what is on screen. */
  const ensureSaved = useCallback(
    async (force: boolean): Promise<number | null> => {
      const ok =
        metaRef.current.cgroupId === null
          ? await autosave.flush({ force: true })
          : await autosave.flush({ force });
      if (!ok) {
        setErrorFocus((count) => count + 1);
        return null;
      }
      return metaRef.current.cgroupId;
    },
    [autosave],
  );

  /** Publishes (a draft) and resolves the public page's address, or null when it did not. */
  const publish = useCallback(async (): Promise<string | null> => {
    setBusy('publish');
    try {
      const cgroupId = await ensureSaved(false);
      if (!cgroupId) return null;
      const result = await publishContent(cgroupId);
      if (!result.ok) {
        showFailure(result, true);
        return null;
      }
      setMetaNow({
        ...metaRef.current,
        status: result.data.status,
        reviewState: result.data.reviewState,
        url: result.data.url,
      });
      return result.data.url;
    } finally {
      setBusy(null);
    }
  }, [ensureSaved, setMetaNow, showFailure]);

  /** A published content: saves the changes live (checked as a publish is). */
  const updateLive = useCallback(async (): Promise<boolean> => {
    setBusy('update');
    try {
      return (await ensureSaved(true)) !== null;
    } finally {
      setBusy(null);
    }
  }, [ensureSaved]);

  const unpublish = useCallback(async (): Promise<boolean> => {
    const cgroupId = metaRef.current.cgroupId;
    if (!cgroupId) return false;
    setBusy('unpublish');
    try {
      const result = await unpublishContent(cgroupId);
      if (!result.ok) {
        setFormError(result.message);
        return false;
      }
      setMetaNow({
        ...metaRef.current,
        status: result.data.status,
        reviewState: result.data.reviewState,
        url: result.data.url,
      });
      // Unsaved edits of the published version now autosave as the draft's.
      if (autosave.dirty()) autosave.change();
      return true;
    } finally {
      setBusy(null);
    }
  }, [autosave, setMetaNow]);

  const remove = useCallback(async (): Promise<boolean> => {
    const cgroupId = metaRef.current.cgroupId;
    if (!cgroupId) {
      autosave.stop();
      return true;
    }
    setBusy('delete');
    autosave.dispose();
    try {
      const result = await deleteContent(cgroupId);
      if (!result.ok) {
        setFormError(result.message);
        return false;
      }
      autosave.stop();
      return true;
    } finally {
      setBusy(null);
    }
  }, [autosave]);

  /** SPEC §2 shareable draft preview: the live code (made when there is none). */
  const preview = useCallback(async (): Promise<ComposePreviewResult | null> => {
    setBusy('preview');
    try {
      const cgroupId = await ensureSaved(false);
      if (!cgroupId) return null;
      const result = await createPreview(cgroupId);
      if (!result.ok) {
        setFormError(result.message);
        return null;
      }
      setMetaNow({ ...metaRef.current, previewCode: result.data.code });
      return result.data;
    } finally {
      setBusy(null);
    }
  }, [ensureSaved, setMetaNow]);

  const revoke = useCallback(async (): Promise<boolean> => {
    const cgroupId = metaRef.current.cgroupId;
    if (!cgroupId) return false;
    setBusy('preview');
    try {
      const result = await revokePreview(cgroupId);
      if (!result.ok) {
        setFormError(result.message);
        return false;
      }
      setMetaNow({ ...metaRef.current, previewCode: null });
      return true;
    } finally {
      setBusy(null);
    }
  }, [setMetaNow]);

  const retry = useCallback(() => void autosave.flush(), [autosave]);
  const flush = useCallback((flushOptions?: { force?: boolean }) => autosave.flush(flushOptions), [autosave]);

  return {
    fields,
    meta,
    update,
    saveStatus,
    /** Whether saving waits on the writer (a title too long) rather than on the timer. */
    saveBlocked: titleTooLong(fields.title),
    errors,
    formError,
    busy,
    errorFocus,
    publish,
    updateLive,
    unpublish,
    remove,
    preview,
    revoke,
    retry,
    flush,
    /** For the editorial moves, which save first and then move the content on. */
    ensureSaved,
    setMeta: setMetaNow,
    setBusy,
    setFormError,
  };
}

export type ComposeDraft = ReturnType<typeof useComposeDraft>;
