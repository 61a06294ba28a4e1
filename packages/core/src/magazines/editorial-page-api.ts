import type { Flavour } from '../site/flavour.ts';
import type { ReviewQueueTab } from './editorial.ts';
import type { PublisherChoice, ReviewQueuePage } from './editorial-schemas.ts';

/** The review queue page: guests see the overlay, those who may not review 'Access Deny', unknown 404. */
export type ReviewQueuePageResult =
  | { access: 'guest' }
  | { access: 'denied' }
  | { access: 'missing' }
  | { access: 'ok'; queue: ReviewQueuePage };

/** What page loaders ask of the editorial feature (part of PageApi), for the request's viewer. */
export interface EditorialPageApi {
  /** /dashboard/@{username}/review: one tab of the magazine's review queue. */
  queue(username: string, tab: ReviewQueueTab): Promise<ReviewQueuePageResult>;
  /** The editor's 'Publish in' choices in this flavour: the viewer's own profile and their magazines. */
  publishers(flavour: Flavour): Promise<PublisherChoice[]>;
}
