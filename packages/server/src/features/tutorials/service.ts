import { emptyTutorialState, TOUR_NAMES, type TourName, type TutorialState } from '@masthead/core';
import { eq, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../service-deps.ts';
import { tutorialProgress } from './tables.ts';

/** SPEC §4 tutorial steps and finished flags, per signed-in person. */
export function createTutorialsService({ db, clock }: ServiceDeps) {
  async function state(userId: number): Promise<TutorialState> {
    const rows = await db.select().from(tutorialProgress).where(eq(tutorialProgress.userId, userId));
    const result = emptyTutorialState();
    for (const row of rows) {
      if (!TOUR_NAMES.includes(row.tour as TourName)) continue;
      result[row.tour as TourName] = { steps: row.steps, finished: row.finishedAt !== null };
    }
    return result;
  }

  /** Adds a step once (one row per person and tour; concurrent calls keep a single copy). */
  async function markStep(userId: number, tour: TourName, step: string): Promise<TutorialState> {
    const now = clock();
    await db
      .insert(tutorialProgress)
      .values({ userId, tour, steps: [step], updatedAt: now })
      .onConflictDoUpdate({
        target: [tutorialProgress.userId, tutorialProgress.tour],
        set: {
          steps: sql`case when ${step}::text = any(${tutorialProgress.steps}) then ${tutorialProgress.steps}
            else array_append(${tutorialProgress.steps}, ${step}::text) end`,
          updatedAt: now,
        },
      });
    return state(userId);
  }

  /** Finished or skipped: the tour is not offered again. The first finish time is kept. */
  async function finish(userId: number, tour: TourName): Promise<TutorialState> {
    const now = clock();
    await db
      .insert(tutorialProgress)
      .values({ userId, tour, finishedAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [tutorialProgress.userId, tutorialProgress.tour],
        set: {
          finishedAt: sql`coalesce(${tutorialProgress.finishedAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
        },
      });
    return state(userId);
  }

  return { state, markStep, finish };
}

export type TutorialsService = ReturnType<typeof createTutorialsService>;
