import { profilePath } from '@masthead/core';
import { Link } from 'react-router';
import { getPageContext } from '../context';
import { roleLabelKey } from '../features/content/labels';
import { notFound, redirectToCanonical } from '../features/content/page-loaders';
import { originOf, shareImage, shareMeta } from '../features/content/share-meta';
import { usernameFromHandle } from '../features/profiles/profile-params';
import { ProfileView, profileMeta } from '../features/profiles/profile-view';
import { metaTranslator, useT } from '../lib/i18n';
import type { Route } from './+types/writer-profile';

/** SPEC §2 /@{magazine}/writers/@{username}: a member of a magazine and what they wrote for it. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const magazine = usernameFromHandle(params.handle);
  const username = usernameFromHandle(params.writer);
  if (magazine === null || username === null) throw notFound();
  const page = getPageContext(context);
  const [writer, profile] = await Promise.all([
    page.api.content.writer(magazine, username, { flavour: page.flavour }),
    page.api.getProfile(username),
  ]);
  if (!writer || !profile) throw notFound();
  redirectToCanonical(request, profilePath(writer.writer, { magazine: writer.magazine.username }));
  return { writer, profile, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
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
    path: profilePath(writer.writer, { magazine: writer.magazine.username }),
    origin,
    image: shareImage(origin, writer.writer.photoPath),
    type: 'profile',
  });
};

export default function WriterProfile({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { writer, profile } = loaderData;
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
          <Link to={profilePath(writer.magazine)}>
            {t('content.writer.magazine', { magazine: magazineName })}
          </Link>
        </p>
      }
    />
  );
}
