import { getPageContext } from '../context';
import { notFound, redirectToCanonical } from '../features/content/page-loaders';
import { originOf } from '../features/content/share-meta';
import { usernameFromHandle } from '../features/profiles/profile-params';
import { WriterView, writerAddress, writerMeta } from '../features/profiles/writer-view';
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
  redirectToCanonical(request, writerAddress(writer, false));
  return { writer, profile, origin: originOf(request), businessSite: false };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => writerMeta(matches, loaderData);

export default function WriterProfile({ loaderData }: Route.ComponentProps) {
  return <WriterView writer={loaderData.writer} profile={loaderData.profile} businessSite={false} />;
}
