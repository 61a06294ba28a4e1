/** What page loaders ask of the quizzes feature (part of PageApi), for the request's viewer. */
// biome-ignore lint/complexity/noBannedTypes: filled in by the feature.
export type QuizzesPageApi = {};
