import type { InputOf } from '@masthead/core';
import { call } from '../../lib/api';

/** The invitation calls from the browser (the server's /api2/magazine/invitation… routes). */

export const inviteByEmail = (input: InputOf<'POST /api2/magazine/invitation/email'>) =>
  call('POST /api2/magazine/invitation/email', input);

export const inviteByLink = (input: InputOf<'POST /api2/magazine/invitation/link'>) =>
  call('POST /api2/magazine/invitation/link', input);

export const revokeInvitation = (input: InputOf<'POST /api2/magazine/invitation/revoke'>) =>
  call('POST /api2/magazine/invitation/revoke', input);

export const acceptInvitation = (input: InputOf<'POST /api2/magazine/invitation/accept'>) =>
  call('POST /api2/magazine/invitation/accept', input);

export const declineInvitation = (input: InputOf<'POST /api2/magazine/invitation/decline'>) =>
  call('POST /api2/magazine/invitation/decline', input);

export const transferOwnership = (input: InputOf<'POST /api2/magazine/ownership/transfer'>) =>
  call('POST /api2/magazine/ownership/transfer', input);

export const readTeam = (magazineUserId: number) =>
  call('GET /api2/magazine/team', { magazineUserId: String(magazineUserId) });
