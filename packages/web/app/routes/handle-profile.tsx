import { data } from 'react-router';
import { getPageContext } from '../context';
import { loadProfilePage } from '../features/profiles/profile-loader';
import { profileMeta } from '../features/profiles/profile-meta';
import { usernameFromHandle } from '../features/profiles/profile-params';
import { ProfileView } from '../features/profiles/profile-view';
import type { Route } from './+types/handle-profile';

/** SPEC §2 /@{username}: a person's or magazine's profile and published stories. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const username = usernameFromHandle(params.handle);
  if (username === null) throw data(null, { status: 404 });
  const page = getPageContext(context);
  return loadProfilePage(page, request, { username });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  profileMeta(matches, loaderData?.profile, loaderData?.origin);

export default function HandleProfile({ loaderData }: Route.ComponentProps) {
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
