import type { CommentsPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** The comments feature's page calls, built once per process and bound to each request's viewer. */
export function createCommentsPageApi(services: Services) {
  return viewerBinder<CommentsPageApi>({
    getCommentPopup: (viewer, commentId) => services.comments.popup(viewer?.userId ?? null, commentId),
  });
}
