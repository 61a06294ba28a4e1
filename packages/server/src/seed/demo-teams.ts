import { MAGAZINE_RIGHTS, MAGAZINE_ROLE, OWNER_TYPE, PLAN_GROUP, USER_TYPE } from '@masthead/core';
import type { Tx } from '../db/client.ts';
import { magazineMembers, users } from '../features/accounts/tables.ts';
import { recordTeamEvent } from '../features/audit/team-events.ts';
import { recordRevision } from '../features/editorial/revisions.ts';
import { magazinePlans, magazines } from '../features/magazines/tables.ts';
import { type DemoMagazine, type DemoMember, TEAMS } from './demo-data/teams.ts';

/**
 * The demo teams (demo-data/teams.ts) as creating them and inviting their members would have left them:
 * the magazine's profile, its magazines row (kind, brand colours, open contribution), a free plan (paid
 * plans are bought afterwards, seed/demo-plans.ts), its members with their roles, and the team events
 * 'magazine.created' and 'magazine.member.join' that its activity lists.
 */

const DAY = 86_400_000;
/** The teams were started two months ago; members joined a few days apart. */
const STARTED_DAYS_AGO = 60;

/** Looks up an id by username (people and magazines), failing loudly on a typo in the data. */
export type IdOf = (username: string) => number;

const ownerTypeOf = (member: DemoMember) =>
  member.primary ? OWNER_TYPE.primary : member.role === 'owner' ? OWNER_TYPE.owner : OWNER_TYPE.none;

export async function seedDemoTeams(tx: Tx, idOf: IdOf, now: Date): Promise<void> {
  for (const [index, team] of TEAMS.entries()) {
    const createdAt = new Date(now.getTime() - (STARTED_DAYS_AGO - index) * DAY);
    const [primary] = team.members;
    if (!primary?.primary) throw new Error(`demo seed: ${team.username} lists its primary owner first`);
    const [row] = await tx
      .insert(users)
      .values({
        userType: USER_TYPE.magazine,
        username: team.username,
        displayName: team.displayName,
        bio: team.bio,
        bioConnect: team.bioConnect ?? '',
        website: team.website ?? '',
        profileCreated: true,
        firstTimeLogin: false,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: users.id });
    const magazineUserId = row!.id;
    await tx.insert(magazines).values({
      userId: magazineUserId,
      kind: team.kind,
      brandColors: team.brandColors ?? '',
      openContributionEnabled: team.openContribution !== undefined,
      openContribution: team.openContribution ?? {},
      createdBy: idOf(primary.username),
      createdAt,
      updatedAt: createdAt,
    });
    await tx
      .insert(magazinePlans)
      .values({ magazineUserId, planGroup: PLAN_GROUP.free, status: 'active', updatedAt: createdAt });
    await recordTeamEvent(tx, 'magazine.created', {
      magazineUserId,
      actorUserId: idOf(primary.username),
      data: { kind: team.kind, username: team.username },
      at: createdAt,
    });
    for (const [position, member] of team.members.entries()) {
      const joinedAt = new Date(createdAt.getTime() + position * 3 * DAY);
      const userId = idOf(member.username);
      await tx.insert(magazineMembers).values({
        magazineUserId,
        userId,
        role: MAGAZINE_ROLE[member.role],
        ownerType: ownerTypeOf(member),
        createdAt: joinedAt,
      });
      if (position === 0) continue;
      await recordTeamEvent(tx, 'magazine.member.join', {
        magazineUserId,
        actorUserId: userId,
        subjectUserId: userId,
        data: { role: member.role, kind: 'email', invitedBy: idOf(primary.username) },
        at: joinedAt,
      });
    }
  }
}

/**
 * Who published a member's story in a demo magazine: its author when their role publishes their own
 * (SPEC §6), otherwise the team's first member who publishes submissions.
 */
export function publisherOf(magazine: DemoMagazine, author: string): string {
  const team = TEAMS.find((candidate) => candidate.username === magazine);
  const member = team?.members.find((candidate) => candidate.username === author);
  if (!team || !member) throw new Error(`demo seed: ${author} is no member of ${magazine}`);
  const grants = (right: keyof typeof MAGAZINE_RIGHTS, role: DemoMember['role']) =>
    (MAGAZINE_RIGHTS[right] as readonly string[]).includes(role);
  if (grants('publishOwn', member.role)) return author;
  const editor = team.members.find((candidate) => grants('publishSubmissions', candidate.role));
  return editor?.username ?? team.members[0]!.username;
}

/** A magazine story's 'published' revision and team event, as publishing it in the editor writes them. */
export async function recordDemoPublish(
  tx: Tx,
  idOf: IdOf,
  story: { contentId: number; title: string; magazine: DemoMagazine; by: string; at: Date },
) {
  const actorUserId = idOf(publisherOf(story.magazine, story.by));
  const authorId = idOf(story.by);
  await recordRevision(tx, {
    contentId: story.contentId,
    editorId: actorUserId,
    kind: 'published',
    at: story.at,
  });
  await recordTeamEvent(tx, 'editorial.publish', {
    magazineUserId: idOf(story.magazine),
    actorUserId,
    subjectUserId: authorId === actorUserId ? null : authorId,
    data: { cgroupId: story.contentId, title: story.title },
    at: story.at,
  });
}
