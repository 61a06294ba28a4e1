import { MAGAZINE_ROLE, OWNER_TYPE } from '@masthead/core';
import { and, asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { magazineMembers } from '../features/accounts/tables.ts';
import { auditLog } from '../features/audit/tables.ts';
import { contents } from '../features/content/tables.ts';
import { contentRevisions } from '../features/magazines/tables.ts';
import { notifications } from '../features/notifications/tables.ts';
import type { TestApp } from './app.ts';
import { doc } from './compose-fixtures.ts';
import { insertMagazine, signedInPerson } from './reading-fixtures.ts';

/** Shared by the editorial tests: a magazine with one member per role, outsiders, and row reads. */

const SEATS = {
  owner: { role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.primary },
  managingEditor: { role: MAGAZINE_ROLE.managingEditor, ownerType: 0 },
  editor: { role: MAGAZINE_ROLE.editor, ownerType: 0 },
  seniorWriter: { role: MAGAZINE_ROLE.seniorWriter, ownerType: 0 },
  writer: { role: MAGAZINE_ROLE.writer, ownerType: 0 },
  contributor: { role: MAGAZINE_ROLE.contributor, ownerType: 0 },
} as const;
export type Seat = keyof typeof SEATS;

export type Person = Awaited<ReturnType<typeof signedInPerson>>;

/**
 * A magazine with a member in each role, a second magazine with its own editor (a member of another
 * magazine), and a signed-in outsider.
 */
export async function buildEditorialTeam(t: TestApp) {
  const db = t.database.db;
  const magazine = await insertMagazine(db, { displayName: 'The Long Table' });
  const people = {} as Record<Seat, Person>;
  for (const seat of Object.keys(SEATS) as Seat[]) {
    people[seat] = await signedInPerson(t);
    await db
      .insert(magazineMembers)
      .values({ magazineUserId: magazine.id, userId: people[seat].id, ...SEATS[seat] });
  }
  const otherMagazine = await insertMagazine(db, { displayName: 'Another Magazine' });
  const otherEditor = await signedInPerson(t);
  await db.insert(magazineMembers).values({
    magazineUserId: otherMagazine.id,
    userId: otherEditor.id,
    role: MAGAZINE_ROLE.editor,
    ownerType: 0,
  });
  const outsider = await signedInPerson(t);
  return { magazine, magazineUserId: magazine.id, people, otherMagazine, otherEditor, outsider };
}

export type EditorialTeam = Awaited<ReturnType<typeof buildEditorialTeam>>;

/** A draft saved by `author` for the publisher (the magazine by default); its id. */
export async function magazineDraft(author: Person, publisherId: number, over: Record<string, unknown> = {}) {
  const response = await author.client.post('/api2/compose/save', doc({ publisherId, ...over }));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.cgroupId as number;
}

/** Calls a move and expects it to succeed; answers its data. */
export async function move(person: Person, path: string, body: Record<string, unknown>) {
  const response = await person.client.post(path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** What the tests read back of the editorial tables. */
export function editorialRows(app: () => TestApp) {
  const db = () => app().database.db;
  return {
    contentOf: async (id: number) => (await db().select().from(contents).where(eq(contents.id, id)))[0]!,
    revisionsOf: (id: number) =>
      db()
        .select()
        .from(contentRevisions)
        .where(eq(contentRevisions.contentId, id))
        .orderBy(asc(contentRevisions.id)),
    auditOf: (magazineUserId: number, action: string) =>
      db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.magazineUserId, magazineUserId), eq(auditLog.action, action)))
        .orderBy(asc(auditLog.id)),
    notificationsOf: (userId: number) =>
      db()
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.id)),
    /** Rows that change when a move goes through: a refused move must leave them as they were. */
    snapshot: async (id: number) => ({
      content: (await db().select().from(contents).where(eq(contents.id, id)))[0],
      revisions: (await db().select({ n: count() }).from(contentRevisions))[0]?.n,
      audit: (await db().select({ n: count() }).from(auditLog))[0]?.n,
      notifications: (await db().select({ n: count() }).from(notifications))[0]?.n,
    }),
  };
}
