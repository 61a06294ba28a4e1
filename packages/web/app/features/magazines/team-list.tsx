import { type ActingRole, ASSIGNABLE_ROLES, type TeamMemberView, type TeamView } from '@masthead/core';
import { useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { confirm } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { showSnackbar } from '../../ui/snackbar';
import { changeMemberRole, removeMember } from './magazines-api';
import { roleKey } from './role-label';
import { TeamMemberRow } from './team-member-row';
import '../../ui/forms.css';
import './magazines.css';

/**
 * SPEC §6 team page: the members, each with a role picker offering only the roles the server allows
 * (changes are saved at once) and Remove where allowed, after a confirmation.
 */
export function TeamList({ team }: { team: TeamView }) {
  const t = useT();
  const [members, setMembers] = useState(team.members);
  const [busyId, setBusyId] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const magazineUserId = team.magazine.userId;
  const magazineName = team.magazine.displayName || team.magazine.username;
  const nameOf = (member: TeamMemberView) => member.displayName || member.username;

  async function onRoleChange(member: TeamMemberView, picked: ActingRole) {
    const role = ASSIGNABLE_ROLES.find((assignable) => assignable === picked);
    if (!role) return;
    setBusyId(member.userId);
    const result = await changeMemberRole({ magazineUserId, userId: member.userId, role });
    setBusyId(null);
    if (!result.ok) return showSnackbar(result.message);
    setMembers(result.data.team.members);
    showSnackbar(t('magazines.team.roleChanged', { name: nameOf(member), role: t(roleKey(role)) }));
  }

  async function onRemove(member: TeamMemberView) {
    const name = nameOf(member);
    const confirmed = await confirm({
      title: t('magazines.team.removeTitle'),
      message: t('magazines.team.removeConfirm', { name, magazine: magazineName }),
      confirmLabel: t('magazines.team.remove'),
      danger: true,
    });
    if (!confirmed) return;
    setBusyId(member.userId);
    const result = await removeMember({ magazineUserId, userId: member.userId });
    setBusyId(null);
    if (!result.ok) return showSnackbar(result.message);
    setMembers(result.data.team.members);
    showSnackbar(t('magazines.team.removed', { name }));
    // The row and its button are gone: the heading keeps the keyboard's place on the page.
    headingRef.current?.focus();
  }

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('magazines.team.heading', { magazine: magazineName })}
      </h1>
      {members.length === 0 ? (
        <EmptyState title={t('magazines.team.emptyTitle')} message={t('magazines.team.emptyMessage')} />
      ) : (
        <ul className="team-members">
          {members.map((member) => (
            <TeamMemberRow
              key={member.userId}
              member={member}
              busy={busyId === member.userId}
              onRoleChange={onRoleChange}
              onRemove={onRemove}
            />
          ))}
        </ul>
      )}
    </>
  );
}
