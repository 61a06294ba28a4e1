import {
  type AdminTopicView,
  type TTier2PublisherCreate,
  type TTopicMerge,
  type TTopicRename,
  USER_TYPE,
} from '@masthead/core';
import { and, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import { contentTopics, topics } from '../content/tables.ts';
import { recountTopic } from '../content/topic-counts.ts';
import { follows } from '../engagement/tables.ts';
import { recordAdminEvent } from './audit.ts';

const topicFields = {
  topicId: topics.id,
  title: topics.title,
  articleCount: topics.articleCount,
  followerCount: topics.followerCount,
};

const topicById = async (executor: DbOrTx, topicId: number): Promise<AdminTopicView | undefined> =>
  (await executor.select(topicFields).from(topics).where(eq(topics.id, topicId)))[0];

/** Topics merge and rename, and tier-2 publishers (SPEC §8 'Invalid master tag', 'Create tier2 publisher failed'). */
export function createTopicsAdminService(deps: ServiceDeps) {
  const { db, clock } = deps;

  async function search(q: string | undefined) {
    const pattern = q ? `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const items = await db
      .select(topicFields)
      .from(topics)
      .where(pattern ? ilike(topics.title, pattern) : undefined)
      .orderBy(desc(topics.articleCount), topics.id)
      .limit(30);
    return { items };
  }

  /** POST /api2/admin/topic/rename: a title another topic holds is refused (merge them instead). */
  async function rename(actorId: number, input: TTopicRename) {
    return transactionWithRetry(db, async (tx) => {
      const before = await topicById(tx, input.topicId);
      if (!before) throw new AppError('not_found');
      const [clash] = await tx
        .select({ id: topics.id })
        .from(topics)
        .where(and(sql`lower(${topics.title}) = lower(${input.title})`, ne(topics.id, input.topicId)));
      if (clash) throw new AppError('topic.invalid');
      await tx.update(topics).set({ title: input.title }).where(eq(topics.id, input.topicId));
      await recordAdminEvent(tx, 'admin.topic.rename', {
        actorUserId: actorId,
        data: { topicId: input.topicId, from: before.title, to: input.title },
        at: clock(),
      });
      return { topic: (await topicById(tx, input.topicId))! };
    });
  }

  /**
   * POST /api2/admin/topic/merge: the topic's stories and followers move to its master tag, their counts
   * are recounted, and the topic is gone. A master tag that is missing or the topic itself: 'Invalid
   * master tag'.
   */
  async function merge(actorId: number, input: TTopicMerge) {
    return transactionWithRetry(db, async (tx) => {
      const source = await topicById(tx, input.topicId);
      if (!source) throw new AppError('not_found');
      const master =
        input.masterTopicId === input.topicId ? undefined : await topicById(tx, input.masterTopicId);
      if (!master) throw new AppError('master.tag.invalid');
      const moved = await tx.execute(sql`
        insert into ${contentTopics} (content_id, topic_id, position, published_at)
        select content_id, ${master.topicId}::bigint, position, published_at from ${contentTopics}
        where topic_id = ${source.topicId}::bigint
        on conflict do nothing`);
      const movedFollows = await tx.execute(sql`
        insert into ${follows} (follower_id, target_kind, target_id, created_at)
        select follower_id, 'topic', ${master.topicId}::bigint, created_at from ${follows}
        where target_kind = 'topic' and target_id = ${source.topicId}::bigint
        on conflict do nothing`);
      // A reader who followed both now follows one topic fewer.
      await tx.execute(sql`
        update ${users} set following_count = greatest(following_count - 1, 0)
        where id in (select follower_id from ${follows} f where f.target_kind = 'topic'
          and f.target_id = ${source.topicId}::bigint
          and exists (select 1 from ${follows} m where m.follower_id = f.follower_id
            and m.target_kind = 'topic' and m.target_id = ${master.topicId}::bigint
            and m.created_at <> f.created_at))`);
      await tx
        .delete(follows)
        .where(and(eq(follows.targetKind, 'topic'), eq(follows.targetId, source.topicId)));
      await tx.delete(topics).where(eq(topics.id, source.topicId));
      await recountTopic(tx, master.topicId);
      await tx.execute(sql`
        update ${topics} set follower_count = (select count(*) from ${follows} where target_kind = 'topic'
            and target_id = ${master.topicId}::bigint)
        where id = ${master.topicId}::bigint`);
      const affected = (result: unknown) =>
        Number(
          (result as { rowCount?: number; affectedRows?: number }).rowCount ??
            (result as { affectedRows?: number }).affectedRows ??
            0,
        );
      await recordAdminEvent(tx, 'admin.topic.merge', {
        actorUserId: actorId,
        data: {
          topicId: source.topicId,
          from: source.title,
          masterTopicId: master.topicId,
          to: master.title,
        },
        at: clock(),
      });
      return {
        master: (await topicById(tx, master.topicId))!,
        movedStories: affected(moved),
        movedFollowers: affected(movedFollows),
      };
    });
  }

  /**
   * POST /api2/admin/publisher/create: a tier-2 publisher, a profile that cannot sign in (no email or
   * password) and has no feed, for stories an admin files under it. A taken username answers 'Create
   * tier2 publisher failed' with the code username_used.
   */
  async function createTier2(actorId: number, input: TTier2PublisherCreate) {
    return transactionWithRetry(db, async (tx) => {
      const now = clock();
      const [row] = await tx
        .insert(users)
        .values({
          userType: USER_TYPE.person,
          username: input.username,
          displayName: input.displayName,
          website: input.website ?? '',
          profileCreated: true,
          firstTimeLogin: false,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({
          userId: users.id,
          username: users.username,
          displayName: users.displayName,
          photoPath: users.photoPath,
          userType: users.userType,
        });
      if (!row) throw new AppError('tier2.publisher.create.failed', { data: { code: 'username_used' } });
      await recordAdminEvent(tx, 'admin.publisher.create', {
        actorUserId: actorId,
        subjectUserId: row.userId,
        data: { username: row.username },
        at: now,
      });
      return { publisher: row };
    });
  }

  return { search, rename, merge, createTier2 };
}
