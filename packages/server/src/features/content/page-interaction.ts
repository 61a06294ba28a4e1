import { type ContentInteraction, CTYPE } from '@masthead/core';
import type { Services } from '../../services.ts';

/**
 * What a reader does with an interactive content, by its type: a poll's results, a votable list's
 * votes, a live Q&A's board; null for every other type (or when that feature finds nothing).
 */
export function createInteractionReader({ polls, liveQa }: Pick<Services, 'polls' | 'liveQa'>) {
  return async (ctype: number, cgroupId: number, viewerId: number | null): Promise<ContentInteraction> => {
    if (ctype === CTYPE.poll) {
      const results = await polls.pollResults(cgroupId, viewerId);
      return results ? { kind: 'poll', results } : null;
    }
    if (ctype === CTYPE.votableList) {
      const votes = await polls.listVotes(cgroupId, viewerId);
      return votes ? { kind: 'list', votes } : null;
    }
    if (ctype === CTYPE.liveQa) {
      const board = await liveQa.board(cgroupId, viewerId);
      return board ? { kind: 'liveQa', board } : null;
    }
    return null;
  };
}
