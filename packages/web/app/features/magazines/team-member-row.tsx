import { type ActingRole, profilePath, type TeamMemberView } from '@masthead/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Avatar } from '../../ui/avatar';
import { memberRoleKey, roleKey } from './role-label';

type TeamMemberRowProps = {
  member: TeamMemberView;
  busy: boolean;
  onRoleChange: (member: TeamMemberView, role: ActingRole) => void;
  onRemove: (member: TeamMemberView) => void;
};

/** One member: picture, name (to their profile), role or the role picker, and Remove where allowed. */
export function TeamMemberRow({ member, busy, onRoleChange, onRemove }: TeamMemberRowProps) {
  const t = useT();
  const name = member.displayName || member.username;
  // The picker shows the current role even when it is not one the viewer may give (a contributor).
  const options = member.assignableRoles.includes(member.role)
    ? member.assignableRoles
    : [member.role, ...member.assignableRoles];
  return (
    <li className="team-member" aria-busy={busy}>
      <Avatar name={name} photoPath={member.photoPath} size={60} />
      <div className="team-member-identity">
        <Link className="team-member-name" to={profilePath(member)}>
          {name}
        </Link>
        <span className="team-member-username">@{member.username}</span>
      </div>
      {member.assignableRoles.length > 0 ? (
        <select
          className="std-input std-select team-member-select"
          aria-label={t('magazines.team.roleOf', { name })}
          value={member.role}
          onChange={(event) => {
            // Not disabled while saving: a disabled select would drop the keyboard focus.
            if (!busy) onRoleChange(member, event.target.value as ActingRole);
          }}
        >
          {options.map((role) => (
            <option key={role} value={role}>
              {t(roleKey(role))}
            </option>
          ))}
        </select>
      ) : (
        <span className="team-member-role">{t(memberRoleKey(member))}</span>
      )}
      {member.removable && (
        <button
          type="button"
          className="button button-secondary button-small"
          aria-label={t('magazines.team.removeName', { name })}
          disabled={busy}
          onClick={() => onRemove(member)}
        >
          {t('magazines.team.remove')}
        </button>
      )}
    </li>
  );
}
