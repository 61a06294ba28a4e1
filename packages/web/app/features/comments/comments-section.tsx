import type { CommentOrder, CommentThread as CommentThreadData } from '@masthead/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { showSnackbar } from '../../ui/snackbar';
import { CommentComposer } from './comment-composer';
import { CommentThread, focusComment } from './comment-thread';
import './comments.css';

type Status = 'loading' | 'ready' | 'error';

type CommentsSectionProps = {
  cgroupId: number;
  commentCount: number;
  /** Replies start open (the comment popup's repliesOpen). */
  repliesOpen?: boolean;
};

/**
 * Comments and replies under a content, loaded in the browser: the composer (or a sign-in prompt for
 * guests), threads newest or oldest first, more on request. Seeing them marks the content's comments
 * read for a signed-in reader (SPEC §7 /api2/comment/read).
 */
export function CommentsSection({ cgroupId, commentCount, repliesOpen = false }: CommentsSectionProps) {
  const t = useT();
  const viewer = useViewer();
  const headingId = useId();
  const orderId = useId();
  const [order, setOrder] = useState<CommentOrder>('newest');
  const [threads, setThreads] = useState<CommentThreadData[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [count, setCount] = useState(commentCount);
  const [status, setStatus] = useState<Status>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const markedRead = useRef(false);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setStatus('loading');
      const result = await call('GET /api2/comments', { cgroupId, order }, { signal });
      if (signal?.aborted) return;
      if (!result.ok) return setStatus('error');
      setThreads(result.data.items);
      setCursor(result.data.nextCursor);
      setCount(result.data.commentCount);
      setStatus('ready');
    },
    [cgroupId, order],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  // The reader has now seen this content's comments.
  useEffect(() => {
    if (status !== 'ready' || !viewer || markedRead.current) return;
    markedRead.current = true;
    void call(
      'POST /api2/comment/read/:cgroupId',
      { userRead: 1 },
      { params: { cgroupId }, promptLogin: false },
    );
  }, [status, viewer, cgroupId]);

  async function loadMore() {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    const result = await call('GET /api2/comments', { cgroupId, order, cursor });
    setLoadingMore(false);
    if (!result.ok) return showSnackbar(result.message);
    setThreads((list) => [
      ...list,
      ...result.data.items.filter((item) => !list.some((c) => c.commentId === item.commentId)),
    ]);
    setCursor(result.data.nextCursor);
  }

  const changeCount = (delta: number) => setCount((n) => Math.max(0, n + delta));

  return (
    <section id="comments" className="comments" aria-labelledby={headingId} data-content-id={cgroupId}>
      <div className="comments-header">
        <h2 id={headingId}>{t('comments.heading', { count })}</h2>
        <div className="comments-order">
          <label htmlFor={orderId}>{t('comments.order.label')}</label>
          <select
            id={orderId}
            value={order}
            onChange={(event) => setOrder(event.target.value as CommentOrder)}
          >
            <option value="newest">{t('comments.order.newest')}</option>
            <option value="oldest">{t('comments.order.oldest')}</option>
          </select>
        </div>
      </div>

      {viewer ? (
        <CommentComposer
          cgroupId={cgroupId}
          label={t('comments.composer.label')}
          submitLabel={t('comments.post')}
          onPosted={(comment) => {
            changeCount(1);
            setThreads((list) => (order === 'newest' ? [comment, ...list] : [...list, comment]));
            focusComment(comment.commentId);
          }}
        />
      ) : (
        <div className="comments-guest">
          <p>{t('comments.signIn')}</p>
          <button type="button" className="button button-primary button-small" data-require-login="">
            {t('comments.signIn.button')}
          </button>
        </div>
      )}

      {status === 'loading' && (
        <p className="comments-status" role="status">
          {t('comments.loading')}
        </p>
      )}
      {status === 'error' && (
        <div className="comments-status" role="alert">
          <p>{t('comments.loadFailed')}</p>
          <button type="button" className="button button-secondary button-small" onClick={() => void load()}>
            {t('comments.retry')}
          </button>
        </div>
      )}
      {status === 'ready' && threads.length === 0 && <p className="comments-empty">{t('comments.empty')}</p>}
      {status === 'ready' && threads.length > 0 && (
        <ol className="comment-threads">
          {threads.map((thread) => (
            <CommentThread
              key={thread.commentId}
              thread={thread}
              repliesOpen={repliesOpen}
              onCountChange={changeCount}
            />
          ))}
        </ol>
      )}
      {status === 'ready' && cursor && (
        <button
          type="button"
          className="button button-secondary comments-more"
          onClick={loadMore}
          disabled={loadingMore}
        >
          {loadingMore ? t('ui.loading') : t('comments.loadMore')}
        </button>
      )}
    </section>
  );
}
