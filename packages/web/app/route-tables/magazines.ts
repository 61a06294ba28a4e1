import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The magazines feature's pages. The `:handle` segment carries the leading @ (checked by the route). */
export default [
  route('dashboard/:handle/team', 'routes/magazine-team.tsx'),
  route('dashboard/:handle/plan', 'routes/magazine-plan.tsx'),
] satisfies RouteConfigEntry[];
