import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { moveRow, removeRow } from './form-helpers';
import { AddRow, RemoveButton, RowActions } from './row-buttons';

/**
 * The rows of a type form that the writer adds, moves and removes (a list's items, a poll's options, a
 * quiz's questions and their options, a chat's speakers and lines): the list, each row's buttons saying
 * which row they act on, the add button with how many there are of the most allowed, and the focus
 * following each change (the new row's field, the moved row's arrow, the removed row's neighbour).
 */

/**
 * Moves focus after the rows change: the first enabled element matching one of the selectors inside the
 * container, once React has drawn the change.
 */
function useFocusAfterChange() {
  const container = useRef<HTMLDivElement>(null);
  const [request, setRequest] = useState<{ selectors: string[]; serial: number } | null>(null);
  useEffect(() => {
    if (!request || !container.current) return;
    for (const selector of request.selectors) {
      const element = container.current.querySelector<HTMLElement>(selector);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  }, [request]);
  const focus = useCallback((...selectors: string[]) => {
    setRequest((previous) => ({ selectors, serial: (previous?.serial ?? 0) + 1 }));
  }, []);
  return { container, focus };
}

/** What a row's own markup is given to place its buttons. */
export type RowTools = {
  index: number;
  /** Up, down and remove; `keep` refuses removing (the fewest rows allowed are left). */
  actions(name: string, keep?: boolean): ReactNode;
  /** Remove alone, for rows whose order does not matter. */
  removeButton(name: string, disabled?: boolean): ReactNode;
};

type Layout = 'cards' | 'inline' | 'options';

const LIST_CLASS: Record<Layout, string> = {
  cards: 'tf-rows',
  inline: 'tf-rows tf-rows-compact',
  options: 'tf-option-list',
};
const ROW_CLASS: Record<Layout, string> = {
  cards: 'tf-row',
  inline: 'tf-row tf-inline-row',
  options: 'tf-option',
};

type RowListEditorProps<R extends { key: number }> = {
  rows: readonly R[];
  onRowsChange: (next: (current: R[]) => R[]) => void;
  /** A new empty row (with a new key). */
  newRow: () => R;
  /** Removes a row where more than the rows change with it (a quiz's right answer); the default drops it. */
  onRemove?: (index: number) => void;
  addLabel: string;
  max: number;
  disabled: boolean;
  /** Cards of several fields, one field and its buttons on a line, or a quiz question's options. */
  layout?: Layout;
  /** A row's extra classes (e.g. the right answer's). */
  rowClassName?: (row: R, index: number) => string;
  /** The control a new row's or a neighbour's focus goes to. */
  focusField?: string;
  className?: string;
  /** Shown instead of the list while it has no rows. */
  empty?: ReactNode;
  /** The list's own errors, between the rows and the add button. */
  errors?: ReactNode;
  children: (row: R, tools: RowTools) => ReactNode;
};

export function RowListEditor<R extends { key: number }>({
  rows,
  onRowsChange,
  newRow,
  onRemove,
  addLabel,
  max,
  disabled,
  layout = 'cards',
  rowClassName,
  focusField = 'input',
  className,
  empty,
  errors,
  children,
}: RowListEditorProps<R>) {
  const { container, focus } = useFocusAfterChange();
  const fieldOf = (row: R | undefined) => (row ? `[data-row="${row.key}"] ${focusField}` : null);

  const add = () => {
    const row = newRow();
    onRowsChange((current) => [...current, row]);
    focus(fieldOf(row) as string);
  };
  const move = (from: number, to: number) => {
    const key = rows[from]?.key;
    onRowsChange((current) => moveRow(current, from, to));
    const [first, second] = to < from ? ['up', 'down'] : ['down', 'up'];
    focus(`[data-action="${first}-${key}"]`, `[data-action="${second}-${key}"]`);
  };
  const remove = (index: number) => {
    const neighbour = fieldOf(rows[index + 1] ?? rows[index - 1]);
    if (onRemove) onRemove(index);
    else onRowsChange((current) => removeRow(current, index));
    focus(neighbour ?? '.tf-add button');
  };

  return (
    <div ref={container} className={className}>
      <ol className={LIST_CLASS[layout]}>
        {rows.map((row, index) => (
          <li
            key={row.key}
            className={[ROW_CLASS[layout], rowClassName?.(row, index)].filter(Boolean).join(' ')}
            data-row={row.key}
          >
            {children(row, {
              index,
              actions: (name, keep) => (
                <RowActions
                  rowKey={row.key}
                  index={index}
                  count={rows.length}
                  name={name}
                  disabled={disabled}
                  onMove={move}
                  onRemove={keep ? null : () => remove(index)}
                />
              ),
              removeButton: (name, refused) => (
                <RemoveButton
                  name={name}
                  disabled={disabled || refused === true}
                  onRemove={() => remove(index)}
                />
              ),
            })}
          </li>
        ))}
      </ol>
      {rows.length === 0 && empty}
      {errors}
      <AddRow label={addLabel} count={rows.length} max={max} disabled={disabled} onAdd={add} />
    </div>
  );
}

/** A row of several fields: its name and its buttons share the first line, its fields follow. */
export function RowCard({
  name,
  actions,
  className,
  children,
}: {
  name: string;
  actions: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className ? `tf-card ${className}` : 'tf-card'}>
      <legend className="tf-card-title">{name}</legend>
      {actions}
      {children}
    </fieldset>
  );
}
