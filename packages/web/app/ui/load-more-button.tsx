/** The button under a paged list that fetches its next page; busy while it loads. */
export function LoadMoreButton({
  loading,
  onLoad,
  label,
  loadingLabel,
}: {
  loading: boolean;
  onLoad: () => void;
  label: string;
  loadingLabel: string;
}) {
  return (
    <div className="load-more">
      <button
        type="button"
        className="button button-secondary"
        disabled={loading}
        aria-busy={loading || undefined}
        onClick={onLoad}
      >
        {loading ? loadingLabel : label}
      </button>
    </div>
  );
}
