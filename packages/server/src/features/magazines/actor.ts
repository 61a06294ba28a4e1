import type { MagazineActor } from '@masthead/core';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { magazineMembers, users } from '../accounts/tables.ts';

/** The signed-in person with every membership they hold, read once per request when a check needs it. */
export async function loadMagazineActor(db: Db, userId: number): Promise<MagazineActor> {
  const [person] = await db
    .select({ masterAdmin: users.masterAdmin })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const memberships = await db
    .select({
      magazineUserId: magazineMembers.magazineUserId,
      role: magazineMembers.role,
      ownerType: magazineMembers.ownerType,
    })
    .from(magazineMembers)
    .where(eq(magazineMembers.userId, userId));
  return { userId, masterAdmin: person?.masterAdmin ?? false, memberships };
}

const actors = new WeakMap<FastifyRequest, Promise<MagazineActor>>();

/** The request's acting person (its viewer must be signed in), loaded at most once per request. */
export function magazineActorOf(request: FastifyRequest): Promise<MagazineActor> {
  let actor = actors.get(request);
  if (!actor) {
    actor = loadMagazineActor(request.server.services.db, request.viewer!.userId);
    actors.set(request, actor);
  }
  return actor;
}
