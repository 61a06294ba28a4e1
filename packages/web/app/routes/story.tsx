import { contentMeta } from '../features/content/content-meta';
import { ContentView, DiscussionView } from '../features/content/content-view';
import { loadContent, pageUrl } from '../features/content/page-loaders';
import type { Route } from './+types/story';

/** SPEC §2 /story/{cgroupId}/{title}.html and /discussion/{cgroupId}/{title}.html: any content type. */
export const loader = (args: Route.LoaderArgs) =>
  loadContent(
    args,
    pageUrl(args.request).pathname.toLowerCase().startsWith('/discussion/') ? 'discussion' : 'story',
  );

export const meta: Route.MetaFunction = ({ matches, loaderData }) => contentMeta(matches, loaderData);

export default function Story({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'discussion') return <DiscussionView content={loaderData.content} />;
  return <ContentView content={loaderData.content} look={loaderData.look} />;
}
