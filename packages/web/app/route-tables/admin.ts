import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/**
 * The admin console (SPEC §6): its home and one page per section, each gated by its access right; and a
 * magazine's own moderation queue on its dashboard. The `:handle` segment carries the leading @.
 */
export default [
  route('admin', 'routes/admin-console.tsx', { id: 'admin-home' }),
  route('admin/:section', 'routes/admin-console.tsx', { id: 'admin-section' }),
  route('dashboard/:handle/reports', 'routes/magazine-reports.tsx'),
] satisfies RouteConfigEntry[];
