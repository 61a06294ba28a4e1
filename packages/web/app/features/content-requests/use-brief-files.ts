import { type ContentRequestView, contentRequestPaths } from '@masthead/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { messagesFor } from '../../lib/messages';
import { uploadAttachment } from './content-requests-api';

/** What the edit page is told when a new brief's files could not all be sent. */
type FilesState = { filesError?: string } | null;

/**
 * The files of the brief form: a new brief's chosen files, sent one by one once it is saved (with
 * their progress); a saved brief's files change on the spot (BriefAttachments). When a file cannot be
 * sent, the brief is saved already: the form opens it for editing, saying which file failed.
 */
export function useBriefFiles(initial: ContentRequestView | null) {
  const { lang } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<File[]>([]);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [current, setCurrent] = useState(initial);
  const failure = (location.state as FilesState)?.filesError ?? null;

  /** The saved brief with its chosen files sent; null when one failed (the edit page then says so). */
  async function sendPending(saved: ContentRequestView): Promise<ContentRequestView | null> {
    let latest = saved;
    for (const file of pending) {
      setProgress({ name: file.name, percent: 0 });
      const result = await uploadAttachment(saved.id, file, {
        messages: messagesFor(lang),
        onProgress: (percent) => setProgress({ name: file.name, percent }),
      });
      setProgress(null);
      if (!result.ok) {
        navigate(contentRequestPaths.edit(saved.id), {
          state: { filesError: `${file.name}: ${result.message}` } satisfies FilesState,
        });
        return null;
      }
      latest = result.data.request;
    }
    setPending([]);
    return latest;
  }

  return { pending, setPending, progress, current, setCurrent, sendPending, failure };
}
