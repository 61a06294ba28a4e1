import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The search feature's pages (React Router ranks routes by specificity, so order here does not matter). */
export default [route('search.html', 'routes/search.tsx', { id: 'search' })] satisfies RouteConfigEntry[];
