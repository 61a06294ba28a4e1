import { COMPOSE_DESCRIPTION_MAX, type ComposeSaveResult, type ReviewState, truncate } from '@masthead/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { plainTextFromHtml } from '../../rich-text/sanitize.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import type { AchievementsService } from '../achievements/service.ts';
import type { ContentService } from '../content/service.ts';
import { loadSummaries } from '../content/summaries.ts';
import { contents } from '../content/tables.ts';
import type { NotificationsService } from '../notifications/service.ts';

/** What the compose use cases share: their deps, the writer's own content locked, and the save result. */

export type ComposeDeps = ServiceDeps & {
  achievements: AchievementsService;
  content: ContentService;
  notifications: NotificationsService;
};

/** The card summary a writer did not type: the body's text, cut to the card's length. */
export const descriptionFromBody = (body: string) =>
  truncate(plainTextFromHtml(body), COMPOSE_DESCRIPTION_MAX);

/**
 * The viewer's own content, locked for this transaction (preview links stay the author's). Someone
 * else's, a deleted one and an unknown id all answer 404 alike: nobody learns which contents exist as
 * drafts. Changes an editor may make too lock through editorial's lockForChange.
 */
export async function lockOwn(tx: Tx, viewerId: number, cgroupId: number) {
  const [row] = await tx
    .select({ id: contents.id, previewCode: contents.previewCode })
    .from(contents)
    .where(and(eq(contents.id, cgroupId), eq(contents.authorId, viewerId), isNull(contents.deletedAt)))
    .for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

/** The public page of a published content, null for a draft. */
export async function publicUrl(db: Db, cgroupId: number, viewerId: number): Promise<string | null> {
  const [summary] = await loadSummaries(db, [cgroupId], viewerId);
  return summary?.url ?? null;
}

/** What a save, a publish or an unpublish answers. */
export async function saveResult(
  db: Db,
  row: { id: number; status: 'draft' | 'published'; reviewState: ReviewState | null; updatedAt: Date },
  viewerId: number,
): Promise<ComposeSaveResult> {
  return {
    cgroupId: row.id,
    status: row.status,
    reviewState: row.reviewState,
    updatedAt: row.updatedAt.toISOString(),
    url: row.status === 'published' ? await publicUrl(db, row.id, viewerId) : null,
  };
}
