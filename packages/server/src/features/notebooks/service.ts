import {
  type ContentSummary,
  type CropBox,
  type FeedPage,
  IMAGE_SIZES,
  NOTEBOOK_LIMITS,
  type NotebookPage,
  type NotebookSaveResult,
  type NotebookView,
  notebookPath,
  type ProfileRef,
  type TCreateNotebook,
  type TUpdateNotebook,
} from '@masthead/core';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import { loadSummaries } from '../content/summaries.ts';
import { contents } from '../content/tables.ts';
import { processImage } from '../files/images.ts';
import { type FilesService, IMAGE_URL_PREFIX, keysOfImagePath } from '../files/service.ts';
import { newFileId } from '../files/storage.ts';
import { detectLang } from '../langs/detect.ts';
import { notebookItems, notebooks } from './tables.ts';

type NotebookRow = typeof notebooks.$inferSelect;

/**
 * The cursor of a notebook page: when the last shown story was saved, in microseconds since the epoch
 * (PostgreSQL's own precision, so no two saves in one millisecond are skipped), and its id.
 */
function decodeCursor(cursor: string | undefined) {
  const match = cursor ? /^(\d{1,17})-(\d{1,16})$/.exec(cursor) : null;
  if (!match?.[1] || !match[2]) return null;
  const contentId = Number(match[2]);
  return Number.isSafeInteger(contentId) ? { micros: match[1], contentId } : null;
}

const savedAtMicros = sql<string>`(extract(epoch from ${notebookItems.createdAt}) * 1000000)::bigint::text`;

/** Stories that count and show: published and not deleted (the summary loader shows only these). */
const visibleContent = and(isNull(contents.deletedAt), eq(contents.status, 'published'));

/** Notebooks: saving stories (SPEC §3, §4, §7). Anyone may read a notebook; only its owner changes it. */
export function createNotebooksService(deps: ServiceDeps & { files: FilesService }) {
  const { db, clock, files } = deps;

  function present(row: NotebookRow, itemCount: number, contains?: number[]): NotebookView {
    return {
      notebookId: row.id,
      name: row.name,
      title: row.name,
      description: row.description,
      lang: detectLang(`${row.name} ${row.description}`),
      photo: row.photoPath,
      userId: row.userId,
      itemCount,
      url: notebookPath({ notebookId: row.id, name: row.name }),
      ...(contains ? { containsContentIds: contains } : {}),
    };
  }

  /** Published stories per notebook (the primary key serves the lookups). */
  async function itemCounts(executor: DbOrTx, notebookIds: number[]) {
    if (notebookIds.length === 0) return new Map<number, number>();
    const rows = await executor
      .select({ notebookId: notebookItems.notebookId, n: count() })
      .from(notebookItems)
      .innerJoin(contents, eq(contents.id, notebookItems.contentId))
      .where(and(inArray(notebookItems.notebookId, notebookIds), visibleContent))
      .groupBy(notebookItems.notebookId);
    return new Map(rows.map((row) => [row.notebookId, row.n]));
  }

  /** Locks the notebook for this transaction and checks that the viewer owns it (404, then 403). */
  async function lockOwned(tx: Tx, viewerId: number, notebookId: number): Promise<NotebookRow> {
    const [row] = await tx.select().from(notebooks).where(eq(notebooks.id, notebookId)).for('update');
    if (!row) throw new AppError('not_found');
    if (row.userId !== viewerId) throw new AppError('access_deny');
    return row;
  }

  async function findNotebook(notebookId: number) {
    const [row] = await db.select().from(notebooks).where(eq(notebooks.id, notebookId)).limit(1);
    return row ?? null;
  }

  async function view(row: NotebookRow) {
    return present(row, (await itemCounts(db, [row.id])).get(row.id) ?? 0);
  }

  /**
   * SPEC §7 /api2/notebooks: someone's notebooks, newest first; with cgroupIds, which of those stories
   * each one holds (the save dialog's checkboxes).
   */
  async function list(ownerId: number, cgroupIds: number[] = []): Promise<NotebookView[]> {
    const rows = await db
      .select()
      .from(notebooks)
      .where(eq(notebooks.userId, ownerId))
      .orderBy(desc(notebooks.createdAt), desc(notebooks.id))
      .limit(NOTEBOOK_LIMITS.perUserMax);
    const ids = rows.map((row) => row.id);
    const counts = await itemCounts(db, ids);
    const wanted = [...new Set(cgroupIds)];
    const contains = new Map<number, number[]>();
    if (wanted.length && ids.length) {
      const held = await db
        .select({ notebookId: notebookItems.notebookId, contentId: notebookItems.contentId })
        .from(notebookItems)
        .where(and(inArray(notebookItems.notebookId, ids), inArray(notebookItems.contentId, wanted)));
      for (const item of held)
        contains.set(item.notebookId, [...(contains.get(item.notebookId) ?? []), item.contentId]);
    }
    return rows.map((row) =>
      present(row, counts.get(row.id) ?? 0, wanted.length ? (contains.get(row.id) ?? []) : undefined),
    );
  }

  /** A person keeps at most perUserMax notebooks; the count and the insert are one statement. */
  async function create(userId: number, input: TCreateNotebook): Promise<NotebookView> {
    const now = clock();
    const [row] = await db.transaction(async (tx) => {
      // The owner's row is locked so that two creations at once cannot both pass the limit.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [existing] = await tx.select({ n: count() }).from(notebooks).where(eq(notebooks.userId, userId));
      if ((existing?.n ?? 0) >= NOTEBOOK_LIMITS.perUserMax)
        throw new AppError('validation.failed', { fields: { name: 'validation.notebook.tooMany' } });
      return tx
        .insert(notebooks)
        .values({
          userId,
          name: input.name,
          description: input.description ?? '',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    });
    return present(row!, 0);
  }

  async function update(viewerId: number, input: TUpdateNotebook): Promise<NotebookView> {
    const row = await db.transaction(async (tx) => {
      await lockOwned(tx, viewerId, input.notebookId);
      const [updated] = await tx
        .update(notebooks)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          updatedAt: clock(),
        })
        .where(eq(notebooks.id, input.notebookId))
        .returning();
      return updated!;
    });
    return view(row);
  }

  /** Deletes a notebook; the saves it held leave the stories' save counts in the same transaction. */
  async function remove(viewerId: number, notebookId: number): Promise<{ notebookId: number }> {
    const photo = await db.transaction(async (tx) => {
      const row = await lockOwned(tx, viewerId, notebookId);
      const held = tx
        .select({ contentId: notebookItems.contentId })
        .from(notebookItems)
        .where(eq(notebookItems.notebookId, notebookId));
      // Content rows are locked in id order, so two deletions sharing stories cannot deadlock.
      await tx
        .select({ id: contents.id })
        .from(contents)
        .where(inArray(contents.id, held))
        .orderBy(asc(contents.id))
        .for('update');
      await tx
        .update(contents)
        .set({ saveCount: sql`${contents.saveCount} - 1` })
        .where(inArray(contents.id, held));
      await tx.delete(notebooks).where(eq(notebooks.id, notebookId));
      return row.photoPath;
    });
    await deleteKeys(keysOfImagePath(photo));
    return { notebookId };
  }

  /**
   * SPEC §4 save a story to a notebook: once per notebook (the primary key), and the story's save count
   * moves in the same transaction only when a row was really added. Saving twice is not an error.
   */
  async function save(viewerId: number, notebookId: number, cgroupId: number): Promise<NotebookSaveResult> {
    await db.transaction(async (tx) => {
      await lockOwned(tx, viewerId, notebookId);
      const [story] = await tx
        .select({ id: contents.id })
        .from(contents)
        .where(and(eq(contents.id, cgroupId), visibleContent))
        .limit(1);
      if (!story) throw new AppError('not_found');
      const added = await tx
        .insert(notebookItems)
        .values({ notebookId, contentId: cgroupId, createdAt: clock() })
        .onConflictDoNothing()
        .returning({ contentId: notebookItems.contentId });
      if (added.length > 0)
        await tx
          .update(contents)
          .set({ saveCount: sql`${contents.saveCount} + 1` })
          .where(eq(contents.id, cgroupId));
      await tx.update(notebooks).set({ updatedAt: clock() }).where(eq(notebooks.id, notebookId));
    });
    return { notebookId, cgroupId, saved: true };
  }

  /** SPEC §4 unsave: removing a story that is not there is not an error either. */
  async function unsave(viewerId: number, notebookId: number, cgroupId: number): Promise<NotebookSaveResult> {
    await db.transaction(async (tx) => {
      await lockOwned(tx, viewerId, notebookId);
      const removed = await tx
        .delete(notebookItems)
        .where(and(eq(notebookItems.notebookId, notebookId), eq(notebookItems.contentId, cgroupId)))
        .returning({ contentId: notebookItems.contentId });
      if (removed.length > 0)
        await tx
          .update(contents)
          .set({ saveCount: sql`${contents.saveCount} - 1` })
          .where(eq(contents.id, cgroupId));
    });
    return { notebookId, cgroupId, saved: false };
  }

  /** A notebook's stories, most recently saved first, one keyset page at a time. */
  async function stories(
    notebookId: number,
    viewerId: number | null,
    cursor?: string,
  ): Promise<FeedPage<ContentSummary>> {
    const after = decodeCursor(cursor);
    const rows = await db
      .select({ contentId: notebookItems.contentId, savedAt: savedAtMicros })
      .from(notebookItems)
      .where(
        and(
          eq(notebookItems.notebookId, notebookId),
          after
            ? sql`(${notebookItems.createdAt}, ${notebookItems.contentId}) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.contentId}::bigint)`
            : undefined,
        ),
      )
      .orderBy(desc(notebookItems.createdAt), desc(notebookItems.contentId))
      .limit(NOTEBOOK_LIMITS.pageSize + 1);
    const page = rows.slice(0, NOTEBOOK_LIMITS.pageSize);
    const last = page.at(-1);
    const items = await loadSummaries(
      db,
      page.map((row) => row.contentId),
      viewerId,
    );
    return {
      items,
      nextCursor: rows.length > NOTEBOOK_LIMITS.pageSize && last ? `${last.savedAt}-${last.contentId}` : null,
    };
  }

  /** The notebook page: the notebook, its owner and the first stories; null when there is none. */
  async function page(notebookId: number, viewerId: number | null): Promise<NotebookPage | null> {
    const row = await findNotebook(notebookId);
    if (!row) return null;
    const [[owner], notebook, first] = await Promise.all([
      db
        .select({
          userId: users.id,
          username: users.username,
          displayName: users.displayName,
          photoPath: users.photoPath,
          userType: users.userType,
        })
        .from(users)
        .where(eq(users.id, row.userId))
        .limit(1),
      view(row),
      stories(notebookId, viewerId),
    ]);
    if (!owner) return null;
    return { notebook, owner: owner as ProfileRef, isOwner: viewerId === row.userId, stories: first };
  }

  async function details(notebookId: number): Promise<NotebookView> {
    const row = await findNotebook(notebookId);
    if (!row) throw new AppError('not_found');
    return view(row);
  }

  /** Best effort: a file left behind costs disk space, never correctness. */
  async function deleteKeys(keys: string[]) {
    await Promise.all(keys.map((key) => files.storage.delete(key).catch(() => {})));
  }

  /**
   * Replaces (or with null removes) the notebook's photo: new files first, then the row (checked and
   * locked), then the old files go. A failure on the way leaves the old photo and no new files.
   */
  async function replacePhoto(
    viewerId: number,
    notebookId: number,
    upload: { bytes: Uint8Array; crop?: CropBox | undefined } | null,
  ): Promise<NotebookView> {
    // Ownership is checked before any work on the image, and again under the lock below.
    const current = await findNotebook(notebookId);
    if (!current) throw new AppError('not_found');
    if (current.userId !== viewerId) throw new AppError('access_deny');

    const image = upload ? await processImage(upload.bytes, { crop: upload.crop }) : null;
    const base = `n/${notebookId}/${newFileId()}`;
    const planned = image
      ? image.kind === 'gif'
        ? {
            path: `${IMAGE_URL_PREFIX}${base}.gif`,
            files: [{ key: `${base}.gif`, bytes: image.bytes, type: 'image/gif' }],
          }
        : {
            path: `${IMAGE_URL_PREFIX}${base}.jpg`,
            files: IMAGE_SIZES.map((size) => ({
              key: `${base}-${size}.jpg`,
              bytes: image.sizes[size].bytes,
              type: 'image/jpeg',
            })),
          }
      : null;
    const written: string[] = [];
    try {
      try {
        for (const file of planned?.files ?? []) {
          await files.storage.put(file.key, file.bytes, file.type);
          written.push(file.key);
        }
      } catch {
        throw new AppError('notebook.photo.failed');
      }
      const { previous, row } = await db.transaction(async (tx) => {
        const locked = await lockOwned(tx, viewerId, notebookId);
        const [updated] = await tx
          .update(notebooks)
          .set({ photoPath: planned?.path ?? null, updatedAt: clock() })
          .where(eq(notebooks.id, notebookId))
          .returning();
        return { previous: locked.photoPath, row: updated! };
      });
      await deleteKeys(keysOfImagePath(previous));
      return view(row);
    } catch (error) {
      await deleteKeys(written);
      throw error;
    }
  }

  return {
    list,
    create,
    update,
    remove,
    save,
    unsave,
    stories,
    page,
    details,
    setPhoto: (
      viewerId: number,
      notebookId: number,
      upload: { bytes: Uint8Array; crop?: CropBox | undefined },
    ) => replacePhoto(viewerId, notebookId, upload),
    removePhoto: (viewerId: number, notebookId: number) => replacePhoto(viewerId, notebookId, null),
  };
}

export type NotebooksService = ReturnType<typeof createNotebooksService>;
