import { isSignedIn } from '@masthead/core';
import { getPageContext } from '../context';
import { loadProfilePage } from '../features/profiles/profile-loader';
import { profileMeta } from '../features/profiles/profile-meta';
import { ProfileView } from '../features/profiles/profile-view';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/profile';

/** SPEC §2: /profile/{username} is for members; guests see the public overlay (and learn nothing). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  if (!isSignedIn(page.viewer))
    return { profile: null, stories: null, extras: null, requestsCard: null, origin: null };
  return loadProfilePage(page, request, { username: params.username });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (loaderData?.profile) return profileMeta(matches, loaderData.profile, loaderData.origin);
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('profile.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Profile({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (!loaderData.profile) return <PublicOverlay title={t('profile.title')} message={t('profile.guest')} />;
  return (
    <ProfileView
      profile={loaderData.profile}
      stories={loaderData.stories}
      feedLimit={loaderData.feedLimit}
      extras={loaderData.extras}
      customisation={loaderData.customisation}
      requestsCard={loaderData.requestsCard}
    />
  );
}
