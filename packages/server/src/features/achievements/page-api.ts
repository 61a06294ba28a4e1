import type { AchievementsPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

/** The achievements feature's page calls, bound to one request's viewer. */
export function createAchievementsPageApi(services: Services, viewer: Viewer | null): AchievementsPageApi {
  return {
    forUser: (userId) => services.achievements.forUser(userId, viewer?.userId ?? null),
  };
}
