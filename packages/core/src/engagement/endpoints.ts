import type { Input } from '../http/endpoints.ts';
import type { FollowAnswer, VoteAnswer } from './rules.ts';
import type {
  CommentReadAnswer,
  MarkReadAnswer,
  ZCommentRead,
  ZFollow,
  ZMarkRead,
  ZVote,
} from './schemas.ts';

/** Votes, follows and read marking (SPEC §4, §7). */
export interface EngagementEndpoints {
  'POST /api2/vote': { body: Input<typeof ZVote>; answer: VoteAnswer };
  'POST /api2/follow': { body: Input<typeof ZFollow>; answer: FollowAnswer };
  'POST /api2/unfollow': { body: Input<typeof ZFollow>; answer: FollowAnswer };
  'POST /api2/ua/read': { body: Input<typeof ZMarkRead>; answer: MarkReadAnswer };
  'POST /api2/comment/read/:cgroupId': { body: Input<typeof ZCommentRead>; answer: CommentReadAnswer };
}
