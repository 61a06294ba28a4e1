import { z } from 'zod';
import { zIdText } from '../content/schemas.ts';
import { zUserIdNumber } from '../images/schemas.ts';
import type { ListVotes, PollResults } from './page-api.ts';

/** Requests of the polls API, parsed on the server and reused by the forms. Ids in bodies are numbers. */

/** POST /api2/poll/vote: the option's index in the poll's options (at most 10 options). */
export const ZPollVote = z.strictObject({
  cgroupId: zUserIdNumber,
  option: z.number({ error: 'validation.invalid' }).int('validation.invalid').min(0).max(9),
});
export type TPollVote = z.infer<typeof ZPollVote>;

/** GET /api2/poll/results?cgroupId= and GET /api2/list/votes?cgroupId= */
export const ZPollQuery = z.strictObject({ cgroupId: zIdText });
export type TPollQuery = z.infer<typeof ZPollQuery>;

/** POST /api2/list/vote: votes a votable list's item up (up: true) or takes the vote back. */
export const ZListVote = z.strictObject({
  cgroupId: zUserIdNumber,
  item: z.number({ error: 'validation.invalid' }).int('validation.invalid').min(0).max(99),
  up: z.boolean({ error: 'validation.invalid' }),
});
export type TListVote = z.infer<typeof ZListVote>;

/** POST /api2/poll/vote and GET /api2/poll/results answer. */
export type PollResultsAnswer = { results: PollResults };

/** POST /api2/list/vote and GET /api2/list/votes answer. */
export type ListVotesAnswer = { votes: ListVotes };
