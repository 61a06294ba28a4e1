import {
  attachmentPath,
  type ContentRequestAttachmentView,
  type ContentRequestParty,
  type ContentRequestRatingView,
  type ContentRequestState,
  type ContentRequestStatus,
  type ContentRequestSummary,
  type ContentRequestView,
  contentRequestAbilities,
  type MagazineActor,
  type ProfileRef,
  partyOf,
  publicationRefusal,
  publishedInMagazine,
  type RequestableCtype,
  rateRefusal,
  statusOfValue,
  statusValue,
  storyPath,
} from '@masthead/core';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { contents } from '../content/tables.ts';
import { profileRefs } from '../feeds/people.ts';
import {
  contentRequestAttachments,
  contentRequestEvents,
  contentRequestMessages,
  contentRequestRatings,
  contentRequests,
} from './tables.ts';

/** Reading content requests: the row, its state as core's moves read it, and the presenters. */

export type RequestRow = typeof contentRequests.$inferSelect;

export const statusKeyOf = (row: Pick<RequestRow, 'status'>): ContentRequestStatus => {
  const status = statusOfValue(row.status);
  if (!status) throw new Error(`content request with unknown status ${row.status}`);
  return status;
};

/** The row as core's moves read it. */
export function stateOf(row: RequestRow): ContentRequestState {
  return {
    status: statusKeyOf(row),
    offer: { feeMinor: row.feeMinor, deadline: row.deadline },
    counterOffer:
      row.counterFeeMinor !== null && row.counterDeadline !== null
        ? { feeMinor: row.counterFeeMinor, deadline: row.counterDeadline }
        : null,
    revisionLimit: row.revisionLimit,
    revisionRounds: row.revisionRounds,
  };
}

/** The columns a move's next state writes. */
export const columnsOf = (next: ContentRequestState, now: Date) => ({
  status: statusValue(next.status),
  feeMinor: next.offer.feeMinor,
  deadline: next.offer.deadline,
  counterFeeMinor: next.counterOffer?.feeMinor ?? null,
  counterDeadline: next.counterOffer?.deadline ?? null,
  revisionRounds: next.revisionRounds,
  updatedAt: now,
});

export async function findRequest(db: DbOrTx, id: number): Promise<RequestRow | null> {
  const [row] = await db.select().from(contentRequests).where(eq(contentRequests.id, id)).limit(1);
  return row ?? null;
}

/** The request's row under a lock until the transaction ends: moves on one request queue here. */
export async function lockRequest(tx: DbOrTx, id: number): Promise<RequestRow | null> {
  const [row] = await tx.select().from(contentRequests).where(eq(contentRequests.id, id)).for('update');
  return row ?? null;
}

/** The actor's party in a request; a stranger gets 404 (the request stays hidden). */
export function partyIn(row: RequestRow, actor: MagazineActor): Exclude<ContentRequestParty, 'stranger'> {
  const party = partyOf(row, actor);
  // A draft is the requester's own until sent: the creator does not see it yet.
  if (party === 'stranger' || (party === 'creator' && row.status === statusValue('draft')))
    throw new AppError('not_found');
  return party;
}

/** The request locked for a move by one of its parties; 404 when it is missing or hidden from the actor. */
export async function lockAsParty(tx: DbOrTx, id: number, actor: MagazineActor) {
  const row = await lockRequest(tx, id);
  if (!row) throw new AppError('not_found');
  return { row, party: partyIn(row, actor) };
}

/** What the party may do now; while the fee is being charged, nothing but writing a message. */
function abilitiesNow(row: RequestRow, party: Exclude<ContentRequestParty, 'stranger'>, now: Date) {
  const abilities = contentRequestAbilities(stateOf(row), party, now);
  if (row.chargingPaymentId === null) return abilities;
  return Object.fromEntries(
    Object.entries(abilities).map(([ability, allowed]) => [ability, ability === 'message' && allowed]),
  ) as typeof abilities;
}

/** Stories offered to choose the work from (the creator's latest). */
const SUBMITTABLE_MAX = 30;

/** A profile that is gone (never expected: the columns restrict deletes). */
export const GONE_PROFILE: ProfileRef = {
  userId: 0,
  username: '',
  displayName: '',
  photoPath: null,
  userType: 0,
};
const iso = (date: Date) => date.toISOString();

export function summaryOf(row: RequestRow, profiles: Map<number, ProfileRef>): ContentRequestSummary {
  const status = statusKeyOf(row);
  return {
    id: row.id,
    title: row.title,
    status,
    statusValue: statusValue(status),
    requester: profiles.get(row.requesterId) ?? GONE_PROFILE,
    creator: profiles.get(row.creatorId) ?? GONE_PROFILE,
    currency: row.currency,
    offer: { feeMinor: row.feeMinor, deadline: iso(row.deadline) },
    counterOffer:
      row.counterFeeMinor !== null && row.counterDeadline !== null
        ? { feeMinor: row.counterFeeMinor, deadline: iso(row.counterDeadline) }
        : null,
    updatedAt: iso(row.updatedAt),
  };
}

/** A brief's files, in the order they were added. */
export async function attachmentsOf(db: DbOrTx, requestId: number): Promise<ContentRequestAttachmentView[]> {
  const rows = await db
    .select()
    .from(contentRequestAttachments)
    .where(eq(contentRequestAttachments.requestId, requestId))
    .orderBy(asc(contentRequestAttachments.id));
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    kind: row.kind,
    bytes: row.bytes,
    url: attachmentPath(row.id),
    at: row.createdAt.toISOString(),
  }));
}

/** A request's ratings, for its page. */
async function ratingsOf(db: DbOrTx, requestId: number): Promise<ContentRequestRatingView[]> {
  const rows = await db
    .select()
    .from(contentRequestRatings)
    .where(eq(contentRequestRatings.requestId, requestId))
    .orderBy(contentRequestRatings.at);
  const profiles = await profileRefs(
    db,
    rows.map((row) => row.raterId),
  );
  return rows.map((row) => ({
    by: row.byParty,
    rater: profiles.get(row.raterId) ?? GONE_PROFILE,
    stars: row.stars,
    comment: row.comment,
    at: row.at.toISOString(),
  }));
}

/** The presenter of one request for one party (an allowlist: the card only to the requester). */
export async function viewOf(
  deps: ServiceDeps,
  row: RequestRow,
  actor: MagazineActor,
): Promise<ContentRequestView> {
  const { db, clock, config } = deps;
  const party = partyIn(row, actor);
  const [events, messages, submission, ratings, attachments] = await Promise.all([
    db
      .select()
      .from(contentRequestEvents)
      .where(eq(contentRequestEvents.requestId, row.id))
      .orderBy(asc(contentRequestEvents.id)),
    db
      .select()
      .from(contentRequestMessages)
      .where(eq(contentRequestMessages.requestId, row.id))
      .orderBy(desc(contentRequestMessages.id))
      .limit(200),
    row.submissionContentId === null
      ? Promise.resolve([])
      : db
          .select({
            id: contents.id,
            title: contents.title,
            body: contents.body,
            status: contents.status,
            publisherId: contents.publisherId,
            deletedAt: contents.deletedAt,
          })
          .from(contents)
          .where(eq(contents.id, row.submissionContentId)),
    ratingsOf(db, row.id),
    attachmentsOf(db, row.id),
  ]);
  const profiles = await profileRefs(db, [
    row.requesterId,
    row.creatorId,
    ...events.map((event) => event.actorId),
    ...messages.map((message) => message.authorId),
  ]);
  const work = submission[0];
  const abilities = abilitiesNow(row, party, clock());
  const publication = {
    status: statusKeyOf(row),
    requesterId: row.requesterId,
    requesterIsMagazine: row.requesterIsMagazine,
    submission:
      work && work.deletedAt === null
        ? { publisherId: work.publisherId, published: work.status === 'published' }
        : null,
  };
  const submittable = abilities.submit
    ? await db
        .select({ contentId: contents.id, title: contents.title, status: contents.status })
        .from(contents)
        .where(and(eq(contents.authorId, row.creatorId), isNull(contents.deletedAt)))
        .orderBy(desc(contents.updatedAt))
        .limit(SUBMITTABLE_MAX)
    : [];
  return {
    ...summaryOf(row, profiles),
    description: row.description,
    ctype: row.ctype as RequestableCtype,
    words: row.words,
    links: row.links,
    revisionLimit: row.revisionLimit,
    revisionRounds: row.revisionRounds,
    escrowMinor: row.escrowMinor,
    charging: row.chargingPaymentId !== null,
    platformFeeBasisPoints: config.contentRequests.platformFeeBasisPoints,
    card: party === 'requester' ? row.card : null,
    submission: work
      ? {
          contentId: work.id,
          title: work.title,
          body: work.body,
          url: work.status === 'published' ? storyPath({ cgroupId: work.id, title: work.title }) : null,
        }
      : null,
    publishedInMagazine: publishedInMagazine(publication),
    mayPublish: publicationRefusal(publication, party) === null,
    attachments,
    party,
    submittable: submittable.map((item) => ({
      ...item,
      status: item.status === 'published' ? 'published' : 'draft',
    })),
    abilities,
    timeline: events.map((event) => ({
      id: event.id,
      action: event.action,
      fromStatus: event.fromStatus === null ? null : statusOfValue(event.fromStatus),
      toStatus: statusOfValue(event.toStatus) ?? 'draft',
      actor: profiles.get(event.actorId) ?? GONE_PROFILE,
      note: event.note,
      offer:
        event.feeMinor !== null && event.deadline !== null
          ? { feeMinor: event.feeMinor, deadline: iso(event.deadline) }
          : null,
      at: iso(event.at),
    })),
    messages: messages.reverse().map((message) => ({
      id: message.id,
      author: profiles.get(message.authorId) ?? GONE_PROFILE,
      body: message.body,
      at: iso(message.at),
    })),
    ratings,
    mayRate:
      rateRefusal(
        statusKeyOf(row),
        party,
        ratings.some((rating) => rating.by === party),
      ) === null,
    createdAt: iso(row.createdAt),
  };
}
