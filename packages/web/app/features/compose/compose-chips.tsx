import type { ReactNode } from 'react';

/** The chips of a picker (topics, a place), each with its remove button. */
export function ComposeChips({ children }: { children: ReactNode }) {
  return <ul className="compose-chips">{children}</ul>;
}

/** One chip: its name and a button that says what it removes. */
export function ComposeChip({
  name,
  removeLabel,
  onRemove,
}: {
  name: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <li className="compose-chip">
      <span>{name}</span>
      <button type="button" className="compose-chip-remove" aria-label={removeLabel} onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
