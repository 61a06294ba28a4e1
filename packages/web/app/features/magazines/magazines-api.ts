import type { InputOf } from '@masthead/core';
import { call } from '../../lib/api';

/** The magazines feature's calls from the browser (the server's /api2/magazine… routes). */

export const changeMemberRole = (input: InputOf<'POST /api2/magazine/member/role'>) =>
  call('POST /api2/magazine/member/role', input);

export const removeMember = (input: InputOf<'POST /api2/magazine/member/remove'>) =>
  call('POST /api2/magazine/member/remove', input);

/** SPEC §7: the viewer leaves a magazine. */
export const leaveMagazine = (magazineUserId: number) =>
  call('POST /api2/magazine/user/remove', { magazineUserId });

/** SPEC §7 close (the POST form: the GET SPEC lists is for links from this site's pages). */
export const closeMagazine = (magazineUserId: number) =>
  call('POST /api2/magazine/delete', { magazineUserId });

export const reopenMagazine = (magazineUserId: number) =>
  call('POST /api2/magazine/reopen', { magazineUserId });

/** SPEC §7: the session acts as this profile from now on. */
export const switchProfile = (profileId: number) =>
  call('GET /api2/account/magazine/switch', { magazineId: String(profileId) });

export const loadSwitcher = (signal?: AbortSignal) => call('GET /api2/magazine/switcher', {}, { signal });
