import {
  type FeedCursor,
  type InsightsPeriod,
  type InsightsScope,
  type InsightsView,
  insightsAccess,
  type MagazineActor,
  type TeamActivityFilter,
  type TeamActivityPage,
} from '@masthead/core';
import type { ServiceDeps } from '../../service-deps.ts';
import { hiddenMaskFor } from '../magazines/hidden-members.ts';
import { readTeamActivity } from './activity.ts';
import { magazineById, magazineByUsername } from './magazine-ref.ts';
import { readInsights } from './reads.ts';

/**
 * SPEC §6 team activity, insights and analytics, put together once per process. Routes and page
 * loaders check the right first (viewTeamActivity; viewOwnInsights, the least of the insights rights);
 * which scope and which breakdowns a person sees is core's insightsAccess.
 */
export function createInsightsService(deps: ServiceDeps) {
  const { db } = deps;
  return {
    magazineByUsername: (username: string) => magazineByUsername(db, username),

    /** One page of a magazine's team activity; null for no such magazine. */
    async activity(
      actor: MagazineActor,
      magazineUserId: number,
      filter: TeamActivityFilter,
      cursor?: FeedCursor,
    ): Promise<TeamActivityPage | null> {
      const magazine = await magazineById(db, magazineUserId);
      return magazine ? readTeamActivity(db, actor, magazine, filter, cursor) : null;
    },

    /**
     * A magazine's insights over the last `days`, in the scope asked for (the widest open to the
     * viewer when none): 'missing' for no such magazine, 'denied' for a scope beyond their rights.
     */
    async insights(
      actor: MagazineActor,
      magazineUserId: number,
      days: InsightsPeriod,
      scope?: InsightsScope,
    ): Promise<InsightsView | 'missing' | 'denied'> {
      const magazine = await magazineById(db, magazineUserId);
      if (!magazine) return 'missing';
      const access = insightsAccess(actor, magazineUserId, scope);
      if (!access) return 'denied';
      const mask = await hiddenMaskFor(db, actor, magazineUserId);
      return readInsights(db, { magazine, access, days, viewerId: actor.userId, mask, now: deps.clock() });
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
