import type { Input, SentByHandler } from '../http/endpoints.ts';
import type {
  ContentRequestProfileCard,
  CreatorAvailability,
  ZContentRequestProfileCardQuery,
  ZContentRequestRating,
  ZCreatorAvailability,
} from './ratings.ts';
import type {
  ContentRequestAnswer,
  ContentRequestInbox,
  ZContentRequestAttachmentQuery,
  ZContentRequestAttachmentRemove,
  ZContentRequestInboxQuery,
  ZContentRequestMessage,
  ZContentRequestMove,
  ZContentRequestPublish,
  ZContentRequestQuery,
  ZCreateContentRequest,
  ZUpdateContentRequest,
} from './schemas.ts';

/**
 * Content requests (SPEC §3, §4; DESIGN §4): the inbox of either side, one request with its timeline,
 * messages and the viewer's abilities, a new brief, revising it, every move of the workflow through
 * one route, and messages between the parties.
 */
export interface ContentRequestsEndpoints {
  'GET /api2/content-requests': {
    query: Input<typeof ZContentRequestInboxQuery>;
    answer: ContentRequestInbox;
  };
  'GET /api2/content-request': { query: Input<typeof ZContentRequestQuery>; answer: ContentRequestAnswer };
  'POST /api2/content-request/create': {
    body: Input<typeof ZCreateContentRequest>;
    answer: ContentRequestAnswer;
  };
  'POST /api2/content-request/update': {
    body: Input<typeof ZUpdateContentRequest>;
    answer: ContentRequestAnswer;
  };
  'POST /api2/content-request/move': {
    body: Input<typeof ZContentRequestMove>;
    answer: ContentRequestAnswer;
  };
  'POST /api2/content-request/publish': {
    body: Input<typeof ZContentRequestPublish>;
    answer: ContentRequestAnswer;
  };
  /** Multipart: the request's `id` and the `file`. */
  'POST /api2/content-request/attachment': { body: FormData; answer: ContentRequestAnswer };
  'POST /api2/content-request/attachment/remove': {
    body: Input<typeof ZContentRequestAttachmentRemove>;
    answer: ContentRequestAnswer;
  };
  /** The file itself (a download), not JSON. */
  'GET /api2/content-request/attachment': {
    query: Input<typeof ZContentRequestAttachmentQuery>;
    answer: SentByHandler;
  };
  'POST /api2/content-request/message': {
    body: Input<typeof ZContentRequestMessage>;
    answer: ContentRequestAnswer;
  };
  'POST /api2/content-request/rate': {
    body: Input<typeof ZContentRequestRating>;
    answer: ContentRequestAnswer;
  };
  'POST /api2/content-request/availability': {
    body: Input<typeof ZCreatorAvailability>;
    answer: CreatorAvailability;
  };
  'GET /api2/content-request/profile-card': {
    query: Input<typeof ZContentRequestProfileCardQuery>;
    answer: ContentRequestProfileCard;
  };
}
