/** Pure rules and constants of the live-qa feature (no zod here, so pages do not bundle it). */

export const LIVE_QA_LIMITS = {
  questionMax: 500,
  answerMax: 4000,
  /** Questions one board lists (most upvoted first). */
  listMax: 200,
} as const;

/** An open session's page fetches new questions this often while it is visible. */
export const LIVE_QA_REFRESH_MS = 5_000;
