import type { MyPostsTab } from './rules.ts';
import type { ComposeDocument, DraftPreviewPage, MyPostsPage } from './types.ts';

/** What page loaders ask of the compose feature (part of PageApi), for the request's viewer. */
export interface ComposePageApi {
  /** The viewer's own content to edit; null for guests and for anyone else's content. */
  document(cgroupId: number): Promise<ComposeDocument | null>;
  /** SPEC §2 My Posts; null for guests. */
  myPosts(tab: MyPostsTab): Promise<MyPostsPage | null>;
  /**
   * SPEC §2 draft preview: the draft as its page would show it, to anyone holding the live code (null
   * when the code is unknown or revoked, or the content deleted). A content published since says so.
   */
  draftPreview(code: string): Promise<DraftPreviewPage | null>;
}
