import {
  type ActingRole,
  canInvite,
  type Decision,
  INVITATION_DEFAULT_DAYS,
  INVITATION_PAGE_PATH,
  type InvitationKind,
  type InvitationsView,
  type InvitationView,
  invitableRoles,
  MAGAZINE_ROLE,
  type MagazineActor,
  type TInvitationByEmail,
  type TInvitationByLink,
  type TInvitationRevoke,
  translate,
  type UiLanguage,
} from '@masthead/core';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { mailLanguage, mailLink } from '../accounts/account-rows.ts';
import { hashToken, newToken } from '../accounts/secrets.ts';
import { users } from '../accounts/tables.ts';
import { recordTeamEvent } from '../audit/team-events.ts';
import { invitationMail } from '../mail/templates.ts';
import { hiddenMaskFor } from './hidden-members.ts';
import {
  type InvitationRow,
  type InvitationsDeps,
  invitedRole,
  inviterViewOf,
  isMember,
  magazineOf,
  openEmailInvitation,
  personByEmail,
  personOf,
} from './invitation-rows.ts';
import { magazineInvitations } from './tables.ts';

/**
 * Inviting people into a magazine's team: by email (one address, one use; a new invitation to the same
 * address replaces the open one) and by link (a usage limit). A token of 256 bits is handed out once;
 * only its hash is kept. Each invitation is one transaction with its audit row, its mail and, for an
 * address that belongs to a verified account, that person's notification.
 */

const DAY_MS = 86_400_000;
/** The team page lists this many open invitations, newest first. */
const LIST_LIMIT = 100;

/** A refusal says access_deny and nothing more: the reason stays on the server. */
function enforce(decision: Decision) {
  if (!decision.ok) throw new AppError('access_deny');
}

/** The magazine invitations are made in: 404 when it does not exist or has been closed. */
async function openMagazine(db: DbOrTx, magazineUserId: number) {
  const magazine = await magazineOf(db, magazineUserId);
  if (!magazine || magazine.closedAt) throw new AppError('not_found');
  return magazine;
}

/** TESTING §3-style limit per magazine: an invitation is mail sent to a stranger. */
async function countInvitation(deps: InvitationsDeps, magazineUserId: number) {
  await deps.rateLimit.consume({
    key: `invitations:${magazineUserId}`,
    limit: deps.config.rateLimits.invitationsPerMagazinePerHour,
    windowSeconds: 3600,
  });
}

/**
 * Serialises the invitations of one magazine (the "one open invitation per address" rule is then
 * decided by the replacement below, not by a unique-index race). NO KEY UPDATE does not block the
 * foreign-key checks of other writes that reference the magazine.
 */
const lockMagazine = (tx: Tx, magazineUserId: number) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, magazineUserId)).for('no key update');

const expiryFrom = (now: Date, days: number | undefined) =>
  new Date(now.getTime() + (days ?? INVITATION_DEFAULT_DAYS) * DAY_MS);

/** The greeting of a mail to an address without an account: its part before the @. */
const greetingName = (email: string) => email.slice(0, email.indexOf('@')) || email;

export async function inviteByEmail(
  deps: InvitationsDeps,
  actor: MagazineActor,
  input: TInvitationByEmail,
  lang: UiLanguage,
): Promise<void> {
  const { magazineUserId, email, role } = input;
  enforce(canInvite(actor, magazineUserId, role, 'email'));
  const magazine = await openMagazine(deps.db, magazineUserId);
  const invitee = await personByEmail(deps.db, email);
  if (invitee && (await isMember(deps.db, magazineUserId, invitee.userId)))
    throw new AppError('invitation.member.exists', { fields: { email: 'error.invitation.member.exists' } });
  await countInvitation(deps, magazineUserId);
  const inviter = await personOf(deps.db, actor.userId);
  // A hidden secretAdmin invites in the magazine's name (hidden-members.ts).
  const hidden = (await hiddenMaskFor(deps.db, null, magazineUserId)).hides(actor.userId);
  const inviterName = inviter && !hidden ? inviter.displayName : magazine.displayName;
  const token = newToken();
  const now = deps.clock();
  const expiresAt = expiryFrom(now, input.expiresInDays);

  await deps.db.transaction(async (tx) => {
    await lockMagazine(tx, magazineUserId);
    const replaced = await tx
      .update(magazineInvitations)
      .set({ revokedAt: now })
      .where(openEmailInvitation(magazineUserId, email))
      .returning({ id: magazineInvitations.id });
    const [created] = await tx
      .insert(magazineInvitations)
      .values({
        magazineUserId,
        kind: 'email',
        email,
        role: MAGAZINE_ROLE[role],
        tokenHash: hashToken(token),
        maxUses: 1,
        expiresAt,
        invitedBy: actor.userId,
        createdAt: now,
      })
      .returning({ id: magazineInvitations.id });
    const invitationId = created!.id;
    // The address stays out of the audit row: team activity is read by editors, who may not invite.
    await recordTeamEvent(tx, 'magazine.invitation.create', {
      magazineUserId,
      actorUserId: actor.userId,
      subjectUserId: invitee?.userId ?? null,
      data: { invitationId, kind: 'email', role, replaced: replaced.map((row) => row.id) },
      at: now,
    });
    const mailLang = invitee ? mailLanguage(invitee, lang) : lang;
    await deps.mail.enqueue(tx, {
      to: email,
      ...invitationMail(mailLang, {
        name: invitee?.displayName ?? greetingName(email),
        inviter: inviterName,
        magazine: magazine.displayName,
        role: translate(mailLang, `magazines.role.${role}`),
        expiresAt,
        link: mailLink(deps.config.publicUrl, INVITATION_PAGE_PATH, token),
      }),
    });
    // Only an account that has proved the address hears of it here (the mail reaches the address anyway).
    if (invitee?.emailVerifiedAt)
      await deps.notifications.notify(tx, {
        userId: invitee.userId,
        actorId: actor.userId,
        kind: 'invitation',
        magazineId: magazineUserId,
        data: { role, invitationId: String(invitationId) },
      });
  });
}

/** Creates an invite link and answers its address: shown this once, as only its hash is kept. */
export async function inviteByLink(
  deps: InvitationsDeps,
  actor: MagazineActor,
  input: TInvitationByLink,
): Promise<string> {
  const { magazineUserId, role, maxUses } = input;
  enforce(canInvite(actor, magazineUserId, role, 'link'));
  await openMagazine(deps.db, magazineUserId);
  await countInvitation(deps, magazineUserId);
  const token = newToken();
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(magazineInvitations)
      .values({
        magazineUserId,
        kind: 'link',
        role: MAGAZINE_ROLE[role],
        tokenHash: hashToken(token),
        maxUses,
        expiresAt: expiryFrom(now, input.expiresInDays),
        invitedBy: actor.userId,
        createdAt: now,
      })
      .returning({ id: magazineInvitations.id });
    await recordTeamEvent(tx, 'magazine.invitation.create', {
      magazineUserId,
      actorUserId: actor.userId,
      data: { invitationId: created!.id, kind: 'link', role, maxUses },
      at: now,
    });
  });
  return mailLink(deps.config.publicUrl, INVITATION_PAGE_PATH, token);
}

/** The presenter: an allowlist of fields (never the token's hash). */
function presentInvitation(
  row: InvitationRow,
  role: ActingRole,
  inviters: Map<number, InvitationView['invitedBy']>,
): InvitationView {
  return {
    invitationId: row.id,
    kind: row.kind as InvitationKind,
    email: row.kind === 'email' ? row.email : null,
    role,
    maxUses: row.maxUses,
    useCount: row.useCount,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    invitedBy: row.invitedBy === null ? null : (inviters.get(row.invitedBy) ?? null),
  };
}

/**
 * A magazine's open invitations (not revoked, declined, used up or expired), newest first, with the
 * roles the actor may offer. Only for those who may invite: the route checks inviteMembers.
 */
export async function listInvitations(
  deps: InvitationsDeps,
  actor: MagazineActor,
  magazineUserId: number,
): Promise<InvitationsView> {
  const { db } = deps;
  const magazine = await magazineOf(db, magazineUserId);
  if (!magazine) throw new AppError('not_found');
  const rows = await db
    .select()
    .from(magazineInvitations)
    .where(
      and(
        eq(magazineInvitations.magazineUserId, magazineUserId),
        isNull(magazineInvitations.revokedAt),
        isNull(magazineInvitations.declinedAt),
        lt(magazineInvitations.useCount, magazineInvitations.maxUses),
        gt(magazineInvitations.expiresAt, deps.clock()),
      ),
    )
    .orderBy(desc(magazineInvitations.createdAt), desc(magazineInvitations.id))
    .limit(LIST_LIMIT);
  const inviterIds = [...new Set(rows.flatMap((row) => (row.invitedBy === null ? [] : [row.invitedBy])))];
  const inviterRows = inviterIds.length
    ? await db
        .select({
          userId: users.id,
          username: users.username,
          displayName: users.displayName,
          photoPath: users.photoPath,
        })
        .from(users)
        .where(inArray(users.id, inviterIds))
    : [];
  // A hidden secretAdmin's invitations show the magazine as their sender (hidden-members.ts).
  const mask = await hiddenMaskFor(db, actor, magazineUserId);
  const inviters = new Map(inviterRows.map((inviter) => [inviter.userId, mask.ref(inviter, inviterViewOf)]));
  return {
    magazineUserId,
    invitations: rows.flatMap((row) => {
      const role = invitedRole(row);
      return role ? [presentInvitation(row, role, inviters)] : [];
    }),
    roles: magazine.closedAt
      ? { email: [], link: [] }
      : {
          email: invitableRoles(actor, magazineUserId, 'email'),
          link: invitableRoles(actor, magazineUserId, 'link'),
        },
  };
}

/** Revokes an invitation of the magazine; revoking one that is no longer open changes nothing. */
export async function revokeInvitation(
  deps: InvitationsDeps,
  actor: MagazineActor,
  input: TInvitationRevoke,
) {
  const { magazineUserId, invitationId } = input;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: magazineInvitations.id, kind: magazineInvitations.kind, role: magazineInvitations.role })
      .from(magazineInvitations)
      .where(
        and(eq(magazineInvitations.id, invitationId), eq(magazineInvitations.magazineUserId, magazineUserId)),
      )
      .for('update');
    if (!row) throw new AppError('not_found');
    const revoked = await tx
      .update(magazineInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(magazineInvitations.id, invitationId),
          isNull(magazineInvitations.revokedAt),
          isNull(magazineInvitations.declinedAt),
          sql`${magazineInvitations.useCount} < ${magazineInvitations.maxUses}`,
        ),
      )
      .returning({ id: magazineInvitations.id });
    if (revoked.length === 0) return;
    await recordTeamEvent(tx, 'magazine.invitation.revoke', {
      magazineUserId,
      actorUserId: actor.userId,
      data: { invitationId, kind: row.kind, role: invitedRole(row) },
      at: now,
    });
  });
}
