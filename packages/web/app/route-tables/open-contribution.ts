import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** Open contribution's settings page. The `:handle` segment carries the leading @ (checked by the route). */
export default [
  route('dashboard/:handle/settings/open-contribution', 'routes/magazine-open-contribution.tsx'),
] satisfies RouteConfigEntry[];
