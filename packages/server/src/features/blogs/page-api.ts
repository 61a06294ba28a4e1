import type { BlogsPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

/** The blogs feature's page calls, bound to one request's viewer. */
export function createBlogsPageApi(services: Services, viewer: Viewer | null): BlogsPageApi {
  const { blogs } = services;
  return {
    mySubmissions: async () => (viewer ? blogs.mine(viewer.userId) : null),
    adminQueue: async (status) => {
      if (!viewer) return { access: 'guest' };
      if (!(await blogs.canReview(viewer.userId))) return { access: 'denied' };
      const [queue, recommendations] = await Promise.all([
        blogs.adminQueue(viewer.userId, status),
        blogs.recommendations(viewer.userId),
      ]);
      return { access: 'ok', queue, recommendations };
    },
  };
}
