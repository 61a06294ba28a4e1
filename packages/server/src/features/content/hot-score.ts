import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contents } from './tables.ts';

/**
 * The SQL twin of core's hotScore, so a count change and its score land in one statement. Call it in
 * the transaction that changed upvotes, downvotes, comments or reads of the content.
 */
export const hotScoreExpression = sql`(
  sign(${contents.upvoteCount} - ${contents.downvoteCount} + 2 * ${contents.commentCount} + ${contents.readCount} / 10.0)
  * log(greatest(1, abs(${contents.upvoteCount} - ${contents.downvoteCount} + 2 * ${contents.commentCount} + ${contents.readCount} / 10.0)))
  + extract(epoch from coalesce(${contents.publishedAt}, ${contents.createdAt})) / 3600.0 / 24
)`;

export async function refreshHotScore(db: DbOrTx, contentId: number): Promise<void> {
  await db.update(contents).set({ hotScore: hotScoreExpression }).where(eq(contents.id, contentId));
}
