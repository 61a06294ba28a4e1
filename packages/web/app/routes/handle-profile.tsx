import { data } from 'react-router';
import { getPageContext } from '../context';
import { usernameFromHandle } from '../features/profiles/profile-params';
import { ProfileView, profileMeta } from '../features/profiles/profile-view';
import type { Route } from './+types/handle-profile';

export async function loader({ context, params }: Route.LoaderArgs) {
  const username = usernameFromHandle(params.handle);
  if (username === null) throw data(null, { status: 404 });
  const profile = await getPageContext(context).api.getProfile(username);
  if (!profile) throw data(null, { status: 404 });
  return { profile };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  profileMeta(matches, loaderData?.profile);

export default function HandleProfile({ loaderData }: Route.ComponentProps) {
  return <ProfileView profile={loaderData.profile} />;
}
