import {
  actorOfViewer,
  type ContentPage,
  canEdit,
  composePath,
  isComposableCtype,
  type PageLook,
  shareVia,
  styleVars,
} from '@masthead/core';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import '../customisation/article-look.css';
import { htmlLang, useI18n, useT } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { Picture } from '../../ui/picture';
import { RichText } from '../../ui/rich-text';
import { ZoomButton } from '../../ui/zoom-button';
import { CommentsSection } from '../comments/comments-section';
import { useMarkRead } from '../engagement/use-mark-read';
import { VoteButtons } from '../engagement/vote-buttons';
import { storyLang } from '../feeds/format';
import { ReportButton } from '../moderation/report-button';
import { SaveButton } from '../notebooks/save-button';
import { Paywall } from '../payments/paywall';
import { ShareMenu } from '../sharing/share-menu';
import { TourProvider, TourSlot } from '../tutorials/tour';
import { Byline, ContentContext, PublisherCard, RelatedStories, TopicChips } from './content-parts';
import { typeLabelKey } from './labels';
import { SocialComments } from './social-comments';
import { useStoryLightbox } from './story-lightbox';
import { EventFacts, ExternalCard, MemeCaptions, TypePart } from './type-parts';
import './content.css';

/** The hero picture is shown at the article's width; its stored xl size covers 2x screens. */
const HERO_WIDTH = 720;
const HERO_HEIGHT = 405;

/** The reader tour's cards: voting and saving beside the action bar, following beside the topics. */
const READER_TOP = ['vote', 'save'] as const;
const READER_TOPICS = ['follow'] as const;

/** Votes, save and share for one content. */
function ActionBar({ content, lang }: { content: ContentPage; lang?: string | undefined }) {
  const t = useT();
  const viewer = useViewer();
  // Whoever may change it edits from its page, as on Medium and Ghost: its author, and for a magazine's
  // story its editors (core's rules; imported and seeded types are not composed).
  const editable =
    viewer !== null &&
    isComposableCtype(content.ctype) &&
    canEdit(actorOfViewer(viewer), {
      authorId: content.author.userId,
      publisherId: content.publisher.userId,
      status: 'published',
      reviewState: null,
    }).ok;
  return (
    <section className="content-actions" aria-label={t('content.actions')} lang={lang}>
      <VoteButtons
        cgroupId={content.cgroupId}
        upvoteCount={content.upvoteCount}
        downvoteCount={content.downvoteCount}
        myVote={content.myVote}
      />
      {/* Keyed by story: its saved state is this story's, also after a client-side move to another. */}
      <SaveButton key={content.cgroupId} cgroupId={content.cgroupId} saved={content.saved} />
      <ShareMenu
        url={content.share.linkContentObject.url}
        title={content.share.linkContentObject.title}
        description={content.share.linkContentObject.description}
        via={shareVia(content.share)}
      />
      {editable && (
        <Link className="pill-button" to={composePath({ cgroupId: content.cgroupId })}>
          {t('myPosts.edit')}
        </Link>
      )}
      <ReportButton
        kind="story"
        targetId={content.cgroupId}
        authorId={content.author.userId}
        className="pill-button"
      />
    </section>
  );
}

/**
 * Kicker, title, standfirst and byline. `textLang` marks the story's own text where the page is not
 * marked with it (the discussion page); `labelLang` marks the page's labels inside a marked story.
 */
function ContentHeader({
  content,
  headingPrefix,
  textLang,
  labelLang,
}: {
  content: ContentPage;
  headingPrefix?: string;
  textLang?: string | undefined;
  labelLang?: string | undefined;
}) {
  const t = useT();
  return (
    <header className="content-header">
      <p className="content-kicker" lang={labelLang}>
        <span>{headingPrefix ?? t(typeLabelKey(content.ctype))}</span>
        {content.premium && <span className="content-premium">{t('content.premium')}</span>}
      </p>
      <h1 className="content-title" lang={textLang}>
        {content.title}
      </h1>
      {content.description && (
        <p className="content-dek" lang={textLang}>
          {content.description}
        </p>
      )}
      <Byline content={content} lang={labelLang} />
    </header>
  );
}

/**
 * Every content type's page: SPEC §2 story, post, list, quiz, event, votable list, database and the rest.
 * `preview` (the draft preview) leaves out what readers do with a published story: votes, save, share,
 * comments, related stories, and marking it read.
 */
export function ContentView({
  content,
  preview = false,
  look,
}: {
  content: ContentPage;
  preview?: boolean;
  /** The publisher's customised look (its article styles), when it has one. */
  look?: PageLook | null | undefined;
}) {
  const { t, lang } = useI18n();
  useMarkRead(preview ? { ...content, userRead: true } : content);
  const meme = content.extra.kind === 'meme' ? content.extra : null;
  // The story's language on the article (WCAG 3.1.2); the page's own controls and lists keep the page's.
  const textLang = storyLang(content.lang, lang);
  const uiLang = textLang ? htmlLang(lang) : undefined;
  const { articleRef, lightbox } = useStoryLightbox(content.body);
  return (
    <TourProvider tour="reader" enabled={!preview}>
      <article
        ref={articleRef}
        className={look?.styled ? 'page content-page customised-article' : 'page content-page'}
        style={look?.styled ? (styleVars(look.styles) as CSSProperties) : undefined}
        lang={textLang}
      >
        <ContentHeader content={content} labelLang={uiLang} />
        {content.photoPath && (
          <figure className={meme ? 'content-hero content-meme' : 'content-hero'}>
            <ZoomButton group="story" path={content.photoPath} alt={content.photoAlt}>
              <Picture
                path={content.photoPath}
                focalPoint={content.photoFocalPoint}
                width={HERO_WIDTH}
                height={HERO_HEIGHT}
                alt={content.photoAlt}
                priority
              />
            </ZoomButton>
            {meme && <MemeCaptions extra={meme} />}
          </figure>
        )}
        {!preview && <ActionBar content={content} lang={uiLang} />}
        <TourSlot steps={READER_TOP} />
        {content.extra.kind === 'event' && <EventFacts extra={content.extra} labelLang={uiLang} />}
        <ExternalCard content={content} />
        {/* A locked premium story comes without its body: the paywall stands in its place. */}
        {content.paywall && !content.paywall.unlocked ? (
          <Paywall content={content} labelLang={uiLang} />
        ) : (
          content.body && <RichText html={content.body} className="content-body" />
        )}
        <TypePart content={content} />
        <footer className="content-footer" lang={uiLang}>
          <TopicChips topics={content.topics} label={t('content.topics')} />
          <TourSlot steps={READER_TOPICS} />
          <ContentContext content={content} />
          <PublisherCard content={content} />
        </footer>
        {!preview && (
          <div lang={uiLang}>
            <CommentsSection cgroupId={content.cgroupId} commentCount={content.commentCount} />
            <SocialComments content={content} />
            <RelatedStories stories={content.related} />
          </div>
        )}
        {lightbox}
      </article>
    </TourProvider>
  );
}

/** SPEC §2 /discussion/{cgroupId}/{title}.html: the conversation first, the story a link away. */
export function DiscussionView({ content }: { content: ContentPage }) {
  const { t, lang } = useI18n();
  const { articleRef, lightbox } = useStoryLightbox(null);
  return (
    <article className="page content-page" ref={articleRef}>
      <ContentHeader
        content={content}
        headingPrefix={t('content.discussion.kicker')}
        textLang={storyLang(content.lang, lang)}
      />
      <p>
        <Link className="button button-secondary" to={content.url}>
          {t('content.discussion.readStory')}
        </Link>
      </p>
      <ActionBar content={content} />
      <TopicChips topics={content.topics} label={t('content.topics')} />
      <CommentsSection cgroupId={content.cgroupId} commentCount={content.commentCount} />
      <RelatedStories stories={content.related} />
      {lightbox}
    </article>
  );
}
