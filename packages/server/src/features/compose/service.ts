import { randomBytes } from 'node:crypto';
import {
  COMPOSE_DESCRIPTION_MAX,
  CONTENT_BODY_MAX,
  type ComposableCtype,
  type ComposeDocument,
  type ComposePreviewResult,
  type ComposeSaveResult,
  CTYPE,
  type Currency,
  type DraftPreviewPage,
  draftPreviewPath,
  extraSchemaOf,
  type FeedCursor,
  type Flavour,
  formatFocalPoint,
  isComposableCtype,
  locationPath,
  MY_POSTS_PAGE_SIZE,
  type MyPostItem,
  type MyPostsPage,
  type MyPostsTab,
  PREVIEW_CODE_PATTERN,
  schemaMessageKey,
  type TComposeSave,
  truncate,
  type UiLanguage,
} from '@masthead/core';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import { plainTextFromHtml, sanitizeRichText } from '../../rich-text/sanitize.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import type { AchievementsService } from '../achievements/service.ts';
import { refreshHotScore } from '../content/hot-score.ts';
import type { ContentService } from '../content/service.ts';
import { loadSummaries } from '../content/summaries.ts';
import { contents, contentTopics, locations, topics } from '../content/tables.ts';
import {
  listContentOnTopics,
  markContentDeleted,
  replaceContentTopics,
  unlistContentFromTopics,
} from '../content/write.ts';
import { libraryImages } from '../photos/tables.ts';
import { listItemVotes, pollVotes } from '../polls/tables.ts';

/** Field errors reported for one refused publish at most (a 200-row table could yield hundreds). */
const MAX_FIELD_ERRORS = 50;

/** The card summary a writer did not type: the body's text, cut to the card's length. */
export const descriptionFromBody = (body: string) =>
  truncate(plainTextFromHtml(body), COMPOSE_DESCRIPTION_MAX);

/** A preview code: 128 random bits, base64url (22 characters, PREVIEW_CODE_PATTERN). */
const newPreviewCode = () => randomBytes(16).toString('base64url');

/** A cursor's time as a timestamptz literal with its microseconds (JS dates stop at milliseconds). */
function cursorTime(cursor: FeedCursor): string {
  const ms = Math.floor(cursor.publishedAtUs / 1000);
  const micros = String(cursor.publishedAtUs % 1000).padStart(3, '0');
  return new Date(ms).toISOString().replace('Z', `${micros}Z`);
}

const updatedMicros = sql<string>`floor(extract(epoch from ${contents.updatedAt}) * 1000000)::bigint`;

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
async function lockOwn(tx: Tx, viewerId: number, cgroupId: number) {
  const [row] = await tx
    .select(ownColumns)
    .from(contents)
    .where(and(eq(contents.id, cgroupId), eq(contents.authorId, viewerId), isNull(contents.deletedAt)))
    .for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

/** The value at a schema issue's path in what the writer sent (undefined when it is not there). */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * What publishing requires (a title, and the type's part complete and valid): the checked type part, or
 * a 400 with a field error per problem, `extra.<path>` for the type's part ('extra.questions.0.options').
 */
function publishable(
  title: string,
  ctype: number,
  extra: Record<string, unknown>,
  options: { priceMissing: boolean },
): Record<string, unknown> {
  const fields: Record<string, string> = {};
  if (title.trim() === '') fields.title = 'validation.required';
  if (options.priceMissing) {
    fields.priceMinor = 'validation.required';
    fields.currency = 'validation.required';
  }
  const schema = extraSchemaOf(ctype);
  let checked = extra;
  if (schema) {
    const result = schema.safeParse(extra);
    if (result.success) checked = result.data as Record<string, unknown>;
    else {
      for (const issue of result.error.issues.slice(0, MAX_FIELD_ERRORS)) {
        const path = ['extra', ...issue.path.map(String)];
        if (issue.code === 'unrecognized_keys') {
          for (const key of issue.keys) fields[[...path, key].join('.')] ??= 'validation.unknown.field';
          continue;
        }
        // A part not filled in at all is 'This Field is Required', not 'not valid'.
        const missing = issue.code === 'invalid_type' && valueAt(extra, issue.path) === undefined;
        fields[path.join('.')] ??= missing ? 'validation.required' : schemaMessageKey(issue.message);
      }
    }
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation.failed', { fields });
  return checked;
}

/** The choices readers vote on, by position: a poll's options, a votable list's item titles and links. */
function votedChoices(ctype: number, extra: Record<string, unknown>): string[] | null {
  if (ctype === CTYPE.poll)
    return Array.isArray(extra.options) ? extra.options.map((option) => JSON.stringify(option)) : [];
  if (ctype === CTYPE.votableList)
    return Array.isArray(extra.items)
      ? extra.items.map((item) => {
          const { title, url } = (item ?? {}) as { title?: unknown; url?: unknown };
          return JSON.stringify([title ?? '', url ?? '']);
        })
      : [];
  return null;
}

/**
 * Votes are stored by position (polls/tables.ts): once a poll or a votable list has any, its existing
 * choices must stay as they are, where they are (SPEC §8 'Field not updatable'); new ones may be added
 * after them. A summary or a description may still change.
 */
async function keepVotedChoices(
  tx: Tx,
  own: { id: number; ctype: number; extra: Record<string, unknown> },
  extra: Record<string, unknown>,
) {
  const before = votedChoices(own.ctype, own.extra);
  const after = votedChoices(own.ctype, extra);
  if (!before || !after) return;
  if (before.every((choice, index) => after[index] === choice)) return;
  const votes = own.ctype === CTYPE.poll ? pollVotes : listItemVotes;
  const [voted] = await tx.select({ one: sql`1` }).from(votes).where(eq(votes.contentId, own.id)).limit(1);
  if (!voted) return;
  const key = own.ctype === CTYPE.poll ? 'extra.options' : 'extra.items';
  throw new AppError('field.not.updatable', { fields: { [key]: 'compose.error.votedChoices' } });
}

/** Every topic must exist (SPEC §8 'Invalid topic'); a location must exist too. */
/**
 * A cover must be a picture this site stored (the image library), unless it is the one the content
 * already has: a path typed by hand would point at nothing (TESTING §7: every reference exists).
 */
async function checkCover(tx: DbOrTx, photoPath: string | null, current: string | null) {
  if (photoPath === null || photoPath === current) return;
  const [stored] = await tx
    .select({ id: libraryImages.id })
    .from(libraryImages)
    .where(eq(libraryImages.path, photoPath))
    .limit(1);
  if (!stored) throw new AppError('validation.failed', { fields: { photoPath: 'validation.invalid' } });
}

async function checkReferences(tx: DbOrTx, topicIds: number[], locationId: number | null) {
  if (topicIds.length > 0) {
    const found = await tx.select({ id: topics.id }).from(topics).where(inArray(topics.id, topicIds));
    if (found.length !== topicIds.length)
      throw new AppError('topic.invalid', { fields: { topicIds: 'validation.invalid' } });
  }
  if (locationId !== null) {
    const [place] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.id, locationId))
      .limit(1);
    if (!place) throw new AppError('validation.failed', { fields: { locationId: 'validation.invalid' } });
  }
}

/**
 * Premium (DESIGN §4) needs a price and its currency to be published (`publishable` checks it); free
 * content stores neither. A draft may be premium before its price is typed: autosave must not refuse
 * (and so lose) the rest of the document meanwhile.
 */
function priceOf(input: TComposeSave): { priceMinor: number | null; currency: Currency | null } {
  const priceMinor = input.premium ? (input.priceMinor ?? null) : null;
  const currency = input.premium ? (input.currency ?? null) : null;
  return priceMinor !== null && currency !== null
    ? { priceMinor, currency }
    : { priceMinor: null, currency: null };
}

/**
 * Writing, drafts, previews, publishing and My Posts (issue 4). Only a content's author changes it;
 * identity always comes from the session. Every call is one transaction: a refused change writes nothing.
 */
export function createComposeService(
  deps: ServiceDeps & { achievements: AchievementsService; content: ContentService },
) {
  const { db, clock, achievements, content } = deps;

  /** The public page of a published content, null for a draft. */
  async function publicUrl(cgroupId: number, viewerId: number): Promise<string | null> {
    const [summary] = await loadSummaries(db, [cgroupId], viewerId);
    return summary?.url ?? null;
  }

  async function resultOf(
    row: { id: number; status: 'draft' | 'published'; updatedAt: Date },
    viewerId: number,
  ): Promise<ComposeSaveResult> {
    return {
      cgroupId: row.id,
      status: row.status,
      updatedAt: row.updatedAt.toISOString(),
      url: row.status === 'published' ? await publicUrl(row.id, viewerId) : null,
    };
  }

  /**
   * Creates a draft (no cgroupId) or saves the viewer's content: the whole document each time (autosave).
   * A draft may be untitled and its type part unfinished; a published content is checked as a publish
   * is and changes live, its topic pages and counts following its topics.
   */
  async function save(viewerId: number, input: TComposeSave): Promise<ComposeSaveResult> {
    const body = sanitizeRichText(input.body, { maxLength: CONTENT_BODY_MAX, embeds: true });
    // A premium body is for payers only: its text never becomes the card summary non-payers read.
    const description = input.description || (input.premium ? '' : descriptionFromBody(body));
    const topicIds = [...new Set(input.topicIds)];
    const locationId = input.locationId ?? null;
    const now = clock();
    const values = {
      title: input.title,
      description,
      body,
      photoPath: input.photoPath ?? null,
      photoFocalPoint: input.photoFocalPoint ? formatFocalPoint(input.photoFocalPoint) : null,
      lang: input.lang,
      locationId,
      premium: input.premium,
      updatedAt: now,
    };
    const row = await transactionWithRetry(db, async (tx) => {
      await checkReferences(tx, topicIds, locationId);
      if (input.cgroupId === undefined) {
        await checkCover(tx, values.photoPath, null);
        const [created] = await tx
          .insert(contents)
          .values({
            ...values,
            ...priceOf(input),
            ctype: input.ctype,
            status: 'draft',
            authorId: viewerId,
            publisherId: viewerId,
            extra: input.extra,
            createdAt: now,
          })
          .returning({ id: contents.id, status: contents.status, updatedAt: contents.updatedAt });
        if (!created) throw new AppError('unexpected_error');
        await replaceContentTopics(tx, created.id, topicIds, null);
        await refreshHotScore(tx, created.id);
        return created;
      }
      const own = await lockOwn(tx, viewerId, input.cgroupId);
      await checkCover(tx, values.photoPath, own.photoPath);
      if (own.ctype !== input.ctype)
        throw new AppError('field.not.updatable', { fields: { ctype: 'validation.invalid' } });
      const live = own.status === 'published';
      const price = priceOf(input);
      const extra = live
        ? publishable(input.title, own.ctype, input.extra, {
            priceMissing: input.premium && price.priceMinor === null,
          })
        : input.extra;
      await keepVotedChoices(tx, own, extra);
      await tx
        .update(contents)
        .set({ ...values, ...price, extra })
        .where(eq(contents.id, own.id));
      await replaceContentTopics(tx, own.id, topicIds, live ? (own.publishedAt ?? now) : null);
      return { id: own.id, status: own.status, updatedAt: now };
    });
    return resultOf(row, viewerId);
  }

  /**
   * Publishes the viewer's saved content: the title and the type part must be complete. The first
   * publish sets the publishing time and counts towards the author's achievements; a content
   * unpublished and published again keeps its first time. Publishing a published content changes nothing.
   */
  async function publish(viewerId: number, cgroupId: number): Promise<ComposeSaveResult> {
    const now = clock();
    const row = await transactionWithRetry(db, async (tx) => {
      const own = await lockOwn(tx, viewerId, cgroupId);
      if (own.status === 'published') return own;
      const extra = publishable(own.title, own.ctype, own.extra, {
        priceMissing: own.premium && own.priceMinor === null,
      });
      const publishedAt = own.publishedAt ?? now;
      await tx
        .update(contents)
        .set({ status: 'published', publishedAt, extra, updatedAt: now })
        .where(eq(contents.id, own.id));
      await listContentOnTopics(tx, own.id, publishedAt);
      await refreshHotScore(tx, own.id);
      if (own.publishedAt === null)
        await achievements.recordPublished(tx, { authorId: own.authorId, ctype: own.ctype });
      return { id: own.id, status: 'published' as const, updatedAt: now };
    });
    return resultOf(row, viewerId);
  }

  /** Back to a draft: it leaves its topic pages and their counts in the same transaction. */
  async function unpublish(viewerId: number, cgroupId: number): Promise<ComposeSaveResult> {
    const now = clock();
    const row = await transactionWithRetry(db, async (tx) => {
      const own = await lockOwn(tx, viewerId, cgroupId);
      if (own.status === 'draft') return own;
      await tx.update(contents).set({ status: 'draft', updatedAt: now }).where(eq(contents.id, own.id));
      await unlistContentFromTopics(tx, own.id);
      return { id: own.id, status: 'draft' as const, updatedAt: now };
    });
    return resultOf(row, viewerId);
  }

  /** Deletes the viewer's content for readers (and its preview); topic pages and counts follow. */
  async function remove(viewerId: number, cgroupId: number): Promise<{ cgroupId: number }> {
    await transactionWithRetry(db, async (tx) => {
      const own = await lockOwn(tx, viewerId, cgroupId);
      await markContentDeleted(tx, own.id, clock());
    });
    return { cgroupId };
  }

  /** The viewer's own content as the editor edits it; null for anyone else's, deleted or unknown. */
  async function document(viewerId: number, cgroupId: number): Promise<ComposeDocument | null> {
    const [row] = await db
      .select({
        id: contents.id,
        ctype: contents.ctype,
        status: contents.status,
        title: contents.title,
        description: contents.description,
        body: contents.body,
        photoPath: contents.photoPath,
        photoFocalPoint: contents.photoFocalPoint,
        lang: contents.lang,
        extra: contents.extra,
        premium: contents.premium,
        priceMinor: contents.priceMinor,
        currency: contents.currency,
        previewCode: contents.previewCode,
        publishedAt: contents.publishedAt,
        updatedAt: contents.updatedAt,
        location: {
          locationId: locations.id,
          countryCode: locations.countryCode,
          country: locations.country,
          state: locations.state,
          city: locations.city,
          name: locations.name,
        },
      })
      .from(contents)
      .leftJoin(locations, eq(locations.id, contents.locationId))
      .where(and(eq(contents.id, cgroupId), eq(contents.authorId, viewerId), isNull(contents.deletedAt)))
      .limit(1);
    if (!row || !isComposableCtype(row.ctype)) return null;
    const topicRows = await db
      .select({ topicId: topics.id, title: topics.title, highLight: topics.highLight })
      .from(contentTopics)
      .innerJoin(topics, eq(topics.id, contentTopics.topicId))
      .where(eq(contentTopics.contentId, cgroupId))
      .orderBy(asc(contentTopics.position), asc(topics.id));
    const location = row.location?.locationId ? { ...row.location, url: locationPath(row.location) } : null;
    return {
      cgroupId: row.id,
      ctype: row.ctype as ComposableCtype,
      status: row.status,
      title: row.title,
      // The summary taken from the body is not the writer's: it keeps following the body.
      description: row.description === descriptionFromBody(row.body) ? '' : row.description,
      body: row.body,
      photoPath: row.photoPath,
      photoFocalPoint: row.photoFocalPoint,
      topics: topicRows,
      lang: row.lang,
      location,
      extra: row.extra,
      premium: row.premium,
      priceMinor: row.priceMinor,
      currency: row.currency as Currency | null,
      previewCode: row.previewCode,
      url: row.status === 'published' ? await publicUrl(row.id, viewerId) : null,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /**
   * SPEC §2 My Posts: one tab, last edited first, through contents_author_status_idx (author, status,
   * updated_at desc, id desc), keyset-paged; and both tabs' counts.
   */
  async function mine(viewerId: number, tab: MyPostsTab, cursor?: FeedCursor): Promise<MyPostsPage> {
    const [rows, countRows] = await Promise.all([
      db
        .select({
          id: contents.id,
          us: updatedMicros,
          status: contents.status,
          updatedAt: contents.updatedAt,
        })
        .from(contents)
        .where(
          and(
            eq(contents.authorId, viewerId),
            eq(contents.status, tab),
            isNull(contents.deletedAt),
            cursor
              ? sql`(${contents.updatedAt}, ${contents.id}) < (${cursorTime(cursor)}::timestamptz, ${cursor.id})`
              : undefined,
          ),
        )
        .orderBy(desc(contents.updatedAt), desc(contents.id))
        .limit(MY_POSTS_PAGE_SIZE + 1),
      db
        .select({ status: contents.status, n: count() })
        .from(contents)
        .where(and(eq(contents.authorId, viewerId), isNull(contents.deletedAt)))
        .groupBy(contents.status),
    ]);
    const page = rows.slice(0, MY_POSTS_PAGE_SIZE);
    const last = page.at(-1);
    const nextCursor =
      rows.length > MY_POSTS_PAGE_SIZE && last
        ? `${Number(last.us).toString(36)}-${last.id.toString(36)}`
        : null;
    const summaries = await loadSummaries(
      db,
      page.map((row) => row.id),
      viewerId,
      { includeDrafts: true },
    );
    const byId = new Map(page.map((row) => [row.id, row]));
    const items: MyPostItem[] = summaries.flatMap((summary) => {
      const row = byId.get(summary.cgroupId);
      return row ? [{ ...summary, status: row.status, updatedAt: row.updatedAt.toISOString() }] : [];
    });
    const countOf = (status: MyPostsTab) => countRows.find((row) => row.status === status)?.n ?? 0;
    return { items, nextCursor, counts: { draft: countOf('draft'), published: countOf('published') } };
  }

  /**
   * A shareable preview of the viewer's content (SPEC §2): an unguessable code, the same one while it
   * lives (asking again returns it), so a link already shared keeps working until it is revoked.
   */
  async function createPreview(
    viewerId: number,
    cgroupId: number,
    lang: UiLanguage,
  ): Promise<ComposePreviewResult> {
    const code = await transactionWithRetry(db, async (tx) => {
      const own = await lockOwn(tx, viewerId, cgroupId);
      if (own.previewCode) return own.previewCode;
      const fresh = newPreviewCode();
      await tx.update(contents).set({ previewCode: fresh }).where(eq(contents.id, own.id));
      return fresh;
    });
    return { cgroupId, code, url: draftPreviewPath(code, lang) };
  }

  /** Ends the preview link: whoever holds it gets 'does not exist or has been deleted'. */
  async function revokePreview(viewerId: number, cgroupId: number): Promise<{ cgroupId: number }> {
    await transactionWithRetry(db, async (tx) => {
      const own = await lockOwn(tx, viewerId, cgroupId);
      if (own.previewCode)
        await tx.update(contents).set({ previewCode: null }).where(eq(contents.id, own.id));
    });
    return { cgroupId };
  }

  /** SPEC §2 /draft_preview.html?code=: the content as its page shows it, to anyone with the live code. */
  async function draftPreview(
    code: string,
    options: { viewerId: number | null; flavour?: Flavour | undefined },
  ): Promise<DraftPreviewPage | null> {
    if (!PREVIEW_CODE_PATTERN.test(code)) return null;
    // contents_preview_code_key finds it.
    const [row] = await db
      .select({ id: contents.id, status: contents.status })
      .from(contents)
      .where(and(eq(contents.previewCode, code), isNull(contents.deletedAt)))
      .limit(1);
    if (!row) return null;
    const page = await content.contentPage(row.id, { ...options, includeDrafts: true });
    return page ? { ...page, status: row.status } : null;
  }

  return {
    save,
    publish,
    unpublish,
    remove,
    document,
    mine,
    createPreview,
    revokePreview,
    draftPreview,
  };
}

export type ComposeService = ReturnType<typeof createComposeService>;
