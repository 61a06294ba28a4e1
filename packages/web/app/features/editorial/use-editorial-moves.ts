import { useCallback } from 'react';
import type { ComposeDraft } from '../compose/use-compose-draft';
import { returnContent, submitContent } from './editorial-api';

/**
 * The review queue's moves from the editor: the author submits (what is on screen is saved first); an
 * editor returns the submission with a note (withdrawing is the read-only view's). Each resolves true when it went through;
 * a refusal shows on the form.
 */
export function useEditorialMoves(draft: ComposeDraft) {
  const { ensureSaved, setBusy, setFormError, setMeta, meta } = draft;

  const submit = useCallback(async (): Promise<number | null> => {
    setBusy('submit');
    try {
      const cgroupId = await ensureSaved(true);
      if (!cgroupId) return null;
      const result = await submitContent(cgroupId);
      if (!result.ok) {
        setFormError(result.message);
        return null;
      }
      setMeta({ ...meta, cgroupId, reviewState: result.data.reviewState });
      return cgroupId;
    } finally {
      setBusy(null);
    }
  }, [ensureSaved, setBusy, setFormError, setMeta, meta]);

  const returnToAuthor = useCallback(
    async (note: string): Promise<{ ok: true } | { ok: false; message: string; field?: string }> => {
      const cgroupId = meta.cgroupId;
      if (!cgroupId) return { ok: false, message: '' };
      setBusy('return');
      try {
        // The editor's last changes are kept before it goes back.
        if (!(await ensureSaved(false))) return { ok: false, message: '' };
        const result = await returnContent({ cgroupId, note });
        if (!result.ok)
          return { ok: false, message: result.message, field: result.error.errors?.fields?.note };
        setMeta({ ...meta, reviewState: result.data.reviewState });
        return { ok: true };
      } finally {
        setBusy(null);
      }
    },
    [ensureSaved, setBusy, setMeta, meta],
  );

  return { submit, returnToAuthor };
}
