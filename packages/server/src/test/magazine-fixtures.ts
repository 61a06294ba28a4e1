import { MAGAZINE_ROLE, OWNER_TYPE } from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import { magazineMembers, sessions } from '../features/accounts/tables.ts';
import { auditLog } from '../features/audit/tables.ts';
import { magazines } from '../features/magazines/tables.ts';
import type { TestApp } from './app.ts';
import { insertMagazine, signedInPerson } from './reading-fixtures.ts';

/** One member per seat of SPEC §6's roles, as magazine_members stores them. */
export const SEATS = {
  primaryOwner: { role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.primary },
  owner: { role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.owner },
  managingEditor: { role: MAGAZINE_ROLE.managingEditor, ownerType: 0 },
  editor: { role: MAGAZINE_ROLE.editor, ownerType: 0 },
  seniorWriter: { role: MAGAZINE_ROLE.seniorWriter, ownerType: 0 },
  writer: { role: MAGAZINE_ROLE.writer, ownerType: 0 },
  contributor: { role: MAGAZINE_ROLE.contributor, ownerType: 0 },
  secretAdmin: { role: MAGAZINE_ROLE.secretAdmin, ownerType: 0 },
} as const;
export type Seat = keyof typeof SEATS;

export type Person = Awaited<ReturnType<typeof signedInPerson>>;

/**
 * A fresh magazine with one signed-in member per seat, an outsider and a masterAdmin. `row: false`
 * leaves out its `magazines` row, as for a magazine made before that table.
 */
export async function buildTeam(t: TestApp, options: { row?: boolean } = {}) {
  const db = t.database.db;
  const magazine = await insertMagazine(db);
  if (options.row !== false) await db.insert(magazines).values({ userId: magazine.id, kind: 'business' });
  const people = {} as Record<Seat, Person>;
  for (const seat of Object.keys(SEATS) as Seat[]) {
    people[seat] = await signedInPerson(t);
    await db
      .insert(magazineMembers)
      .values({ magazineUserId: magazine.id, userId: people[seat].id, ...SEATS[seat] });
  }
  const outsider = await signedInPerson(t);
  const masterAdmin = await signedInPerson(t, { masterAdmin: true });
  return { magazineUserId: magazine.id, magazine, people, outsider, masterAdmin };
}

export type Team = Awaited<ReturnType<typeof buildTeam>>;

export const memberIds = async (t: TestApp, magazineUserId: number) =>
  (
    await t.database.db
      .select({ userId: magazineMembers.userId })
      .from(magazineMembers)
      .where(eq(magazineMembers.magazineUserId, magazineUserId))
      .orderBy(magazineMembers.userId)
  ).map((row) => row.userId);

export const auditOf = (t: TestApp, magazineUserId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.magazineUserId, magazineUserId))
    .orderBy(auditLog.id);

export async function closingOf(t: TestApp, magazineUserId: number) {
  const [row] = await t.database.db
    .select({ closedAt: magazines.closedAt, closedBy: magazines.closedBy })
    .from(magazines)
    .where(eq(magazines.userId, magazineUserId));
  return row ?? null;
}

/** The acting profile stored on each of a person's sessions. */
export const actingIdsOf = async (t: TestApp, userId: number) =>
  (
    await t.database.db
      .select({ acting: sessions.actingProfileId })
      .from(sessions)
      .where(and(eq(sessions.userId, userId)))
  ).map((row) => row.acting);
