import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The comments feature's pages (React Router ranks routes by specificity, so order here does not matter). */
export default [
  // SPEC §2 comment popup, with the repliesOpen option.
  route('comment/:id.html', 'routes/comment.tsx', { id: 'comment' }),
] satisfies RouteConfigEntry[];
