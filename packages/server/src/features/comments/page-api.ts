import type { CommentsPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

/** The comments feature's page calls, bound to one request's viewer. */
export function createCommentsPageApi(services: Services, viewer: Viewer | null): CommentsPageApi {
  return {
    getCommentPopup: (commentId) => services.comments.popup(viewer?.userId ?? null, commentId),
  };
}
