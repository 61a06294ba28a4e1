import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The achievements feature's pages (React Router ranks routes by specificity, so order here does not matter). */
export default [route('badges.html', 'routes/badges.tsx', { id: 'badges' })] satisfies RouteConfigEntry[];
