import {
  actorOfViewer,
  composePath,
  editorialAbilities,
  isComposableCtype,
  type MyPostItem,
  relativeTime,
} from '@masthead/core';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { typeLabelKey } from '../content/labels';
import '../editorial/editorial.css';

export type RowAction = 'preview' | 'publish' | 'submit' | 'unpublish' | 'delete';

type Props = {
  item: MyPostItem;
  /** The time the page was served, so server and browser write the same 'Last edited'. */
  now: Date;
  /** A call on this row is under way. */
  busy: boolean;
  onAction: (action: RowAction) => void;
};

/**
 * One row of My Posts: title, type, where it is published, last edit, how its review stands, and
 * what the writer can do with it (core's editorial rules, as the server applies them).
 */
export function MyPostRow({ item, now, busy, onAction }: Props) {
  const { t, lang } = useI18n();
  const viewer = useViewer();
  const title = item.title.trim() || t('myPosts.untitled');
  const editable = isComposableCtype(item.ctype);
  const editPath = composePath({ cgroupId: item.cgroupId });
  const published = item.status === 'published';
  const label = (action: string) => t('myPosts.actionLabel', { action, title });
  const heading = published ? item.url : editable ? editPath : null;
  const may = editorialAbilities(actorOf(viewer), {
    authorId: item.author.userId,
    publisherId: item.publisher.userId,
    status: item.status,
    reviewState: item.reviewState,
  });
  const magazine =
    item.publisher.userId === item.author.userId
      ? null
      : item.publisher.displayName || item.publisher.username;
  // A writer's or contributor's magazine draft goes to review instead of being published.
  const main: RowAction | null = published
    ? may.unpublish
      ? 'unpublish'
      : null
    : may.publish
      ? 'publish'
      : may.submit
        ? 'submit'
        : null;
  const mainLabel = {
    publish: t('myPosts.publish'),
    submit: t('editorial.myPosts.submit'),
    unpublish: t('myPosts.unpublish'),
  };

  return (
    <li className="my-post" aria-busy={busy || undefined}>
      <div className="my-post-main">
        <h2 className={item.title.trim() ? 'my-post-title' : 'my-post-title is-untitled'}>
          {heading ? <Link to={heading}>{title}</Link> : title}
        </h2>
        <p className="my-post-meta">
          <span className="my-post-type">{t(typeLabelKey(item.ctype))}</span>
          {magazine && <span> {t('editorial.myPosts.in', { magazine })}</span>}
          <span aria-hidden="true"> · </span>
          <time dateTime={item.updatedAt}>
            {t('myPosts.edited', { time: relativeTime(new Date(item.updatedAt), now, lang) })}
          </time>
        </p>
        {item.reviewState === 'submitted' && (
          <p className="my-post-review">{t('editorial.myPosts.submitted')}</p>
        )}
        {item.reviewState === 'returned' && (
          <p className="my-post-review is-returned">
            {t('editorial.returnedNote', { note: item.reviewNote ?? '' })}
          </p>
        )}
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
        {main && (
          <button
            type="button"
            className={
              published ? 'button button-secondary button-small' : 'button button-primary button-small'
            }
            disabled={busy}
            aria-label={label(mainLabel[main as keyof typeof mainLabel])}
            onClick={() => onAction(main)}
          >
            {mainLabel[main as keyof typeof mainLabel]}
          </button>
        )}
        {may.remove && (
          <button
            type="button"
            className="button button-quiet button-small my-post-delete"
            disabled={busy}
            aria-label={label(t('myPosts.delete'))}
            onClick={() => onAction('delete')}
          >
            {t('myPosts.delete')}
          </button>
        )}
      </div>
    </li>
  );
}

/** The viewer as core's rules see them (their magazines from the current-user payload). */
const actorOf = (viewer: ReturnType<typeof useViewer>) =>
  viewer ? actorOfViewer(viewer) : { userId: 0, masterAdmin: false, memberships: [] };
