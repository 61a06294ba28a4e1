import { formatBytes } from '@masthead/core';
import { useI18n } from '../../lib/i18n';

/** A file as the list shows it: a saved attachment (with its download address) or one still to send. */
export type ListedFile = { key: string | number; fileName: string; bytes: number; url: string | null };

type Props = {
  files: ListedFile[];
  /** When given, each file has a Remove button. */
  onRemove?: (file: ListedFile) => void;
  busy?: boolean;
};

/** A brief's files: each a download for the parties (never opened in the page), removable when editable. */
export function AttachmentList({ files, onRemove, busy = false }: Props) {
  const { t } = useI18n();
  if (files.length === 0) return <p className="muted">{t('contentRequests.files.none')}</p>;
  return (
    <ul className="attachment-list">
      {files.map((file) => {
        const label = t('contentRequests.files.download', {
          name: file.fileName,
          size: formatBytes(file.bytes),
        });
        return (
          <li key={file.key}>
            {file.url ? (
              <a href={file.url} download={file.fileName}>
                {label}
              </a>
            ) : (
              <span>{label}</span>
            )}
            {onRemove && (
              <button
                type="button"
                className="button button-quiet"
                disabled={busy}
                onClick={() => onRemove(file)}
              >
                {t('contentRequests.files.remove', { name: file.fileName })}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
