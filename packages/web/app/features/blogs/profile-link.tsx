import { type ProfileRef, profilePath } from '@masthead/core';
import { Link } from 'react-router';

/** A person by name, linked to their profile when they have a public one. */
export function ProfileLink({ profile }: { profile: ProfileRef }) {
  if (!profile.username) return <>{profile.displayName || `#${profile.userId}`}</>;
  return <Link to={profilePath(profile)}>{profile.displayName || profile.username}</Link>;
}
