import {
  countRangeLabel,
  type LocationCard,
  type PersonCard,
  profilePath,
  type TopicCard,
  topicPath,
} from '@masthead/core';
import { Link } from 'react-router';
import { partLang, useI18n, usePartLang } from '../../lib/i18n';
import { Avatar } from '../../ui/avatar';
import { Picture } from '../../ui/picture';
import { FollowButton } from '../engagement/follow-button';
import { compactNumber } from './format';
import { useFollowerCount } from './use-follower-count';
import './feeds.css';

/** A topic with its counts and the follow (love) button. */
export function TopicCardView({ topic, headingLevel = 3 }: { topic: TopicCard; headingLevel?: 2 | 3 }) {
  const { t, lang } = useI18n();
  const Heading = `h${headingLevel}` as const;
  const [followers, onFollowChange] = useFollowerCount(topic.followerCount);
  return (
    <article className="topic-card">
      <div>
        <Heading className="topic-card-title" lang={partLang(topic.lang, lang)}>
          <Link to={topicPath(topic)}>{topic.title}</Link>
        </Heading>
        <p className="topic-card-counts">
          <span>{t('feeds.topic.stories', { count: compactNumber(lang, topic.articleCount) })}</span>
          <span>{t('feeds.topic.followers', { count: countRangeLabel(followers) })}</span>
        </p>
      </div>
      <FollowButton
        target={{ kind: 'topic', id: topic.topicId, name: topic.title }}
        following={topic.following}
        onChange={onFollowChange}
      />
    </article>
  );
}

/** Topics as a row of links (hot topics beside a feed). */
export function TopicChips({
  topics,
  label,
}: {
  topics: readonly { topicId: number; title: string; lang?: string | null }[];
  label: string;
}) {
  const textLang = usePartLang();
  return (
    <ul className="topic-chips topic-chips-large" aria-label={label}>
      {topics.map((topic) => (
        <li key={topic.topicId}>
          <Link className="topic-chip" to={topicPath(topic)} lang={textLang(topic.lang)}>
            {topic.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Place card picture: fixed size so the grid never moves while photos arrive. */
const PLACE_PICTURE = { width: 280, height: 160 };

export function LocationCardView({
  location,
  headingLevel = 3,
}: {
  location: LocationCard;
  headingLevel?: 2 | 3;
}) {
  const { t } = useI18n();
  const nameLang = usePartLang()(location.lang);
  const Heading = `h${headingLevel}` as const;
  const [followers, onFollowChange] = useFollowerCount(location.followerCount);
  return (
    <article className="place-card">
      <div className="place-card-media" aria-hidden="true">
        {location.photoPath ? (
          <Picture
            path={location.photoPath}
            width={PLACE_PICTURE.width}
            height={PLACE_PICTURE.height}
            alt=""
          />
        ) : (
          <span className="place-card-initial">{[...location.name][0] ?? '?'}</span>
        )}
      </div>
      <div className="place-card-body">
        <Heading className="place-card-title" lang={nameLang}>
          <Link to={location.url}>{location.name}</Link>
        </Heading>
        <p className="muted place-card-count">
          {t('feeds.location.followers', { count: countRangeLabel(followers) })}
        </p>
        <FollowButton
          target={{ kind: 'location', id: location.locationId, name: location.name }}
          following={location.following}
          onChange={onFollowChange}
        />
      </div>
    </article>
  );
}

/** A person or publisher in a list, with follow state. */
export function PersonCardView({
  person,
  note,
  compact = false,
  headingLevel = 3,
}: {
  person: PersonCard;
  note?: string;
  /** A side column's smaller card (byline-size picture, no bio). */
  compact?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t, lang } = useI18n();
  const name = person.displayName || person.username;
  const Heading = `h${headingLevel}` as const;
  const [followers, onFollowChange] = useFollowerCount(person.followerCount);
  return (
    <article className={compact ? 'person-card person-card-compact' : 'person-card'}>
      <Avatar name={name} photoPath={person.photoPath} size={compact ? 36 : 60} />
      <div className="person-card-body">
        <Heading className="person-card-name">
          <Link to={profilePath(person)}>{name}</Link>
        </Heading>
        <p className="person-card-handle muted">
          @{person.username} · {t('feeds.person.followers', { count: countRangeLabel(followers) })}
          {note ? ` · ${note}` : ''}
        </p>
        {person.bio && !compact && (
          <p className="person-card-bio" lang={partLang(person.bioLang, lang)}>
            {person.bio}
          </p>
        )}
      </div>
      <FollowButton
        target={{ kind: 'user', id: person.userId, name }}
        following={person.following}
        onChange={onFollowChange}
      />
    </article>
  );
}
