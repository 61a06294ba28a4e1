import { normalizeDateInput, parseDateText, parseTimeText } from '@masthead/core';
import { useRef } from 'react';
import { useT } from '../lib/i18n';

type PickerKind = 'date' | 'time';

/**
 * Issue 13: a calendar (or clock) beside a date (or time) field. The field stays text in SPEC §5's
 * format (YYYY-MM-DD, HH:mm), whatever the browser's locale would show; the button opens the browser's
 * own picker on a date input kept out of sight, whose value is already in that format, and writes the
 * choice into the field. Where a browser has no picker to show, the button gives the field the focus.
 */
export function DatePickerButton({
  kind,
  value,
  fieldLabel,
  fieldId,
  disabled,
  onPick,
}: {
  kind: PickerKind;
  /** The field's text: the picker opens on it when it is a real date (or time). */
  value: string;
  fieldLabel: string;
  fieldId: string;
  disabled: boolean | undefined;
  onPick: (value: string) => void;
}) {
  const t = useT();
  const picker = useRef<HTMLInputElement>(null);
  const text = normalizeDateInput(kind, value);
  const valid = kind === 'date' ? parseDateText(text) !== null : parseTimeText(text) !== null;

  function open() {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      document.getElementById(fieldId)?.focus();
    }
  }

  return (
    <span className="date-picker">
      <button
        type="button"
        className="date-picker-button"
        aria-label={t(kind === 'date' ? 'forms.date.pick' : 'forms.time.pick', { label: fieldLabel })}
        disabled={disabled}
        onClick={open}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          {kind === 'date' ? (
            <path
              d="M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          ) : (
            <path
              d="M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          )}
        </svg>
      </button>
      <input
        ref={picker}
        type={kind}
        className="date-picker-input"
        tabIndex={-1}
        aria-hidden="true"
        value={valid ? text : ''}
        disabled={disabled}
        onChange={(event) => {
          if (event.target.value) onPick(event.target.value);
        }}
      />
    </span>
  );
}
