import { redirect } from 'react-router';
import { getPageContext } from '../context';
import type { Route } from './+types/random-topic';

/** SPEC §2 random-topic jump: a random topic of the fixed list that exists, else explore. */
export async function loader({ context }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const path = await page.api.feeds.randomTopicPath();
  throw redirect(path ?? '/explore.html', { status: 302, headers: { 'Cache-Control': 'no-store' } });
}

export default function RandomTopic() {
  return null;
}
