import { MAGAZINE_ROLE, type MagazineActor, type ProfileRef, seesHiddenMember } from '@masthead/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { magazineMembers, users } from '../accounts/tables.ts';

/**
 * SPEC §6: a secretAdmin is hidden from the team unless the viewer is masterAdmin (core's
 * seesHiddenMember). Presenters that name who did something in a magazine (a revision's editor, an
 * invitation's inviter, a plan's payer, a notification's actor) show the magazine in a hidden member's
 * place, so that no answer tells the team, or anyone they invite, that one is there.
 */

/** Who reads the answer: a person, or nobody in particular (every hidden member stays hidden). */
export type HiddenReader = Pick<MagazineActor, 'userId' | 'masterAdmin'> | null;

const magazineRef = async (db: DbOrTx, magazineUserId: number): Promise<ProfileRef | null> => {
  const [row] = await db
    .select({
      userId: users.id,
      username: users.username,
      displayName: users.displayName,
      photoPath: users.photoPath,
      userType: users.userType,
    })
    .from(users)
    .where(eq(users.id, magazineUserId))
    .limit(1);
  return row ?? null;
};

export type HiddenMask = {
  /** The members the reader may not see. */
  hidden: ReadonlySet<number>;
  /** Whether the reader may not see that this person is in the magazine. */
  hides(userId: number | null | undefined): boolean;
  /** The magazine as a profile, to show in a hidden member's place (null when nobody is hidden). */
  magazine: ProfileRef | null;
  /** A person's profile, or the magazine's when the person is hidden from the reader. */
  ref<T extends { userId: number }>(person: T | null, asMagazine: (magazine: ProfileRef) => T): T | null;
};

/** The mask of one magazine for one reader: one small read (the magazine's secretAdmins, if any). */
export async function hiddenMaskFor(
  db: DbOrTx,
  reader: HiddenReader,
  magazineUserId: number,
): Promise<HiddenMask> {
  const rows = await db
    .select({ userId: magazineMembers.userId })
    .from(magazineMembers)
    .where(
      and(
        eq(magazineMembers.magazineUserId, magazineUserId),
        eq(magazineMembers.role, MAGAZINE_ROLE.secretAdmin),
      ),
    );
  const hidden = new Set(rows.map((row) => row.userId).filter((id) => !seesHiddenMember(reader, id)));
  const magazine = hidden.size > 0 ? await magazineRef(db, magazineUserId) : null;
  const hides = (userId: number | null | undefined) => userId != null && hidden.has(userId);
  return {
    hidden,
    hides,
    magazine,
    ref: (person, asMagazine) => (person && magazine && hides(person.userId) ? asMagazine(magazine) : person),
  };
}

/** The members of a magazine the reader may not see: their moves are shown as the magazine's. */
export async function hiddenMembersFor(db: DbOrTx, reader: HiddenReader, magazineUserId: number) {
  return (await hiddenMaskFor(db, reader, magazineUserId)).hidden;
}

/** Of these (magazine, person) pairs, the ones where the person is the magazine's hidden secretAdmin. */
export async function hiddenPairs(
  db: DbOrTx,
  pairs: readonly { magazineUserId: number; userId: number }[],
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db
    .select({ magazineUserId: magazineMembers.magazineUserId, userId: magazineMembers.userId })
    .from(magazineMembers)
    .where(
      and(
        inArray(magazineMembers.magazineUserId, [...new Set(pairs.map((pair) => pair.magazineUserId))]),
        inArray(magazineMembers.userId, [...new Set(pairs.map((pair) => pair.userId))]),
        eq(magazineMembers.role, MAGAZINE_ROLE.secretAdmin),
      ),
    );
  return new Set(rows.map((row) => pairKey(row.magazineUserId, row.userId)));
}

export const pairKey = (magazineUserId: number, userId: number) => `${magazineUserId}:${userId}`;
