import { type ContentPage, isUiLanguage } from '@masthead/core';
import { Link } from 'react-router';
import { htmlLang, useT } from '../../lib/i18n';
import { Picture } from '../../ui/picture';
import { RichText } from '../../ui/rich-text';
import { CommentsSection } from '../comments/comments-section';
import { useMarkRead } from '../engagement/use-mark-read';
import { VoteButtons } from '../engagement/vote-buttons';
import { SaveButton } from '../notebooks/save-button';
import { ShareMenu } from '../sharing/share-menu';
import { Byline, ContentContext, PublisherCard, RelatedStories, TopicChips } from './content-parts';
import { typeLabelKey } from './labels';
import { EventFacts, ExternalCard, MemeCaptions, TypePart } from './type-parts';
import './content.css';

/** The hero picture is shown at the article's width; its stored xl size covers 2x screens. */
const HERO_WIDTH = 720;
const HERO_HEIGHT = 405;

/** Votes, save and share for one content. */
function ActionBar({ content }: { content: ContentPage }) {
  const t = useT();
  return (
    <section className="content-actions" aria-label={t('content.actions')}>
      <VoteButtons
        contentId={content.cgroupId}
        upvoteCount={content.upvoteCount}
        downvoteCount={content.downvoteCount}
        myVote={content.myVote}
      />
      <SaveButton contentId={content.cgroupId} />
      <ShareMenu url={content.url} title={content.title} description={content.description} />
    </section>
  );
}

function ContentHeader({ content, headingPrefix }: { content: ContentPage; headingPrefix?: string }) {
  const t = useT();
  return (
    <header className="content-header">
      <p className="content-kicker">
        <span>{headingPrefix ?? t(typeLabelKey(content.ctype))}</span>
        {content.premium && <span className="content-premium">{t('content.premium')}</span>}
      </p>
      <h1 className="content-title">{content.title}</h1>
      {content.description && <p className="content-dek">{content.description}</p>}
      <Byline content={content} />
    </header>
  );
}

/** Every content type's page: SPEC §2 story, post, list, quiz, event, votable list, database and the rest. */
export function ContentView({ content }: { content: ContentPage }) {
  const t = useT();
  useMarkRead(content);
  const meme = content.extra.kind === 'meme' ? content.extra : null;
  return (
    <article
      className="page content-page"
      lang={isUiLanguage(content.lang) ? htmlLang(content.lang) : undefined}
    >
      <ContentHeader content={content} />
      {content.photoPath && (
        <figure className={meme ? 'content-hero content-meme' : 'content-hero'}>
          <Picture
            path={content.photoPath}
            focalPoint={content.photoFocalPoint}
            width={HERO_WIDTH}
            height={HERO_HEIGHT}
            alt=""
            priority
          />
          {meme && <MemeCaptions extra={meme} />}
        </figure>
      )}
      <ActionBar content={content} />
      {content.extra.kind === 'event' && <EventFacts extra={content.extra} />}
      <ExternalCard content={content} />
      {content.body && <RichText html={content.body} className="content-body" />}
      <TypePart content={content} />
      <footer className="content-footer">
        <TopicChips topics={content.topics} label={t('content.topics')} />
        <ContentContext content={content} />
        <PublisherCard content={content} />
      </footer>
      <CommentsSection contentId={content.cgroupId} commentCount={content.commentCount} />
      <RelatedStories stories={content.related} />
    </article>
  );
}

/** SPEC §2 /discussion/{cgroupId}/{title}.html: the conversation first, the story a link away. */
export function DiscussionView({ content }: { content: ContentPage }) {
  const t = useT();
  return (
    <article className="page content-page">
      <ContentHeader content={content} headingPrefix={t('content.discussion.kicker')} />
      <p>
        <Link className="button button-secondary" to={content.url}>
          {t('content.discussion.readStory')}
        </Link>
      </p>
      <ActionBar content={content} />
      <TopicChips topics={content.topics} label={t('content.topics')} />
      <CommentsSection contentId={content.cgroupId} commentCount={content.commentCount} />
      <RelatedStories stories={content.related} />
    </article>
  );
}
