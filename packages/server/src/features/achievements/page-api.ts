import type { AchievementsPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** The achievements feature's page calls, built once per process and bound to each request's viewer. */
export function createAchievementsPageApi(services: Services) {
  return viewerBinder<AchievementsPageApi>({
    forUser: (viewer, userId) => services.achievements.forUser(userId, viewer?.userId ?? null),
  });
}
