import type { ServiceDeps } from '../../services.ts';
import type { AchievementsService } from '../achievements/service.ts';
import type { NotificationsService } from '../notifications/service.ts';

/** Votes, follows and read marking. */
export function createEngagementService(
  deps: ServiceDeps & { notifications: NotificationsService; achievements: AchievementsService },
) {
  const { db } = deps;
  void db;
  return {};
}

export type EngagementService = ReturnType<typeof createEngagementService>;
