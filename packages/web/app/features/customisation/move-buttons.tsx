/** ↑ and ↓ for one row of an ordered list (tabs, sections): the first cannot go up, the last not down. */
export function MoveButtons({
  index,
  count,
  onMove,
  upLabel,
  downLabel,
}: {
  index: number;
  count: number;
  onMove(by: -1 | 1): void;
  upLabel: string;
  downLabel: string;
}) {
  return (
    <>
      <button
        type="button"
        className="icon-button"
        disabled={index === 0}
        onClick={() => onMove(-1)}
        aria-label={upLabel}
      >
        ↑
      </button>
      <button
        type="button"
        className="icon-button"
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        aria-label={downLabel}
      >
        ↓
      </button>
    </>
  );
}

/** A copy of `items` with the one at `index` moved by `by` places. */
export function moved<T>(items: readonly T[], index: number, by: number): T[] {
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(index + by, 0, item);
  return next;
}
