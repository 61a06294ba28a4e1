import { commentPath } from '@masthead/core';
import { useEffect } from 'react';
import { data, Link } from 'react-router';
import { getPageContext } from '../context';
import { CommentThread } from '../features/comments/comment-thread';
import { originOf, shareMeta } from '../features/content/share-meta';
import { useStoryLightbox } from '../features/content/story-lightbox';
import { metaTranslator, useT } from '../lib/i18n';
import type { Route } from './+types/comment';
import '../features/comments/comments.css';

/** SPEC §2 /comment/{id}.html: one comment with its thread; `?repliesOpen=1` opens the replies. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  if (!/^[1-9]\d{0,15}$/.test(params.id) || !Number.isSafeInteger(Number(params.id)))
    throw data(null, { status: 404 });
  const popup = await page.api.comments.getCommentPopup(Number(params.id));
  if (!popup) throw data(null, { status: 404 });
  const flag = new URL(request.url).searchParams.get('repliesOpen');
  return { popup, repliesOpen: flag === '1' || flag === 'true', origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  if (!loaderData) {
    return [
      { title: t('shell.pageTitle', { title: t('comments.popup.notFound') }) },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { popup } = loaderData;
  const heading = popup.authorName
    ? t('comments.popup.title', { name: popup.authorName })
    : t('comments.popup.deletedTitle');
  return shareMeta({
    title: t('shell.pageTitle', { title: heading }),
    shareTitle: heading,
    description:
      popup.excerpt ||
      (popup.authorName
        ? t('comments.popup.description', { name: popup.authorName, title: popup.content.title })
        : ''),
    path: commentPath(popup.focusId),
    origin: loaderData.origin,
    type: 'article',
  });
};

export default function CommentPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { popup, repliesOpen } = loaderData;
  const isReply = popup.focusId !== popup.thread.commentId;
  const { articleRef, lightbox } = useStoryLightbox<HTMLDivElement>(null);

  // A reply is shown in its thread, scrolled into view.
  useEffect(() => {
    if (isReply) document.getElementById(`comment-${popup.focusId}`)?.scrollIntoView({ block: 'center' });
  }, [isReply, popup.focusId]);

  return (
    <div className="page page-narrow comment-page" ref={articleRef}>
      <h1>
        {popup.authorName
          ? t('comments.popup.title', { name: popup.authorName })
          : t('comments.popup.deletedTitle')}
      </h1>
      <p className="comment-page-context">
        <Link to={popup.content.url}>{t('comments.popup.on', { title: popup.content.title })}</Link>
      </p>
      <ol className="comment-threads">
        <CommentThread
          key={popup.focusId}
          thread={popup.thread}
          focusId={popup.focusId}
          repliesOpen={repliesOpen || isReply}
          onCountChange={() => {}}
        />
      </ol>
      <p className="comment-page-more">
        <Link className="button button-secondary" to={`${popup.content.url}#comments`}>
          {t('comments.popup.allComments')}
        </Link>
      </p>
      {lightbox}
    </div>
  );
}
