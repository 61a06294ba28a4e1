import { useT } from '../../../lib/i18n';

/** The buttons of the rows a type form edits: up, down and remove on each row, add under them. */

/** Up, down and remove for one row; each button says which row it acts on. */
export function RowActions({
  rowKey,
  index,
  count,
  name,
  disabled,
  onMove,
  onRemove,
}: {
  rowKey: number;
  index: number;
  count: number;
  /** The row's name as read out, e.g. 'Item 3'. */
  name: string;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  /** Null where removing is refused (e.g. a poll keeps two options). */
  onRemove: (() => void) | null;
}) {
  const t = useT();
  return (
    <div className="tf-row-actions">
      <button
        type="button"
        className="tf-row-button"
        data-action={`up-${rowKey}`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <span aria-hidden="true">↑</span>
        <span className="visually-hidden">{t('forms.row.up', { name })}</span>
      </button>
      <button
        type="button"
        className="tf-row-button"
        data-action={`down-${rowKey}`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <span aria-hidden="true">↓</span>
        <span className="visually-hidden">{t('forms.row.down', { name })}</span>
      </button>
      <RemoveButton name={name} disabled={disabled || !onRemove} onRemove={() => onRemove?.()} />
    </div>
  );
}

export function RemoveButton({
  name,
  disabled,
  onRemove,
}: {
  name: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <button type="button" className="tf-row-button tf-remove" disabled={disabled} onClick={onRemove}>
      <span aria-hidden="true">✕</span>
      <span className="visually-hidden">{t('forms.row.remove', { name })}</span>
    </button>
  );
}

/** The add button under a list of rows, with how many there are of the most allowed. */
export function AddRow({
  label,
  count,
  max,
  disabled,
  onAdd,
}: {
  label: string;
  count: number;
  max: number;
  disabled: boolean;
  onAdd: () => void;
}) {
  const t = useT();
  const full = count >= max;
  return (
    <div className="tf-add">
      <button type="button" className="button button-secondary" disabled={disabled || full} onClick={onAdd}>
        <span aria-hidden="true">+</span> {label}
      </button>
      <span className="muted tf-add-count">
        {full ? t('forms.row.full', { max }) : t('forms.row.count', { count, max })}
      </span>
    </div>
  );
}
