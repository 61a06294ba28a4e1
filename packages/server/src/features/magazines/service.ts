import { type MagazineActor, type TMemberRemove, type TMemberRoleChange, USER_TYPE } from '@masthead/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Viewer } from '../accounts/sessions.ts';
import { users } from '../accounts/tables.ts';
import type { FilesService } from '../files/service.ts';
import { switchActingProfile } from './acting-profile.ts';
import {
  closeMagazine,
  finaliseClosings,
  leaveMagazine,
  type MembershipDeps,
  reopenMagazine,
} from './membership.ts';
import { createMagazineProfiles } from './profile-service.ts';
import { readSwitcher } from './switcher.ts';
import { changeMemberRole, readTeam, removeMember } from './team.ts';
import { readTeamHome } from './team-home.ts';

/**
 * SPEC §6 magazines, put together once per process: the team page (team.ts), leaving, closing and
 * reopening (membership.ts), the switcher and the acting profile, the team home, and creating
 * magazines with their settings and pictures (profile-service.ts).
 */
export function createMagazinesService(deps: MembershipDeps & { files: FilesService }) {
  const options = () => ({ now: deps.clock(), advancedPlanBusinessId: deps.config.advancedPlanBusinessId });
  return {
    ...createMagazineProfiles(deps),
    team: (actor: MagazineActor, magazineUserId: number) => readTeam(deps.db, actor, magazineUserId),
    changeRole: (actor: MagazineActor, input: TMemberRoleChange) => changeMemberRole(deps, actor, input),
    remove: (actor: MagazineActor, input: TMemberRemove) => removeMember(deps, actor, input),
    leave: (actor: MagazineActor, magazineUserId: number) => leaveMagazine(deps, actor, magazineUserId),
    close: (actor: MagazineActor, magazineUserId: number) => closeMagazine(deps, actor, magazineUserId),
    reopen: (actor: MagazineActor, magazineUserId: number) => reopenMagazine(deps, actor, magazineUserId),
    /** The housekeeping job: closings past their undo window become final. */
    finaliseClosings: () => finaliseClosings(deps),
    switchTo: (viewer: Viewer, profileId: number) => switchActingProfile(deps.db, viewer, profileId),
    switcher: (viewer: Viewer) => readSwitcher(deps.db, viewer, options()),
    home: (actor: MagazineActor, username: string) => readTeamHome(deps.db, actor, username, options()),
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
