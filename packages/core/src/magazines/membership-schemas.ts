import { z } from 'zod';
import { zUserIdNumber, zUserIdText } from '../images/schemas.ts';

/**
 * SPEC §7's leave, close and switch calls. Leave and close name the magazine; who may do either is
 * core's policy ('leave': everyone but the primary owner; 'close': only the primary owner).
 */

/** POST /api2/magazine/user/remove: the viewer leaves the magazine. */
export const ZMagazineLeave = z.strictObject({ magazineUserId: zUserIdNumber });
export type TMagazineLeave = z.infer<typeof ZMagazineLeave>;

/** GET /api2/magazine/delete (same-origin only, DESIGN §3): the primary owner closes the magazine. */
export const ZMagazineCloseQuery = z.strictObject({ magazineUserId: zUserIdText });
/** POST /api2/magazine/delete with a JSON body; also POST /api2/magazine/reopen. */
export const ZMagazineClose = z.strictObject({ magazineUserId: zUserIdNumber });
export type TMagazineClose = z.infer<typeof ZMagazineClose>;

/** GET /api2/account/magazine/switch?magazineId=: a magazine of the viewer's, or the viewer's own id. */
export const ZMagazineSwitchQuery = z.strictObject({ magazineId: zUserIdText });
export type TMagazineSwitchQuery = z.infer<typeof ZMagazineSwitchQuery>;

/** GET /api2/magazine/switcher takes nothing: the viewer comes from the session. */
export const ZSwitcherQuery = z.strictObject({});

/** What leaving answers: the name for 'You have left {name}'. */
export type MagazineLeaveResult = { magazineUserId: number; name: string };

/** What closing answers: the name for 'You have deleted {name}', and until when it can be reopened. */
export type MagazineCloseResult = { magazineUserId: number; name: string; reopenUntil: string };

/** The profile a session now acts as: the viewer's own, or one of their magazines. */
export type ActingProfile = {
  userId: number;
  username: string;
  displayName: string;
  photoPath: string | null;
  /** True for a magazine; false for the viewer's own profile ('Personal Magazine'). */
  isMagazine: boolean;
};

export type MagazineSwitchResult = { actingProfile: ActingProfile };
