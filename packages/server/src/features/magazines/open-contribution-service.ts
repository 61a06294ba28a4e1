import type { MagazineActor, TOpenContributionSubmit, TOpenContributionUpdate } from '@masthead/core';
import { contributionMagazine, presentCard } from './open-contribution-rows.ts';
import { readContributionSettings, updateContributionSettings } from './open-contribution-settings.ts';
import {
  joinToContribute,
  type OpenContributionDeps,
  submitContribution,
} from './open-contribution-submit.ts';

/**
 * Open contribution (SPEC §2, §3, §6), put together once per process: a magazine's settings, the card
 * on its page, and a reader joining and submitting a story.
 */
export function createOpenContributionService(deps: OpenContributionDeps) {
  return {
    settings: (actor: MagazineActor, magazineUserId: number) =>
      readContributionSettings(deps, actor, magazineUserId),
    update: (actor: MagazineActor, input: TOpenContributionUpdate) =>
      updateContributionSettings(deps, actor, input),
    /** The magazine page's card for this viewer (null for a guest); null while it takes no stories. */
    card: async (actor: MagazineActor | null, magazineUserId: number) => {
      const row = await contributionMagazine(deps.db, magazineUserId);
      return row ? presentCard(row, actor) : null;
    },
    join: (viewerId: number, magazineUserId: number) => joinToContribute(deps, viewerId, magazineUserId),
    submit: (viewerId: number, input: TOpenContributionSubmit) => submitContribution(deps, viewerId, input),
  };
}

export type OpenContributionService = ReturnType<typeof createOpenContributionService>;
