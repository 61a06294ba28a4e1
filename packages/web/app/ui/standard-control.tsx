import {
  acceptsNumberInput,
  normalizeDateInput,
  parseNumberInput,
  type StandardInputField,
} from '@masthead/core';
import { useState } from 'react';
import { useT } from '../lib/i18n';
import { DatePickerButton } from './date-picker-button';
import type { FieldControlProps } from './field-frame';
import { DATE_KINDS, textOf } from './input-rules';

export type StandardControlProps = {
  field: StandardInputField;
  /** The frame's wiring (id, descriptions, invalid, required). */
  control: FieldControlProps;
  disabled: boolean | undefined;
  /** Read-only or disabled: a select cannot be read-only, so it is disabled instead. */
  locked: boolean;
  onChange: (value: StandardInputField['value']) => void;
  /** The field was left: its format is checked from now on. */
  onLeave: () => void;
  /** A keystroke was refused (a number field takes digits only), or the field is back to normal. */
  onRefused: (refused: boolean) => void;
};

/** A StandardInput's control by its type: a select, a text area, a number, or a line of text. */
export function StandardControl(props: StandardControlProps) {
  switch (props.field.type) {
    case 'select':
      return <SelectControl {...props} />;
    case 'textarea':
      return <TextAreaControl {...props} />;
    case 'number':
      return <NumberControl {...props} />;
    default:
      return <TextControl {...props} />;
  }
}

function SelectControl({ field, control, locked, onChange, onLeave }: StandardControlProps) {
  const t = useT();
  return (
    <select
      {...control}
      name={field.fieldName}
      className="std-input std-select"
      value={textOf(field.value)}
      disabled={locked}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onLeave}
    >
      <option value="">{field.placeholder ?? t('forms.input.choose')}</option>
      {(field.options ?? []).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

function TextAreaControl({ field, control, disabled, onChange, onLeave }: StandardControlProps) {
  return (
    <textarea
      {...control}
      name={field.fieldName}
      className="std-input std-textarea"
      value={textOf(field.value)}
      placeholder={field.placeholder}
      maxLength={field.maxLength}
      readOnly={field.readOnly}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onLeave}
    />
  );
}

function NumberControl({ field, control, disabled, onChange, onLeave, onRefused }: StandardControlProps) {
  const text = textOf(field.value);
  // The number as typed ('007' stays '007' while it is typed; the value is 7).
  const [numberText, setNumberText] = useState(text);
  const shown =
    parseNumberInput(numberText) === (typeof field.value === 'number' ? field.value : parseNumberInput(text))
      ? numberText
      : text;
  return (
    <input
      {...control}
      name={field.fieldName}
      className="std-input"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={shown}
      placeholder={field.placeholder}
      readOnly={field.readOnly}
      disabled={disabled}
      onChange={(event) => {
        const typed = event.target.value;
        // SPEC §5: only digits while typing; anything else is refused and the field says why.
        if (!acceptsNumberInput(typed)) {
          onRefused(true);
          return;
        }
        onRefused(false);
        setNumberText(typed);
        onChange(parseNumberInput(typed));
      }}
      onBlur={() => {
        onLeave();
        onRefused(false);
      }}
    />
  );
}

function TextControl({ field, control, disabled, onChange, onLeave }: StandardControlProps) {
  const dateKind = DATE_KINDS[field.type];
  const input = (
    <input
      {...control}
      name={field.fieldName}
      className="std-input"
      type={field.type === 'url' ? 'url' : field.type === 'email' ? 'email' : 'text'}
      inputMode={dateKind ? 'numeric' : undefined}
      autoComplete={dateKind ? 'off' : undefined}
      spellCheck={dateKind || field.type === 'url' || field.type === 'email' ? false : undefined}
      value={textOf(field.value)}
      placeholder={field.placeholder}
      maxLength={field.maxLength}
      readOnly={field.readOnly}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => {
        onLeave();
        if (!dateKind) return;
        const normalised = normalizeDateInput(dateKind, event.target.value);
        if (normalised !== event.target.value) onChange(normalised);
      }}
    />
  );
  if (dateKind !== 'date' && dateKind !== 'time') return input;
  // A date or a time is typed in SPEC's format, or chosen from the browser's own picker.
  return (
    <span className="std-with-picker">
      {input}
      <DatePickerButton
        kind={dateKind}
        value={textOf(field.value)}
        fieldLabel={field.label}
        fieldId={control.id}
        disabled={disabled || field.readOnly}
        onPick={(value) => {
          onChange(value);
          onLeave();
        }}
      />
    </span>
  );
}
