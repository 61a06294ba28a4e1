/** Save or unsave a story to a notebook (SPEC §4). Owned by the notebooks feature. */
export function SaveButton({ contentId }: { contentId: number }) {
  return <span className="save-button" data-content-id={contentId} />;
}
