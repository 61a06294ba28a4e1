import type { Input } from '../http/endpoints.ts';
import type { ListVotesAnswer, PollResultsAnswer, ZListVote, ZPollQuery, ZPollVote } from './schemas.ts';

/** Poll votes (one per reader, live results) and votable-list item votes. */
export interface PollsEndpoints {
  'POST /api2/poll/vote': { body: Input<typeof ZPollVote>; answer: PollResultsAnswer };
  'GET /api2/poll/results': { query: Input<typeof ZPollQuery>; answer: PollResultsAnswer };
  'POST /api2/list/vote': { body: Input<typeof ZListVote>; answer: ListVotesAnswer };
  'GET /api2/list/votes': { query: Input<typeof ZPollQuery>; answer: ListVotesAnswer };
}
