import { z } from 'zod';
import { zUserIdNumber, zUserIdText } from '../images/schemas.ts';
import { ASSIGNABLE_ROLES, type MagazineRight } from './policy.ts';
import type { ActingRole, OwnerType } from './roles.ts';

/** The team page's requests: read a magazine's members, change one's role, remove one. */

/** GET /api2/magazine/team */
export const ZTeamQuery = z.strictObject({ magazineUserId: zUserIdText });
export type TTeamQuery = z.infer<typeof ZTeamQuery>;

/** POST /api2/magazine/member/role: the picker's roles only (never contributor). */
export const ZMemberRoleChange = z.strictObject({
  magazineUserId: zUserIdNumber,
  userId: zUserIdNumber,
  role: z.enum(ASSIGNABLE_ROLES, { error: 'validation.invalid' }),
});
export type TMemberRoleChange = z.infer<typeof ZMemberRoleChange>;

/** POST /api2/magazine/member/remove */
export const ZMemberRemove = z.strictObject({ magazineUserId: zUserIdNumber, userId: zUserIdNumber });
export type TMemberRemove = z.infer<typeof ZMemberRemove>;

/** One member as the team page shows them: no email, nothing the viewer may not see. */
export type TeamMemberView = {
  userId: number;
  username: string;
  displayName: string;
  photoPath: string | null;
  role: ActingRole;
  ownerType: OwnerType;
  /** The roles the viewer may give this member (empty: no picker). */
  assignableRoles: ActingRole[];
  /** Whether the viewer may remove this member. */
  removable: boolean;
};

/** GET /api2/magazine/team answer, and the team page's data. */
export type TeamView = {
  magazine: { userId: number; username: string; displayName: string };
  members: TeamMemberView[];
  /** The viewer's rights in this magazine, so the page shows only what the server allows. */
  abilities: Record<MagazineRight, boolean>;
};

/** The answer of a role change or a removal: the team as it now stands. */
export type TeamChangeResult = { team: TeamView };
