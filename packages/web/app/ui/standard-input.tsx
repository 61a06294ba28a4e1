import { inputIsFilled, type MessageKey, type StandardInputField } from '@masthead/core';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../lib/i18n';
import { FieldFrame } from './field-frame';
import { COUNTED_TYPES, formatProblem, textOf } from './input-rules';
import { StandardCheckbox } from './standard-checkbox';
import { StandardControl } from './standard-control';
import { StepFields } from './step-fields';

export type StandardInputProps = {
  field: StandardInputField;
  onChange: (value: StandardInputField['value']) => void;
  /** An i18n-translated message, or null. */
  error?: string | null;
  /** Switched off while the form is sent (unlike readOnly, the value is not meant to be kept). */
  disabled?: boolean;
  /** Hides the label visually (it is still the field's accessible name), for fields in a tight row. */
  hideLabel?: boolean;
  /** Shows the characters-left counter of a field with a maxLength (default true). */
  showCount?: boolean;
};

/** Registers the field with the step around it (if any), which checks it on Next and on submit. */
function useStepRegistration(field: StandardInputField) {
  const step = useContext(StepFields);
  const latest = useRef(field);
  latest.current = field;
  const register = step?.register;
  useEffect(() => {
    if (!register) return;
    return register({
      required: () => latest.current.isRequired === true,
      filled: () => inputIsFilled(latest.current.value),
      wellFormed: () => formatProblem(latest.current.type, latest.current.value) === null,
    });
  }, [register]);
  return step;
}

/** SPEC §3 StandardInput: one labelled field of any type, with its description, prefix and limits. */
export function StandardInput({
  field,
  onChange,
  error,
  disabled,
  hideLabel,
  showCount = true,
}: StandardInputProps) {
  const t = useT();
  const counterId = `${useId()}-count`;
  const step = useStepRegistration(field);
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState(false);

  const required = field.isRequired === true;
  const showChecks = touched || (step?.showErrors ?? false);
  const format = showChecks ? formatProblem(field.type, field.value) : null;
  const problem: string | null =
    error ??
    (step?.showErrors && required && !inputIsFilled(field.value)
      ? t('validation.required')
      : format
        ? t(format as MessageKey)
        : null);
  const locked = field.readOnly === true || disabled === true;

  if (field.type === 'checkbox') {
    return (
      <StandardCheckbox
        field={field}
        problem={problem}
        locked={locked}
        hideLabel={hideLabel}
        onChange={onChange}
      />
    );
  }

  const count = textOf(field.value).length;
  const max = field.maxLength ?? 0;
  const counted = showCount && field.maxLength !== undefined && COUNTED_TYPES.includes(field.type);
  const counter = counted ? (
    <span id={counterId} className="std-counter">
      <span aria-hidden="true">{t('forms.input.count', { count, max })}</span>
      <span className="visually-hidden">{t('forms.input.countLong', { count, max })}</span>
    </span>
  ) : null;

  return (
    <FieldFrame
      family="std"
      label={field.label}
      hideLabel={hideLabel}
      required={required}
      description={field.desc}
      prefix={field.prefix}
      error={problem}
      hint={refused ? t('forms.input.digitsOnly') : undefined}
      liveHint={field.type === 'number'}
      aside={counter}
      describedBy={[counted ? counterId : undefined]}
    >
      {(control) => (
        <StandardControl
          field={field}
          control={control}
          disabled={disabled}
          locked={locked}
          onChange={onChange}
          onLeave={() => setTouched(true)}
          onRefused={setRefused}
        />
      )}
    </FieldFrame>
  );
}
