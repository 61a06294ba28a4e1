import { ATTACHMENT_ACCEPT, ATTACHMENTS_MAX, type ContentRequestView } from '@masthead/core';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { messagesFor } from '../../lib/messages';
import { FileButton } from '../../ui/file-button';
import { AttachmentList } from './attachment-list';
import { attachmentProblem, removeAttachment, uploadAttachment } from './content-requests-api';

type Props = {
  request: ContentRequestView;
  onChange(request: ContentRequestView): void;
};

/**
 * A saved brief's files (issue 20): both parties download them; the requester, while the brief is
 * theirs to edit, attaches more (each sent as soon as it is chosen, with its progress) and removes
 * them. What happened is announced; the keyboard stays on the chooser.
 */
export function BriefAttachments({ request, onChange }: Props) {
  const { t, lang } = useI18n();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const [removing, setRemoving] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const editable = request.abilities.edit;
  const busy = uploading !== null || removing;
  const full = request.attachments.length >= ATTACHMENTS_MAX;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = await attachmentProblem(file);
    if (problem) {
      const key =
        problem === 'size' ? 'validation.contentRequests.fileSize' : 'validation.contentRequests.fileKind';
      return setStatus({ text: t(key), error: true });
    }
    setStatus(null);
    setUploading({ name: file.name, percent: 0 });
    const result = await uploadAttachment(request.id, file, {
      messages: messagesFor(lang),
      onProgress: (percent) => setUploading({ name: file.name, percent }),
    });
    setUploading(null);
    if (!result.ok) return setStatus({ text: result.message, error: true });
    onChange(result.data.request);
    setStatus({ text: t('contentRequests.files.added', { name: file.name }), error: false });
  };

  const remove = async (attachmentId: number, name: string) => {
    setRemoving(true);
    const result = await removeAttachment({ id: request.id, attachmentId });
    setRemoving(false);
    if (!result.ok) return setStatus({ text: result.message, error: true });
    onChange(result.data.request);
    setStatus({ text: t('contentRequests.files.removed', { name }), error: false });
    // The Remove button is gone: the keyboard goes back to the chooser.
    inputRef.current?.focus();
  };

  if (!editable && request.attachments.length === 0) return null;
  const statusId = `${id}-status`;
  return (
    <div className="brief-attachments">
      <h3>{t('contentRequests.files.heading')}</h3>
      <AttachmentList
        files={request.attachments.map((file) => ({ ...file, key: file.id }))}
        busy={busy}
        {...(editable ? { onRemove: (file) => void remove(Number(file.key), file.fileName) } : {})}
      />
      {editable && (
        <>
          <p className="muted" id={`${id}-hint`}>
            {t('contentRequests.files.hint')}
          </p>
          {!full && (
            <FileButton
              id={`${id}-file`}
              inputRef={inputRef}
              label={t('contentRequests.files.add')}
              busy={busy}
              statusId={statusId}
              accept={ATTACHMENT_ACCEPT}
              onChoose={(event) => void choose(event)}
            />
          )}
        </>
      )}
      <div id={statusId} role="status" className={status?.error ? 'field-error' : undefined}>
        {uploading && (
          <>
            {t('contentRequests.files.uploading', { name: uploading.name })}{' '}
            <progress max={100} value={uploading.percent} aria-label={uploading.name} />
          </>
        )}
        {status?.text}
      </div>
    </div>
  );
}
