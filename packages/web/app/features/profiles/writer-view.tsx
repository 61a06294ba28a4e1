import { type PublicProfile, profilePath, type WriterPage } from '@masthead/core';
import { Link, type MetaDescriptor } from 'react-router';
import { metaTranslator, useT } from '../../lib/i18n';
import { roleLabelKey } from '../content/labels';
import { shareImage, shareMeta } from '../content/share-meta';
import { profileMeta } from './profile-meta';
import { ProfileView } from './profile-view';

/**
 * SPEC §2 a magazine's writer: /@{magazine}/writers/@{username}, and on a business site
 * /writers/@{username} (where the business itself is /).
 */
export const writerAddress = (writer: WriterPage, businessSite: boolean) =>
  profilePath(writer.writer, { magazine: writer.magazine.username, businessSite });

export function writerMeta(
  matches: Parameters<typeof metaTranslator>[0],
  loaderData: { writer: WriterPage; origin: string; businessSite: boolean } | undefined,
): MetaDescriptor[] {
  if (!loaderData) return profileMeta(matches, undefined, undefined);
  const t = metaTranslator(matches);
  const { writer, origin } = loaderData;
  const name = writer.writer.displayName || writer.writer.username;
  const magazine = writer.magazine.displayName || writer.magazine.username;
  const shareTitle = t('content.writer.metaTitle', { name, magazine });
  return shareMeta({
    title: t('shell.pageTitle', { title: shareTitle }),
    shareTitle,
    description: writer.writer.bio || t('content.writer.metaDescription', { name, magazine }),
    path: writerAddress(writer, loaderData.businessSite),
    origin,
    image: shareImage(origin, writer.writer.photoPath),
    type: 'profile',
  });
}

export function WriterView({
  writer,
  profile,
  businessSite,
}: {
  writer: WriterPage;
  profile: PublicProfile;
  businessSite: boolean;
}) {
  const t = useT();
  const magazineName = writer.magazine.displayName || writer.magazine.username;
  return (
    <ProfileView
      profile={profile}
      stories={writer.feed}
      magazine={{ userId: writer.magazine.userId, name: magazineName }}
      note={
        <p className="profile-role">
          {t('content.writer.role', { role: t(roleLabelKey(writer.role)), magazine: magazineName })}
          {' · '}
          <Link to={profilePath(writer.magazine, { businessSite, businessOwner: true })}>
            {t('content.writer.magazine', { magazine: magazineName })}
          </Link>
        </p>
      }
    />
  );
}
