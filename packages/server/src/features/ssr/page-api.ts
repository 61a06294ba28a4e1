import type { PageApi, PublicProfile } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { createAchievementsPageApi } from '../achievements/page-api.ts';
import { createBlogsPageApi } from '../blogs/page-api.ts';
import { createCommentsPageApi } from '../comments/page-api.ts';
import { createComposePageApi } from '../compose/page-api.ts';
import { createContentPageApi } from '../content/page-api.ts';
import { followingSet } from '../engagement/queries.ts';
import { createFeedsPageApi } from '../feeds/page-api.ts';
import { createLiveQaPageApi } from '../live-qa/page-api.ts';
import { createNotebooksPageApi } from '../notebooks/page-api.ts';
import { createNotificationsPageApi } from '../notifications/page-api.ts';
import { createPaymentsPageApi } from '../payments/page-api.ts';
import { createPhotosPageApi } from '../photos/page-api.ts';
import { createPollsPageApi } from '../polls/page-api.ts';
import { createQuizzesPageApi } from '../quizzes/page-api.ts';
import { createSearchPageApi } from '../search/page-api.ts';

/** The in-process calls page loaders make, bound to one request's viewer. */
export function createPageApi(services: Services, viewer: Viewer | null): PageApi {
  const { accounts, db } = services;
  /** A profile page also says whether the viewer follows the profile (its Follow button). */
  const withFollowing = async (profile: PublicProfile | null): Promise<PublicProfile | null> => {
    if (!profile) return null;
    const following = await followingSet(db, viewer?.userId ?? null, 'user', [profile.userId]);
    return { ...profile, following: following.has(profile.userId) };
  };
  return {
    getProfile: async (username) => withFollowing(await accounts.publicProfileByUsername(username)),
    getProfileById: async (userId) => withFollowing(await accounts.publicProfileById(userId)),
    getAccountSettings: async () =>
      viewer ? accounts.accountSettings(viewer.userId, viewer.sessionId) : null,
    checkResetToken: (token) => accounts.checkResetToken(token),
    verifyEmail: (token) => accounts.verifyEmail(token),
    describeUnsubscribe: (token) => accounts.describeUnsubscribe(token),
    content: createContentPageApi(services, viewer),
    feeds: createFeedsPageApi(services, viewer),
    comments: createCommentsPageApi(services, viewer),
    notebooks: createNotebooksPageApi(services, viewer),
    notifications: createNotificationsPageApi(services, viewer),
    search: createSearchPageApi(services, viewer),
    achievements: createAchievementsPageApi(services, viewer),
    compose: createComposePageApi(services, viewer),
    photos: createPhotosPageApi(services, viewer),
    polls: createPollsPageApi(services, viewer),
    quizzes: createQuizzesPageApi(services, viewer),
    liveQa: createLiveQaPageApi(services, viewer),
    payments: createPaymentsPageApi(services, viewer),
    blogs: createBlogsPageApi(services, viewer),
  };
}
