import { composePath, type ReviewQueueItem as Item, storyTime } from '@masthead/core';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { Avatar } from '../../ui/avatar';
import { typeLabelKey } from '../content/labels';

/**
 * One story in the review queue: its title (opening the editor while it is submitted), author, type
 * and when it was submitted; a returned one shows the note it went back with.
 */
export function ReviewQueueItem({ item }: { item: Item }) {
  const { t, lang } = useI18n();
  const title = item.title.trim() || t('myPosts.untitled');
  const name = item.author.displayName || item.author.username;
  const submitted = item.reviewState === 'submitted';
  const editPath = composePath({ cgroupId: item.cgroupId });
  return (
    <li className="review-item">
      <Avatar name={name} photoPath={item.author.photoPath} size={36} />
      <div className="review-item-main">
        <h2 className="review-item-title">{submitted ? <Link to={editPath}>{title}</Link> : title}</h2>
        <p className="review-item-meta">
          <span>{t('editorial.queue.by', { name })}</span>
          <span aria-hidden="true"> · </span>
          <span>{t(typeLabelKey(item.ctype))}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={item.submittedAt} suppressHydrationWarning>
            {t('editorial.queue.submittedAt', {
              time: storyTime(new Date(item.submittedAt), new Date(), lang),
            })}
          </time>
        </p>
        {item.note && <p className="review-item-note">{t('editorial.returnedNote', { note: item.note })}</p>}
      </div>
      {submitted && (
        <Link
          className="button button-primary button-small review-item-action"
          to={editPath}
          aria-label={t('editorial.queue.reviewLabel', { title })}
        >
          {t('editorial.queue.review')}
        </Link>
      )}
    </li>
  );
}
