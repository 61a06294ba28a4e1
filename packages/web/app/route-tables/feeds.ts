import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The feeds feature's pages (React Router ranks routes by specificity, so order here does not matter). */
export default [
  route('explore.html', 'routes/explore.tsx', { id: 'explore' }),
  route('top_stories.html', 'routes/top-stories.tsx', { id: 'top-stories' }),
  route('featured.html', 'routes/featured.tsx', { id: 'featured' }),
  route('local_guides.html', 'routes/local-guides.tsx', { id: 'local-guides' }),
  route('vote_lists.html', 'routes/vote-lists.tsx', { id: 'vote-lists' }),
  // Issue 13: after create profile, pick what to follow.
  route('welcome.html', 'routes/welcome.tsx', { id: 'welcome' }),
  route('random_topic.html', 'routes/random-topic.tsx', { id: 'random-topic' }),
  // SPEC §2 location routes; a place without a city is /{country}/{state} (content's locationPath).
  route('home.html', 'routes/location.tsx', { id: 'location-home' }),
  route(':country/:state', 'routes/location.tsx', { id: 'location-state' }),
  route(':country/:state/:city', 'routes/location.tsx', { id: 'location' }),
  route(':country/:state/:city/t/:topic', 'routes/location.tsx', { id: 'location-topic' }),
] satisfies RouteConfigEntry[];
