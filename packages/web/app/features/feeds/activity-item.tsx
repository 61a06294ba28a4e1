import { type ActivityItem, profilePath, topicPath } from '@masthead/core';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { Avatar } from '../../ui/avatar';
import { messageNodes } from '../content/format';
import { storyLang } from './format';
import { StoryCard } from './story-card';
import { StoryTime } from './story-time';

const SENTENCES = {
  published: 'feeds.activity.published',
  upvoted: 'feeds.activity.upvoted',
  commented: 'feeds.activity.commented',
} as const;

/** One line of activity: who did what to which story (a whole sentence per kind, EXAMPLES §14). */
export function ActivityItemView({ item }: { item: ActivityItem }) {
  const { t, lang } = useI18n();
  const actorName = item.actor.displayName || item.actor.username;
  const story = (
    <Link to={item.story.url} lang={storyLang(item.story.lang, lang)}>
      {item.story.title}
    </Link>
  );
  const sentence = item.topic
    ? messageNodes(t('feeds.activity.inTopic'), {
        topic: <Link to={topicPath(item.topic)}>{item.topic.title}</Link>,
        story,
      })
    : messageNodes(t(SENTENCES[item.kind]), {
        actor: <Link to={profilePath(item.actor)}>{actorName}</Link>,
        story,
      });
  return (
    <article className="activity-item">
      <Avatar name={actorName} photoPath={item.actor.photoPath} size={36} />
      <div className="activity-item-body">
        <p className="activity-item-sentence">
          {sentence}{' '}
          <span className="muted">
            · <StoryTime iso={item.at} />
          </span>
        </p>
        {item.kind === 'published' && <StoryCard story={item.story} headingLevel={2} />}
      </div>
    </article>
  );
}
