import type { ActingProfile, CurrentUser } from '@masthead/core';
import { Avatar } from '../../ui/avatar';
import './acting-avatar.css';

/**
 * The header's picture: the person's, or while the session acts as a magazine (SPEC §7 switch) the
 * magazine's with the person's small picture on its corner.
 */
export function ActingAvatar({ viewer, acting }: { viewer: CurrentUser; acting: ActingProfile | null }) {
  if (!acting) return <Avatar name={viewer.displayName} photoPath={viewer.photoPath} size={36} />;
  return (
    <span className="acting-avatar">
      <Avatar name={acting.displayName || acting.username} photoPath={acting.photoPath} size={36} />
      <span className="acting-avatar-person">
        <Avatar name={viewer.displayName} photoPath={viewer.photoPath} size={36} />
      </span>
    </span>
  );
}
