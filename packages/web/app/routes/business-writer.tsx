import { getPageContext } from '../context';
import { notFound, redirectToCanonical } from '../features/content/page-loaders';
import { originOf } from '../features/content/share-meta';
import { linkOptions, siteOf } from '../features/magazines/site-options';
import { usernameFromHandle } from '../features/profiles/profile-params';
import { WriterView, writerAddress, writerMeta } from '../features/profiles/writer-view';
import type { Route } from './+types/business-writer';

/** SPEC §2 on a business site, /writers/@{username}: a member of the business and what they wrote for it. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const site = siteOf(page);
  const username = usernameFromHandle(params.writer);
  // The address exists only on a business's own site.
  if (!site || username === null) throw notFound();
  const [writer, profile] = await Promise.all([
    page.api.content.writer(site.username, username, linkOptions(page)),
    page.api.getProfile(username),
  ]);
  if (!writer || !profile) throw notFound();
  redirectToCanonical(request, writerAddress(writer, true));
  return { writer, profile, origin: originOf(request), businessSite: true };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => writerMeta(matches, loaderData);

export default function BusinessWriter({ loaderData }: Route.ComponentProps) {
  return <WriterView writer={loaderData.writer} profile={loaderData.profile} businessSite />;
}
