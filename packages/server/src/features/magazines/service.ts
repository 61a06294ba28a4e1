import { type MagazineActor, type TMemberRemove, type TMemberRoleChange, USER_TYPE } from '@masthead/core';
import { and, eq, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import type { FilesService } from '../files/service.ts';
import { createMagazineProfiles } from './profile-service.ts';
import { changeMemberRole, readTeam, removeMember } from './team.ts';

/** SPEC §6 magazines: the team page's use cases (team.ts), put together once per process. */
export function createMagazinesService(deps: ServiceDeps & { files: FilesService }) {
  return {
    ...createMagazineProfiles(deps),
    team: (actor: MagazineActor, magazineUserId: number) => readTeam(deps.db, actor, magazineUserId),
    changeRole: (actor: MagazineActor, input: TMemberRoleChange) => changeMemberRole(deps, actor, input),
    remove: (actor: MagazineActor, input: TMemberRemove) => removeMember(deps, actor, input),
    /** The id a magazine's username stands for (the team page's address), or null. */
    magazineIdOf: async (username: string) => {
      if (username.length > 100) return null;
      const [row] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`lower(${users.username}) = ${username.toLowerCase()}`,
            eq(users.userType, USER_TYPE.magazine),
          ),
        )
        .limit(1);
      return row?.id ?? null;
    },
  };
}

export type MagazinesService = ReturnType<typeof createMagazinesService>;
