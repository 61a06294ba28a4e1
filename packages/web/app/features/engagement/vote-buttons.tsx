export type VoteButtonsProps = {
  contentId: number;
  upvoteCount: number;
  downvoteCount: number;
  myVote: 1 | -1 | 0;
};

/** Upvote, downvote and removing either (SPEC §4). Owned by the engagement feature. */
export function VoteButtons({ upvoteCount }: VoteButtonsProps) {
  return <span className="vote-buttons">{upvoteCount}</span>;
}
