import { type LovedTopic, topicPath } from '@masthead/core';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { getPageContext } from '../context';
import { FollowButton } from '../features/engagement/follow-button';
import { TopicCardView } from '../features/feeds/cards';
import { InfiniteList } from '../features/feeds/infinite-feed';
import { cursorParam } from '../features/feeds/page-params';
import { StoryCard } from '../features/feeds/story-card';
import { metaTranslator, useT } from '../lib/i18n';
import { EmptyState } from '../ui/empty-state';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/things-i-love';

/**
 * SPEC §2 things I love: the reader's loved (followed) topics with their newest stories. Guests see
 * the public overlay; a reader without loved topics gets hot topics to start from.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  if (!page.viewer) return { loved: null, suggestions: [] };
  const loved = await page.api.feeds.lovedTopics(page.feedLangs, cursorParam(request));
  const suggestions = loved && loved.items.length === 0 ? await page.api.feeds.hotTopics() : [];
  return { loved, suggestions };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('thingsILove.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

const topicKey = (item: LovedTopic) => item.topic.topicId;

export default function ThingsILove({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const renderTopic = useCallback((item: LovedTopic) => <LovedTopicView item={item} />, []);
  if (!loaderData.loved)
    return <PublicOverlay title={t('thingsILove.title')} message={t('thingsILove.guest')} />;
  return (
    <div className="feeds-page page-narrow-feed">
      <h1 className="feeds-title">{t('thingsILove.title')}</h1>
      <p className="feeds-lede">{t('feeds.loved.lede')}</p>
      <InfiniteList
        initial={loaderData.loved}
        route="GET /api2/feed/loved-topics"
        renderItem={renderTopic}
        getKey={topicKey}
        label={t('thingsILove.title')}
        pagedLinks
        className="feed loved-topics"
        empty={
          <>
            <EmptyState
              title={t('thingsILove.empty.title')}
              message={t('thingsILove.empty.body')}
              action={{ label: t('feeds.explore.title'), href: '/explore.html' }}
            />
            {loaderData.suggestions.length > 0 && (
              <section aria-labelledby="loved-suggestions">
                <h2 id="loved-suggestions" className="feeds-section-title">
                  {t('feeds.loved.suggestions')}
                </h2>
                <ul className="card-grid topic-grid">
                  {loaderData.suggestions.map((topic) => (
                    <li key={topic.topicId}>
                      <TopicCardView topic={topic} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        }
      />
    </div>
  );
}

function LovedTopicView({ item }: { item: LovedTopic }) {
  const t = useT();
  const { topic, stories } = item;
  return (
    <section className="loved-topic" aria-labelledby={`loved-${topic.topicId}`}>
      <div className="loved-topic-head">
        <h2 id={`loved-${topic.topicId}`}>
          <Link to={topicPath(topic)}>{topic.title}</Link>
        </h2>
        <FollowButton
          target={{ kind: 'topic', id: topic.topicId, name: topic.title }}
          following={topic.following}
        />
      </div>
      {stories.length > 0 ? (
        <ul className="feed">
          {stories.map((story) => (
            <li key={story.cgroupId}>
              <StoryCard story={story} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('feeds.loved.noStories')}</p>
      )}
      <Link to={topicPath(topic)}>{t('feeds.loved.more', { topic: topic.title })}</Link>
    </section>
  );
}
