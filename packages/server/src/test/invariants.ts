import { access } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { keysOfImagePath } from '../features/files/service.ts';
import { assertLedgerBalanced } from '../features/payments/ledger.ts';

/**
 * TESTING §7 invariants of the publishing features, checked after permission, fuzz and load runs. Each
 * query returns the offending rows (at most 10); any row is a failure, thrown with what is wrong.
 */

type Rows = Record<string, unknown>[];
const rowsOf = (result: unknown): Rows => (result as { rows?: Rows }).rows ?? (result as unknown as Rows);

async function none(db: Db, what: string, query: ReturnType<typeof sql>) {
  const rows = rowsOf(await db.execute(query));
  if (rows.length > 0) throw new Error(`invariant broken: ${what}: ${JSON.stringify(rows)}`);
}

export async function assertPublishingInvariants(db: Db, options: { uploadRoot?: string } = {}) {
  // Poll tallies equal their vote rows, per (poll, option); a tally row at 0 with no votes is fine.
  await none(
    db,
    'poll tally ≠ votes',
    sql`select coalesce(t.content_id, v.content_id) as content_id, coalesce(t.option, v.option) as option,
          coalesce(t.count, 0) as tally, coalesce(v.n, 0) as votes
        from poll_tallies t
        full join (select content_id, option, count(*)::int as n from poll_votes group by content_id, option) v
          on v.content_id = t.content_id and v.option = t.option
        where coalesce(t.count, 0) <> coalesce(v.n, 0) limit 10`,
  );
  // One vote per reader and poll (the primary key says so; this proves it on every engine).
  await none(
    db,
    'reader with two votes on one poll',
    sql`select content_id, user_id, count(*)::int as n from poll_votes group by content_id, user_id
        having count(*) > 1 limit 10`,
  );
  await none(
    db,
    'list item tally ≠ votes',
    sql`select coalesce(t.content_id, v.content_id) as content_id, coalesce(t.item_index, v.item_index) as item,
          coalesce(t.count, 0) as tally, coalesce(v.n, 0) as votes
        from list_item_tallies t
        full join (select content_id, item_index, count(*)::int as n from list_item_votes
                   group by content_id, item_index) v
          on v.content_id = t.content_id and v.item_index = t.item_index
        where coalesce(t.count, 0) <> coalesce(v.n, 0) limit 10`,
  );
  await none(
    db,
    'live Q&A upvote count ≠ votes',
    sql`select q.id, q.upvote_count, (select count(*)::int from live_qa_votes v where v.question_id = q.id) as votes
        from live_qa_questions q
        where q.upvote_count <> (select count(*) from live_qa_votes v where v.question_id = q.id) limit 10`,
  );
  await assertLedgerBalanced(db);
  // A published, live content's topic rows carry its publication time.
  await none(
    db,
    'topic row of a published content without published_at',
    sql`select ct.content_id, ct.topic_id from content_topics ct
        join contents c on c.id = ct.content_id
        where c.status = 'published' and c.deleted_at is null and ct.published_at is null limit 10`,
  );
  await none(
    db,
    'topics.article_count ≠ published, live contents on it',
    sql`select t.id, t.article_count, coalesce(x.n, 0) as live
        from topics t
        left join (select ct.topic_id, count(*)::int as n from content_topics ct
                   join contents c on c.id = ct.content_id
                   where c.status = 'published' and c.deleted_at is null group by ct.topic_id) x
          on x.topic_id = t.id
        where t.article_count <> coalesce(x.n, 0) limit 10`,
  );
  if (options.uploadRoot) {
    const root = options.uploadRoot;
    const images = rowsOf(await db.execute(sql`select path from library_images where source <> 'seed'`));
    const missing: string[] = [];
    for (const { path: imagePath } of images) {
      const keys = keysOfImagePath(String(imagePath));
      if (keys.length === 0) missing.push(`${imagePath} (no storage key)`);
      for (const key of keys) {
        await access(path.join(root, key)).catch(() => missing.push(`${imagePath} → ${key}`));
      }
    }
    if (missing.length > 0)
      throw new Error(`invariant broken: library image files missing: ${missing.slice(0, 10).join(', ')}`);
  }
}

/**
 * DESIGN §4 plan billing: a paid plan that is not expired has a period and a next renewal; a free one
 * has neither; a scheduled move goes down; every paid plan payment has its plan charge and exactly one
 * settlement entry in the ledger, and nothing else moves money for it.
 */
export async function assertPlanInvariants(db: Db) {
  await none(
    db,
    'paid plan without a period or a next renewal',
    sql`select magazine_user_id from magazine_plans
        where plan_group > 1 and status <> 'expired'
          and (period_start is null or period_end is null or next_renewal_at is null) limit 10`,
  );
  await none(
    db,
    'free plan with a period, a renewal or a scheduled move',
    sql`select magazine_user_id from magazine_plans
        where plan_group = 1 and status = 'active'
          and (period_end is not null or next_renewal_at is not null or next_plan_group is not null) limit 10`,
  );
  await none(
    db,
    'scheduled plan move that is not a move down',
    sql`select magazine_user_id from magazine_plans
        where next_plan_group is not null and next_plan_group >= plan_group limit 10`,
  );
  await none(
    db,
    'plan payment without its plan charge, or a charge of another magazine',
    sql`select p.id from payments p left join plan_charges c on c.payment_id = p.id
        where p.purpose = 'plan' and (c.payment_id is null or c.magazine_user_id <> p.magazine_user_id) limit 10`,
  );
  await none(
    db,
    'plan payment whose ledger entries do not follow its status',
    sql`select p.id, p.status, count(e.id)::int as entries from payments p
        left join ledger_entries e on e.idempotency_key like 'payment:' || p.id || ':%'
        where p.purpose = 'plan'
        group by p.id, p.status
        having count(e.id) <> case when p.status = 'succeeded' then 1 else 0 end limit 10`,
  );
  await assertTopicCountsMatch(db);
  await assertLedgerBalanced(db);
}

/**
 * A topic's kept counts equal its listed stories (content_topics rows with a publishing time): in all
 * (topics.article_count) and per language (topic_lang_counts; a kept 0 with no rows is fine).
 */
export async function assertTopicCountsMatch(db: Db) {
  await none(
    db,
    'topics.article_count ≠ listed stories',
    sql`select t.id, t.article_count, count(ct.content_id)::int as listed
        from topics t left join content_topics ct on ct.topic_id = t.id and ct.published_at is not null
        group by t.id having t.article_count <> count(ct.content_id) limit 10`,
  );
  await none(
    db,
    'topic_lang_counts ≠ listed stories in that language',
    sql`select coalesce(k.topic_id, l.topic_id) as topic_id, coalesce(k.lang, l.lang) as lang,
          coalesce(k.article_count, 0) as kept, coalesce(l.n, 0) as listed
        from topic_lang_counts k
        full join (select ct.topic_id, c.lang, count(*)::int as n
          from content_topics ct join contents c on c.id = ct.content_id
          where ct.published_at is not null group by ct.topic_id, c.lang) l
          on l.topic_id = k.topic_id and l.lang = k.lang
        where coalesce(k.article_count, 0) <> coalesce(l.n, 0) limit 10`,
  );
}
