import {
  CONTENT_REQUEST_PAGE_SIZE,
  type ContentRequestInbox,
  type ContentRequestTab,
  INBOX_TABS,
  type MagazineActor,
  mayActAsRequester,
  type ProfileRef,
  statusesOfTab,
  type TContentRequestInboxQuery,
} from '@masthead/core';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { isMagazine } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { profileRefs } from '../feeds/people.ts';
import { availabilityOf } from './ratings.ts';
import { summaryOf } from './rows.ts';
import { contentRequests } from './tables.ts';

/**
 * GET /api2/content-requests: one side of the viewer's inbox. The requester side is the viewer's own
 * or, with `as`, a magazine's where they may commission (commissionContent); the creator side is the
 * requests asked of the viewer (never a draft). Counts of every tab come with the page.
 */
export async function readInbox(
  deps: ServiceDeps,
  actor: MagazineActor,
  query: TContentRequestInboxQuery,
): Promise<ContentRequestInbox> {
  const { db } = deps;
  const side = query.side;
  const requesterId = side === 'requester' ? (query.as ?? actor.userId) : null;
  if (requesterId !== null && !mayActAsRequester(actor, requesterId)) throw new AppError('access_deny');
  // Another requester's inbox is a magazine's, never another person's.
  if (requesterId !== null && requesterId !== actor.userId && !(await isMagazine(db, requesterId)))
    throw new AppError('not_found');
  const tabs = INBOX_TABS[side] as readonly ContentRequestTab[];
  const tab = query.tab && tabs.includes(query.tab) ? query.tab : tabs[0];
  if (!tab) throw new AppError('not_found');
  const owner =
    requesterId !== null
      ? eq(contentRequests.requesterId, requesterId)
      : eq(contentRequests.creatorId, actor.userId);

  const counted = await db
    .select({ status: contentRequests.status, n: count() })
    .from(contentRequests)
    .where(owner)
    .groupBy(contentRequests.status);
  const byStatus = new Map(counted.map((row) => [row.status, row.n]));
  const offset = query.offset ?? 0;
  const rows = await db
    .select()
    .from(contentRequests)
    .where(and(owner, inArray(contentRequests.status, [...statusesOfTab(tab)])))
    .orderBy(desc(contentRequests.updatedAt), desc(contentRequests.id))
    .limit(CONTENT_REQUEST_PAGE_SIZE + 1)
    .offset(offset);
  const page = rows.slice(0, CONTENT_REQUEST_PAGE_SIZE);

  // The profiles the viewer may commission as: themselves and the magazines where they may.
  const magazineIds = actor.memberships
    .map((membership) => membership.magazineUserId)
    .filter((magazineUserId) => mayActAsRequester(actor, magazineUserId));
  const profiles = await profileRefs(db, [
    actor.userId,
    ...magazineIds,
    ...page.flatMap((row) => [row.requesterId, row.creatorId]),
    ...(requesterId !== null ? [requesterId] : []),
  ]);
  const choices = [actor.userId, ...magazineIds]
    .map((id) => profiles.get(id))
    .filter((profile): profile is ProfileRef => profile !== undefined);
  return {
    side,
    tab,
    requester: requesterId !== null ? (profiles.get(requesterId) ?? null) : null,
    requesterChoices: choices,
    tabs: tabs.map((name) => ({
      tab: name,
      count: statusesOfTab(name).reduce<number>((sum, status) => sum + (byStatus.get(status) ?? 0), 0),
    })),
    items: page.map((row) => summaryOf(row, profiles)),
    hasMore: rows.length > CONTENT_REQUEST_PAGE_SIZE,
    availability: side === 'creator' ? await availabilityOf(db, actor.userId) : null,
  };
}
