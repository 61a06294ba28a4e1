import type { ContentInteraction } from '@masthead/core';
import { useLoaderData } from 'react-router';

/**
 * The interaction the page's loader gave, for this content; null on pages that show a content without
 * one (a draft preview), which then show it read-only.
 */
export function useInteraction(cgroupId: number): ContentInteraction {
  const data = useLoaderData() as { interaction?: ContentInteraction } | undefined;
  const interaction = data?.interaction ?? null;
  if (!interaction) return null;
  const id =
    interaction.kind === 'poll'
      ? interaction.results.cgroupId
      : interaction.kind === 'list'
        ? interaction.votes.cgroupId
        : interaction.board.cgroupId;
  return id === cgroupId ? interaction : null;
}
