import { storyTime } from '@masthead/core';
import { useI18n } from '../../lib/i18n';
import type { DraftMeta } from '../compose/draft-model';
import './editorial.css';

const nameOf = (profile: { displayName: string; username: string }) =>
  profile.displayName || profile.username;

/**
 * Where a magazine draft stands, above the editor: the editor's note while it is returned (to its
 * author), or, to an editor reviewing it, who submitted it and when.
 */
export function ReviewBanner({ meta, isAuthor }: { meta: DraftMeta; isAuthor: boolean }) {
  const { t, lang } = useI18n();
  if (isAuthor && meta.reviewState === 'returned' && meta.reviewNote)
    return (
      <div className="review-banner is-returned" role="note">
        <p className="review-banner-note">{t('editorial.returnedNote', { note: meta.reviewNote })}</p>
      </div>
    );
  if (!isAuthor && meta.reviewState === 'submitted' && meta.author && meta.publisher) {
    const time = meta.submittedAt ? storyTime(new Date(meta.submittedAt), new Date(), lang) : '';
    const name = nameOf(meta.author);
    return (
      <div className="review-banner is-reviewing" role="note">
        {/* Server and browser word the time a moment apart. */}
        <p suppressHydrationWarning>
          {t('editorial.banner.review', { name, magazine: nameOf(meta.publisher), time })}
        </p>
        <p className="muted">{t('editorial.banner.reviewHint', { name })}</p>
      </div>
    );
  }
  return null;
}
