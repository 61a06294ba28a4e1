import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { confirm } from '../../ui/confirm-dialog';
import { showSnackbar } from '../../ui/snackbar';
import { PreviewLink } from './preview-link';
import { SaveStatus } from './save-status';
import type { ComposeDraft } from './use-compose-draft';

/**
 * The full editor's bar: draft or published, the type, how saving goes; Publish, Preview link and
 * Delete draft, or once published Update and Unpublish.
 */
export function ComposeBar({ draft, typeName }: { draft: ComposeDraft; typeName: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { meta } = draft;
  const published = meta.status === 'published';

  async function publish() {
    const url = await draft.publish();
    if (url) navigate(url);
  }

  async function updateLive() {
    if (await draft.updateLive()) showSnackbar(t('compose.updated'));
  }

  async function unpublish() {
    const confirmed = await confirm({
      title: t('compose.unpublish.title'),
      message: t('compose.unpublish.message'),
      confirmLabel: t('compose.action.unpublish'),
    });
    if (confirmed && (await draft.unpublish())) showSnackbar(t('compose.unpublished'));
  }

  async function remove() {
    const confirmed = await confirm({
      title: t('compose.delete.title'),
      message: t('compose.delete.message'),
      confirmLabel: t('compose.delete.confirm'),
      danger: true,
    });
    if (!confirmed || !(await draft.remove())) return;
    showSnackbar(t('compose.deleted'));
    navigate('/my_posts.html');
  }

  return (
    <div className="compose-bar">
      <div className="compose-bar-state">
        <span className={published ? 'compose-badge is-published' : 'compose-badge'}>
          {published ? t('compose.status.published') : t('compose.status.draft')}
        </span>
        <span className="compose-type-name">{typeName}</span>
        <SaveStatus
          status={draft.saveStatus}
          blocked={draft.saveBlocked}
          published={published}
          onRetry={draft.retry}
        />
      </div>
      <div className="compose-bar-actions">
        {!published && meta.cgroupId !== null && (
          <button
            type="button"
            className="button button-ghost compose-delete"
            disabled={draft.busy !== null}
            onClick={() => void remove()}
          >
            {t('compose.action.delete')}
          </button>
        )}
        {published ? (
          <>
            <button
              type="button"
              className="button button-secondary"
              disabled={draft.busy !== null}
              onClick={() => void unpublish()}
            >
              {t('compose.action.unpublish')}
            </button>
            <BusyButton
              type="button"
              label={t('compose.action.update')}
              busyLabel={t('compose.action.updating')}
              busy={draft.busy === 'update'}
              disabled={draft.busy !== null}
              onClick={() => void updateLive()}
            />
          </>
        ) : (
          <>
            <PreviewLink draft={draft} />
            <BusyButton
              type="button"
              label={t('compose.action.publish')}
              busyLabel={t('compose.action.publishing')}
              busy={draft.busy === 'publish'}
              disabled={draft.busy !== null}
              onClick={() => void publish()}
            />
          </>
        )}
      </div>
    </div>
  );
}
