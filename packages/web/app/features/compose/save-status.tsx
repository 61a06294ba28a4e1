import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import type { AutosaveStatus } from './autosave';

/** SPEC: 'Saving…' / 'Saved' / 'Not saved — retry', announced politely. */
export function SaveStatus({
  status,
  blocked,
  published,
  onRetry,
}: {
  status: AutosaveStatus;
  blocked: boolean;
  published: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  let content: ReactNode = null;
  if (status === 'failed')
    content = (
      <button type="button" className="link-button compose-status-retry" onClick={onRetry}>
        {t('compose.status.failed')}
      </button>
    );
  else if (status === 'saving') content = t('compose.status.saving');
  else if (status === 'saved') content = t('compose.status.saved');
  else if (status === 'pending')
    content = blocked || published ? t('compose.status.unsaved') : t('compose.status.saving');
  return (
    <p className={`compose-status compose-status-${status}`} role="status" aria-live="polite">
      {content}
    </p>
  );
}
