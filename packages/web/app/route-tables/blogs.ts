import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The blogs feature's pages. */
export default [
  route('submit_blog.html', 'routes/submit-blog.tsx'),
  route('recommend_publisher.html', 'routes/recommend-publisher.tsx'),
  route('admin/blogs.html', 'routes/admin-blogs.tsx'),
] satisfies RouteConfigEntry[];
