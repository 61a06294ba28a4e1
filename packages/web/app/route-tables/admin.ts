import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The admin console (SPEC §6): its home and one page per section, each gated by its access right. */
export default [
  route('admin', 'routes/admin-console.tsx', { id: 'admin-home' }),
  route('admin/:section', 'routes/admin-console.tsx', { id: 'admin-section' }),
] satisfies RouteConfigEntry[];
