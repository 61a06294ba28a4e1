import {
  type CommentThread as CommentThreadData,
  type CommentView,
  commentPath,
  profilePath,
} from '@masthead/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../lib/api';
import { usePartLang, useT } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { Avatar } from '../../ui/avatar';
import { confirm } from '../../ui/confirm-dialog';
import { Picture } from '../../ui/picture';
import { RichText } from '../../ui/rich-text';
import { showSnackbar } from '../../ui/snackbar';
import { ZoomButton } from '../../ui/zoom-button';
import { StoryTime } from '../feeds/story-time';
import { ReportButton } from '../moderation/report-button';
import { CommentComposer } from './comment-composer';

type CommentProps = {
  comment: CommentView;
  focused?: boolean;
  onReply?: (comment: CommentView) => void;
  onDeleted: (commentId: number) => void;
};

/** One comment: its author, time, sanitised body and photo, and what the reader may do with it. */
function Comment({ comment, focused, onReply, onDeleted }: CommentProps) {
  const t = useT();
  const textLang = usePartLang();
  const viewer = useViewer();
  const [busy, setBusy] = useState(false);

  // An editor of the story's magazine removes a reader's comment (SPEC §6 moderateComments).
  const moderating = comment.moderateAs !== null;

  async function remove() {
    const confirmed = await confirm({
      title: t(moderating ? 'editorial.comment.removeTitle' : 'comments.delete.title'),
      message: t(moderating ? 'editorial.comment.removeMessage' : 'comments.delete.message'),
      confirmLabel: t(moderating ? 'editorial.comment.remove' : 'comments.delete'),
      danger: true,
    });
    if (!confirmed) return;
    setBusy(true);
    const { commentId, moderateAs } = comment;
    const result =
      moderateAs === null
        ? await call('POST /api2/comment/delete', { commentId })
        : await call('POST /api2/magazine/comment/remove', { commentId, magazineUserId: moderateAs });
    setBusy(false);
    if (!result.ok) return showSnackbar(result.message);
    showSnackbar(t(moderating ? 'editorial.comment.removed' : 'comments.deleted.done'));
    onDeleted(comment.commentId);
  }

  if (comment.deleted || !comment.author) {
    return (
      <article className="comment comment-deleted" id={`comment-${comment.commentId}`}>
        <p className="muted">{t('comments.deleted')}</p>
      </article>
    );
  }
  const author = comment.author;
  const name = author.displayName || author.username;
  return (
    <article
      className={focused ? 'comment is-focused' : 'comment'}
      id={`comment-${comment.commentId}`}
      aria-label={t('comments.popup.title', { name })}
    >
      <header className="comment-header">
        <Avatar name={name} photoPath={author.photoPath} size={36} />
        <div className="comment-byline">
          <Link className="comment-author" to={profilePath(author)}>
            {name}
          </Link>
          <Link className="comment-time" to={commentPath(comment.commentId)} title={t('comments.permalink')}>
            <StoryTime iso={comment.createdAt} />
          </Link>
        </div>
      </header>
      <RichText html={comment.body} className="comment-body" lang={textLang(comment.lang)} />
      {comment.photoPath && (
        <ZoomButton group="comments" path={comment.photoPath}>
          <Picture
            path={comment.photoPath}
            width={320}
            height={240}
            alt={t('comments.photo.alt', { name })}
            className="comment-picture"
          />
        </ZoomButton>
      )}
      <div className="comment-actions">
        {onReply && (
          <button
            type="button"
            className="link-button comment-action"
            onClick={() => onReply(comment)}
            {...(viewer ? {} : { 'data-require-login': '' })}
          >
            {t('comments.reply')}
          </button>
        )}
        {comment.canDelete && (
          <button
            type="button"
            className="link-button comment-action comment-delete"
            onClick={remove}
            disabled={busy}
          >
            {t(moderating ? 'editorial.comment.remove' : 'comments.delete')}
          </button>
        )}
        <ReportButton
          kind="comment"
          targetId={comment.commentId}
          authorId={author.userId}
          className="link-button comment-action"
        />
      </div>
    </article>
  );
}

type ThreadProps = {
  thread: CommentThreadData;
  /** The comment the page is about (the popup's), highlighted. */
  focusId?: number;
  repliesOpen?: boolean;
  /** The number of comments changed by this much (a reply posted, a comment deleted). */
  onCountChange: (delta: number) => void;
};

/** A top-level comment with its replies (shown on request), a reply box and more replies on request. */
export function CommentThread({ thread, focusId, repliesOpen = false, onCountChange }: ThreadProps) {
  const t = useT();
  const repliesId = useId();
  const [root, setRoot] = useState<CommentView>(thread);
  const [replies, setReplies] = useState<CommentView[]>(thread.replies);
  const [replyCount, setReplyCount] = useState(thread.replyCount);
  const [cursor, setCursor] = useState(thread.repliesCursor);
  const [open, setOpen] = useState(repliesOpen);
  const [replyTo, setReplyTo] = useState<CommentView | null>(null);
  const [loading, setLoading] = useState(false);

  async function loadMore() {
    if (!cursor || loading) return;
    setLoading(true);
    const result = await call('GET /api2/comment/replies', { parentId: root.commentId, cursor });
    setLoading(false);
    if (!result.ok) return showSnackbar(result.message);
    setReplies((list) => [
      ...list,
      ...result.data.items.filter((item) => !list.some((r) => r.commentId === item.commentId)),
    ]);
    setCursor(result.data.nextCursor);
  }

  function deleted(commentId: number) {
    onCountChange(-1);
    if (commentId === root.commentId) {
      setRoot({
        ...root,
        deleted: true,
        author: null,
        body: '',
        photoPath: null,
        canDelete: false,
        moderateAs: null,
      });
      return;
    }
    setReplies((list) => list.filter((reply) => reply.commentId !== commentId));
    setReplyCount((n) => Math.max(0, n - 1));
  }

  // A deleted comment keeps its place only while replies hang from it.
  if (root.deleted && replyCount === 0) return null;

  const replyLabel = replyTo?.author
    ? t('comments.reply.label', { name: replyTo.author.displayName || replyTo.author.username })
    : t('comments.composer.label');
  return (
    <li className="comment-thread">
      <Comment
        comment={root}
        focused={focusId === root.commentId}
        onReply={root.deleted ? undefined : setReplyTo}
        onDeleted={deleted}
      />
      {replyCount > 0 && (
        <button
          type="button"
          className="link-button comment-replies-toggle"
          aria-expanded={open}
          aria-controls={repliesId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('comments.replies.hide') : t('comments.replies.show', { count: replyCount })}
        </button>
      )}
      <div id={repliesId} hidden={!open || replies.length === 0}>
        <ol className="comment-replies">
          {replies.map((reply) => (
            <li key={reply.commentId}>
              <Comment
                comment={reply}
                focused={focusId === reply.commentId}
                onReply={setReplyTo}
                onDeleted={deleted}
              />
            </li>
          ))}
        </ol>
        {cursor && (
          <button
            type="button"
            className="button button-quiet button-small"
            onClick={loadMore}
            disabled={loading}
          >
            {loading ? t('ui.loading') : t('comments.replies.more')}
          </button>
        )}
      </div>
      {replyTo && (
        <div className="comment-reply-box">
          <CommentComposer
            cgroupId={root.cgroupId}
            parentId={replyTo.commentId}
            label={replyLabel}
            submitLabel={t('comments.postReply')}
            autoFocus
            onCancel={() => setReplyTo(null)}
            onPosted={(reply) => {
              setReplies((list) => [...list, reply]);
              setReplyCount((n) => n + 1);
              setOpen(true);
              setReplyTo(null);
              onCountChange(1);
              focusComment(reply.commentId);
            }}
          />
        </div>
      )}
    </li>
  );
}

/**
 * WCAG 2.4.3: after posting, the keyboard and screen reader go on from the new comment (named by its
 * author), not from the top of the page. Waits for the list to render it.
 */
export function focusComment(commentId: number) {
  window.requestAnimationFrame(() => {
    const element = document.getElementById(`comment-${commentId}`);
    if (!element) return;
    element.tabIndex = -1;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'nearest' });
  });
}
