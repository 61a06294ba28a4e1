import type { LanguageCount, UiLanguage } from '../i18n/languages.ts';
import type { ContentExtra } from './schemas.ts';

/**
 * SPEC §2 content type codes, with DESIGN §4's new codes for poll, meme, chat, live Q&A and donate.
 * Premium is a flag on any content, not a type.
 */
export const CTYPE = {
  external: 5,
  editorial: 8,
  post: 9,
  list: 10,
  quiz: 11,
  article: 12,
  /** An older code for a post; shown and routed as a post. */
  postLegacy: 13,
  event: 101,
  votableList: 102,
  database: 103,
  poll: 104,
  meme: 105,
  chat: 106,
  liveQa: 107,
  donate: 108,
} as const;

export type Ctype = (typeof CTYPE)[keyof typeof CTYPE];
export const CTYPES = Object.values(CTYPE) as Ctype[];
export const isCtype = (value: number): value is Ctype => (CTYPES as number[]).includes(value);

/** SPEC §3 Topic. */
export type TopicRef = {
  topicId: number;
  title: string;
  highLight: boolean;
  /** The language of the title (WCAG 3.1.2), found by the server; null when not known. */
  lang: UiLanguage | null;
};

/** A person, magazine or publisher as a byline shows it. */
export type ProfileRef = {
  userId: number;
  username: string;
  displayName: string;
  photoPath: string | null;
  userType: number;
};

export type LocationRef = {
  locationId: number;
  countryCode: string;
  country: string;
  state: string;
  city: string;
  name: string;
  /**
   * The name's language (WCAG 3.1.2): the places directory is kept in English, a name in Chinese
   * script is Chinese; pages mark the name with it where it differs from theirs.
   */
  lang: UiLanguage | null;
  /** SPEC §2 location route, built by core. */
  url: string;
};

export type EntityRef = { entityId: number; title: string; url: string };

/**
 * SPEC §3 post or comment group as a card shows it. `userId` is the publishing profile, `author` the
 * person who wrote it; `userRead` and `myVote` describe the viewer (false and 0 for guests).
 */
export type ContentSummary = {
  cgroupId: number;
  ctype: Ctype;
  title: string;
  description: string;
  photoPath: string | null;
  photoFocalPoint: string | null;
  /** The page of this content (SPEC §2 ctype→route mapping). */
  url: string;
  userId: number;
  publisher: ProfileRef;
  author: ProfileRef;
  topicIds: number[];
  topicTitles: string[];
  topics: TopicRef[];
  lang: string;
  premium: boolean;
  /** SPEC §3 linkContent of external content: t title, d description. */
  linkContent: { t: string; d: string } | null;
  publishedAt: string | null;
  upvoteCount: number;
  downvoteCount: number;
  commentCount: number;
  readCount: number;
  userRead: boolean;
  /** 1 upvoted, -1 downvoted, 0 neither. */
  myVote: 1 | -1 | 0;
};

/** One page of an endless list; `nextCursor` is opaque and null at the end. */
export type FeedPage<T> = { items: T[]; nextCursor: string | null };

/** The publishing profile as a content page shows it beside the byline. */
export type PublisherCard = ProfileRef & {
  bio: string;
  /** The language of the bio (WCAG 3.1.2), found by the server; null when not known. */
  bioLang: UiLanguage | null;
  followerCount: number;
  /** Whether the viewer follows the publisher (false for guests). */
  following: boolean;
};

/**
 * SPEC §3 story share object: the site's microblog handle (twitterUsername), the publisher's
 * (publisher.twitter, '' for none) and the linked content (linkContentObject: what a share points to).
 */
export type StoryShare = {
  twitterUsername: string | null;
  publisher: { twitter: string };
  linkContentObject: { url: string; title: string; description: string };
};

/**
 * One content's page: its card fields plus the sanitised body (stored sanitised, rendered through the
 * one RichText sink), the type-specific part, where and what it is about, and stories related by topic.
 */
export type ContentPage = ContentSummary & {
  /** The cover picture's text alternative; empty when the writer gave none (cards leave theirs empty). */
  photoAlt: string;
  body: string;
  extra: ContentExtra;
  /** External content: the original article's address. */
  linkUrl: string | null;
  location: LocationRef | null;
  entity: EntityRef | null;
  publisherCard: PublisherCard;
  share: StoryShare;
  related: ContentSummary[];
  updatedAt: string;
  /** Whether the viewer has saved it in any of their notebooks (false for guests). */
  saved: boolean;
  /**
   * Premium content (DESIGN §4): its price, and whether the viewer may read the body (the author, or a
   * reader who paid). While locked, `body` is empty and only the description shows. Null when free.
   */
  paywall: { priceMinor: number; currency: string; unlocked: boolean } | null;
  /** A fundraiser (ctype 108): raised so far (its ledger balance) and how many people gave. */
  fundraiser?: { raisedMinor: number; supporters: number } | null;
};

/** A topic page's header and first page of stories (SPEC §2 topic routes). */
export type TopicPage = {
  topic: TopicRef & {
    description: string;
    /** The language of the description (WCAG 3.1.2); null when not known. */
    descriptionLang: UiLanguage | null;
    photoPath: string | null;
    articleCount: number;
  };
  /** How many stories the page lists: the topic's, or with a publisher, that publisher's on it. */
  storyCount: number;
  followerCount: number;
  following: boolean;
  /** The canonical /blogs/{encoded title} (or /@{username}/blogs/…) address. */
  path: string;
  /** The publisher whose stories on the topic the page lists (/@{username}/blogs/…), or null for all. */
  publisher: ProfileRef | null;
  /**
   * Issue 13: the topic's stories the feed leaves out for the reader's feed languages, per language.
   * A publisher's topic page lists all of theirs (like their profile), so it has none.
   */
  otherLangs: LanguageCount[];
  feed: FeedPage<ContentSummary>;
};

/** SPEC §2 /entity/{title}/{entityId}.html: an entity and the stories about it. */
export type EntityPage = {
  entity: EntityRef & { description: string; photoPath: string | null };
  feed: FeedPage<ContentSummary>;
};

/** SPEC §2 /@{magazine}/writers/@{username}: a writer within a magazine, and their stories there. */
export type WriterPage = {
  magazine: ProfileRef & { bio: string; bioLang: UiLanguage | null };
  writer: ProfileRef & { bio: string; bioLang: UiLanguage | null };
  /** SPEC §6 role id of the writer in the magazine. */
  role: number;
  feed: FeedPage<ContentSummary>;
};
