import type { ContentRequestProfileCard } from './ratings.ts';
import type { ContentRequestInbox, ContentRequestView, TContentRequestInboxQuery } from './schemas.ts';

/** A content-request page: guests see the overlay; a request the viewer is no party to is missing (404). */
export type ContentRequestPage<T> = { access: 'guest' } | { access: 'missing' } | { access: 'ok'; data: T };

/** What page loaders ask of content requests (part of PageApi), for the request's viewer. */
export interface ContentRequestsPageApi {
  inbox(query: TContentRequestInboxQuery): Promise<ContentRequestPage<ContentRequestInbox>>;
  request(id: number): Promise<ContentRequestPage<ContentRequestView>>;
  /** What a profile shows of content requests (members only, like profiles): null for guests. */
  profileCard(userId: number): Promise<ContentRequestProfileCard | null>;
}
