import type { ActingRole, MessageKey, TeamMemberView } from '@masthead/core';

/** The message key of a role's name (SPEC §6); the primary owner is named as such. */
export const roleKey = (role: ActingRole): MessageKey => `magazines.role.${role}`;

export const memberRoleKey = (member: Pick<TeamMemberView, 'role' | 'ownerType'>): MessageKey =>
  member.ownerType === 1 ? 'magazines.role.primaryOwner' : roleKey(member.role);
