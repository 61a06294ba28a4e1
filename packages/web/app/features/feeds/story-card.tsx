import {
  type ContentSummary,
  countRangeLabel,
  ctypeDirectoryPath,
  orderCardTopics,
  profilePath,
  sectionRoute,
  topicPath,
  USER_TYPE,
} from '@masthead/core';
import { Link } from 'react-router';
import { htmlLang, partLang, useI18n } from '../../lib/i18n';
import { Avatar } from '../../ui/avatar';
import { Picture } from '../../ui/picture';
import { messageNodes } from '../content/format';
import { compactNumber, storyLang } from './format';
import { CommentIcon, ReadIcon, UpvoteIcon } from './icons';
import { usePageSections } from './page-sections';
import { StoryTime } from './story-time';
import './feeds.css';

export type StoryCardVariant = 'default' | 'lead' | 'compact';

/** Picture sizes per variant: fixed, so a card's height is known before its picture arrives. */
const PICTURE = { default: { width: 168, height: 112 }, lead: { width: 720, height: 405 } } as const;

type StoryCardProps = {
  story: ContentSummary;
  /** default: text and a thumbnail; lead: a large picture on top; compact: title and byline only. */
  variant?: StoryCardVariant;
  /** The heading level of the title within its page (h3 unless the list sits right under an h1). */
  headingLevel?: 2 | 3 | 4;
  /** The first picture of the page loads eagerly. */
  priority?: boolean;
};

/** One story in a feed, a topic page, search results or a notebook. Owned by the feeds feature. */
export function StoryCard({
  story,
  variant = 'default',
  headingLevel = 3,
  priority = false,
}: StoryCardProps) {
  const { t, lang } = useI18n();
  const sections = usePageSections();
  const Heading = `h${headingLevel}` as const;
  const picture = variant === 'compact' || !story.photoPath ? null : PICTURE[variant];
  const className = [
    'story-card',
    `story-card-${variant}`,
    picture ? 'has-picture' : '',
    story.userRead ? 'is-read' : '',
  ]
    .filter(Boolean)
    .join(' ');
  // A story in another language than the page's says so (WCAG 3.1.2); the card's own labels and
  // counts stay in the page's language.
  const textLang = storyLang(story.lang, lang);
  const uiLang = textLang ? htmlLang(lang) : undefined;
  // SPEC §2: a quiz's type label goes to /quizzes.html; its title still opens the quiz's own page.
  const directory = ctypeDirectoryPath(story.ctype);

  return (
    <article className={className} lang={textLang}>
      <div className="story-card-body">
        {variant !== 'compact' && story.topics.length > 0 && (
          <ul className="topic-chips" aria-label={t('feeds.story.topics')} lang={uiLang}>
            {orderCardTopics(story.topics, sections)
              .slice(0, 3)
              .map((topic) => (
                <li key={topic.topicId}>
                  <Link
                    className="topic-chip"
                    to={topicPath(sectionRoute(topic))}
                    lang={partLang(topic.lang, lang)}
                  >
                    {topic.title}
                  </Link>
                </li>
              ))}
          </ul>
        )}
        <Heading className="story-card-title">
          <Link to={story.url}>{story.title}</Link>
        </Heading>
        {/* Beside the title, not in it: a heading's name is the story's title alone. */}
        {(story.userRead || story.premium || directory) && (
          <p className="story-card-flags" lang={uiLang}>
            {directory && (
              <Link className="story-card-type" to={directory}>
                {t('content.type.quiz')}
              </Link>
            )}
            {story.userRead && <span className="story-card-read">{t('feeds.story.read')}</span>}
            {story.premium && <span className="story-card-badge">{t('feeds.story.premium')}</span>}
          </p>
        )}
        {variant !== 'compact' && story.description && (
          <p className="story-card-description">{story.description}</p>
        )}
        <div className="story-card-meta" lang={uiLang}>
          <StoryCardByline story={story} showAvatar={variant !== 'compact'} />
          {story.publishedAt && <StoryTime iso={story.publishedAt} />}
          {variant !== 'compact' && (
            <ul className="story-card-counts" aria-label={t('feeds.story.counts')}>
              <li title={t('feeds.story.upvotes', { count: story.upvoteCount })}>
                <UpvoteIcon />
                <span aria-hidden="true">{compactNumber(lang, story.upvoteCount)}</span>
                <span className="visually-hidden">
                  {t('feeds.story.upvotes', { count: story.upvoteCount })}
                </span>
              </li>
              <li title={t('feeds.story.comments', { count: story.commentCount })}>
                <CommentIcon />
                <span aria-hidden="true">{compactNumber(lang, story.commentCount)}</span>
                <span className="visually-hidden">
                  {t('feeds.story.comments', { count: story.commentCount })}
                </span>
              </li>
              {/* SPEC §9 count range label (<1K, 1K-10K … 10M-100M) for the read count. */}
              <li title={t('feeds.story.reads', { count: countRangeLabel(story.readCount) })}>
                <ReadIcon />
                <span aria-hidden="true">{countRangeLabel(story.readCount)}</span>
                <span className="visually-hidden">
                  {t('feeds.story.reads', { count: countRangeLabel(story.readCount) })}
                </span>
              </li>
            </ul>
          )}
        </div>
      </div>
      {picture && story.photoPath && (
        <Link to={story.url} className="story-card-media" tabIndex={-1} aria-hidden="true">
          <Picture
            path={story.photoPath}
            focalPoint={story.photoFocalPoint}
            width={picture.width}
            height={picture.height}
            alt=""
            priority={priority}
          />
        </Link>
      )}
    </article>
  );
}

const nameOf = (profile: ContentSummary['author']) => profile.displayName || profile.username;

/**
 * Who a card is by: its publisher; for a magazine's story, "{author} in {magazine}" with the author's
 * picture, the author leading to their page within the magazine (SPEC §2 /@{magazine}/writers/@{username}).
 */
function StoryCardByline({ story, showAvatar }: { story: ContentSummary; showAvatar: boolean }) {
  const { t } = useI18n();
  const { author, publisher } = story;
  if (author.userId === publisher.userId || publisher.userType !== USER_TYPE.magazine)
    return (
      <Link className="story-card-publisher" to={profilePath(publisher)}>
        {showAvatar && <Avatar name={nameOf(publisher)} photoPath={publisher.photoPath} size={36} />}
        <span>{nameOf(publisher)}</span>
      </Link>
    );
  return (
    <span className="story-card-publisher story-card-byline">
      {showAvatar && <Avatar name={nameOf(author)} photoPath={author.photoPath} size={36} />}
      <span>
        {messageNodes(t('content.byline.in'), {
          author: <Link to={profilePath(author, { magazine: publisher.username })}>{nameOf(author)}</Link>,
          magazine: <Link to={profilePath(publisher)}>{nameOf(publisher)}</Link>,
        })}
      </span>
    </span>
  );
}
