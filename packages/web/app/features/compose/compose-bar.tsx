import type { PublisherChoice } from '@masthead/core';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { confirm } from '../../ui/confirm-dialog';
import { showSnackbar } from '../../ui/snackbar';
import { DraftActions } from '../editorial/draft-actions';
import { coverDescribedOrAccepted } from './cover-alt-prompt';
import { PreviewLink } from './preview-link';
import { SaveStatus } from './save-status';
import type { ComposeDraft } from './use-compose-draft';

type ComposeBarProps = {
  draft: ComposeDraft;
  typeName: string;
  /** The publisher chosen in 'Publish in' (decides Publish or Submit for review). */
  choice: PublisherChoice | undefined;
  /** Whether the viewer wrote it; an editor reviewing a member's submission did not. */
  isAuthor: boolean;
};

/**
 * The full editor's bar: draft, submitted, returned or published, the type, how saving goes; Publish
 * (or Submit for review), Preview link and Delete draft, or once published Update and Unpublish. An
 * editor reviewing a submission gets Return with a note and Publish. Only what the server allows shows.
 */
export function ComposeBar({ draft, typeName, choice, isAuthor }: ComposeBarProps) {
  const t = useT();
  const navigate = useNavigate();
  const { meta } = draft;
  const published = meta.status === 'published';
  const may = (ability: keyof NonNullable<typeof meta.abilities>) => meta.abilities?.[ability] ?? true;
  const badge = published
    ? t('compose.status.published')
    : meta.reviewState === 'submitted'
      ? t('editorial.status.submitted')
      : meta.reviewState === 'returned'
        ? t('editorial.status.returned')
        : t('compose.status.draft');

  async function publish() {
    if (!(await coverDescribedOrAccepted(draft.fields, t))) return;
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
        <span
          className={
            published ? 'compose-badge is-published' : `compose-badge is-${meta.reviewState ?? 'draft'}`
          }
        >
          {badge}
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
        {!published && meta.cgroupId !== null && may('remove') && (
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
            {may('unpublish') && (
              <button
                type="button"
                className="button button-secondary"
                disabled={draft.busy !== null}
                onClick={() => void unpublish()}
              >
                {t('compose.action.unpublish')}
              </button>
            )}
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
            {isAuthor && <PreviewLink draft={draft} />}
            <DraftActions
              draft={draft}
              choice={choice}
              isAuthor={isAuthor}
              onPublish={() => void publish()}
            />
          </>
        )}
      </div>
    </div>
  );
}
