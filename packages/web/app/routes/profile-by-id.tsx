import { data } from 'react-router';
import { getPageContext } from '../context';
import { parseUserId } from '../features/profiles/profile-params';
import { ProfileView, profileMeta } from '../features/profiles/profile-view';
import type { Route } from './+types/profile-by-id';

export async function loader({ context, params }: Route.LoaderArgs) {
  const userId = parseUserId(params.userId);
  if (userId === null) throw data(null, { status: 404 });
  const profile = await getPageContext(context).api.getProfileById(userId);
  if (!profile) throw data(null, { status: 404 });
  return { profile };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  profileMeta(matches, loaderData?.profile);

export default function ProfileById({ loaderData }: Route.ComponentProps) {
  return <ProfileView profile={loaderData.profile} />;
}
