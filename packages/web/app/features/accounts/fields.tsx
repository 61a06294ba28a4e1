import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

/**
 * Labelled inputs for the account forms. The line under each field is always there (hint, error or
 * counter), so a message appearing never moves the rest of the form.
 */

type MessageLineProps = {
  id: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  aside?: ReactNode;
};

function MessageLine({ id, error, hint, aside }: MessageLineProps) {
  return (
    <div className="field-message-line">
      {error ? (
        <p id={id} className="field-error" role="alert">
          {error}
        </p>
      ) : (
        <p id={id} className="field-hint">
          {hint}
        </p>
      )}
      {aside}
    </div>
  );
}

/** What every text-like field shares: its label, its value and the line under it. */
type FieldBase = {
  label: ReactNode;
  name: string;
  value: string;
  onValueChange(value: string): void;
  error?: string | null | undefined;
  hint?: ReactNode;
  aside?: ReactNode;
};

/** The label, the control and the message line, wired together for assistive technology. */
function FieldFrame({
  label,
  error,
  hint,
  aside,
  control,
}: Omit<FieldBase, 'name' | 'value' | 'onValueChange'> & {
  control(ids: { id: string; 'aria-describedby': string; 'aria-invalid': true | undefined }): ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {control({ id, 'aria-describedby': messageId, 'aria-invalid': error ? true : undefined })}
      <MessageLine id={messageId} error={error} hint={hint} aside={aside} />
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & FieldBase;

export function TextField({
  label,
  error,
  hint,
  aside,
  onValueChange,
  type = 'text',
  className,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      aside={aside}
      control={(ids) => (
        <input
          {...input}
          {...ids}
          type={type}
          className={className ? `field-input ${className}` : 'field-input'}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    />
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> &
  FieldBase;

export function TextAreaField({ label, error, hint, aside, onValueChange, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      aside={aside}
      control={(ids) => (
        <textarea
          {...textarea}
          {...ids}
          className="field-input field-textarea"
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    />
  );
}

type CheckboxFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'checked' | 'onChange'
> & {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** Shown as an on/off switch (settings that apply at once) rather than a box. */
  switch?: boolean;
};

export function CheckboxField({
  label,
  description,
  checked,
  onCheckedChange,
  switch: asSwitch,
  ...input
}: CheckboxFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={asSwitch ? 'check-field check-field-switch' : 'check-field'}>
      <input
        {...input}
        id={id}
        type="checkbox"
        role={asSwitch ? 'switch' : undefined}
        checked={checked}
        className={asSwitch ? 'switch-input' : 'check-input'}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <div className="check-text">
        <label htmlFor={id} className="check-label">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="check-description">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A message for the whole form, announced when it appears; its space is kept while empty. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null;
  tone?: 'error' | 'success';
}) {
  return (
    <div className="form-alert-slot" aria-live={tone === 'success' ? 'polite' : undefined}>
      {message ? (
        <p className={`form-alert form-alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

type SubmitButtonProps = {
  label: string;
  busyLabel: string;
  busy: boolean;
  type?: 'submit' | 'button';
  variant?: 'primary' | 'secondary' | 'danger';
  disabled?: boolean;
  onClick?: () => void;
  className?: string;
};

/**
 * A button that says what it is doing while a request runs. Both labels occupy the same cell, so the
 * button keeps its width when the label changes.
 */
export function BusyButton({
  label,
  busyLabel,
  busy,
  type = 'submit',
  variant = 'primary',
  disabled,
  onClick,
  className,
}: SubmitButtonProps) {
  return (
    <button
      type={type}
      className={`button button-${variant}${className ? ` ${className}` : ''}`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      <span className="btn-stack">
        <span className={busy ? 'btn-face is-hidden' : 'btn-face'} aria-hidden={busy || undefined}>
          {label}
        </span>
        <span className={busy ? 'btn-face' : 'btn-face is-hidden'} aria-hidden={!busy || undefined}>
          <span className="spinner" aria-hidden="true" />
          {busyLabel}
        </span>
      </span>
    </button>
  );
}
