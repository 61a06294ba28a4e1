import type { RevisionDetail } from '@masthead/core';
import { useEffect, useState } from 'react';
import { htmlLang, useI18n } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { confirm } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { Modal } from '../../ui/modal';
import { Picture } from '../../ui/picture';
import { RichText } from '../../ui/rich-text';
import { showSnackbar } from '../../ui/snackbar';
import { restoreRevision, revisionOf } from './editorial-api';

type Props = {
  cgroupId: number;
  revisionId: number;
  canRestore: boolean;
  onClose: () => void;
  beforeRestore: () => Promise<boolean>;
  onRestored: () => void;
};

/** One revision, read-only: its title, cover and text as they stood; restoring it asks first. */
export function RevisionDialog({
  cgroupId,
  revisionId,
  canRestore,
  onClose,
  beforeRestore,
  onRestored,
}: Props) {
  const { t, lang } = useI18n();
  const [revision, setRevision] = useState<RevisionDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void revisionOf(cgroupId, revisionId).then((result) => {
      if (!live) return;
      if (result.ok) setRevision(result.data.revision);
      else setError(result.message);
    });
    return () => {
      live = false;
    };
  }, [cgroupId, revisionId]);

  async function restore() {
    const confirmed = await confirm({
      title: t('editorial.revision.restoreTitle'),
      message: t('editorial.revision.restoreMessage'),
      confirmLabel: t('editorial.revision.restore'),
    });
    if (!confirmed) return;
    setBusy(true);
    const ready = await beforeRestore();
    const result = ready ? await restoreRevision(cgroupId, revisionId) : null;
    setBusy(false);
    if (!result) return;
    if (!result.ok) return setError(result.message);
    showSnackbar(t('editorial.revision.restored'));
    onRestored();
  }

  const time = revision ? new Date(revision.createdAt).toLocaleString(htmlLang(lang)) : '';
  return (
    <Modal
      open
      onClose={onClose}
      title={revision ? t('editorial.revision.title', { time }) : t('editorial.revision.loading')}
      className="modal-revision"
    >
      {!revision && !error && (
        <p className="muted" role="status">
          {t('editorial.revision.loading')}
        </p>
      )}
      <FormAlert message={error} />
      {revision && (
        <article className="revision-view">
          <h3 className="revision-view-title">{revision.title || t('editorial.revision.untitled')}</h3>
          {revision.description && <p className="muted">{revision.description}</p>}
          {revision.photoPath && (
            <Picture
              path={revision.photoPath}
              width={560}
              height={315}
              alt=""
              className="revision-view-cover"
            />
          )}
          <RichText html={revision.body} className="revision-view-body" />
        </article>
      )}
      {revision && canRestore && (
        <div className="modal-actions">
          <BusyButton
            type="button"
            label={t('editorial.revision.restore')}
            busyLabel={t('editorial.revision.restore')}
            busy={busy}
            onClick={() => void restore()}
          />
        </div>
      )}
    </Modal>
  );
}
