import {
  activityMessageKey,
  type ProfileRef,
  profilePath,
  storyTime,
  type TeamActivityItem,
  type TeamActivityPage,
} from '@masthead/core';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { Avatar } from '../../ui/avatar';
import { messageNodes } from '../content/format';

const nameOf = (profile: Pick<ProfileRef, 'displayName' | 'username'>) =>
  profile.displayName || profile.username;

type Props = {
  item: TeamActivityItem;
  magazine: TeamActivityPage['magazine'];
  /** The server's time when the page was made, so both renders word the time alike. */
  now: Date;
};

/**
 * One row of team activity: who, as one whole sentence in the reader's language (core picks it), with
 * the people and the story as links, and when. A row without an actor is the magazine's own doing.
 */
export function ActivityRow({ item, magazine, now }: Props) {
  const { t, lang } = useI18n();
  const magazineName = nameOf(magazine);
  const person = (profile: ProfileRef) => <Link to={profilePath(profile)}>{nameOf(profile)}</Link>;
  const title = item.story?.title || t('teamActivity.untitled');
  const sentence = messageNodes(t(activityMessageKey(item)), {
    actor: item.actor ? person(item.actor) : <strong>{magazineName}</strong>,
    member: item.member ? person(item.member) : '',
    magazine: magazineName,
    title: item.story?.url ? <Link to={item.story.url}>{title}</Link> : title,
    role: item.role ? t(`magazines.role.${item.role}`) : '',
    email: item.invitation?.email ?? '',
  });
  return (
    <li className={`activity-row is-${item.action.split('.')[0]}`}>
      <Avatar
        name={item.actor ? nameOf(item.actor) : magazineName}
        photoPath={item.actor?.photoPath ?? null}
        size={36}
      />
      <p className="activity-text">
        <span>{sentence}</span>
        <time className="activity-time" dateTime={item.createdAt}>
          {storyTime(new Date(item.createdAt), now, lang)}
        </time>
      </p>
    </li>
  );
}
