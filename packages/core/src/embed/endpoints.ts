import type { Input, SentByHandler } from '../http/endpoints.ts';
import type { ZEmbedFeedQuery, ZEmbedNoQuery, ZEmbedStoryQuery, ZOembedQuery } from './schemas.ts';
import type { EmbedFeedAnswer } from './types.ts';

/** The embed kit: the feed script, its public feed JSON, the oEmbed provider and the story card. */
export interface EmbedEndpoints {
  'GET /api2/embed/feed': { query: Input<typeof ZEmbedFeedQuery>; answer: EmbedFeedAnswer };
  /** oEmbed JSON (never the envelope): 404 for an address that is not ours, 501 for a format but json. */
  'GET /oembed': { query: Input<typeof ZOembedQuery>; answer: SentByHandler };
  /** A story's card as a page another site may frame. */
  'GET /embed/story/:cgroupId': { query: Input<typeof ZEmbedStoryQuery>; answer: SentByHandler };
  'GET /js/ext/feed.embed.js': { query: Input<typeof ZEmbedNoQuery>; answer: SentByHandler };
  'GET /js/ext/:file': { query: Input<typeof ZEmbedNoQuery>; answer: SentByHandler };
}
