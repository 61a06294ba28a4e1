import type { FeedCursor, Flavour, MyPostsTab, TComposeSave, UiLanguage } from '@masthead/core';
import { removeContent, saveContent } from './drafts.ts';
import { editorDocument } from './editor-document.ts';
import { myPosts } from './my-posts.ts';
import type { ComposeDeps } from './own-content.ts';
import { createPreview, draftPreview, revokePreview } from './previews.ts';
import { publishContent, unpublishContent } from './publishing.ts';

export { descriptionFromBody } from './own-content.ts';

/**
 * Writing, drafts, previews, publishing and My Posts (issue 4). Only a content's author changes it;
 * identity always comes from the session. Every call is one transaction: a refused change writes nothing.
 */
export function createComposeService(deps: ComposeDeps) {
  return {
    save: (viewerId: number, input: TComposeSave) => saveContent(deps, viewerId, input),
    publish: (viewerId: number, cgroupId: number) => publishContent(deps, viewerId, cgroupId),
    unpublish: (viewerId: number, cgroupId: number) => unpublishContent(deps, viewerId, cgroupId),
    remove: (viewerId: number, cgroupId: number) => removeContent(deps, viewerId, cgroupId),
    document: (viewerId: number, cgroupId: number) => editorDocument(deps, viewerId, cgroupId),
    mine: (viewerId: number, tab: MyPostsTab, cursor?: FeedCursor) => myPosts(deps.db, viewerId, tab, cursor),
    createPreview: (viewerId: number, cgroupId: number, lang: UiLanguage) =>
      createPreview(deps, viewerId, cgroupId, lang),
    revokePreview: (viewerId: number, cgroupId: number) => revokePreview(deps, viewerId, cgroupId),
    draftPreview: (code: string, options: { viewerId: number | null; flavour?: Flavour | undefined }) =>
      draftPreview(deps, code, options),
  };
}

export type ComposeService = ReturnType<typeof createComposeService>;
