import type { Input } from '../http/endpoints.ts';
import type {
  MagazineCloseResult,
  MagazineLeaveResult,
  MagazineSwitchResult,
  ZMagazineClose,
  ZMagazineCloseQuery,
  ZMagazineLeave,
  ZMagazineSwitchQuery,
} from './membership-schemas.ts';
import type { TeamChangeResult, TeamView, ZMemberRemove, ZMemberRoleChange, ZTeamQuery } from './schemas.ts';

/** SPEC §6: a magazine's team, its members' roles, and removing a member. */
export interface MagazinesEndpoints {
  'GET /api2/magazine/team': { query: Input<typeof ZTeamQuery>; answer: TeamView };
  'POST /api2/magazine/member/role': { body: Input<typeof ZMemberRoleChange>; answer: TeamChangeResult };
  'POST /api2/magazine/member/remove': { body: Input<typeof ZMemberRemove>; answer: TeamChangeResult };
  /** SPEC §7: the viewer leaves a magazine ('Leave Business'). */
  'POST /api2/magazine/user/remove': { body: Input<typeof ZMagazineLeave>; answer: MagazineLeaveResult };
  /** SPEC §7: the primary owner closes a magazine ('Close Business'); same-origin only (DESIGN §3). */
  'GET /api2/magazine/delete': { query: Input<typeof ZMagazineCloseQuery>; answer: MagazineCloseResult };
  'POST /api2/magazine/delete': { body: Input<typeof ZMagazineClose>; answer: MagazineCloseResult };
  /** Reopens a closed magazine within CLOSE_UNDO_DAYS (the primary owner who closed it). */
  'POST /api2/magazine/reopen': { body: Input<typeof ZMagazineClose>; answer: MagazineLeaveResult };
  /** SPEC §7: the session acts as this magazine (or the viewer's own profile) from now on. */
  'GET /api2/account/magazine/switch': {
    query: Input<typeof ZMagazineSwitchQuery>;
    answer: MagazineSwitchResult;
  };
}
