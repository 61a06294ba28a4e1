import {
  type BlogSubmissionView,
  blogStateMessage,
  canCancelBlog,
  type ProfileRef,
  profilePath,
  USER_TYPE,
} from '@masthead/core';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';
import { topics } from '../content/tables.ts';
import type { blogSubmissions } from './tables.ts';

/** Row helpers and presenters that submission, review, recommendations and the import job share. */

export type SubmissionRow = typeof blogSubmissions.$inferSelect;

/** Profiles by id, as bylines show them (no email, no rights). */
export async function profilesById(executor: DbOrTx, ids: number[]): Promise<Map<number, ProfileRef>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await executor
    .select({
      userId: users.id,
      username: users.username,
      displayName: users.displayName,
      photoPath: users.photoPath,
      userType: users.userType,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** The byline of a profile that is gone. */
export const unknownProfile = (userId: number): ProfileRef => ({
  userId,
  username: '',
  displayName: '',
  photoPath: null,
  userType: USER_TYPE.person,
});

/** The topic ids of `ids` that exist, once each. */
export async function existingTopicIds(executor: DbOrTx, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await executor.select({ id: topics.id }).from(topics).where(inArray(topics.id, wanted));
  const found = new Set(rows.map((row) => row.id));
  return wanted.filter((id) => found.has(id));
}

export function presentSubmission(
  row: SubmissionRow,
  publisher: { userId: number; username: string } | null,
): BlogSubmissionView {
  return {
    submissionId: row.id,
    siteUrl: row.siteUrl,
    feedUrl: row.feedUrl,
    title: row.title,
    description: row.description,
    lang: row.lang,
    status: row.status,
    state: blogStateMessage(row.status, row.resubmitCount),
    resubmitCount: row.resubmitCount,
    reasons: row.status === 'not_approved' ? row.reasons : '',
    resubmitAllowed: row.resubmitAllowed,
    canCancel: canCancelBlog(row.status),
    publisher: publisher
      ? { userId: publisher.userId, username: publisher.username, url: profilePath(publisher) }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Submissions as their submitter sees them, with their publisher profiles. */
export async function presentSubmissions(
  executor: DbOrTx,
  rows: SubmissionRow[],
): Promise<BlogSubmissionView[]> {
  const profiles = await profilesById(
    executor,
    rows.flatMap((row) => (row.publisherId ? [row.publisherId] : [])),
  );
  return rows.map((row) =>
    presentSubmission(row, row.publisherId ? (profiles.get(row.publisherId) ?? null) : null),
  );
}
