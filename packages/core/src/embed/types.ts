import type { UiLanguage } from '../i18n/languages.ts';

/** What the embed feed shows of one story: an allowlist, with site paths the script makes absolute. */
export type EmbedStory = {
  cgroupId: number;
  title: string;
  description: string;
  url: string;
  photoPath: string | null;
  lang: string;
  publishedAt: string | null;
  premium: boolean;
  author: { displayName: string; username: string; url: string; photoPath: string | null };
  topics: { title: string; url: string }[];
};

/** The profile above the feed (the branded card). */
export type EmbedProfile = {
  userId: number;
  username: string;
  displayName: string;
  bio: string;
  photoPath: string | null;
  url: string;
};

/** GET /api2/embed/feed: one page; `langs` (the languages the profile writes in) on the first page only. */
export type EmbedFeedAnswer = {
  profile: EmbedProfile;
  langs: UiLanguage[];
  items: EmbedStory[];
  nextCursor: string | null;
};

/** oembed.com §2.3.4 rich type, as GET /oembed answers it. */
export type OembedAnswer = {
  type: 'rich';
  version: '1.0';
  title: string;
  author_name: string;
  author_url: string;
  provider_name: string;
  provider_url: string;
  cache_age: number;
  html: string;
  width: number;
  height: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
};
