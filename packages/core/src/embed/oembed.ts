/** oembed.com §4 discovery: the provider's address, and the link a story page puts in its head. */
export const OEMBED_PATH = '/oembed';

/** The oEmbed address of a page of this site (its absolute canonical address). */
export const oembedHref = (origin: string, pageUrl: string) =>
  `${origin}${OEMBED_PATH}?url=${encodeURIComponent(pageUrl)}&format=json`;

/** The single-story card page that oEmbed's html frames. */
export const embedStoryPath = (cgroupId: number) => `/embed/story/${cgroupId}`;
