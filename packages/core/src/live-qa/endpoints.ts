import type { Input } from '../http/endpoints.ts';
import type {
  LiveQaBoardAnswer,
  LiveQaUpvoteAnswer,
  ZLiveQaAnswer,
  ZLiveQaAsk,
  ZLiveQaHide,
  ZLiveQaQuery,
  ZLiveQaState,
  ZLiveQaUpvote,
} from './schemas.ts';

/** Live Q&A: readers ask, the author answers, upvotes order questions. */
export interface LiveQaEndpoints {
  'GET /api2/liveqa/questions': { query: Input<typeof ZLiveQaQuery>; answer: LiveQaBoardAnswer };
  'POST /api2/liveqa/ask': { body: Input<typeof ZLiveQaAsk>; answer: LiveQaBoardAnswer };
  'POST /api2/liveqa/answer': { body: Input<typeof ZLiveQaAnswer>; answer: LiveQaBoardAnswer };
  'POST /api2/liveqa/upvote': { body: Input<typeof ZLiveQaUpvote>; answer: LiveQaUpvoteAnswer };
  'POST /api2/liveqa/hide': { body: Input<typeof ZLiveQaHide>; answer: LiveQaBoardAnswer };
  'POST /api2/liveqa/state': { body: Input<typeof ZLiveQaState>; answer: LiveQaBoardAnswer };
}
