import { MAGAZINE_ROLE, type MagazineKind, OWNER_TYPE, PLAN_GROUP } from '@masthead/core';
import { magazineMembers } from '../features/accounts/tables.ts';
import { magazinePlans, magazines } from '../features/magazines/tables.ts';
import type { TestApp } from './app.ts';
import { insertMagazine, signedInPerson } from './reading-fixtures.ts';

/** The seats of a team, as magazine_members stores them. */
export const SEATS = {
  primaryOwner: { role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.primary },
  owner: { role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.owner },
  managingEditor: { role: MAGAZINE_ROLE.managingEditor, ownerType: OWNER_TYPE.none },
  editor: { role: MAGAZINE_ROLE.editor, ownerType: OWNER_TYPE.none },
  writer: { role: MAGAZINE_ROLE.writer, ownerType: OWNER_TYPE.none },
  contributor: { role: MAGAZINE_ROLE.contributor, ownerType: OWNER_TYPE.none },
  secretAdmin: { role: MAGAZINE_ROLE.secretAdmin, ownerType: OWNER_TYPE.none },
} as const;
export type Seat = keyof typeof SEATS;

type Person = Awaited<ReturnType<typeof signedInPerson>>;

/**
 * A magazine (or business) as creating one leaves it: its magazines row, a free plan, and one signed-in
 * member per seat asked for; plus an outsider and a masterAdmin.
 */
export async function buildMagazine(
  t: TestApp,
  options: {
    kind?: MagazineKind;
    username?: string;
    seats?: readonly Seat[];
    brandColors?: string;
    planGroup?: number;
    planStatus?: 'active' | 'expired';
  } = {},
) {
  const db = t.database.db;
  const magazine = await insertMagazine(db, options.username ? { username: options.username } : {});
  await db.insert(magazines).values({
    userId: magazine.id,
    kind: options.kind ?? 'magazine',
    brandColors: options.brandColors ?? '',
  });
  await db.insert(magazinePlans).values({
    magazineUserId: magazine.id,
    planGroup: options.planGroup ?? PLAN_GROUP.free,
    status: options.planStatus ?? 'active',
  });
  const people = {} as Record<Seat, Person>;
  for (const seat of options.seats ?? (Object.keys(SEATS) as Seat[])) {
    people[seat] = await signedInPerson(t);
    await db
      .insert(magazineMembers)
      .values({ magazineUserId: magazine.id, userId: people[seat].id, ...SEATS[seat] });
  }
  const outsider = await signedInPerson(t);
  const masterAdmin = await signedInPerson(t, { masterAdmin: true });
  return { magazineUserId: magazine.id, magazine, people, outsider, masterAdmin };
}
