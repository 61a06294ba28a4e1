import type { AnswerOf, ApiRoute, ContentSummary, FeedPage, InputOf, MethodOf } from '@masthead/core';

/** The GET routes that answer one page of a list (`FeedPage`) and take a `cursor` for the next. */
export type FeedRoute = {
  [R in ApiRoute]: MethodOf<R> extends 'GET' ? (AnswerOf<R> extends FeedPage<unknown> ? R : never) : never;
}[ApiRoute];

/** What one page of a feed route holds. */
export type FeedItem<R extends FeedRoute> = AnswerOf<R> extends FeedPage<infer T> ? T : never;

/** A feed route's query but the cursor, which the list adds itself. */
export type FeedQuery<R extends FeedRoute> = Omit<InputOf<R>, 'cursor'>;

/**
 * The feed routes whose pages may be stories (cards). Search answers stories only for its stories tab,
 * so a route qualifies when stories are among what it may answer.
 */
export type StoryFeedRoute = {
  [R in FeedRoute]: ContentSummary extends FeedItem<R> ? R : never;
}[FeedRoute];
