import type { CurrentUser } from '../accounts/current-user.ts';
import type { NotificationSettings, VerifyOutcome } from '../accounts/schemas.ts';
import type { AchievementsPageApi } from '../achievements/page-api.ts';
import type { AdminPageApi } from '../admin/page-api.ts';
import type { BlogsPageApi } from '../blogs/page-api.ts';
import type { CommentsPageApi } from '../comments/page-api.ts';
import type { ComposePageApi } from '../compose/page-api.ts';
import type { ContentPageApi, PageFlavourOption } from '../content/page-api.ts';
import type { ContentSummary, FeedPage } from '../content/types.ts';
import type { ContentRequestsPageApi } from '../content-requests/page-api.ts';
import type { CustomisationPageApi } from '../customisation/payload.ts';
import type { FeedsPageApi } from '../feeds/page-api.ts';
import type { UiLanguage } from '../i18n/languages.ts';
import type { LiveQaPageApi } from '../live-qa/page-api.ts';
import type { BusinessSite } from '../magazines/business-site.ts';
import type { EditorialPageApi } from '../magazines/editorial-page-api.ts';
import type { InsightsPageApi } from '../magazines/insights-page-api.ts';
import type { InvitationsPageApi } from '../magazines/invitation-page-api.ts';
import type { MagazineMembershipView } from '../magazines/magazine-page.ts';
import type { ActingProfile } from '../magazines/membership-schemas.ts';
import type { OpenContributionPageApi } from '../magazines/open-contribution-page-api.ts';
import type { MagazinesPageApi } from '../magazines/page-api.ts';
import type { PlansPageApi } from '../magazines/plan-page-api.ts';
import type { NotebooksPageApi } from '../notebooks/page-api.ts';
import type { NotificationsPageApi } from '../notifications/page-api.ts';
import type { PaymentsPageApi } from '../payments/page-api.ts';
import type { PhotosPageApi } from '../photos/page-api.ts';
import type { PollsPageApi } from '../polls/page-api.ts';
import type { QuizzesPageApi } from '../quizzes/page-api.ts';
import type { SearchPageApi } from '../search/page-api.ts';
import type { Flavour } from './flavour.ts';

/** A profile as anyone may see it (a presenter's allowlist: no email, no rights). */
export type PublicProfile = {
  userId: number;
  username: string;
  displayName: string;
  userType: number;
  bio: string;
  /** SPEC §3 extended profile: the bio shown on the connect and create flavours (empty: `bio`). */
  bioConnect: string;
  bioCreate: string;
  /** The language of each bio (WCAG 3.1.2), found by the server; null when not known. */
  bioLangs: Record<'bio' | 'bioConnect' | 'bioCreate', UiLanguage | null>;
  website: string;
  photoPath: string | null;
  profileBgPath: string | null;
  createdAt: string;
  followerCount: number;
  /** Whether the viewer follows this profile: set on profile pages (false for guests), not in API answers. */
  following?: boolean;
} & Partial<MagazineMembershipView>;

/** What the signed-in person sees of their own account in settings. */
export type AccountSettingsView = {
  email: string;
  emailVerified: boolean;
  username: string;
  displayName: string;
  bio: string;
  bioConnect: string;
  bioCreate: string;
  website: string;
  /** The microblog handle (without '@'), '' for none: credited when the person's stories are shared. */
  twitter: string;
  photoPath: string | null;
  langs: UiLanguage[];
  uiLang: UiLanguage | null;
  tfaEnabled: boolean;
  profileCreated: boolean;
  notificationSettings: NotificationSettings;
  /** The weekly newsletter's clock (IANA name); null: UTC. */
  timeZone: string | null;
  sessions: {
    sessionId: number;
    current: boolean;
    userAgent: string;
    ip: string;
    createdAt: string;
    lastSeenAt: string;
  }[];
};

/** A profile page: the profile and the first page of its published stories. */
export type ProfilePage = {
  profile: PublicProfile;
  /** The first page of its stories: SPEC §9's main feed limit of the layout this viewer sees. */
  stories: FeedPage<ContentSummary>;
  feedLimit: number;
  /** The page's look for this viewer (and the side panel's payload when they may customise it). */
  customisation: Awaited<ReturnType<CustomisationPageApi['page']>>;
};

export type ResetTokenState = 'valid' | 'used' | 'expired' | 'invalid';

/**
 * What page loaders may ask of the server in-process (DESIGN §1). The server builds it once per process
 * and binds each request's viewer to it; the web app only sees this interface.
 */
export interface PageApi {
  getProfile(username: string): Promise<PublicProfile | null>;
  getProfileById(userId: number): Promise<PublicProfile | null>;
  /** A profile with its stories in one call (the stories need the id a username stands for). */
  getProfilePage(
    who: { username: string } | { userId: number },
    options?: PageFlavourOption,
  ): Promise<ProfilePage | null>;
  /** null for guests. */
  getAccountSettings(): Promise<AccountSettingsView | null>;
  checkResetToken(token: string): Promise<ResetTokenState>;
  /**
   * Marks an email verified from the link in the mail: 'already' for a link (used or not) of an
   * address verified before, 'invalid' for a token that is no link of ours or has expired.
   */
  verifyEmail(token: string): Promise<VerifyOutcome>;
  /** One-click unsubscribe from a mail link (a GET shows the page; the button posts to the API). */
  describeUnsubscribe(token: string): Promise<{ email: string } | null>;
  /** Each feature's own calls, declared in that feature's folder. */
  content: ContentPageApi;
  feeds: FeedsPageApi;
  comments: CommentsPageApi;
  notebooks: NotebooksPageApi;
  notifications: NotificationsPageApi;
  search: SearchPageApi;
  achievements: AchievementsPageApi;
  compose: ComposePageApi;
  photos: PhotosPageApi;
  polls: PollsPageApi;
  quizzes: QuizzesPageApi;
  liveQa: LiveQaPageApi;
  payments: PaymentsPageApi;
  blogs: BlogsPageApi;
  admin: AdminPageApi;
  magazines: MagazinesPageApi;
  invitations: InvitationsPageApi;
  editorial: EditorialPageApi;
  plans: PlansPageApi;
  insights: InsightsPageApi;
  openContribution: OpenContributionPageApi;
  contentRequests: ContentRequestsPageApi;
  customisation: CustomisationPageApi;
}

/** Everything a page loader knows about the request, set by the server for each page. */
export type PageContext = {
  viewer: CurrentUser | null;
  /** SPEC §7 switch: the magazine the session acts as (beside SPEC's current user); null: the person. */
  actingProfile: ActingProfile | null;
  lang: UiLanguage;
  flavour: Flavour;
  /** Lowercase ISO country from the configured header, or null. */
  country: string | null;
  feedLangs: UiLanguage[];
  /** Issue 13: the signed-in person's own address while it is not verified yet (the inbox banner). */
  unverifiedEmail: string | null;
  /** SPEC §7: the page key guests add as `k` to their calls. */
  pageKey: string;
  /** CSP nonce for this response's scripts. */
  nonce: string;
  /** True outside production: the /dev/mail outbox exists. */
  devTools: boolean;
  /**
   * DESIGN §4: the business whose site this host is; 'missing' when the host names no open business
   * (the page answers 404); null on the main site.
   */
  businessSite: BusinessSite | 'missing' | null;
  api: PageApi;
};
