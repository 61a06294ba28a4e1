import { DATE_TEXT_FORMATS, schemaMessageKey } from '@masthead/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { StandardInput } from '../../../ui/standard-input';
import { type Extra, type KeySource, moveRow, removeRow, type WallClockValue } from './form-helpers';

/**
 * What the type forms share: their working state kept in step with `extra`, the errors of the last
 * save shown by path, the row buttons (up, down, remove) and focus after a row moves or goes.
 */

/**
 * A form's working state (texts as typed, row keys) and the extra it writes. The extra is written on
 * every change; a new extra from outside (another document loaded) is read again, while the form's own
 * extra coming back is not (the state holds more than the extra: unfinished dates, row keys).
 */
export function useExtraState<S>(
  extra: Extra,
  onChange: (extra: Extra) => void,
  read: (extra: Extra, key: KeySource) => S,
  write: (state: S) => Extra,
): [S, (update: (state: S) => S) => void, KeySource] {
  // Rows read from an extra are numbered from 1 (the same on the server and in the browser); rows added
  // later take the numbers after the highest one given.
  const lastKey = useRef(0);
  const readNumbered = (value: Extra) => {
    let count = 0;
    const state = read(value, () => {
      count += 1;
      return count;
    });
    lastKey.current = Math.max(lastKey.current, count);
    return state;
  };
  const json = JSON.stringify(extra);
  const [box, setBox] = useState(() => ({ state: readNumbered(extra), emitted: json, seen: json }));
  let current = box;
  if (json !== box.seen) {
    current =
      json === box.emitted
        ? { ...box, seen: json }
        : { state: readNumbered(extra), emitted: json, seen: json };
    setBox(current);
  }
  const newKey = useCallback(() => {
    lastKey.current += 1;
    return lastKey.current;
  }, []);
  const latest = useRef(current.state);
  latest.current = current.state;
  const callbacks = useRef({ onChange, write });
  callbacks.current = { onChange, write };

  const update = useCallback((change: (state: S) => S) => {
    const state = change(latest.current);
    latest.current = state;
    const written = callbacks.current.write(state);
    const emitted = JSON.stringify(written);
    setBox((previous) => ({ state, emitted, seen: previous.seen }));
    callbacks.current.onChange(written);
  }, []);

  return [current.state, update, newKey];
}

/** The message of the last save's error at a path inside extra ('questions.0.options.1'), translated. */
export function useErrorAt(errors: Record<string, string>) {
  const t = useT();
  return useCallback(
    (path: string): string | null => {
      const value = errors[path];
      if (!value) return null;
      // Server field errors are validation.* keys (core's isMessageKey would bundle every catalogue).
      return value.startsWith('validation.') ? t(schemaMessageKey(value)) : value;
    },
    [errors, t],
  );
}

/**
 * Where the last save's error about a time (e.g. 'startsAt' missing) is shown: on the empty part of its
 * date and time, as 'This Field is Required', else on the date.
 */
export function useWallClockErrors(
  value: { date: string; time: string },
  error: string | null,
): { date: string | null; time: string | null } {
  const t = useT();
  if (!error) return { date: null, time: null };
  if (value.date.trim() === '') return { date: t('validation.required'), time: null };
  if (value.time.trim() === '') return { date: null, time: t('validation.required') };
  return { date: error, time: null };
}

/** Whether any error of the last save lies at or under one of these paths. */
export const hasErrorUnder = (errors: Record<string, string>, ...paths: string[]) =>
  Object.keys(errors).some((key) => paths.some((path) => key === path || key.startsWith(`${path}.`)));

/**
 * Moves focus after the rows change (a row added, moved or removed): the element matching the selector
 * inside the container, once React has drawn the change.
 */
export function useFocusAfterChange() {
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

/**
 * Add, move and remove for a form's keyed rows, with the focus following each change: the new row's
 * field, the moved row's arrow (the other arrow at an end), the removed row's neighbour (or Add).
 */
export function useRowEditing<R extends { key: number }>(
  rows: readonly R[],
  setRows: (next: (current: R[]) => R[]) => void,
  focus: (...selectors: string[]) => void,
  field = 'input',
) {
  return {
    add(row: R) {
      setRows((current) => [...current, row]);
      focus(`[data-row="${row.key}"] ${field}`);
    },
    move(from: number, to: number) {
      const key = rows[from]?.key;
      setRows((current) => moveRow(current, from, to));
      const [first, second] = to < from ? ['up', 'down'] : ['down', 'up'];
      focus(`[data-action="${first}-${key}"]`, `[data-action="${second}-${key}"]`);
    },
    remove(index: number) {
      const neighbour = rows[index + 1] ?? rows[index - 1];
      setRows((current) => removeRow(current, index));
      focus(neighbour ? `[data-row="${neighbour.key}"] ${field}` : '.tf-add button');
    },
  };
}

type RowActionsProps = {
  rowKey: number;
  index: number;
  count: number;
  /** The row's name as read out, e.g. 'Item 3'. */
  name: string;
  disabled: boolean;
  /** Removing is refused (e.g. a poll keeps two options). */
  keep?: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/** Up, down and remove for one row; each button says which row it acts on. */
export function RowActions({
  rowKey,
  index,
  count,
  name,
  disabled,
  keep,
  onMove,
  onRemove,
}: RowActionsProps) {
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
      <RemoveButton name={name} disabled={disabled || keep === true} onRemove={() => onRemove(index)} />
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

/** An error of the last save, or of the form's own check, beside the part it is about. */
export function FormError({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p className="std-error tf-error" id={id}>
      {message}
    </p>
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

/** A type form's frame: its heading and a line saying what readers will see. */
export function TypeFormSection({
  title,
  intro,
  children,
  headingId,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  headingId: string;
}) {
  return (
    <div className="type-form">
      <h2 id={headingId} className="type-form-title">
        {title}
      </h2>
      {intro && <p className="type-form-intro muted">{intro}</p>}
      {children}
    </div>
  );
}

/** A date and a time side by side, in SPEC §5's formats (event start and end, a live Q&A's start). */
export function WallClockFields({
  name,
  value,
  labels,
  errors,
  required = false,
  disabled,
  onChange,
}: {
  /** The extra field they make, e.g. 'startsAt'. */
  name: string;
  value: WallClockValue;
  labels: { date: string; time: string };
  errors: { date?: string | null; time?: string | null };
  required?: boolean;
  disabled: boolean;
  onChange: (change: Partial<WallClockValue>) => void;
}) {
  return (
    <div className="tf-pair">
      <StandardInput
        field={{
          fieldName: `${name}.date`,
          label: labels.date,
          type: 'date',
          value: value.date,
          placeholder: DATE_TEXT_FORMATS.date,
          isRequired: required,
        }}
        error={errors.date ?? null}
        disabled={disabled}
        onChange={(date) => onChange({ date: String(date ?? '') })}
      />
      <StandardInput
        field={{
          fieldName: `${name}.time`,
          label: labels.time,
          type: 'time',
          value: value.time,
          placeholder: DATE_TEXT_FORMATS.time,
          isRequired: required,
        }}
        error={errors.time ?? null}
        disabled={disabled}
        onChange={(time) => onChange({ time: String(time ?? '') })}
      />
    </div>
  );
}
