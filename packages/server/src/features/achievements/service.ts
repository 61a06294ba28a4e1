import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../services.ts';

export type ReadEvent = {
  userId: number;
  /** SPEC §3 referrer code 1–12. */
  referrer: number;
  topicIds: readonly number[];
  locationId: number | null;
};

/** Achievements, levels and badges (SPEC §3 and §9). */
export function createAchievementsService(deps: ServiceDeps) {
  const { db } = deps;
  void db;

  /** Called inside the transaction that records a reader's first open of a content. */
  async function recordRead(tx: Tx, event: ReadEvent): Promise<void> {
    void tx;
    void event;
  }

  return { recordRead };
}

export type AchievementsService = ReturnType<typeof createAchievementsService>;
