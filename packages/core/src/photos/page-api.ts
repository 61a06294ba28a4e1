/** What page loaders ask of the photos feature (part of PageApi), for the request's viewer. */
// biome-ignore lint/complexity/noBannedTypes: filled in by the feature.
export type PhotosPageApi = {};
