import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** Content requests: the inbox, a new brief, one request, and revising its brief. */
export default [
  route('requests', 'routes/content-requests.tsx', { id: 'content-requests' }),
  route('requests/new', 'routes/content-request-new.tsx'),
  route('requests/:requestId', 'routes/content-request.tsx'),
  route('requests/:requestId/edit', 'routes/content-request-edit.tsx'),
] satisfies RouteConfigEntry[];
