import { index, type RouteConfig, route } from '@react-router/dev/routes';
import achievementsRoutes from './route-tables/achievements';
import adminRoutes from './route-tables/admin';
import blogsRoutes from './route-tables/blogs';
import businessesRoutes from './route-tables/businesses';
import commentsRoutes from './route-tables/comments';
import composeRoutes from './route-tables/compose';
import contentRoutes from './route-tables/content';
import contentRequestsRoutes from './route-tables/content-requests';
import editorialRoutes from './route-tables/editorial';
import feedsRoutes from './route-tables/feeds';
import insightsRoutes from './route-tables/insights';
import magazinesRoutes from './route-tables/magazines';
import notebooksRoutes from './route-tables/notebooks';
import notificationsRoutes from './route-tables/notifications';
import openContributionRoutes from './route-tables/open-contribution';
import paymentsRoutes from './route-tables/payments';
import quizzesRoutes from './route-tables/quizzes';
import searchRoutes from './route-tables/search';
import sharingRoutes from './route-tables/sharing';

export default [
  index('routes/home.tsx', { id: 'home' }),
  route('index.html', 'routes/home.tsx', { id: 'home-index' }),
  route('loginpage.html', 'routes/login-page.tsx'),
  route('forgot_password.html', 'routes/forgot-password.tsx'),
  route('reset_password.html', 'routes/reset-password.tsx'),
  route('verify_email.html', 'routes/verify-email.tsx'),
  route('create_profile.html', 'routes/create-profile.tsx'),
  route('settings/profile.html', 'routes/profile-edit.tsx'),
  route('settings/account.html', 'routes/account-settings.tsx'),
  route('settings/notifications.html', 'routes/notification-settings.tsx'),
  route('settings/embed.html', 'routes/embed-settings.tsx'),
  route('unsubscribe.html', 'routes/unsubscribe.tsx'),
  route('claim_publisher.html', 'routes/claim-publisher.tsx'),
  route('things_i_love.html', 'routes/things-i-love.tsx'),
  route('connections.html', 'routes/connections.tsx'),
  route('activity.html', 'routes/activity.tsx'),
  route('notifications.html', 'routes/notifications.tsx'),
  route('profile/p/:userId', 'routes/profile-by-id.tsx'),
  route('profile/:username', 'routes/profile.tsx'),
  // SPEC's /@{username}: the segment's leading @ is checked by the route itself (DESIGN §5).
  route(':handle', 'routes/handle-profile.tsx'),
  ...achievementsRoutes,
  ...adminRoutes,
  ...blogsRoutes,
  ...businessesRoutes,
  ...commentsRoutes,
  ...composeRoutes,
  ...contentRoutes,
  ...contentRequestsRoutes,
  ...editorialRoutes,
  ...feedsRoutes,
  ...insightsRoutes,
  ...magazinesRoutes,
  ...notebooksRoutes,
  ...notificationsRoutes,
  ...openContributionRoutes,
  ...paymentsRoutes,
  ...quizzesRoutes,
  ...searchRoutes,
  ...sharingRoutes,
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
