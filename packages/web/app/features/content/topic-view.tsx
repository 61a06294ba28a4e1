import { profilePath, type TopicPage } from '@masthead/core';
import { Link } from 'react-router';
import { partLang, useI18n } from '../../lib/i18n';
import { EmptyState } from '../../ui/empty-state';
import { Picture } from '../../ui/picture';
import { FollowButton } from '../engagement/follow-button';
import { InfiniteFeed } from '../feeds/infinite-feed';
import { OtherLangsNote } from '../feeds/other-langs-note';
import { useFollowerCount } from '../feeds/use-follower-count';
import { formatNumber } from './format';
import './content.css';

/** The endless list of a topic's stories (one publisher's with /@{username}/blogs/…). */
/** The query of the topic's next pages: the topic, and the publisher when the page is narrowed to one. */
export const topicFeedQuery = (page: TopicPage) => ({
  topicId: page.topic.topicId,
  ...(page.publisher ? { userId: page.publisher.userId } : {}),
});

/** SPEC §2 topic page: the topic, its followers and a follow button, then its stories newest first. */
export function TopicView({ page }: { page: TopicPage }) {
  const { t, lang } = useI18n();
  const { topic, publisher } = page;
  const publisherName = publisher ? publisher.displayName || publisher.username : null;
  const [followers, onFollowChange] = useFollowerCount(page.followerCount);
  return (
    <div className="page topic-page">
      <header className="topic-header">
        {topic.photoPath && (
          <Picture className="topic-photo" path={topic.photoPath} width={96} height={96} alt="" priority />
        )}
        <div className="topic-heading">
          <p className="content-kicker">
            <span>{t('content.topic.kicker')}</span>
            {topic.highLight && <span className="content-premium">{t('content.topic.highlight')}</span>}
          </p>
          <h1 className="topic-title" lang={partLang(topic.lang, lang)}>
            {topic.title}
          </h1>
          {publisher && publisherName && (
            <p className="topic-publisher">
              <Link to={profilePath(publisher)}>{t('content.topic.from', { name: publisherName })}</Link>
            </p>
          )}
          {topic.description && (
            <p className="topic-description" lang={partLang(topic.descriptionLang, lang)}>
              {topic.description}
            </p>
          )}
          <p className="topic-stats muted">
            <span>{t('content.topic.followers', { count: formatNumber(lang, followers) })}</span>
            {/* The stories this page lists: with a publisher, theirs on the topic. */}
            <span>{t('content.topic.stories', { count: formatNumber(lang, page.storyCount) })}</span>
          </p>
        </div>
        <FollowButton
          target={{ kind: 'topic', id: topic.topicId, name: topic.title }}
          following={page.following}
          onChange={onFollowChange}
        />
      </header>
      <OtherLangsNote counts={page.otherLangs} storiesId="topic-stories" headingLevel={2} />
      {/* Focusable, so that after a language is added the keyboard goes on from the stories. */}
      <div id="topic-stories" className="topic-stories" tabIndex={-1}>
        <InfiniteFeed
          headingLevel={2}
          initial={page.feed}
          route="GET /api2/topic/feed"
          query={topicFeedQuery(page)}
          label={t('content.topic.feed', { topic: topic.title })}
          empty={
            <EmptyState
              title={t('content.topic.emptyTitle')}
              message={t('content.topic.emptyMessage', { topic: topic.title })}
            />
          }
        />
      </div>
    </div>
  );
}
