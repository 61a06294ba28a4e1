import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

/**
 * Labelled text inputs, text areas and selects in a field frame ('field' family): the account screens,
 * the dialogs and the editor's own fields.
 */

/** What every one of these fields shares: its label and the line under it. */
type FrameProps = {
  label: ReactNode;
  error?: string | null | undefined;
  hint?: ReactNode;
  aside?: ReactNode;
  /** The editor's name for the field, which its error focus looks for. */
  dataField?: string | undefined;
  /** The frame's classes, instead of 'field'. */
  frameClassName?: string | undefined;
  /** The control's id; made up when not given. */
  id?: string | undefined;
  /** Keep the line under the field while it is empty (false beside a button). */
  reserveLine?: boolean | undefined;
  /** Wrong for a reason the form says elsewhere: marked invalid and described by that message. */
  invalid?: boolean | undefined;
  describedBy?: readonly (string | undefined)[] | undefined;
};

/** A field's props parted: those of its frame, and the rest for its control. */
function splitFrame<P extends FrameProps>(props: P) {
  const {
    label,
    error,
    hint,
    aside,
    dataField,
    frameClassName,
    id,
    reserveLine,
    invalid,
    describedBy,
    ...control
  } = props;
  const frame = {
    label,
    error,
    hint,
    aside,
    dataField,
    className: frameClassName,
    id,
    reserveLine,
    invalid,
    describedBy,
  };
  return [frame, control] as const;
}

/** A text field's value is a string, changed through `onValueChange`. */
type ValueProps = FrameProps & {
  name?: string | undefined;
  value: string;
  onValueChange(value: string): void;
};

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & ValueProps;

export function TextField({ onValueChange, type = 'text', className, ...props }: TextFieldProps) {
  const [frame, input] = splitFrame(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <input
          {...input}
          {...control}
          type={type}
          className={className ? `field-input ${className}` : 'field-input'}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> &
  ValueProps;

export function TextAreaField({ onValueChange, ...props }: TextAreaFieldProps) {
  const [frame, textarea] = splitFrame(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          className="field-input field-textarea"
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps<V extends string> = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'children'
> &
  FrameProps & {
    value: V;
    options: readonly { value: V; label: ReactNode; lang?: string | undefined }[];
    /** Called only with one of the options' values. */
    onValueChange(value: V): void;
  };

/** A select among known values (a language, a currency). */
export function SelectField<V extends string>({
  options,
  onValueChange,
  className = 'field-input field-select',
  ...props
}: SelectFieldProps<V>) {
  const [frame, select] = splitFrame(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <select
          {...select}
          {...control}
          className={className}
          onChange={(event) => {
            const picked = options.find((option) => option.value === event.target.value);
            if (picked) onValueChange(picked.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
