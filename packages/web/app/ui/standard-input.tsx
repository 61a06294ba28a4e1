import {
  acceptsNumberInput,
  type DateInputKind,
  inputIsFilled,
  isValidEmail,
  type MessageKey,
  normalizeDateInput,
  parseDateText,
  parseDateTimeText,
  parseNumberInput,
  parseTimeText,
  type StandardInputField,
  type StandardInputValue,
} from '@masthead/core';
import { createContext, type ReactNode, useContext, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../lib/i18n';
import './forms.css';

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

// ─── The stepper's view of the fields inside one of its steps ─────────────────────────────────────────

/** What a step needs of each field inside it: whether it is filled in and well formed, and its focus. */
export type StepField = { required(): boolean; filled(): boolean; wellFormed(): boolean };

export type StepFieldsContext = {
  /** After a failed Next or submit: required fields that are empty say so. */
  showErrors: boolean;
  register(field: StepField): () => void;
};

/** Provided by the stepper around each step's content; StandardInputs inside register themselves. */
export const StepFields = createContext<StepFieldsContext | null>(null);

/** Whether the step around a custom field has failed a check, so its empty required parts say so. */
export const useStepShowsErrors = () => useContext(StepFields)?.showErrors ?? false;

// ─── Rules of one field ─────────────────────────────────────────────────────────────────────────────────

const DATE_KINDS: Partial<Record<StandardInputField['type'], DateInputKind>> = {
  date: 'date',
  time: 'time',
  datetime: 'dateTime',
};

const FORMAT_MESSAGES: Record<DateInputKind, MessageKey> = {
  date: 'forms.date.invalid',
  time: 'forms.time.invalid',
  dateTime: 'forms.dateTime.invalid',
};

const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;

/** The message key of a filled-in value that is not well formed for its type, or null. */
export function formatProblem(
  type: StandardInputField['type'],
  value: StandardInputValue,
): MessageKey | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  // Dates are read as the field will put them when it is left ('20261205' is 2026-12-05).
  switch (type) {
    case 'date':
      return parseDateText(normalizeDateInput('date', text)) ? null : FORMAT_MESSAGES.date;
    case 'time':
      return parseTimeText(normalizeDateInput('time', text)) ? null : FORMAT_MESSAGES.time;
    case 'datetime':
      return parseDateTimeText(normalizeDateInput('dateTime', text)) ? null : FORMAT_MESSAGES.dateTime;
    case 'url':
      return WEB_ADDRESS.test(text) ? null : 'validation.website.invalid';
    case 'email':
      return isValidEmail(text) ? null : 'validation.email.invalid';
    default:
      return null;
  }
}

const textOf = (value: StandardInputValue) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

// ─── The field ────────────────────────────────────────────────────────────────────────────────────────────

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
  const id = useId();
  const step = useContext(StepFields);
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState(false);
  // The number as typed ('007' stays '007' while it is typed; the value is 7).
  const [numberText, setNumberText] = useState(() => textOf(field.value));

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

  const required = field.isRequired === true;
  const showChecks = touched || (step?.showErrors ?? false);
  const problem: string | null =
    error ??
    (step?.showErrors && required && !inputIsFilled(field.value)
      ? t('validation.required')
      : showChecks && formatProblem(field.type, field.value)
        ? t(formatProblem(field.type, field.value) as MessageKey)
        : null);

  const descId = field.desc ? `${id}-desc` : undefined;
  const prefixId = field.prefix ? `${id}-prefix` : undefined;
  const errorId = problem ? `${id}-error` : undefined;
  const text = textOf(field.value);
  const counted =
    showCount && field.maxLength !== undefined && ['text', 'textarea', 'url', 'email'].includes(field.type);
  const counterId = counted ? `${id}-count` : undefined;
  const describedBy = [prefixId, descId, errorId, counterId].filter(Boolean).join(' ') || undefined;
  const locked = field.readOnly === true || disabled === true;

  const label = (
    <>
      {field.label}
      {required && (
        <span className="required-star" aria-hidden="true">
          *
        </span>
      )}
    </>
  );

  const messageLine = (
    <div className="std-message-line">
      {problem ? (
        <p id={errorId} className="std-error">
          {problem}
        </p>
      ) : refused ? (
        <p className="std-hint" aria-live="polite">
          {t('forms.input.digitsOnly')}
        </p>
      ) : (
        <span />
      )}
      {counted && (
        <span id={counterId} className="std-counter">
          <span aria-hidden="true">
            {t('forms.input.count', { count: text.length, max: field.maxLength ?? 0 })}
          </span>
          <span className="visually-hidden">
            {t('forms.input.countLong', { count: text.length, max: field.maxLength ?? 0 })}
          </span>
        </span>
      )}
    </div>
  );

  const desc = field.desc ? (
    <p id={descId} className="std-desc">
      {field.desc}
    </p>
  ) : null;

  if (field.type === 'checkbox') {
    return (
      <CheckboxInput
        field={field}
        id={id}
        label={label}
        desc={desc}
        describedBy={describedBy}
        problem={problem}
        locked={locked}
        onChange={onChange}
        messageLine={messageLine}
        hideLabel={hideLabel}
      />
    );
  }

  const common = {
    id,
    name: field.fieldName,
    'aria-describedby': describedBy,
    'aria-invalid': problem ? true : undefined,
    'aria-required': required || undefined,
    className: 'std-input',
  } as const;

  let control: ReactNode;
  if (field.type === 'select') {
    control = (
      <select
        {...common}
        className="std-input std-select"
        value={text}
        disabled={locked}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setTouched(true)}
      >
        <option value="">{field.placeholder ?? t('forms.input.choose')}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea') {
    control = (
      <textarea
        {...common}
        className="std-input std-textarea"
        value={text}
        placeholder={field.placeholder}
        maxLength={field.maxLength}
        readOnly={field.readOnly}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setTouched(true)}
      />
    );
  } else if (field.type === 'number') {
    const shown =
      parseNumberInput(numberText) ===
      (typeof field.value === 'number' ? field.value : parseNumberInput(text))
        ? numberText
        : text;
    control = (
      <input
        {...common}
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
            setRefused(true);
            return;
          }
          setRefused(false);
          setNumberText(typed);
          onChange(parseNumberInput(typed));
        }}
        onBlur={() => {
          setTouched(true);
          setRefused(false);
        }}
      />
    );
  } else {
    const dateKind = DATE_KINDS[field.type];
    control = (
      <input
        {...common}
        type={field.type === 'url' ? 'url' : field.type === 'email' ? 'email' : 'text'}
        inputMode={dateKind ? 'numeric' : undefined}
        autoComplete={dateKind ? 'off' : undefined}
        spellCheck={dateKind || field.type === 'url' || field.type === 'email' ? false : undefined}
        value={text}
        placeholder={field.placeholder}
        maxLength={field.maxLength}
        readOnly={field.readOnly}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => {
          setTouched(true);
          if (!dateKind) return;
          const normalised = normalizeDateInput(dateKind, event.target.value);
          if (normalised !== event.target.value) onChange(normalised);
        }}
      />
    );
  }

  return (
    <div className={`std-field${problem ? ' is-invalid' : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'std-label'}>
        {label}
      </label>
      {desc}
      {field.prefix ? (
        <div className="std-affix">
          <span id={prefixId} className="std-prefix">
            {field.prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
      {messageLine}
    </div>
  );
}

type CheckboxInputProps = {
  field: StandardInputField;
  id: string;
  label: ReactNode;
  desc: ReactNode;
  describedBy: string | undefined;
  problem: string | null;
  locked: boolean;
  onChange: (value: StandardInputField['value']) => void;
  messageLine: ReactNode;
  hideLabel: boolean | undefined;
};

/** A group of checkboxes (value: the ticked ones) or, without options, one checkbox (value: boolean). */
function CheckboxInput({
  field,
  id,
  label,
  desc,
  describedBy,
  problem,
  locked,
  onChange,
  messageLine,
  hideLabel,
}: CheckboxInputProps) {
  const t = useT();
  if (!field.options) {
    return (
      <div className={`std-field${problem ? ' is-invalid' : ''}`}>
        <div className="std-check">
          <input
            id={id}
            type="checkbox"
            className="std-check-input"
            name={field.fieldName}
            checked={field.value === true}
            disabled={locked}
            aria-describedby={describedBy}
            aria-invalid={problem ? true : undefined}
            aria-required={field.isRequired || undefined}
            onChange={(event) => onChange(event.target.checked)}
          />
          <label htmlFor={id}>{label}</label>
        </div>
        {desc}
        {messageLine}
      </div>
    );
  }
  const ticked = Array.isArray(field.value) ? field.value : [];
  return (
    <fieldset className={`std-field std-group${problem ? ' is-invalid' : ''}`} aria-describedby={describedBy}>
      <legend className={hideLabel ? 'visually-hidden' : 'std-label'}>
        {label}
        {field.isRequired && <span className="visually-hidden">{t('forms.input.required')}</span>}
      </legend>
      {desc}
      <div className="std-check-list">
        {field.options.map((option, index) => (
          <div className="std-check" key={option.value}>
            <input
              id={`${id}-${index}`}
              type="checkbox"
              className="std-check-input"
              name={field.fieldName}
              value={option.value}
              checked={ticked.includes(option.value)}
              disabled={locked}
              aria-invalid={problem ? true : undefined}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...ticked, option.value]
                    : ticked.filter((value) => value !== option.value),
                )
              }
            />
            <label htmlFor={`${id}-${index}`}>{option.label}</label>
          </div>
        ))}
      </div>
      {messageLine}
    </fieldset>
  );
}
