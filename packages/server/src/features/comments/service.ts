import {
  COMMENT_EMPTY_KEY,
  COMMENT_LIMITS,
  type CommentPopup,
  type CommentsPage,
  type CommentThread,
  type CommentView,
  can,
  IMAGE_SIZES,
  type ProfileRef,
  type RepliesPage,
  type TCommentsQuery,
  type TCreateComment,
  USER_TYPE,
} from '@masthead/core';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { loadActor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { plainTextFromHtml, sanitizeRichText } from '../../rich-text/sanitize.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import { refreshHotScore } from '../content/hot-score.ts';
import { loadSummaries } from '../content/summaries.ts';
import { contents } from '../content/tables.ts';
import { type ProcessedImage, processImage } from '../files/images.ts';
import { type FilesService, IMAGE_URL_PREFIX, keysOfImagePath } from '../files/service.ts';
import { newFileId } from '../files/storage.ts';
import { detectLang } from '../langs/detect.ts';
import type { NotificationsService } from '../notifications/service.ts';
import { createCommentRemoval } from './removal.ts';
import { comments } from './tables.ts';

const liveContent = (contentId: number) =>
  and(eq(contents.id, contentId), eq(contents.status, 'published'), isNull(contents.deletedAt));

/** A deleted top-level comment keeps its place only while it has replies that are not deleted. */
const shownAtTopLevel = sql`(${comments.deletedAt} is null or exists (
  select 1 from comments as live_replies
  where live_replies.parent_id = ${comments.id} and live_replies.deleted_at is null
))`;

const rowColumns = {
  id: comments.id,
  contentId: comments.contentId,
  parentId: comments.parentId,
  body: comments.body,
  photoPath: comments.photoPath,
  createdAt: comments.createdAt,
  deletedAt: comments.deletedAt,
  author: {
    userId: users.id,
    username: users.username,
    displayName: users.displayName,
    photoPath: users.photoPath,
    userType: users.userType,
  },
};

type Row = {
  id: number;
  contentId: number;
  parentId: number | null;
  body: string;
  photoPath: string | null;
  createdAt: Date;
  deletedAt: Date | null;
  author: ProfileRef;
};

/**
 * Who reads the comments: the viewer, and the magazine whose comments they moderate here (SPEC §6
 * moderateComments on the magazine's own stories), or null.
 */
type Reader = { viewerId: number | null; moderates: number | null };

/** The presenter: what of a comment leaves the server (a deleted one keeps only its place). */
function present(row: Row, reader: Reader): CommentView {
  const deleted = row.deletedAt !== null;
  const own = reader.viewerId !== null && reader.viewerId === row.author.userId;
  return {
    commentId: row.id,
    cgroupId: row.contentId,
    parentId: row.parentId,
    author: deleted ? null : row.author,
    body: deleted ? '' : row.body,
    lang: deleted ? null : detectLang(row.body),
    photoPath: deleted ? null : row.photoPath,
    createdAt: row.createdAt.toISOString(),
    deleted,
    canDelete: !deleted && (own || reader.moderates !== null),
    moderateAs: !deleted && !own ? reader.moderates : null,
  };
}

const selectRows = (db: DbOrTx) =>
  db.select(rowColumns).from(comments).innerJoin(users, eq(users.id, comments.userId));

/** Files to write for a comment's photo, under a fresh name in the comment's folder. */
function photoFiles(commentId: number, image: ProcessedImage) {
  const base = `c/${commentId}/${newFileId()}`;
  if (image.kind === 'gif') {
    return {
      path: `${IMAGE_URL_PREFIX}${base}.gif`,
      files: [{ key: `${base}.gif`, bytes: image.bytes, type: 'image/gif' }],
    };
  }
  return {
    path: `${IMAGE_URL_PREFIX}${base}.jpg`,
    files: IMAGE_SIZES.map((size) => ({
      key: `${base}-${size}.jpg`,
      bytes: image.sizes[size].bytes,
      type: 'image/jpeg',
    })),
  };
}

/**
 * Comments and replies on content. Replies are one level deep: answering a reply joins the thread of
 * its top-level comment (and notifies the person answered). contents.comment_count counts comments that
 * are not deleted and moves with them in one transaction.
 */
export function createCommentsService(
  deps: ServiceDeps & { notifications: NotificationsService; files: FilesService },
) {
  const { db, clock, notifications, files } = deps;
  const { ownComment, remove, moderate, deleteFiles } = createCommentRemoval(deps);

  async function assertLiveContent(cgroupId: number) {
    const [content] = await db
      .select({
        commentCount: contents.commentCount,
        publisherId: contents.publisherId,
        publisherType: users.userType,
      })
      .from(contents)
      .innerJoin(users, eq(users.id, contents.publisherId))
      .where(liveContent(cgroupId));
    if (!content) throw new AppError('not_found');
    return content;
  }

  /** The reader of a content's comments: a magazine's editors and up moderate its stories' comments. */
  async function readerOf(
    viewerId: number | null,
    content: { publisherId: number; publisherType: number },
  ): Promise<Reader> {
    if (viewerId === null || content.publisherType !== USER_TYPE.magazine)
      return { viewerId, moderates: null };
    const actor = await loadActor(db, viewerId);
    const moderates = can(actor, 'moderateComments', content.publisherId) ? content.publisherId : null;
    return { viewerId, moderates };
  }

  /** The first replies of each thread (one indexed lateral query), their counts, and the cursor to more. */
  async function withReplies(parents: Row[], reader: Reader): Promise<CommentThread[]> {
    const ids = parents.map((row) => row.id);
    if (ids.length === 0) return [];
    const pageSize = COMMENT_LIMITS.repliesPageSize;

    const threadIds = db
      .select({ id: comments.id })
      .from(comments)
      .where(inArray(comments.id, ids))
      .as('thread_ids');
    const firstReplies = db
      .select({ replyId: sql<number>`${comments.id}`.as('reply_id') })
      .from(comments)
      .where(and(sql`${comments.parentId} = ${threadIds.id}`, isNull(comments.deletedAt)))
      .orderBy(asc(comments.id))
      .limit(pageSize + 1)
      .as('first_replies');
    const pairs = await db
      .select({ replyId: firstReplies.replyId })
      .from(threadIds)
      .crossJoinLateral(firstReplies);

    const replyIds = pairs.map((pair) => Number(pair.replyId));
    const [replyRows, counts] = await Promise.all([
      replyIds.length ? selectRows(db).where(inArray(comments.id, replyIds)).orderBy(asc(comments.id)) : [],
      db
        .select({ parentId: comments.parentId, n: count() })
        .from(comments)
        .where(and(inArray(comments.parentId, ids), isNull(comments.deletedAt)))
        .groupBy(comments.parentId),
    ]);

    const byParent = new Map<number, Row[]>();
    for (const row of replyRows) {
      const list = byParent.get(row.parentId ?? 0) ?? [];
      list.push(row);
      byParent.set(row.parentId ?? 0, list);
    }
    const countOf = new Map(counts.map((row) => [row.parentId ?? 0, row.n]));
    return parents.map((parent) => {
      const list = byParent.get(parent.id) ?? [];
      const more = list.length > pageSize;
      const shown = list.slice(0, pageSize);
      return {
        ...present(parent, reader),
        replyCount: countOf.get(parent.id) ?? 0,
        replies: shown.map((row) => present(row, reader)),
        repliesCursor: more ? String(shown.at(-1)?.id) : null,
      };
    });
  }

  /** GET /api2/comments: top-level comments newest (default) or oldest first, each with its first replies. */
  async function list(viewerId: number | null, query: TCommentsQuery): Promise<CommentsPage> {
    const content = await assertLiveContent(query.cgroupId);
    const newest = (query.order ?? 'newest') === 'newest';
    const limit = query.limit ?? COMMENT_LIMITS.pageSize;
    const cursor = query.cursor ? Number(query.cursor) : null;
    const rows = await selectRows(db)
      .where(
        and(
          eq(comments.contentId, query.cgroupId),
          isNull(comments.parentId),
          shownAtTopLevel,
          cursor === null ? undefined : newest ? lt(comments.id, cursor) : gt(comments.id, cursor),
        ),
      )
      .orderBy(newest ? desc(comments.id) : asc(comments.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    return {
      items: await withReplies(page, await readerOf(viewerId, content)),
      nextCursor: rows.length > limit ? String(page.at(-1)?.id) : null,
      commentCount: content.commentCount,
    };
  }

  /** GET /api2/comment/replies: the next replies of a thread, oldest first. */
  async function moreReplies(
    viewerId: number | null,
    parentId: number,
    cursor?: string,
  ): Promise<RepliesPage> {
    const [parent] = await db
      .select({ contentId: comments.contentId, parentId: comments.parentId })
      .from(comments)
      .where(eq(comments.id, parentId));
    if (!parent || parent.parentId !== null) throw new AppError('not_found');
    const reader = await readerOf(viewerId, await assertLiveContent(parent.contentId));
    const pageSize = COMMENT_LIMITS.repliesPageSize;
    const rows = await selectRows(db)
      .where(
        and(
          eq(comments.parentId, parentId),
          isNull(comments.deletedAt),
          cursor ? gt(comments.id, Number(cursor)) : undefined,
        ),
      )
      .orderBy(asc(comments.id))
      .limit(pageSize + 1);
    const page = rows.slice(0, pageSize);
    return {
      items: page.map((row) => present(row, reader)),
      nextCursor: rows.length > pageSize ? String(page.at(-1)?.id) : null,
    };
  }

  /** The comment a reply answers, and the thread it joins. */
  async function replyTarget(tx: Tx, contentId: number, parentId: number) {
    const [target] = await tx
      .select({
        id: comments.id,
        contentId: comments.contentId,
        parentId: comments.parentId,
        userId: comments.userId,
        deletedAt: comments.deletedAt,
      })
      .from(comments)
      .where(eq(comments.id, parentId));
    if (!target || target.contentId !== contentId || target.deletedAt !== null)
      throw new AppError('not_found');
    return { threadId: target.parentId ?? target.id, authorId: target.userId };
  }

  /**
   * POST /api2/comment: the body is sanitised first; nothing readable left is SPEC's 'Please say
   * something in your comment'. The content's publisher hears of a comment (a magazine's story: the
   * magazine and its author), the person answered of a reply.
   */
  async function create(userId: number, input: TCreateComment): Promise<CommentThread> {
    const body = sanitizeRichText(input.body, { maxLength: COMMENT_LIMITS.bodyHtmlMax, field: 'body' });
    if (plainTextFromHtml(body) === '')
      throw new AppError('validation.failed', { fields: { body: COMMENT_EMPTY_KEY } });

    const id = await transactionWithRetry(db, async (tx) => {
      // The content row is locked first by every comment change (no deadlock with deletes).
      const [content] = await tx
        .update(contents)
        .set({ commentCount: sql`${contents.commentCount} + 1` })
        .where(liveContent(input.cgroupId))
        .returning({ publisherId: contents.publisherId, authorId: contents.authorId });
      if (!content) throw new AppError('not_found');
      const target = input.parentId ? await replyTarget(tx, input.cgroupId, input.parentId) : null;

      const now = clock();
      const [row] = await tx
        .insert(comments)
        .values({
          contentId: input.cgroupId,
          userId,
          parentId: target?.threadId ?? null,
          body,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: comments.id });
      const commentId = row!.id;
      await refreshHotScore(tx, input.cgroupId);

      if (target) {
        await notifications.notify(tx, {
          userId: target.authorId,
          actorId: userId,
          kind: 'reply',
          contentId: input.cgroupId,
          commentId,
        });
      }
      // A story a magazine published: the magazine hears of it, and so does the member who wrote it.
      const byMagazine = content.publisherId !== content.authorId;
      if (!target || target.authorId !== content.publisherId) {
        await notifications.notify(tx, {
          userId: content.publisherId,
          actorId: userId,
          kind: 'comment',
          contentId: input.cgroupId,
          commentId,
          ...(byMagazine ? { magazineId: content.publisherId } : {}),
        });
      }
      if (byMagazine && (!target || target.authorId !== content.authorId)) {
        await notifications.notify(tx, {
          userId: content.authorId,
          actorId: userId,
          kind: 'comment',
          contentId: input.cgroupId,
          commentId,
        });
      }
      return commentId;
    });

    const [row] = await selectRows(db).where(eq(comments.id, id));
    return {
      ...present(row!, { viewerId: userId, moderates: null }),
      replyCount: 0,
      replies: [],
      repliesCursor: null,
    };
  }

  /**
   * POST /api2/comment/photo: sets (or with null removes) the photo of one of the viewer's comments.
   * The image is checked and re-encoded like any upload; a failure to store it is SPEC §8's 'Comment
   * photo update failed', and leaves the comment as it was.
   */
  async function setPhoto(userId: number, commentId: number, bytes: Uint8Array | null) {
    await ownComment(userId, commentId);
    const image = bytes ? await processImage(bytes) : null;
    const planned = image ? photoFiles(commentId, image) : null;
    const written: string[] = [];
    let previous: string | null;
    try {
      for (const file of planned?.files ?? []) {
        await files.storage.put(file.key, file.bytes, file.type);
        written.push(file.key);
      }
      previous = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ photoPath: comments.photoPath })
          .from(comments)
          .where(and(eq(comments.id, commentId), eq(comments.userId, userId), isNull(comments.deletedAt)))
          .for('no key update');
        if (!row) throw new AppError('not_found');
        await tx
          .update(comments)
          .set({ photoPath: planned?.path ?? null, updatedAt: clock() })
          .where(eq(comments.id, commentId));
        return row.photoPath;
      });
    } catch (error) {
      await deleteFiles(written);
      if (error instanceof AppError) throw error;
      console.error('[comments] photo update failed:', (error as Error).message);
      throw new AppError('comment.photo.failed');
    }
    await deleteFiles(keysOfImagePath(previous));
    return { commentId, photoPath: planned?.path ?? null };
  }

  /** SPEC §2 /comment/{id}.html: the comment's thread, or null when it is gone or its content is. */
  async function popup(viewerId: number | null, commentId: number): Promise<CommentPopup | null> {
    const [focus] = await selectRows(db).where(eq(comments.id, commentId));
    if (!focus) return null;
    const [summary] = await loadSummaries(db, [focus.contentId], viewerId);
    if (!summary) return null;

    let root: Row | undefined = focus;
    if (focus.parentId !== null) {
      // A deleted reply has no page of its own.
      if (focus.deletedAt !== null) return null;
      [root] = await selectRows(db).where(eq(comments.id, focus.parentId));
    }
    if (!root) return null;
    const reader = await readerOf(viewerId, {
      publisherId: summary.publisher.userId,
      publisherType: summary.publisher.userType,
    });
    const [thread] = await withReplies([root], reader);
    if (!thread || (thread.deleted && thread.replyCount === 0)) return null;
    // A reply further down than the first page still shows, after the first ones.
    if (focus.parentId !== null && !thread.replies.some((reply) => reply.commentId === focus.id)) {
      thread.replies.push(present(focus, reader));
    }
    return {
      thread,
      focusId: focus.id,
      excerpt: focus.deletedAt ? '' : plainTextFromHtml(focus.body).slice(0, 300),
      authorName: focus.deletedAt ? null : focus.author.displayName || focus.author.username,
      content: { cgroupId: summary.cgroupId, title: summary.title, url: summary.url },
    };
  }

  return { list, moreReplies, create, remove, moderate, setPhoto, popup };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
