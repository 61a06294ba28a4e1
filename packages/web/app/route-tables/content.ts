import { CONTENT_SEGMENTS } from '@masthead/core';
import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/**
 * The content feature's pages (React Router ranks routes by specificity, so order here does not matter).
 * Routes under `:handle` check its leading '@' themselves (DESIGN §5).
 */
export default [
  // SPEC §2 content by type, and the same under /@{magazine} on explore and connect.
  ...CONTENT_SEGMENTS.flatMap((segment) => [
    route(`${segment}/:id/:slug.html`, 'routes/content.tsx', { id: `content-${segment}` }),
    route(`:handle/${segment}/:id/:slug.html`, 'routes/content.tsx', { id: `content-handle-${segment}` }),
  ]),
  route(':handle/lists/:id/:slug.html', 'routes/content.tsx', { id: 'content-votable-list' }),
  route(':handle/quiz/:id/:topic/:slug.html', 'routes/content.tsx', { id: 'content-quiz' }),
  route('story/:id/:slug.html', 'routes/story.tsx', { id: 'content-story' }),
  route('discussion/:id/:slug.html', 'routes/story.tsx', { id: 'content-discussion' }),
  route('quizzes.html', 'routes/quizzes.tsx'),
  route('blogs/:title', 'routes/topic.tsx', { id: 'topic' }),
  route(':handle/blogs/:title', 'routes/topic.tsx', { id: 'topic-handle' }),
  route('topic.html', 'routes/topic.tsx', { id: 'topic-by-id' }),
  route('entity/:title/:entityId.html', 'routes/entity.tsx'),
  route(':handle/writers/:writer', 'routes/writer-profile.tsx'),
] satisfies RouteConfigEntry[];
