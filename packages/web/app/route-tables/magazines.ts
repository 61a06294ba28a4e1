import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The magazines feature's pages. The `:handle` segment carries the leading @ (checked by the route). */
export default [
  route('dashboard/:handle', 'routes/magazine-home.tsx'),
  route('dashboard/:handle/team', 'routes/magazine-team.tsx'),
  // SPEC §6 getPageMagazine: ?magazineUserId= in place of the @username.
  route('dashboard', 'routes/dashboard-redirect.tsx', { id: 'dashboard-redirect' }),
  route('dashboard/*', 'routes/dashboard-redirect.tsx', { id: 'dashboard-redirect-page' }),
  route('invitation.html', 'routes/invitation.tsx'),
  route('dashboard/:handle/plan', 'routes/magazine-plan.tsx'),
] satisfies RouteConfigEntry[];
