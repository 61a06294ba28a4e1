import {
  ACTING_ROLES,
  type ActingRole,
  activityActions,
  can,
  contentPath,
  encodeFeedCursor,
  type FeedCursor,
  type InvitationKind,
  type MagazineActor,
  type ProfileRef,
  TEAM_ACTIVITY_PAGE_SIZE,
  TEAM_EVENTS,
  type TeamActivityFilter,
  type TeamActivityItem,
  type TeamActivityPage,
  type TeamEvent,
  USER_TYPE,
} from '@masthead/core';
import { and, desc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';
import { auditLog } from '../audit/tables.ts';
import { cursorTime, microsOf } from '../content/feed-queries.ts';
import { contents } from '../content/tables.ts';
import { profileRefs } from '../feeds/people.ts';
import { hiddenMembersFor } from '../magazines/hidden-members.ts';
import { magazineInvitations } from '../magazines/tables.ts';
import type { MagazineRef } from './magazine-ref.ts';

/**
 * SPEC §6 team activity: a magazine's audit rows newest first, keyset-paged along
 * audit_log_magazine_idx (magazine, created_at desc, id desc), each presented as a TeamActivityItem:
 * an allowlist read from the row's data, never the row itself. A hidden secretAdmin's moves are the
 * magazine's, and rows about them (their joining, their role) are left out, unless the viewer is
 * masterAdmin; invited
 * addresses are shown only to those who may invite.
 */

type AuditRow = {
  id: number;
  action: string;
  actorUserId: number | null;
  subjectUserId: number | null;
  data: Record<string, unknown>;
  createdAt: Date;
  us: string;
};

const NAMED_ROLES: readonly string[] = [...ACTING_ROLES, 'primaryOwner'];
const roleIn = (value: unknown): ActingRole | 'primaryOwner' | null =>
  typeof value === 'string' && NAMED_ROLES.includes(value) ? (value as ActingRole) : null;
const idIn = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
const isTeamEvent = (action: string): action is TeamEvent =>
  (TEAM_EVENTS as readonly string[]).includes(action);

/** The role an event speaks of, by where each event keeps it. */
function roleOf(action: TeamEvent, data: Record<string, unknown>) {
  if (action === 'magazine.ownership.transfer') return 'primaryOwner';
  if (action === 'magazine.member.role') return roleIn(data.to);
  if (action === 'magazine.member.join' || action.startsWith('magazine.invitation.'))
    return roleIn(data.role);
  return null;
}

function pageQuery(
  db: DbOrTx,
  magazineUserId: number,
  options: { filter: TeamActivityFilter; cursor?: FeedCursor | undefined; hidden: ReadonlySet<number> },
) {
  const actions = activityActions(options.filter);
  const { cursor, hidden } = options;
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorUserId: auditLog.actorUserId,
      subjectUserId: auditLog.subjectUserId,
      data: auditLog.data,
      createdAt: auditLog.createdAt,
      us: microsOf(auditLog.createdAt),
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.magazineUserId, magazineUserId),
        // The partial index's own condition, so the planner takes it.
        isNotNull(auditLog.magazineUserId),
        actions ? inArray(auditLog.action, actions) : undefined,
        cursor
          ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursorTime(cursor)}::timestamptz, ${cursor.id})`
          : undefined,
        hidden.size > 0
          ? or(isNull(auditLog.subjectUserId), notInArray(auditLog.subjectUserId, [...hidden]))
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(TEAM_ACTIVITY_PAGE_SIZE + 1);
}

/** The stories the page's editorial rows name: their title now and their page while published. */
async function storiesOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { title: string; url: string | null }>();
  const rows = await db
    .select({
      cgroupId: contents.id,
      ctype: contents.ctype,
      title: contents.title,
      status: contents.status,
      deletedAt: contents.deletedAt,
      username: users.username,
      userType: users.userType,
    })
    .from(contents)
    .innerJoin(users, eq(users.id, contents.publisherId))
    .where(inArray(contents.id, ids));
  return new Map(
    rows.map((row) => [
      row.cgroupId,
      {
        title: row.title,
        url:
          row.status === 'published' && row.deletedAt === null
            ? contentPath(row, { publisherIsMagazine: row.userType === USER_TYPE.magazine })
            : null,
      },
    ]),
  );
}

/** Addresses of the page's email invitations (read only for those who may invite). */
async function invitationEmails(db: DbOrTx, magazineUserId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: magazineInvitations.id, email: magazineInvitations.email })
    .from(magazineInvitations)
    .where(and(eq(magazineInvitations.magazineUserId, magazineUserId), inArray(magazineInvitations.id, ids)));
  return new Map(rows.flatMap((row) => (row.email ? [[row.id, row.email] as const] : [])));
}

export async function readTeamActivity(
  db: DbOrTx,
  actor: MagazineActor,
  magazine: MagazineRef,
  filter: TeamActivityFilter,
  cursor?: FeedCursor,
): Promise<TeamActivityPage> {
  const magazineUserId = magazine.userId;
  const hidden = await hiddenMembersFor(db, actor, magazineUserId);
  const rows: AuditRow[] = await pageQuery(db, magazineUserId, { filter, cursor, hidden });
  const page = rows.slice(0, TEAM_ACTIVITY_PAGE_SIZE).filter((row) => isTeamEvent(row.action));
  const last = rows.length > TEAM_ACTIVITY_PAGE_SIZE ? rows[TEAM_ACTIVITY_PAGE_SIZE - 1] : undefined;

  const seesEmails = can(actor, 'inviteMembers', magazineUserId);
  const [profiles, stories, emails] = await Promise.all([
    profileRefs(
      db,
      page.flatMap((row) => [row.actorUserId, row.subjectUserId].filter((id): id is number => id !== null)),
    ),
    storiesOf(db, [...new Set(page.flatMap((row) => idIn(row.data.cgroupId) ?? []))]),
    seesEmails
      ? invitationEmails(
          db,
          magazineUserId,
          page.flatMap((row) =>
            row.action === 'magazine.invitation.create' || row.action === 'magazine.invitation.revoke'
              ? (idIn(row.data.invitationId) ?? [])
              : [],
          ),
        )
      : new Map<number, string>(),
  ]);
  const profile = (id: number | null): ProfileRef | null => (id === null ? null : (profiles.get(id) ?? null));

  const items = page.map((row): TeamActivityItem => {
    const action = row.action as TeamEvent;
    const { data } = row;
    const cgroupId = idIn(data.cgroupId);
    const story = cgroupId === null ? undefined : stories.get(cgroupId);
    const savedTitle = typeof data.title === 'string' ? data.title : null;
    const invitationId = idIn(data.invitationId);
    const kind = data.kind === 'email' || data.kind === 'link' ? (data.kind as InvitationKind) : null;
    // Who was invited is for those who may invite: the invitee's account, and who declined.
    const aboutInvitee = action.startsWith('magazine.invitation.') && !seesEmails;
    const hiddenActor =
      (row.actorUserId !== null && hidden.has(row.actorUserId)) ||
      (aboutInvitee && action === 'magazine.invitation.decline');
    return {
      id: row.id,
      action,
      createdAt: row.createdAt.toISOString(),
      actor: hiddenActor ? null : profile(row.actorUserId),
      member: row.subjectUserId === row.actorUserId || aboutInvitee ? null : profile(row.subjectUserId),
      story:
        cgroupId === null
          ? null
          : { cgroupId, title: savedTitle ?? story?.title ?? '', url: story?.url ?? null },
      role: roleOf(action, data),
      invitation:
        kind && action.startsWith('magazine.invitation.')
          ? { kind, email: kind === 'email' && invitationId ? (emails.get(invitationId) ?? null) : null }
          : null,
      byInvitation: action === 'magazine.member.join' && invitationId !== null,
      closedForGood: action === 'magazine.member.remove' && data.reason === 'closed',
    };
  });
  return {
    magazine: { userId: magazineUserId, username: magazine.username, displayName: magazine.displayName },
    filter,
    items,
    nextCursor: last ? encodeFeedCursor({ publishedAtUs: Number(last.us), id: last.id }) : null,
  };
}
