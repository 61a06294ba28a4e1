import { MAGAZINE_ROLE, OWNER_TYPE } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { magazineMembers } from '../features/accounts/tables.ts';
import { auditLog } from '../features/audit/tables.ts';
import type { TestApp } from './app.ts';
import { insertMagazine, signedInPerson } from './reading-fixtures.ts';

/** Test factories for the team side: a magazine with one member in every seat of SPEC §6. */

export const SEATS = {
  primaryOwner: { role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.primary },
  owner: { role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.owner },
  managingEditor: { role: MAGAZINE_ROLE.managingEditor, ownerType: 0 },
  editor: { role: MAGAZINE_ROLE.editor, ownerType: 0 },
  writer: { role: MAGAZINE_ROLE.writer, ownerType: 0 },
  contributor: { role: MAGAZINE_ROLE.contributor, ownerType: 0 },
  secretAdmin: { role: MAGAZINE_ROLE.secretAdmin, ownerType: 0 },
} as const;
export type Seat = keyof typeof SEATS;

export type Person = Awaited<ReturnType<typeof signedInPerson>>;

/** A fresh magazine with one member per seat, an outsider and a masterAdmin, each signed in. */
export async function buildTeam(t: TestApp) {
  const db = t.database.db;
  const magazine = await insertMagazine(db);
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
export type Client = Pick<Person['client'], 'get' | 'post'>;

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

/** The audit rows of one magazine, oldest first. */
export const teamEventsOf = (t: TestApp, magazineUserId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.magazineUserId, magazineUserId))
    .orderBy(auditLog.id);

/** A 403 that says access_deny and nothing of the policy's reason. */
export function expectDenied(response: { status: number; body: unknown }) {
  expect(response.status).toBe(403);
  expect(response.body).toMatchObject({ success: false, errorMsgKey: 'error.access_deny' });
  expect(JSON.stringify(response.body)).not.toMatch(
    /owner-only|primary-owner|own-role|hidden-member|role-not/,
  );
}
