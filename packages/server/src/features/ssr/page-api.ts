import {
  type ContentPageApi,
  DEFAULT_LAYOUT,
  mainFeedLimit,
  type PageApi,
  type PublicProfile,
} from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { createAchievementsPageApi } from '../achievements/page-api.ts';
import { createBlogsPageApi } from '../blogs/page-api.ts';
import { createCommentsPageApi } from '../comments/page-api.ts';
import { createComposePageApi } from '../compose/page-api.ts';
import { contentPageCalls } from '../content/page-api.ts';
import { createContentRequestsPageApi } from '../content-requests/page-api.ts';
import { createCustomisationPageApi, customisationPageCalls } from '../customisation/page-api.ts';
import { createEditorialPageApi } from '../editorial/page-api.ts';
import { followingSet } from '../engagement/queries.ts';
import { createFeedsPageApi } from '../feeds/page-api.ts';
import { createInsightsPageApi } from '../insights/page-api.ts';
import { createLiveQaPageApi } from '../live-qa/page-api.ts';
import { createInvitationsPageApi } from '../magazines/invitations-page-api.ts';
import { createOpenContributionPageApi } from '../magazines/open-contribution-page-api.ts';
import { createMagazinesPageApi } from '../magazines/page-api.ts';
import { createPlansPageApi } from '../magazines/plan-page-api.ts';
import { createAdminPageApi } from '../moderation/page-api.ts';
import { createNotebooksPageApi } from '../notebooks/page-api.ts';
import { createNotificationsPageApi } from '../notifications/page-api.ts';
import { createPaymentsPageApi } from '../payments/page-api.ts';
import { createPhotosPageApi } from '../photos/page-api.ts';
import { createPollsPageApi } from '../polls/page-api.ts';
import { createQuizzesPageApi } from '../quizzes/page-api.ts';
import { createSearchPageApi } from '../search/page-api.ts';
import { type ViewerBinder, viewerBinder } from './viewer-binder.ts';

/** PageApi's nested APIs, each declared in its feature's folder. */
type FeatureSection =
  | 'content'
  | 'feeds'
  | 'comments'
  | 'notebooks'
  | 'notifications'
  | 'search'
  | 'achievements'
  | 'compose'
  | 'photos'
  | 'polls'
  | 'quizzes'
  | 'liveQa'
  | 'payments'
  | 'blogs'
  | 'admin'
  | 'magazines'
  | 'invitations'
  | 'editorial'
  | 'plans'
  | 'insights'
  | 'openContribution'
  | 'contentRequests'
  | 'customisation';

/**
 * The in-process calls page loaders make. Built once per process (with the services); a signed-in
 * request binds its viewer with one small object, plus one per feature API a loader reaches for
 * (`page.api.content`); guests share one bound API.
 */
export function createPageApi(services: Services): ViewerBinder<PageApi> {
  const { accounts, db, magazines } = services;
  const content = contentPageCalls(services);
  const customisationPages = customisationPageCalls(services);
  /** A profile page also says whether the viewer follows the profile (its Follow button). */
  const follows = async (viewer: Viewer | null, userId: number) =>
    (await followingSet(db, viewer?.userId ?? null, 'user', [userId])).has(userId);
  /** And, for a member of a magazine, their role in it and its plan (SPEC §3 extended profile). */
  const withFollowing = async (viewer: Viewer | null, profile: PublicProfile | null) =>
    profile &&
    magazines.withMembershipView(viewer?.userId ?? null, {
      ...profile,
      following: await follows(viewer, profile.userId),
    });
  return viewerBinder<PageApi, FeatureSection>(
    {
      getProfile: async (viewer, username) =>
        withFollowing(viewer, await accounts.publicProfileByUsername(username)),
      getProfileById: async (viewer, userId) =>
        withFollowing(viewer, await accounts.publicProfileById(userId)),
      getProfilePage: async (viewer, who, options) => {
        const named = 'username' in who ? await accounts.publicProfileByUsername(who.username) : null;
        const userId = 'userId' in who ? who.userId : named?.userId;
        if (userId === undefined) return null;
        // With the id known, the profile, the viewer's follow and the page's look are read side by side;
        // the stories then fill SPEC §9's main feed limit of the layout this viewer sees.
        const [profile, following, look] = await Promise.all([
          named ?? accounts.publicProfileById(userId),
          follows(viewer, userId),
          customisationPages.page(viewer, userId),
        ]);
        if (!profile) return null;
        const feedLimit = mainFeedLimit(look?.look.layout ?? DEFAULT_LAYOUT);
        const stories = await content.profileContent(viewer, userId, { ...options, limit: feedLimit });
        return {
          profile: await magazines.withMembershipView(viewer?.userId ?? null, { ...profile, following }),
          stories,
          feedLimit,
          customisation: look,
        };
      },
      getAccountSettings: async (viewer) =>
        viewer ? accounts.accountSettings(viewer.userId, viewer.sessionId) : null,
      checkResetToken: (_viewer, token) => accounts.checkResetToken(token),
      verifyEmail: (_viewer, token) => accounts.verifyEmail(token),
      describeUnsubscribe: (_viewer, token) => accounts.describeUnsubscribe(token),
    },
    {
      content: viewerBinder<ContentPageApi>(content),
      feeds: createFeedsPageApi(services),
      comments: createCommentsPageApi(services),
      notebooks: createNotebooksPageApi(services),
      notifications: createNotificationsPageApi(services),
      search: createSearchPageApi(services),
      achievements: createAchievementsPageApi(services),
      compose: createComposePageApi(services),
      photos: createPhotosPageApi(),
      polls: createPollsPageApi(services),
      quizzes: createQuizzesPageApi(services),
      liveQa: createLiveQaPageApi(services),
      payments: createPaymentsPageApi(services),
      blogs: createBlogsPageApi(services),
      admin: createAdminPageApi(services),
      magazines: createMagazinesPageApi(services),
      invitations: createInvitationsPageApi(services),
      editorial: createEditorialPageApi(services),
      plans: createPlansPageApi(services),
      insights: createInsightsPageApi(services),
      openContribution: createOpenContributionPageApi(services),
      contentRequests: createContentRequestsPageApi(services),
      customisation: createCustomisationPageApi(services),
    },
  );
}
