import {
  type AdminPersonView,
  normaliseRights,
  type TRightsGrant,
  type TSpecialAccount,
  type TSuspend,
  USER_TYPE,
} from '@masthead/core';
import { and, desc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import { recordAdminEvent } from './audit.ts';
import { suspendPerson } from './effects.ts';
import { specialAccounts } from './tables.ts';

const personFields = {
  userId: users.id,
  username: users.username,
  displayName: users.displayName,
  photoPath: users.photoPath,
  userType: users.userType,
  email: users.email,
  admin: users.admin,
  masterAdmin: users.masterAdmin,
  accessRights: users.accessRights,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
  special: sql<boolean>`exists (select 1 from ${specialAccounts} where ${specialAccounts.userId} = ${users.id})`,
};

type PersonRow = {
  userId: number;
  username: string;
  displayName: string;
  photoPath: string | null;
  userType: number;
  email: string | null;
  admin: boolean;
  masterAdmin: boolean;
  accessRights: string[];
  suspendedAt: Date | null;
  createdAt: Date;
  special: boolean;
};

/** The presenter: the fields an admin console shows of a person (an allowlist). */
const presentPerson = (row: PersonRow, configured: readonly number[]): AdminPersonView => ({
  userId: row.userId,
  username: row.username,
  displayName: row.displayName,
  photoPath: row.photoPath,
  userType: row.userType,
  email: row.email,
  admin: row.admin,
  masterAdmin: row.masterAdmin,
  accessRight: normaliseRights(row.accessRights),
  suspended: row.suspendedAt !== null,
  special: row.special || configured.includes(row.userId),
  createdAt: row.createdAt.toISOString(),
});

const PAGE = 30;

/** Rights, special-handling accounts, people search and suspension (SPEC §6). */
export function createPeopleAdminService(deps: ServiceDeps) {
  const { db, clock, config } = deps;
  const present = (row: PersonRow) => presentPerson(row, config.specialAccountIds);

  /** A person by id (a magazine too with `anyProfile`: special handling is mostly for teams). */
  async function person(executor: DbOrTx, userId: number, anyProfile = false) {
    const [row] = await executor
      .select(personFields)
      .from(users)
      .where(and(eq(users.id, userId), anyProfile ? undefined : eq(users.userType, USER_TYPE.person)));
    return row as PersonRow | undefined;
  }

  async function personOrMissing(executor: DbOrTx, userId: number, anyProfile = false) {
    const row = await person(executor, userId, anyProfile);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** GET /api2/admin/rights: every admin and the special-handling accounts. */
  async function rights() {
    const rows = (await db
      .select(personFields)
      .from(users)
      .where(
        or(
          eq(users.admin, true),
          eq(users.masterAdmin, true),
          sql`cardinality(${users.accessRights}) > 0`,
          sql`exists (select 1 from ${specialAccounts} where ${specialAccounts.userId} = ${users.id})`,
          config.specialAccountIds.length > 0 ? inArray(users.id, config.specialAccountIds) : undefined,
        ),
      )
      .orderBy(users.username)
      .limit(500)) as PersonRow[];
    const people = rows.map(present);
    return {
      admins: people.filter((p) => p.admin || p.masterAdmin || p.accessRight.length > 0),
      special: people.filter((p) => p.special),
    };
  }

  /** POST /api2/admin/rights (masterAdmin): the list the person holds from now on; none: no admin. */
  async function setRights(actorId: number, input: TRightsGrant) {
    return transactionWithRetry(db, async (tx) => {
      const before = await personOrMissing(tx, input.userId);
      if (before.masterAdmin) throw new AppError('access_deny');
      const list = normaliseRights(input.rights);
      await tx
        .update(users)
        .set({ accessRights: list, admin: list.length > 0, updatedAt: clock() })
        .where(eq(users.id, input.userId));
      await recordAdminEvent(tx, 'admin.rights.set', {
        actorUserId: actorId,
        subjectUserId: input.userId,
        data: { rights: list.join(', '), before: normaliseRights(before.accessRights).join(', ') },
        at: clock(),
      });
      return { person: present((await personOrMissing(tx, input.userId)) as PersonRow) };
    });
  }

  /** POST /api2/admin/special: on or off the special-handling list kept here. */
  async function setSpecial(actorId: number, input: TSpecialAccount) {
    return transactionWithRetry(db, async (tx) => {
      await personOrMissing(tx, input.userId, true);
      const changed = input.special
        ? await tx
            .insert(specialAccounts)
            .values({ userId: input.userId, addedBy: actorId, createdAt: clock() })
            .onConflictDoNothing()
            .returning({ id: specialAccounts.userId })
        : await tx
            .delete(specialAccounts)
            .where(eq(specialAccounts.userId, input.userId))
            .returning({ id: specialAccounts.userId });
      if (changed.length > 0)
        await recordAdminEvent(tx, input.special ? 'admin.special.add' : 'admin.special.remove', {
          actorUserId: actorId,
          subjectUserId: input.userId,
          at: clock(),
        });
      return { person: present(await personOrMissing(tx, input.userId, true)) };
    });
  }

  /** GET /api2/admin/people?q=: by name, username or email (prefix), or the newest people. */
  async function search(q: string | undefined) {
    const pattern = q ? `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows = (await db
      .select(personFields)
      .from(users)
      .where(
        and(
          eq(users.userType, USER_TYPE.person),
          isNotNull(users.id),
          pattern
            ? or(
                ilike(users.username, pattern),
                ilike(users.displayName, pattern),
                ilike(users.email, pattern),
              )
            : undefined,
        ),
      )
      .orderBy(desc(users.id))
      .limit(PAGE)) as PersonRow[];
    return { items: rows.map(present) };
  }

  /**
   * POST /api2/admin/people/suspend: a suspended person cannot sign in, post or vote, and their sessions
   * end at once; restoring lets them sign in again. Nobody suspends themselves or a masterAdmin.
   */
  async function setSuspended(actorId: number, input: TSuspend) {
    return transactionWithRetry(db, async (tx) => {
      const target = await personOrMissing(tx, input.userId);
      if (target.masterAdmin || target.userId === actorId) throw new AppError('access_deny');
      const now = clock();
      if (input.suspended && target.suspendedAt === null) await suspendPerson(tx, input.userId, now);
      if (!input.suspended && target.suspendedAt !== null)
        await tx.update(users).set({ suspendedAt: null, updatedAt: now }).where(eq(users.id, input.userId));
      if (input.suspended !== (target.suspendedAt !== null))
        await recordAdminEvent(tx, input.suspended ? 'admin.person.suspend' : 'admin.person.restore', {
          actorUserId: actorId,
          subjectUserId: input.userId,
          at: now,
        });
      return { person: present(await personOrMissing(tx, input.userId)) };
    });
  }

  return { rights, setRights, setSpecial, search, setSuspended };
}
