import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** Publishing as a team: a magazine's review queue. The `:handle` segment carries the leading @. */
export default [route('dashboard/:handle/review', 'routes/magazine-review.tsx')] satisfies RouteConfigEntry[];
