import { composePath, isComposableCtype, type MyPostItem, relativeTime } from '@masthead/core';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { typeLabelKey } from '../content/labels';

export type RowAction = 'preview' | 'publish' | 'unpublish' | 'delete';

type Props = {
  item: MyPostItem;
  /** The time the page was served, so server and browser write the same 'Last edited'. */
  now: Date;
  /** A call on this row is under way. */
  busy: boolean;
  onAction: (action: RowAction) => void;
};

/** One row of My Posts: title, type, last edit, and what the writer can do with it. */
export function MyPostRow({ item, now, busy, onAction }: Props) {
  const { t, lang } = useI18n();
  const title = item.title.trim() || t('myPosts.untitled');
  const editable = isComposableCtype(item.ctype);
  const editPath = composePath({ cgroupId: item.cgroupId });
  const published = item.status === 'published';
  const label = (action: string) => t('myPosts.actionLabel', { action, title });
  const heading = published ? item.url : editable ? editPath : null;

  return (
    <li className="my-post" aria-busy={busy || undefined}>
      <div className="my-post-main">
        <h2 className={item.title.trim() ? 'my-post-title' : 'my-post-title is-untitled'}>
          {heading ? <Link to={heading}>{title}</Link> : title}
        </h2>
        <p className="my-post-meta">
          <span className="my-post-type">{t(typeLabelKey(item.ctype))}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={item.updatedAt}>
            {t('myPosts.edited', { time: relativeTime(new Date(item.updatedAt), now, lang) })}
          </time>
        </p>
      </div>
      <div className="my-post-actions">
        {editable && (
          <Link
            className="button button-secondary button-small"
            to={editPath}
            aria-label={label(t('myPosts.edit'))}
          >
            {t('myPosts.edit')}
          </Link>
        )}
        {published ? (
          <Link
            className="button button-secondary button-small"
            to={item.url}
            aria-label={label(t('myPosts.preview'))}
          >
            {t('myPosts.preview')}
          </Link>
        ) : (
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={busy}
            aria-label={label(t('myPosts.preview'))}
            onClick={() => onAction('preview')}
          >
            {t('myPosts.preview')}
          </button>
        )}
        <button
          type="button"
          className={
            published ? 'button button-secondary button-small' : 'button button-primary button-small'
          }
          disabled={busy}
          aria-label={label(published ? t('myPosts.unpublish') : t('myPosts.publish'))}
          onClick={() => onAction(published ? 'unpublish' : 'publish')}
        >
          {published ? t('myPosts.unpublish') : t('myPosts.publish')}
        </button>
        <button
          type="button"
          className="button button-quiet button-small my-post-delete"
          disabled={busy}
          aria-label={label(t('myPosts.delete'))}
          onClick={() => onAction('delete')}
        >
          {t('myPosts.delete')}
        </button>
      </div>
    </li>
  );
}
