import { type ContentPage, type ContentSummary, profilePath, type TopicRef, topicPath } from '@masthead/core';
import { Link } from 'react-router';
import { partLang, useI18n, usePartLang } from '../../lib/i18n';
import { Avatar } from '../../ui/avatar';
import { FollowButton } from '../engagement/follow-button';
import { StoryCard } from '../feeds/story-card';
import { useFollowerCount } from '../feeds/use-follower-count';
import { formatDate, formatNumber, messageNodes } from './format';

const nameOf = (profile: { displayName: string; username: string }) =>
  profile.displayName || profile.username;

/**
 * Avatar, author (and the magazine they wrote for), publishing date. A magazine's story says
 * "{author} in {magazine}", the author leading to their page within the magazine (SPEC §2
 * /@{magazine}/writers/@{username}).
 */
export function Byline({ content, lang: labelLang }: { content: ContentSummary; lang?: string | undefined }) {
  const { t, lang } = useI18n();
  const { author, publisher } = content;
  const inMagazine = author.userId !== publisher.userId;
  const authorLink = (
    <Link to={profilePath(author, inMagazine ? { magazine: publisher.username } : {})}>{nameOf(author)}</Link>
  );
  return (
    <div className="byline" lang={labelLang}>
      <Avatar name={nameOf(author)} photoPath={author.photoPath} size={36} />
      <p className="byline-text">
        <span className="byline-names">
          {inMagazine
            ? messageNodes(t('content.byline.in'), {
                author: authorLink,
                magazine: <Link to={profilePath(publisher)}>{nameOf(publisher)}</Link>,
              })
            : authorLink}
        </span>
        {content.publishedAt && (
          <time className="byline-date" dateTime={content.publishedAt}>
            {t('content.byline.published', { date: formatDate(lang, content.publishedAt) })}
          </time>
        )}
      </p>
    </div>
  );
}

/** Topics as chips linking to their pages (SPEC §2 /blogs/{encoded title}). */
export function TopicChips({ topics, label }: { topics: TopicRef[]; label: string }) {
  const textLang = usePartLang();
  if (topics.length === 0) return null;
  return (
    <ul className="topic-chips" aria-label={label}>
      {topics.map((topic) => (
        <li key={topic.topicId}>
          <Link
            className={topic.highLight ? 'topic-chip topic-chip-highlight' : 'topic-chip'}
            to={topicPath(topic)}
            lang={textLang(topic.lang)}
          >
            {topic.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Who published it, with their bio, followers and a follow button. */
export function PublisherCard({ content }: { content: ContentPage }) {
  const { t, lang } = useI18n();
  const card = content.publisherCard;
  const name = nameOf(card);
  const [followers, onFollowChange] = useFollowerCount(card.followerCount);
  return (
    <section className="publisher-card" aria-label={name}>
      <Avatar name={name} photoPath={card.photoPath} size={60} />
      <div className="publisher-card-text">
        <p className="publisher-card-name">
          <Link to={profilePath(card)}>{name}</Link>
        </p>
        {card.bio && (
          <p className="publisher-card-bio" lang={partLang(card.bioLang, lang)}>
            {card.bio}
          </p>
        )}
        <p className="muted">{t('content.publisher.followers', { count: formatNumber(lang, followers) })}</p>
      </div>
      <FollowButton
        target={{ kind: 'user', id: card.userId, name }}
        following={card.following}
        onChange={onFollowChange}
      />
    </section>
  );
}

/** Where and what it is about: the place and the entity, linking to their pages. */
export function ContentContext({ content }: { content: ContentPage }) {
  const { t } = useI18n();
  const textLang = usePartLang();
  if (!content.location && !content.entity) return null;
  return (
    <dl className="content-context">
      {content.location && (
        <div>
          <dt>{t('content.place')}</dt>
          <dd lang={textLang(content.location.lang)}>
            <Link to={content.location.url}>{content.location.name}</Link>
          </dd>
        </div>
      )}
      {content.entity && (
        <div>
          <dt>{t('content.about')}</dt>
          <dd>
            <Link to={content.entity.url}>{content.entity.title}</Link>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Stories sharing a topic with this one. */
export function RelatedStories({ stories }: { stories: ContentSummary[] }) {
  const { t } = useI18n();
  if (stories.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-heading">
      <h2 id="related-heading">{t('content.related')}</h2>
      <ul className="feed related-list">
        {stories.map((story) => (
          <li key={story.cgroupId}>
            <StoryCard story={story} />
          </li>
        ))}
      </ul>
    </section>
  );
}
