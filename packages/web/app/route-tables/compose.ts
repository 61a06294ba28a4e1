import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The compose feature's pages. */
export default [
  route('write.html', 'routes/write.tsx'),
  route('my_posts.html', 'routes/my-posts.tsx'),
  route('draft_preview.html', 'routes/draft-preview.tsx'),
] satisfies RouteConfigEntry[];
