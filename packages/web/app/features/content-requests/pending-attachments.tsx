import { ATTACHMENT_ACCEPT, ATTACHMENTS_MAX } from '@masthead/core';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { FileButton } from '../../ui/file-button';
import { AttachmentList } from './attachment-list';
import { attachmentProblem } from './content-requests-api';

type Props = {
  files: File[];
  onFilesChange(files: File[]): void;
  /** While the brief and its files are being sent: the upload's progress, in words and a bar. */
  progress: { name: string; percent: number } | null;
  busy: boolean;
};

/**
 * A new brief's files, chosen before it exists: checked at once by core's rule (kind and size) and
 * kept here, then sent one by one right after the brief is saved.
 */
export function PendingAttachments({ files, onFilesChange, progress, busy }: Props) {
  const { t } = useI18n();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const statusId = `${id}-status`;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = await attachmentProblem(file);
    if (problem === 'size') return setError(t('validation.contentRequests.fileSize'));
    if (problem === 'kind') return setError(t('validation.contentRequests.fileKind'));
    setError(null);
    onFilesChange([...files, file]);
  };

  const remove = (index: number) => {
    onFilesChange(files.filter((_, at) => at !== index));
    inputRef.current?.focus();
  };

  return (
    <fieldset className="brief-attachments">
      <legend>{t('contentRequests.files.heading')}</legend>
      <p className="muted">{t('contentRequests.files.hint')}</p>
      <AttachmentList
        files={files.map((file, index) => ({
          key: index,
          fileName: file.name,
          bytes: file.size,
          url: null,
        }))}
        busy={busy}
        onRemove={(file) => remove(Number(file.key))}
      />
      {files.length < ATTACHMENTS_MAX && (
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
      <div id={statusId} role="status" className={error ? 'field-error' : undefined}>
        {progress && (
          <>
            {t('contentRequests.files.uploading', { name: progress.name })}{' '}
            <progress max={100} value={progress.percent} aria-label={progress.name} />
          </>
        )}
        {error}
      </div>
    </fieldset>
  );
}
