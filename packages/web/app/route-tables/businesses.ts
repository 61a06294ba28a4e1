import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/**
 * Creating a magazine or business, its settings, and the addresses only a business's own site has
 * (DESIGN §4: no /@{username} prefix). The `:handle` segment carries the leading @ (checked by the route).
 */
export default [
  route('create_business.html', 'routes/create-business.tsx'),
  route('dashboard/:handle/settings', 'routes/magazine-settings.tsx'),
  route('writers/:writer', 'routes/business-writer.tsx'),
  // A business's quizzes and votable lists without the prefix; on the main site they move to theirs.
  route('quiz/:id/:topic/:slug.html', 'routes/content.tsx', { id: 'content-site-quiz' }),
  route('lists/:id/:slug.html', 'routes/content.tsx', { id: 'content-site-list' }),
] satisfies RouteConfigEntry[];
