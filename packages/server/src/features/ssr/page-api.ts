import type { PageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

/** The in-process calls page loaders make, bound to one request's viewer. */
export function createPageApi(services: Services, viewer: Viewer | null): PageApi {
  const { accounts } = services;
  return {
    getProfile: (username) => accounts.publicProfileByUsername(username),
    getProfileById: (userId) => accounts.publicProfileById(userId),
    getAccountSettings: async () =>
      viewer ? accounts.accountSettings(viewer.userId, viewer.sessionId) : null,
    checkResetToken: (token) => accounts.checkResetToken(token),
    verifyEmail: (token) => accounts.verifyEmail(token),
    describeUnsubscribe: (token) => accounts.describeUnsubscribe(token),
  };
}
