import { data } from 'react-router';
import { getPageContext } from '../context';
import { loadProfilePage } from '../features/profiles/profile-loader';
import { profileMeta } from '../features/profiles/profile-meta';
import { parseUserId } from '../features/profiles/profile-params';
import { ProfileView } from '../features/profiles/profile-view';
import type { Route } from './+types/profile-by-id';

/** SPEC §2 /profile/p/{userId}; its canonical address is /@{username}. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const userId = parseUserId(params.userId);
  if (userId === null) throw data(null, { status: 404 });
  const page = getPageContext(context);
  return loadProfilePage(page, request, { userId });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  profileMeta(matches, loaderData?.profile, loaderData?.origin);

export default function ProfileById({ loaderData }: Route.ComponentProps) {
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
