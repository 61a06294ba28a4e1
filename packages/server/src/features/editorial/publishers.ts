import {
  actingRole,
  type Byline,
  can,
  canUseByline,
  canWriteFor,
  type Flavour,
  listedInFlavour,
  type MagazineActor,
  type PublisherChoice,
  USER_TYPE,
} from '@masthead/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { loadActor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { magazineMembers, users } from '../accounts/tables.ts';
import { magazines } from '../magazines/tables.ts';

/**
 * Who a content may appear under (the editor's 'Publish in'): the author's own profile, or a magazine
 * that is open and in which they have the write right (core's canWriteFor).
 */

/** Refuses (403) a publisher the actor may not write for: not theirs, not a magazine, closed, no right. */
export async function checkPublisher(tx: DbOrTx, actor: MagazineActor, publisherId: number) {
  if (publisherId === actor.userId) return;
  const refused = () => new AppError('access_deny', { fields: { publisherId: 'validation.invalid' } });
  if (!canWriteFor(actor, publisherId).ok) throw refused();
  const [magazine] = await tx
    .select({ id: users.id })
    .from(users)
    .leftJoin(magazines, eq(magazines.userId, users.id))
    .where(and(eq(users.id, publisherId), eq(users.userType, USER_TYPE.magazine), isNull(magazines.closedAt)))
    .limit(1);
  if (!magazine) throw refused();
}

/**
 * Refuses (403 on the field) a byline the actor may not give a story under this publisher: the
 * magazine's name alone needs publishAsPublisher there (core's canUseByline).
 */
export function checkByline(actor: MagazineActor, publisherId: number, byline: Byline) {
  if (!canUseByline(actor, publisherId, byline).ok)
    throw new AppError('access_deny', { fields: { byline: 'validation.invalid' } });
}

const profile = {
  userId: users.id,
  username: users.username,
  displayName: users.displayName,
  photoPath: users.photoPath,
  userType: users.userType,
};

/**
 * SPEC §6 'In the article editor the user's own profile is listed': first, then their magazines, as the
 * switcher lists them in this flavour (contributors hidden in connect, only contributors in create).
 */
export async function publisherChoices(db: Db, userId: number, flavour: Flavour): Promise<PublisherChoice[]> {
  const actor = await loadActor(db, userId);
  const [self] = await db.select(profile).from(users).where(eq(users.id, userId)).limit(1);
  if (!self) return [];
  const rows = await db
    .select({ ...profile, role: magazineMembers.role, ownerType: magazineMembers.ownerType })
    .from(magazineMembers)
    .innerJoin(users, eq(users.id, magazineMembers.magazineUserId))
    .leftJoin(magazines, eq(magazines.userId, users.id))
    .where(
      and(
        eq(magazineMembers.userId, userId),
        eq(users.userType, USER_TYPE.magazine),
        isNull(magazines.closedAt),
      ),
    )
    .orderBy(users.displayName, users.id);
  const own: PublisherChoice = { ...self, kind: 'self', publishOwn: true, asPublisher: false };
  return [
    own,
    ...rows
      .filter((row) => can(actor, 'write', row.userId))
      .filter((row) => {
        const role = actingRole(row);
        return role !== null && listedInFlavour(role, flavour);
      })
      .map(({ role: _role, ownerType: _ownerType, ...row }) => ({
        ...row,
        kind: 'magazine' as const,
        publishOwn: can(actor, 'publishOwn', row.userId),
        asPublisher: can(actor, 'publishAsPublisher', row.userId),
      })),
  ];
}
