import type { ContentRequestStatus } from './statuses.ts';
import type { ContentRequestParty } from './workflow.ts';

/**
 * Accepted work goes out under the requester's magazine with the creator's byline (issue 20). It is
 * not a status of SPEC §4 (the request stays Complete or paid): a step the requester takes once the
 * work is accepted, recorded on the timeline. A person requester has no magazine to publish in; the
 * creator publishes on their own page as with any story of theirs.
 */

/** Statuses from which accepted work may be published. */
export const PUBLISHABLE_STATUSES = [
  'submission_accepted',
  'paid',
] as const satisfies readonly ContentRequestStatus[];

/** Why publishing is refused; each has its message (`error.contentRequest.*`). */
export type PublicationRefusal =
  | 'not-party'
  | 'not-requester'
  | 'not-magazine'
  | 'wrong-status'
  | 'already-published';

/** What the rule reads of a request and of the submitted work. */
export type PublicationState = {
  status: ContentRequestStatus;
  requesterId: number;
  requesterIsMagazine: boolean;
  /** The submitted work as it stands: whose page it is under, and whether readers see it. */
  submission: { publisherId: number; published: boolean } | null;
};

/** Is the work out in the magazine already. */
export const publishedInMagazine = (request: PublicationState) =>
  request.submission?.published === true && request.submission.publisherId === request.requesterId;

/** Null when the party may publish the submitted work in the requester's magazine now. */
export function publicationRefusal(
  request: PublicationState,
  party: ContentRequestParty,
): PublicationRefusal | null {
  if (party === 'stranger') return 'not-party';
  if (party !== 'requester') return 'not-requester';
  if (!request.requesterIsMagazine) return 'not-magazine';
  if (
    request.submission === null ||
    !(PUBLISHABLE_STATUSES as readonly ContentRequestStatus[]).includes(request.status)
  )
    return 'wrong-status';
  return publishedInMagazine(request) ? 'already-published' : null;
}
