import { MAGAZINE_ROLE, type MagazineKind, OWNER_TYPE, PLAN_GROUP } from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { magazineMembers, sessions } from '../features/accounts/tables.ts';
import { auditLog } from '../features/audit/tables.ts';
import { magazinePlans, magazines } from '../features/magazines/tables.ts';
import type { TestApp } from './app.ts';
import { insertMagazine, signedInPerson } from './reading-fixtures.ts';

/** Test factories for the team side: a magazine with one member in every seat of SPEC §6. */

export const SEATS = {
  primaryOwner: { role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.primary },
  owner: { role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.owner },
  managingEditor: { role: MAGAZINE_ROLE.managingEditor, ownerType: OWNER_TYPE.none },
  editor: { role: MAGAZINE_ROLE.editor, ownerType: OWNER_TYPE.none },
  seniorWriter: { role: MAGAZINE_ROLE.seniorWriter, ownerType: OWNER_TYPE.none },
  writer: { role: MAGAZINE_ROLE.writer, ownerType: OWNER_TYPE.none },
  contributor: { role: MAGAZINE_ROLE.contributor, ownerType: OWNER_TYPE.none },
  secretAdmin: { role: MAGAZINE_ROLE.secretAdmin, ownerType: OWNER_TYPE.none },
} as const;
export type Seat = keyof typeof SEATS;

export type Person = Awaited<ReturnType<typeof signedInPerson>>;
export type Client = Pick<Person['client'], 'get' | 'post'>;

/**
 * A magazine (or business) as creating one leaves it: its magazines row, a free plan, and one signed-in
 * member per seat asked for (every seat by default); plus an outsider and a masterAdmin. `row: false`
 * leaves out the magazines and plan rows, as for a magazine made before those tables.
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
    row?: boolean;
  } = {},
) {
  const db = t.database.db;
  const magazine = await insertMagazine(db, options.username ? { username: options.username } : {});
  if (options.row !== false) {
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
  }
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

export type Team = Awaited<ReturnType<typeof buildMagazine>>;

export const membersOf = (t: TestApp, magazineUserId: number) =>
  t.database.db
    .select({
      userId: magazineMembers.userId,
      role: magazineMembers.role,
      ownerType: magazineMembers.ownerType,
    })
    .from(magazineMembers)
    .where(eq(magazineMembers.magazineUserId, magazineUserId))
    .orderBy(magazineMembers.userId);

export const memberIds = async (t: TestApp, magazineUserId: number) =>
  (await membersOf(t, magazineUserId)).map((row) => row.userId);

/** The audit rows of one magazine, oldest first. */
export const teamEventsOf = (t: TestApp, magazineUserId: number) =>
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

/** A 403 that says access_deny and nothing of the policy's reason. */
export function expectDenied(response: { status: number; body: unknown }) {
  expect(response.status).toBe(403);
  expect(response.body).toMatchObject({ success: false, errorMsgKey: 'error.access_deny' });
  expect(JSON.stringify(response.body)).not.toMatch(
    /owner-only|primary-owner|own-role|hidden-member|role-not/,
  );
}
