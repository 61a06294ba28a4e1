import type { LocationResult, ProfileResult, TopicResult } from '@masthead/core';
import { Link } from 'react-router';
import { htmlLang, useI18n, usePartLang } from '../../lib/i18n';
import { Avatar } from '../../ui/avatar';
import { FollowButton } from '../engagement/follow-button';

const useNumber = () => {
  const { lang } = useI18n();
  const format = new Intl.NumberFormat(htmlLang(lang));
  return (value: number) => format.format(value);
};

export function TopicResults({ items }: { items: TopicResult[] }) {
  const { t } = useI18n();
  const number = useNumber();
  return (
    <ul className="search-results">
      {items.map((topic) => (
        <li key={topic.topicId} className="search-result">
          <span className="search-topic-mark" aria-hidden="true">
            #
          </span>
          <div className="search-result-body">
            <h3 className="search-result-title">
              <Link to={topic.url}>{topic.title}</Link>
            </h3>
            <p className="search-result-meta">
              {t('search.storyCount', { count: number(topic.articleCount) })} ·{' '}
              {t('search.followerCount', { count: number(topic.followerCount) })}
            </p>
          </div>
          <FollowButton
            target={{ kind: 'topic', id: topic.topicId, name: topic.title }}
            following={topic.following}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProfileResults({ items }: { items: ProfileResult[] }) {
  const { t } = useI18n();
  const textLang = usePartLang();
  const number = useNumber();
  return (
    <ul className="search-results">
      {items.map((profile) => (
        <li key={profile.userId} className="search-result">
          <Avatar name={profile.displayName} photoPath={profile.photoPath} size={60} />
          <div className="search-result-body">
            <h3 className="search-result-title">
              <Link to={profile.url}>{profile.displayName}</Link>
            </h3>
            <p className="search-result-meta">
              @{profile.username}
              {profile.userType === 4 && <> · {t('search.magazine')}</>} ·{' '}
              {t('search.followerCount', { count: number(profile.followerCount) })}
            </p>
            {profile.bio && (
              <p className="search-result-bio" lang={textLang(profile.bioLang)}>
                {profile.bio}
              </p>
            )}
          </div>
          <FollowButton
            target={{ kind: 'user', id: profile.userId, name: profile.displayName }}
            following={profile.following}
          />
        </li>
      ))}
    </ul>
  );
}

export function LocationResults({ items }: { items: LocationResult[] }) {
  const { t } = useI18n();
  const textLang = usePartLang();
  const number = useNumber();
  return (
    <ul className="search-results">
      {items.map((place) => (
        <li key={place.locationId} className="search-result">
          <div className="search-result-body">
            <h3 className="search-result-title" lang={textLang(place.lang)}>
              <Link to={place.url}>{place.name}</Link>
            </h3>
            <p className="search-result-meta">
              {t('search.followerCount', { count: number(place.followerCount) })}
            </p>
          </div>
          <FollowButton
            target={{ kind: 'location', id: place.locationId, name: place.name }}
            following={place.following}
          />
        </li>
      ))}
    </ul>
  );
}
