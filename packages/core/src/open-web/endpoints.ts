import type { SentByHandler } from '../http/endpoints.ts';

/** The open web: RSS feeds, sitemaps and robots.txt (XML and text answers, never the JSON envelope). */
export interface OpenWebEndpoints {
  /** The site's top stories; on a business's own host, that business's stories. */
  'GET /rss.xml': { answer: SentByHandler };
  'GET /blogs/:title/rss.xml': { answer: SentByHandler };
  'GET /@:username/rss.xml': { answer: SentByHandler };
  'GET /:country/:state/:city/rss.xml': { answer: SentByHandler };
  'GET /sitemap.xml': { answer: SentByHandler };
  'GET /sitemaps/:file': { answer: SentByHandler };
  'GET /robots.txt': { answer: SentByHandler };
}
