/** SPEC §9: hot lists use a time factor of 24 (hours). */
export const HOT_TIME_FACTOR_HOURS = 24;

/**
 * Hot score without decay jobs (the Reddit approach): engagement counts on a log scale, plus one point
 * per 24 hours of publishing time, so a story needs ten times the engagement to outrank one a day newer.
 * Stored on the row and refreshed in the transaction that changes a count.
 */
export function hotScore(input: {
  upvoteCount: number;
  downvoteCount: number;
  commentCount: number;
  readCount: number;
  publishedAt: Date;
}): number {
  const engagement = input.upvoteCount - input.downvoteCount + 2 * input.commentCount + input.readCount / 10;
  const magnitude = Math.log10(Math.max(1, Math.abs(engagement)));
  const sign = engagement < 0 ? -1 : 1;
  return sign * magnitude + input.publishedAt.getTime() / 3_600_000 / HOT_TIME_FACTOR_HOURS;
}
