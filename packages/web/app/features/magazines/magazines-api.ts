import type { InputOf } from '@masthead/core';
import { call } from '../../lib/api';

/** The magazines feature's calls from the browser (the server's /api2/magazine… routes). */

export const changeMemberRole = (input: InputOf<'POST /api2/magazine/member/role'>) =>
  call('POST /api2/magazine/member/role', input);

export const removeMember = (input: InputOf<'POST /api2/magazine/member/remove'>) =>
  call('POST /api2/magazine/member/remove', input);
