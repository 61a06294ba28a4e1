import type { ProfileRef } from '../content/types.ts';

/** One question on a live Q&A board. */
export type LiveQaQuestion = {
  questionId: number;
  question: string;
  asker: ProfileRef;
  /** Plain text; null until the host answers. */
  answer: string | null;
  answeredAt: string | null;
  upvoteCount: number;
  /** Whether the viewer upvoted it (false for guests). */
  myVote: boolean;
  /** Only the host sees hidden questions (marked), everyone else never gets them. */
  hidden: boolean;
  createdAt: string;
};

/** A live Q&A session's board (ctype 107): most upvoted questions first, then the oldest. */
export type LiveQaBoard = {
  cgroupId: number;
  /** Open for new questions; the host closes and reopens it. */
  open: boolean;
  /** The viewer is the host (the content's author): answers, hides, opens and closes. */
  isHost: boolean;
  questions: LiveQaQuestion[];
};

/** What page loaders ask of the live-qa feature (part of PageApi), for the request's viewer. */
export type LiveQaPageApi = {
  /** A published live Q&A's board; null when there is no such published session. */
  board(cgroupId: number): Promise<LiveQaBoard | null>;
};
