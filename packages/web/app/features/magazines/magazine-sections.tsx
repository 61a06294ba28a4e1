import {
  type MagazinePageExtras,
  type PageSectionTopic,
  profilePath,
  sectionRoute,
  topicPath,
} from '@masthead/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Avatar } from '../../ui/avatar';
import { useBusinessSite } from './use-business-site';
import './business.css';

/**
 * SPEC §2 /@{magazine}: the topics it publishes in and its writers, each within the magazine
 * (/@{magazine}/blogs/…, /@{magazine}/writers/@…) or, on its business site, without the prefix.
 */
export function MagazineSections({
  username,
  extras,
  topics,
}: {
  username: string;
  extras: MagazinePageExtras;
  /** The page's topics as arranged (SPEC §2 subsection management); else the most used. */
  topics: readonly PageSectionTopic[] | null;
}) {
  const t = useT();
  const writersId = useId();
  const businessSite = useBusinessSite() !== null;
  const listed = topics ?? extras.topics;
  if (listed.length === 0 && extras.writers.length === 0) return null;
  return (
    <div className="magazine-sections">
      <PageTopics username={username} topics={listed} />
      {extras.writers.length > 0 && (
        <section id="profile-writers" aria-labelledby={writersId}>
          <h2 id={writersId}>{t('magazines.page.writers')}</h2>
          <ul className="magazine-writers">
            {extras.writers.map((writer) => (
              <li key={writer.userId}>
                <Link
                  className="magazine-writer"
                  to={profilePath(writer, { magazine: username, businessSite })}
                >
                  <Avatar name={writer.displayName} photoPath={writer.photoPath} size={36} />
                  <span>{writer.displayName || writer.username}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** A page's topics (its sections), each to the page's own list of stories on it. */
export function PageTopics({ username, topics }: { username: string; topics: readonly PageSectionTopic[] }) {
  const t = useT();
  const topicsId = useId();
  const businessSite = useBusinessSite() !== null;
  if (topics.length === 0) return null;
  return (
    <section id="profile-topics" aria-labelledby={topicsId}>
      <h2 id={topicsId}>{t('magazines.page.topics')}</h2>
      <ul className="magazine-topics">
        {topics.map((topic) => (
          <li key={topic.topicId}>
            <Link className="magazine-topic" to={topicPath(sectionRoute(topic), { username, businessSite })}>
              {topic.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
