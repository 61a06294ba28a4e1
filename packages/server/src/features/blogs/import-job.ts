import { BLOG_LIMITS, CTYPE, feedRetryDelayMinutes, socialCommentsIn } from '@masthead/core';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { contents } from '../content/tables.ts';
import { insertContent } from '../content/write.ts';
import { type BlogsContext, fetchSettings, importIntervalMs, MINUTE_MS } from './context.ts';
import { fetchDocument, problemOf } from './detect.ts';
import { decodeBody, parseFeed } from './feed-parse.ts';
import { toImportItems } from './import-items.ts';
import { existingTopicIds } from './rows.ts';
import { blogFeeds, blogSubmissions, importedItems } from './tables.ts';

/** The RSS import job (DESIGN §2): approved blogs' feeds, fetched on a schedule, stored as external stories. */

type FeedRow = typeof blogFeeds.$inferSelect;

export type ImportOutcome =
  | { status: 'imported'; imported: number }
  | { status: 'not_modified'; imported: 0 }
  | { status: 'failed'; imported: 0; problem: string };

/**
 * SPEC §9: whether the blog's posts carry social comments, read once from its newest post's page. A page
 * that answers is decided ('facebook' or 'none'); one that cannot be reached is asked again next time.
 */
async function socialCommentsOf(ctx: BlogsContext, postUrl: string): Promise<'facebook' | 'none' | null> {
  try {
    const page = await fetchDocument(postUrl, fetchSettings(ctx));
    return socialCommentsIn(decodeBody(page.body, page.headers.get('content-type'))) ?? 'none';
  } catch (error) {
    return problemOf(error) === 'unreachable' ? null : 'none';
  }
}

/** A failed fetch: kept as the feed's last error, and the next one waits longer with each failure. */
async function recordFailure(ctx: BlogsContext, feed: FeedRow, problem: string) {
  const failures = feed.failureCount + 1;
  const now = ctx.clock();
  const delayMinutes = feedRetryDelayMinutes(ctx.config.blogImport.intervalMinutes, failures);
  await ctx.db
    .update(blogFeeds)
    .set({
      failureCount: sql`${blogFeeds.failureCount} + 1`,
      lastError: problem.slice(0, 300),
      lastFetchedAt: now,
      nextFetchAt: new Date(now.getTime() + delayMinutes * MINUTE_MS),
    })
    .where(eq(blogFeeds.id, feed.id));
}

/**
 * Fetches one feed (conditional GET with its ETag and Last-Modified) and stores its new items as
 * external stories by the blog's publisher. Each item's guid is claimed in the transaction that
 * stores it, so a re-run or a second process never imports it twice.
 */
export async function importFeed(ctx: BlogsContext, feedId: number): Promise<ImportOutcome> {
  const { db, clock } = ctx;
  const [feed] = await db.select().from(blogFeeds).where(eq(blogFeeds.id, feedId)).limit(1);
  if (!feed) return { status: 'failed', imported: 0, problem: 'gone' };
  const [submission] = await db
    .select()
    .from(blogSubmissions)
    .where(eq(blogSubmissions.id, feed.submissionId))
    .limit(1);
  if (submission?.status !== 'approved') return { status: 'failed', imported: 0, problem: 'not approved' };

  const headers: Record<string, string> = {};
  if (feed.etag) headers['If-None-Match'] = feed.etag;
  if (feed.lastModified) headers['If-Modified-Since'] = feed.lastModified;
  let result: Awaited<ReturnType<typeof fetchDocument>>;
  try {
    result = await fetchDocument(feed.feedUrl, fetchSettings(ctx), { headers });
  } catch (error) {
    const problem = problemOf(error);
    await recordFailure(ctx, feed, problem === 'unreachable' ? (error as Error).message || problem : problem);
    return { status: 'failed', imported: 0, problem };
  }
  const now = clock();
  const nextFetchAt = new Date(now.getTime() + importIntervalMs(ctx.config));
  if (result.status === 304) {
    await db
      .update(blogFeeds)
      .set({ failureCount: 0, lastError: null, lastFetchedAt: now, nextFetchAt })
      .where(eq(blogFeeds.id, feed.id));
    return { status: 'not_modified', imported: 0 };
  }
  const parsed = parseFeed(decodeBody(result.body, result.headers.get('content-type')), result.url);
  if (!parsed) {
    await recordFailure(ctx, feed, 'no_rss');
    return { status: 'failed', imported: 0, problem: 'no_rss' };
  }
  // Feeds list the newest first: stored oldest first, so ids follow publishing order.
  const items = toImportItems(parsed, now).reverse();
  const etag = result.headers.get('etag');
  const lastModified = result.headers.get('last-modified');
  const newest = items.at(-1);
  const socialComments = feed.socialComments ?? (newest ? await socialCommentsOf(ctx, newest.linkUrl) : null);
  const extra = socialComments === 'facebook' ? { socialComments } : {};

  const imported = await db.transaction(async (tx) => {
    const topicIds = await existingTopicIds(tx, submission.topicIds);
    let stored = 0;
    for (const item of items) {
      const [claimed] = await tx
        .insert(importedItems)
        .values({ feedId: feed.id, guid: item.guid, createdAt: now })
        .onConflictDoNothing()
        .returning({ guid: importedItems.guid });
      if (!claimed) continue;
      const contentId = await insertContent(
        tx,
        {
          ctype: CTYPE.external,
          status: 'published',
          authorId: feed.publisherId,
          publisherId: feed.publisherId,
          title: item.title,
          description: item.description,
          linkUrl: item.linkUrl,
          extra,
          lang: submission.lang,
          publishedAt: item.publishedAt,
          topicIds,
        },
        now,
      );
      await tx
        .update(importedItems)
        .set({ contentId })
        .where(and(eq(importedItems.feedId, feed.id), eq(importedItems.guid, item.guid)));
      stored += 1;
    }
    await tx
      .update(blogFeeds)
      .set({
        etag: etag && etag.length <= 300 ? etag : null,
        lastModified: lastModified && lastModified.length <= 100 ? lastModified : null,
        failureCount: 0,
        lastError: null,
        lastFetchedAt: now,
        nextFetchAt,
        importedCount: sql`${blogFeeds.importedCount} + ${stored}`,
        socialComments,
      })
      .where(eq(blogFeeds.id, feed.id));
    // Found now: the stories imported before show them too.
    if (socialComments === 'facebook' && feed.socialComments === null) {
      const earlier = tx
        .select({ id: importedItems.contentId })
        .from(importedItems)
        .where(and(eq(importedItems.feedId, feed.id), isNotNull(importedItems.contentId)));
      await tx.update(contents).set({ extra }).where(inArray(contents.id, earlier));
    }
    return stored;
  });
  return { status: 'imported', imported };
}

/**
 * The import job: claims the feeds that are due (FOR UPDATE SKIP LOCKED, so processes sharing the
 * database never take the same feed) by moving their next fetch on, then fetches each.
 */
export async function importDueFeeds(
  ctx: BlogsContext,
  limit: number = BLOG_LIMITS.feedsPerRun,
): Promise<{ feedId: number; outcome: ImportOutcome }[]> {
  const now = ctx.clock();
  const claimed = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: blogFeeds.id })
      .from(blogFeeds)
      .where(lte(blogFeeds.nextFetchAt, now))
      .orderBy(asc(blogFeeds.nextFetchAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const ids = due.map((row) => row.id);
    if (ids.length > 0)
      await tx
        .update(blogFeeds)
        .set({ nextFetchAt: new Date(now.getTime() + importIntervalMs(ctx.config)) })
        .where(inArray(blogFeeds.id, ids));
    return ids;
  });
  const outcomes: { feedId: number; outcome: ImportOutcome }[] = [];
  for (const feedId of claimed) {
    try {
      outcomes.push({ feedId, outcome: await importFeed(ctx, feedId) });
    } catch (error) {
      outcomes.push({
        feedId,
        outcome: { status: 'failed', imported: 0, problem: (error as Error).message },
      });
    }
  }
  return outcomes;
}

/**
 * The import job's schedule in this process: `start` runs it now and every
 * config.blogImport.intervalMinutes, one run at a time; `stop` ends it.
 */
export function createImportSchedule(ctx: BlogsContext) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  async function runScheduledImport() {
    if (running) return;
    running = true;
    try {
      await importDueFeeds(ctx);
    } catch (error) {
      console.warn('[blog import]', (error as Error).message);
    } finally {
      running = false;
    }
  }

  function startImports() {
    void runScheduledImport();
    timer = setInterval(runScheduledImport, importIntervalMs(ctx.config));
    timer.unref();
  }

  function stopImports() {
    clearInterval(timer);
  }

  return { startImports, stopImports };
}
