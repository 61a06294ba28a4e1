import { CTYPE, MAGAZINE_ROLE, OWNER_TYPE, PLAN_GROUP } from '@masthead/core';
import { desc, eq } from 'drizzle-orm';
import { magazineMembers, users } from '../features/accounts/tables.ts';
import { recordTeamEvent } from '../features/audit/team-events.ts';
import { contents } from '../features/content/tables.ts';
import { insertContent } from '../features/content/write.ts';
import { recordRevision } from '../features/editorial/revisions.ts';
import {
  contentRevisions,
  magazineInvitations,
  magazinePlans,
  magazines,
} from '../features/magazines/tables.ts';
import { notifications } from '../features/notifications/tables.ts';
import type { TestApp } from './app.ts';
import type { Team } from './permission-world.ts';
import { insertComment, insertPerson, insertStory } from './reading-fixtures.ts';

/**
 * The objects a permission request acts on, made fresh for each call straight in the database (the
 * routes that make them have tests of their own): members to change, invitations, drafts,
 * submissions with a revision, published stories, comments, notifications, plan states.
 */

let counter = 0;
export const unique = () => `${++counter}${Math.random().toString(36).slice(2, 6)}`;

/** A new member of the team in a role (no session: they are the object, not the caller). */
export async function newMember(t: TestApp, team: Team, role: 'writer' | 'contributor') {
  const person = await insertPerson(t.database.db);
  await t.database.db.insert(magazineMembers).values({
    magazineUserId: team.magazineUserId,
    userId: person.id,
    role: MAGAZINE_ROLE[role],
    ownerType: OWNER_TYPE.none,
  });
  return person.id;
}

export async function openInvitation(t: TestApp, team: Team) {
  const [row] = await t.database.db
    .insert(magazineInvitations)
    .values({
      magazineUserId: team.magazineUserId,
      kind: 'link',
      role: MAGAZINE_ROLE.writer,
      tokenHash: `permission-${unique()}`,
      maxUses: 3,
      expiresAt: new Date(t.now().getTime() + 86_400_000),
    })
    .returning({ id: magazineInvitations.id });
  return row!.id;
}

/** A draft of `authorId` for the team's magazine; `submitted` puts it in the review queue, with its revision. */
export async function magazineDraft(
  t: TestApp,
  team: Team,
  authorId: number,
  options: { submitted?: boolean } = {},
) {
  const now = t.now();
  return t.database.db.transaction(async (tx) => {
    const id = await insertContent(
      tx,
      {
        ctype: CTYPE.post,
        status: 'draft',
        authorId,
        publisherId: team.magazineUserId,
        title: `Draft ${unique()}`,
        body: '<p>The ferry leaves at seven.</p>',
        lang: 'en',
      },
      now,
    );
    if (options.submitted) {
      await tx
        .update(contents)
        .set({ reviewState: 'submitted', submittedAt: now })
        .where(eq(contents.id, id));
      await recordRevision(tx, { contentId: id, editorId: authorId, kind: 'submitted', at: now });
    }
    return id;
  });
}

/** A writer's submission waiting in the team's review queue, and its revision (the writer is no subject). */
export async function submission(t: TestApp, team: Team) {
  const cgroupId = await magazineDraft(t, team, await newMember(t, team, 'writer'), { submitted: true });
  const [revision] = await t.database.db
    .select({ id: contentRevisions.id })
    .from(contentRevisions)
    .where(eq(contentRevisions.contentId, cgroupId))
    .orderBy(desc(contentRevisions.id))
    .limit(1);
  return { cgroupId, revisionId: revision!.id };
}

/** A writer's story published by the team's magazine (the writer is no subject). */
export async function publishedStory(t: TestApp, team: Team) {
  const writer = await newMember(t, team, 'writer');
  return (await insertStory(t.database.db, writer, { publisherId: team.magazineUserId })).id;
}

/** A reader's comment on one of the team's stories. */
export async function readerComment(t: TestApp, team: Team) {
  const reader = await insertPerson(t.database.db);
  return (await insertComment(t.database.db, reader.id, await publishedStory(t, team))).id;
}

/** A notification the magazine received (a member joined). */
export async function magazineNotification(t: TestApp, team: Team) {
  const [row] = await t.database.db
    .insert(notifications)
    .values({
      userId: team.magazineUserId,
      actorId: team.people.writer.id,
      kind: 'member_joined',
      magazineId: team.magazineUserId,
      data: {},
      createdAt: t.now(),
    })
    .returning({ id: notifications.id });
  return row!.id;
}

/** Puts the plan in a state: free, or a paid group in the middle of its period (maybe moving down). */
export async function setPlan(
  t: TestApp,
  team: Team,
  state: { group: 1 | 2 | 3 | 4; nextGroup?: 1 | 2 | 3 },
) {
  const now = t.now().getTime();
  const paid = state.group > PLAN_GROUP.free;
  const periodEnd = paid ? new Date(now + 20 * 86_400_000) : null;
  await t.database.db
    .update(magazinePlans)
    .set({
      planGroup: state.group,
      status: 'active',
      periodStart: paid ? new Date(now - 10 * 86_400_000) : null,
      periodEnd,
      nextRenewalAt: periodEnd,
      nextPlanGroup: state.nextGroup ?? null,
      renewalAttempts: 0,
    })
    .where(eq(magazinePlans.magazineUserId, team.magazineUserId));
}

/** Closes the magazine as its primary owner would; answers the undo. */
export async function closeMagazine(t: TestApp, team: Team) {
  const where = eq(magazines.userId, team.magazineUserId);
  await t.database.db
    .update(magazines)
    .set({ closedAt: t.now(), closedBy: team.people.primaryOwner.id })
    .where(where);
  return async () => {
    await t.database.db.update(magazines).set({ closedAt: null, closedBy: null }).where(where);
  };
}

/** A cover on the magazine's profile (its focal point is what the design calls move). */
export async function withCover(t: TestApp, team: Team) {
  await t.database.db
    .update(users)
    .set({ profileBgPath: `/images/u/${team.magazineUserId}/cover.jpg` })
    .where(eq(users.id, team.magazineUserId));
}

/**
 * Team activity worth reading: the managing editor invites an address, the hidden secretAdmin
 * changes a setting and joins (as the audit rows of those moves say). Answers the address.
 */
export async function activityRows(t: TestApp, team: Team) {
  const email = `invitee${unique()}@example.org`;
  const at = t.now();
  const { managingEditor, secretAdmin } = team.people;
  const [invitation] = await t.database.db
    .insert(magazineInvitations)
    .values({
      magazineUserId: team.magazineUserId,
      kind: 'email',
      email,
      role: MAGAZINE_ROLE.writer,
      tokenHash: `permission-${unique()}`,
      expiresAt: new Date(at.getTime() + 86_400_000),
      invitedBy: managingEditor.id,
    })
    .returning({ id: magazineInvitations.id });
  const moves = [
    {
      event: 'magazine.invitation.create',
      actorUserId: managingEditor.id,
      data: { invitationId: invitation!.id, kind: 'email', role: 'writer' },
    },
    { event: 'magazine.settings', actorUserId: secretAdmin.id, data: { fields: ['bio'] } },
    {
      event: 'magazine.member.join',
      actorUserId: secretAdmin.id,
      subjectUserId: secretAdmin.id,
      data: { role: 'owner' },
    },
  ] as const;
  for (const { event, ...entry } of moves)
    await recordTeamEvent(t.database.db, event, { magazineUserId: team.magazineUserId, ...entry, at });
  return email;
}
