import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import './forms.css';

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

/** A checkbox (or switch) with its label and description beside it. */
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
