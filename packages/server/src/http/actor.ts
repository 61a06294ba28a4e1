import { type MagazineActor, USER_TYPE } from '@masthead/core';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { magazineMembers, users } from '../features/accounts/tables.ts';
import { magazines } from '../features/magazines/tables.ts';

/**
 * The signed-in person as the route checks see them: site rights (admin, masterAdmin, accessRight)
 * and every magazine membership, read at most once per request. A membership in a closed magazine
 * says so (core's policy then gives it nothing but the primary owner's reopen).
 */
export type Actor = MagazineActor & { admin: boolean; accessRight: string[]; suspended: boolean };

export async function loadActor(db: DbOrTx, userId: number): Promise<Actor> {
  const [person] = await db
    .select({
      admin: users.admin,
      masterAdmin: users.masterAdmin,
      accessRights: users.accessRights,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const memberships = await db
    .select({
      magazineUserId: magazineMembers.magazineUserId,
      role: magazineMembers.role,
      ownerType: magazineMembers.ownerType,
      closed: sql<boolean>`${magazines.closedAt} is not null`,
    })
    .from(magazineMembers)
    .leftJoin(magazines, eq(magazines.userId, magazineMembers.magazineUserId))
    .where(eq(magazineMembers.userId, userId));
  const suspended = !person || person.suspendedAt !== null;
  // A suspended account keeps no rights, in the site or in any magazine.
  return {
    userId,
    admin: !suspended && person.admin,
    masterAdmin: !suspended && person.masterAdmin,
    accessRight: suspended ? [] : person.accessRights,
    suspended,
    memberships: suspended ? [] : memberships,
  };
}

/** Whether a user id is a magazine's (SPEC userType 4), closed or not. */
export async function isMagazine(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, USER_TYPE.magazine)))
    .limit(1);
  return row !== undefined;
}

const actors = new WeakMap<FastifyRequest, Promise<Actor>>();

/** The request's actor (its viewer must be signed in), loaded at most once per request. */
export function actorOf(request: FastifyRequest): Promise<Actor> {
  let actor = actors.get(request);
  if (!actor) {
    actor = loadActor(request.server.services.db, request.viewer!.userId);
    actors.set(request, actor);
  }
  return actor;
}
