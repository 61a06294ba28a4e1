import type { Input } from '../http/endpoints.ts';
import type { TeamChangeResult, TeamView, ZMemberRemove, ZMemberRoleChange, ZTeamQuery } from './schemas.ts';

/** SPEC §6: a magazine's team, its members' roles, and removing a member. */
export interface MagazinesEndpoints {
  'GET /api2/magazine/team': { query: Input<typeof ZTeamQuery>; answer: TeamView };
  'POST /api2/magazine/member/role': { body: Input<typeof ZMemberRoleChange>; answer: TeamChangeResult };
  'POST /api2/magazine/member/remove': { body: Input<typeof ZMemberRemove>; answer: TeamChangeResult };
}
