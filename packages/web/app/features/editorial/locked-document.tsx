import { type ComposeDocument, composePath, storyTime } from '@masthead/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { Picture } from '../../ui/picture';
import { RichText } from '../../ui/rich-text';
import { showSnackbar } from '../../ui/snackbar';
import { typeLabelKey } from '../content/labels';
import { withdrawContent } from './editorial-api';
import { RevisionHistory } from './revision-history';
import './editorial.css';

const nameOf = (profile: { displayName: string; username: string }) =>
  profile.displayName || profile.username;

/**
 * A content the viewer may open but not change now, read-only: the author's submission waiting for
 * the editors (Withdraw to edit brings the editor back), or a magazine's published story that only
 * its editors may change.
 */
export function LockedDocument({ document }: { document: ComposeDocument }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submitted = document.reviewState === 'submitted';
  const magazine = nameOf(document.publisher);
  const time = document.submittedAt ? storyTime(new Date(document.submittedAt), new Date(), lang) : '';

  async function withdraw() {
    setBusy(true);
    const result = await withdrawContent(document.cgroupId);
    setBusy(false);
    if (!result.ok) return setError(result.message);
    showSnackbar(t('editorial.withdrawn'));
    // The editor opens again on the same address, now that the draft is the author's to change.
    navigate(composePath({ cgroupId: document.cgroupId }), { replace: true });
  }

  return (
    <div className="compose-page locked-document">
      <div className="compose-bar">
        <div className="compose-bar-state">
          <span className={submitted ? 'compose-badge is-submitted' : 'compose-badge is-published'}>
            {submitted ? t('editorial.status.submitted') : t('compose.status.published')}
          </span>
          <span className="compose-type-name">{t(typeLabelKey(document.ctype))}</span>
        </div>
        {document.abilities.withdraw && (
          <div className="compose-bar-actions">
            <BusyButton
              type="button"
              variant="secondary"
              label={t('editorial.action.withdraw')}
              busyLabel={t('editorial.action.withdrawing')}
              busy={busy}
              onClick={() => void withdraw()}
            />
          </div>
        )}
      </div>
      <FormAlert message={error} />
      <div className="review-banner is-waiting" role="note">
        <p suppressHydrationWarning>
          {submitted
            ? t('editorial.banner.submitted', { magazine, time })
            : t('editorial.banner.locked', { magazine })}
        </p>
      </div>
      <div className="compose-layout">
        <article className="compose-main locked-document-body">
          <h1 className="locked-document-title">{document.title || t('myPosts.untitled')}</h1>
          {document.photoPath && (
            <Picture
              path={document.photoPath}
              focalPoint={document.photoFocalPoint}
              width={720}
              height={405}
              alt=""
              className="locked-document-cover"
            />
          )}
          <RichText html={document.body} className="locked-document-text" />
        </article>
        <aside className="compose-side" aria-label={t('editorial.history.title')}>
          <RevisionHistory
            cgroupId={document.cgroupId}
            beforeRestore={async () => true}
            onRestored={() => navigate(composePath({ cgroupId: document.cgroupId }), { replace: true })}
          />
        </aside>
      </div>
    </div>
  );
}
