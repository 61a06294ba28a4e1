/** A poll's results as one reader sees them (SPEC §2 poll pages, DESIGN §4 ctype 104). */
export type PollResults = {
  cgroupId: number;
  /** Votes per option, in the options' order. */
  counts: number[];
  total: number;
  /** The option the viewer voted for; null for guests and readers who have not voted. */
  myChoice: number | null;
  /** Past the poll's closing time: no more votes. */
  closed: boolean;
};

/** The votes on a votable list's items (SPEC §2 /@{username}/lists/{listId}/{title}.html). */
export type ListVotes = {
  cgroupId: number;
  /** Up votes per item, in the list's stored order. */
  counts: number[];
  /** The items the viewer voted up (indexes), empty for guests. */
  mine: number[];
};

/** What page loaders ask of the polls feature (part of PageApi), for the request's viewer. */
export type PollsPageApi = {
  /** A published poll's results; null when there is no such published poll. */
  results(cgroupId: number): Promise<PollResults | null>;
  /** A published votable list's votes; null when there is no such published list. */
  listVotes(cgroupId: number): Promise<ListVotes | null>;
};
