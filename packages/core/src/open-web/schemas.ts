import { z } from 'zod';

/** Feeds, sitemaps and robots take no query: a reader's tracking parameters are refused like any other. */
export const ZOpenWebQuery = z.strictObject({});

/** GET /blogs/{encoded title}/rss.xml (an encoded topic title; 700 covers 100 characters of tokens). */
export const ZTopicFeedParams = z.strictObject({ title: z.string().min(1).max(700) });

/** GET /@{username}/rss.xml */
export const ZProfileFeedParams = z.strictObject({ username: z.string().min(1).max(100) });

/** GET /{country}/{state}/{city}/rss.xml, each part a slug of locationPath ('-' for none). */
export const ZLocationFeedParams = z.strictObject({
  country: z.string().min(1).max(10),
  state: z.string().min(1).max(300),
  city: z.string().min(1).max(300),
});

/** GET /sitemaps/{kind}-{page}.xml */
export const ZSitemapPartParams = z.strictObject({ file: z.string().min(1).max(40) });
