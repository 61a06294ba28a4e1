import type { UiLanguage } from '../i18n/languages.ts';
import type { LiveQaBoard } from '../live-qa/page-api.ts';
import type { SiteLinks } from '../magazines/business-site.ts';
import type { ListVotes, PollResults } from '../polls/page-api.ts';
import type { Flavour } from '../site/flavour.ts';
import type { ContentPage, ContentSummary, EntityPage, FeedPage, TopicPage, WriterPage } from './types.ts';

/**
 * Cards' addresses depend on the host's flavour (SPEC §2 /@{magazine} prefix on explore and connect),
 * and on a business site (DESIGN §4) on whether the business published them.
 */
export type PageFlavourOption = { flavour?: Flavour | undefined; site?: SiteLinks | undefined };

/**
 * What a reader does with an interactive content, as the server knows it when the page is made: a
 * poll's results, a votable list's votes, a live Q&A's board. Rendered on the server, so the page is
 * right before (and without) JavaScript. null for every other type.
 */
export type ContentInteraction =
  | { kind: 'poll'; results: PollResults }
  | { kind: 'list'; votes: ListVotes }
  | { kind: 'liveQa'; board: LiveQaBoard }
  | null;

/** A content page and its interaction, read together. */
export type ContentWithInteraction = { content: ContentPage; interaction: ContentInteraction };

/**
 * What page loaders ask of the content feature (part of PageApi, implemented by the server for each
 * request's viewer). Every call answers null for what a reader may not see: unknown, draft or
 * deleted content, which the page shows as SPEC's 'does not exist or has been deleted' (404).
 */
export interface ContentPageApi {
  /** A published content of any type, with its body, extra part, publisher card and related stories. */
  content(cgroupId: number, options?: PageFlavourOption): Promise<ContentPage | null>;
  /**
   * The same content with its interaction, in one call: a content page needs both before it renders,
   * and the server reads the interaction beside the page rather than after it.
   */
  withInteraction(cgroupId: number, options?: PageFlavourOption): Promise<ContentWithInteraction | null>;
  /**
   * A topic by the encoded title of its address (SPEC §5), with the first page of its stories in the
   * feed languages `langs`; with a username (/@{username}/blogs/{title}), that publisher's stories on
   * the topic in every language.
   */
  topicByTitle(
    encodedTitle: string,
    langs: readonly UiLanguage[],
    options?: PageFlavourOption & { username?: string | undefined },
  ): Promise<TopicPage | null>;
  /** /topic.html?topicId= */
  topicById(
    topicId: number,
    langs: readonly UiLanguage[],
    options?: PageFlavourOption,
  ): Promise<TopicPage | null>;
  entity(entityId: number, options?: PageFlavourOption): Promise<EntityPage | null>;
  /** /quizzes.html: the newest quizzes, first page. */
  quizzes(options?: PageFlavourOption): Promise<FeedPage<ContentSummary>>;
  /** A profile's published stories, newest first (a person's as author, a magazine's as publisher). */
  profileContent(
    userId: number,
    options?: PageFlavourOption & { limit?: number | undefined },
  ): Promise<FeedPage<ContentSummary>>;
  /** /@{magazine}/writers/@{username}; null unless the writer is a member of that magazine. */
  writer(magazineUsername: string, username: string, options?: PageFlavourOption): Promise<WriterPage | null>;
}
