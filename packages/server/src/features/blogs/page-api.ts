import type { BlogsPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** The blogs feature's page calls, built once per process and bound to each request's viewer. */
export function createBlogsPageApi(services: Services) {
  const { blogs } = services;
  return viewerBinder<BlogsPageApi>({
    mySubmissions: async (viewer) => (viewer ? blogs.mine(viewer.userId) : null),
    adminQueue: async (viewer, status) => {
      if (!viewer) return { access: 'guest' };
      if (!(await blogs.canReview(viewer.userId))) return { access: 'denied' };
      const [queue, recommendations] = await Promise.all([blogs.adminQueue(status), blogs.recommendations()]);
      return { access: 'ok', queue, recommendations };
    },
  });
}
