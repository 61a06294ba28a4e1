import {
  businessUsernameProblem,
  MAGAZINE_ROLE,
  type MagazineCreated,
  magazineUsernameProblem,
  OWNER_TYPE,
  PLAN_GROUP,
  type TMagazineCreate,
  type TUsernameCheckQuery,
  USER_TYPE,
  type UsernameCheck,
} from '@masthead/core';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { magazineMembers, users } from '../accounts/tables.ts';
import { recordTeamEvent } from '../audit/team-events.ts';
import { magazinePlans, magazines } from './tables.ts';

/**
 * Creating a magazine or business: a users row (userType 4), its magazines row, a free plan and the
 * creator as primary owner, with the 'magazine.created' audit row, all in one transaction.
 */

const usernameUsed = () => new AppError('username.used', { fields: { username: 'error.username.used' } });

/** Whether a person or magazine (open, closed or suspended: its address stays theirs) has this name. */
async function usernameTaken(db: DbOrTx, username: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

/** The live check of the create form: the first rule the name breaks, or whether it is taken. */
export async function checkUsername(db: DbOrTx, query: TUsernameCheckQuery): Promise<UsernameCheck> {
  const username = query.username.trim();
  const problem =
    magazineUsernameProblem(username) ??
    businessUsernameProblem(query.kind ?? 'magazine', username) ??
    ((await usernameTaken(db, username)) ? 'error.username.used' : null);
  return { username, available: problem === null, problem };
}

/** Refuses a taken name before anything is counted against the creator's limit. */
export async function assertUsernameFree(db: DbOrTx, username: string) {
  if (await usernameTaken(db, username)) throw usernameUsed();
}

const isUniqueViolation = (error: unknown) => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

export async function createMagazine(
  deps: ServiceDeps,
  creatorId: number,
  input: TMagazineCreate,
): Promise<MagazineCreated> {
  const at = deps.clock();
  try {
    return await deps.db.transaction(async (tx) => {
      if (await usernameTaken(tx, input.username)) throw usernameUsed();
      const [created] = await tx
        .insert(users)
        .values({
          userType: USER_TYPE.magazine,
          username: input.username,
          displayName: input.displayName,
          bio: input.bio ?? '',
          profileCreated: true,
          firstTimeLogin: false,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ userId: users.id, username: users.username, displayName: users.displayName });
      const magazineUserId = created!.userId;
      await tx.insert(magazines).values({
        userId: magazineUserId,
        kind: input.kind,
        createdBy: creatorId,
        createdAt: at,
        updatedAt: at,
      });
      await tx
        .insert(magazinePlans)
        .values({ magazineUserId, planGroup: PLAN_GROUP.free, status: 'active', updatedAt: at });
      await tx.insert(magazineMembers).values({
        magazineUserId,
        userId: creatorId,
        role: MAGAZINE_ROLE.owner,
        ownerType: OWNER_TYPE.primary,
        createdAt: at,
      });
      await recordTeamEvent(tx, 'magazine.created', {
        magazineUserId,
        actorUserId: creatorId,
        data: { kind: input.kind, username: created!.username },
        at,
      });
      return {
        magazine: { ...created!, kind: input.kind },
        dashboardPath: `/dashboard/@${created!.username}`,
      };
    });
  } catch (error) {
    // Two people taking one name at once: the unique index decides, the loser hears it is taken.
    if (isUniqueViolation(error)) throw usernameUsed();
    throw error;
  }
}
