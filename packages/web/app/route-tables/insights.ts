import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** A magazine's team activity and insights. The `:handle` segment carries the leading @. */
export default [
  route('dashboard/:handle/activity', 'routes/magazine-activity.tsx'),
  route('dashboard/:handle/insights', 'routes/magazine-insights.tsx'),
] satisfies RouteConfigEntry[];
