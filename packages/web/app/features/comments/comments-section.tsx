/** Comments and replies under a content (loaded in the browser). Owned by the comments feature. */
export function CommentsSection({ contentId }: { contentId: number; commentCount: number }) {
  return <section className="comments" data-content-id={contentId} />;
}
