import type { CropBox, NewsletterEditorial, TNewsletterIssueSave, UiLanguage } from '@masthead/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { processImage } from '../files/images.ts';
import type { FilesService } from '../files/service.ts';
import { recordAdminEvent } from '../moderation/audit.ts';
import { newsletterIssues } from './tables.ts';

export type StoredEditorial = NewsletterEditorial & { updatedAt: Date | null };

/** One week's editorial part; a week nobody edited has no note and no picture. */
export async function readEditorial(db: DbOrTx, week: string): Promise<StoredEditorial> {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.week, week)).limit(1);
  if (!row) return { intros: {}, headerImage: null, updatedAt: null };
  return {
    intros: row.intros,
    headerImage: row.headerImagePath ? { path: row.headerImagePath, alt: row.headerImageAlt } : null,
    updatedAt: row.updatedAt,
  };
}

/** Empty notes are no note: only the languages with words are kept. */
const keptIntros = (intros: TNewsletterIssueSave['intros']) =>
  Object.fromEntries(Object.entries(intros).filter(([, text]) => text)) as Partial<
    Record<UiLanguage, string>
  >;

/** What SPEC §8 says when a header picture cannot be read, whatever the image pipeline called it. */
const INVALID_IMAGE = new Set<string>(['file.invalid.image', 'file.empty']);

/**
 * The admin console's edits of the coming issue (the newsletter right): the editor's notes, the header
 * picture and its description. Each edit is one transaction with its audit row; a replaced picture's
 * files go after the switch, and files written for an edit that failed are removed.
 */
export function createNewsletterEditorial(deps: ServiceDeps & { files: FilesService }) {
  const { db, clock, files } = deps;

  const upsert = (
    tx: DbOrTx,
    week: string,
    actorId: number,
    set: Partial<typeof newsletterIssues.$inferInsert>,
  ) =>
    tx
      .insert(newsletterIssues)
      .values({ week, ...set, updatedBy: actorId, updatedAt: clock() })
      .onConflictDoUpdate({
        target: newsletterIssues.week,
        set: { ...set, updatedBy: actorId, updatedAt: clock() },
      });

  async function save(actorId: number, week: string, input: TNewsletterIssueSave) {
    await db.transaction(async (tx) => {
      await upsert(tx, week, actorId, {
        intros: keptIntros(input.intros),
        ...(input.headerImageAlt !== undefined ? { headerImageAlt: input.headerImageAlt } : {}),
      });
      await recordAdminEvent(tx, 'admin.newsletter.edit', {
        actorUserId: actorId,
        data: { week },
        at: clock(),
      });
    });
  }

  /** Sets the header picture from uploaded bytes, or with null removes it. */
  async function setImage(
    actorId: number,
    week: string,
    upload: { bytes: Uint8Array; crop?: CropBox } | null,
  ) {
    let stored: string | null = null;
    if (upload) {
      const image = await processImage(upload.bytes, { crop: upload.crop }).catch((error: unknown) => {
        if (error instanceof AppError && INVALID_IMAGE.has(error.code))
          throw new AppError('newsletter.image.invalid');
        throw error;
      });
      stored = await files.storeImage(actorId, image).catch((error: unknown) => {
        throw new AppError('newsletter.image.save.failed', { cause: error });
      });
    }
    try {
      const previous = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ path: newsletterIssues.headerImagePath })
          .from(newsletterIssues)
          .where(eq(newsletterIssues.week, week))
          .for('update');
        await upsert(tx, week, actorId, {
          headerImagePath: stored,
          ...(stored ? {} : { headerImageAlt: '' }),
        });
        await recordAdminEvent(tx, 'admin.newsletter.edit', {
          actorUserId: actorId,
          data: { week, headerImage: stored ? 'set' : 'removed' },
          at: clock(),
        });
        return row?.path ?? null;
      });
      if (previous) await files.deleteImage(previous);
    } catch (error) {
      if (stored) await files.deleteImage(stored);
      throw error;
    }
  }

  return { save, setImage };
}

export type NewsletterEditorialService = ReturnType<typeof createNewsletterEditorial>;
