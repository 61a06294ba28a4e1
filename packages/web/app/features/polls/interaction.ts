import {
  type ContentPage,
  CTYPE,
  type ListVotes,
  type LiveQaBoard,
  type PageApi,
  type PollResults,
} from '@masthead/core';
import { useLoaderData } from 'react-router';

/**
 * What a reader does with an interactive content, as the server knows it when the page is made: a
 * poll's results, a votable list's votes, a live Q&A's board. Rendered on the server, so the page is
 * right before (and without) JavaScript.
 */
export type Interaction =
  | { kind: 'poll'; results: PollResults }
  | { kind: 'list'; votes: ListVotes }
  | { kind: 'liveQa'; board: LiveQaBoard }
  | null;

/** Called by the content page loaders after the content itself. */
export async function loadInteraction(api: PageApi, content: ContentPage): Promise<Interaction> {
  if (content.ctype === CTYPE.poll) {
    const results = await api.polls.results(content.cgroupId);
    return results ? { kind: 'poll', results } : null;
  }
  if (content.ctype === CTYPE.votableList) {
    const votes = await api.polls.listVotes(content.cgroupId);
    return votes ? { kind: 'list', votes } : null;
  }
  if (content.ctype === CTYPE.liveQa) {
    const board = await api.liveQa.board(content.cgroupId);
    return board ? { kind: 'liveQa', board } : null;
  }
  return null;
}

/**
 * The interaction the page's loader gave, for this content; null on pages that show a content without
 * one (a draft preview), which then show it read-only.
 */
export function useInteraction(cgroupId: number): Interaction {
  const data = useLoaderData() as { interaction?: Interaction } | undefined;
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
