import { COMPOSE_DESCRIPTION_MAX, type ComposeSaveResult, truncate } from '@masthead/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { plainTextFromHtml } from '../../rich-text/sanitize.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import type { AchievementsService } from '../achievements/service.ts';
import type { ContentService } from '../content/service.ts';
import { loadSummaries } from '../content/summaries.ts';
import { contents } from '../content/tables.ts';

/** What the compose use cases share: their deps, the writer's own content locked, and the save result. */

export type ComposeDeps = ServiceDeps & { achievements: AchievementsService; content: ContentService };

/** The card summary a writer did not type: the body's text, cut to the card's length. */
export const descriptionFromBody = (body: string) =>
  truncate(plainTextFromHtml(body), COMPOSE_DESCRIPTION_MAX);

/** The columns the compose calls read of a content they change. */
const ownColumns = {
  id: contents.id,
  ctype: contents.ctype,
  status: contents.status,
  authorId: contents.authorId,
  title: contents.title,
  extra: contents.extra,
  premium: contents.premium,
  priceMinor: contents.priceMinor,
  publishedAt: contents.publishedAt,
  previewCode: contents.previewCode,
  photoPath: contents.photoPath,
  updatedAt: contents.updatedAt,
};

/**
 * The viewer's own content, locked for this transaction. Someone else's, a deleted one and an unknown
 * id all answer 404 alike: nobody learns which contents exist as drafts.
 */
export async function lockOwn(tx: Tx, viewerId: number, cgroupId: number) {
  const [row] = await tx
    .select(ownColumns)
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
  row: { id: number; status: 'draft' | 'published'; updatedAt: Date },
  viewerId: number,
): Promise<ComposeSaveResult> {
  return {
    cgroupId: row.id,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    url: row.status === 'published' ? await publicUrl(db, row.id, viewerId) : null,
  };
}
