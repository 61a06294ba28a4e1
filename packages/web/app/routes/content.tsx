import { contentMeta } from '../features/content/content-meta';
import { ContentView } from '../features/content/content-view';
import { loadContent } from '../features/content/page-loaders';
import type { Route } from './+types/content';

/**
 * SPEC §2 content by type: /{editorial|post|list|article|database|external|event|…}/{id}/{title}.html,
 * with /@{magazine} before it on explore and connect, /@{username}/lists/… and /@{creator}/quiz/….
 */
export const loader = (args: Route.LoaderArgs) => loadContent(args, 'content');

export const meta: Route.MetaFunction = ({ matches, loaderData }) => contentMeta(matches, loaderData);

export default function Content({ loaderData }: Route.ComponentProps) {
  return <ContentView content={loaderData.content} look={loaderData.look} />;
}
