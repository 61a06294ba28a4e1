import { type ReactNode, useId } from 'react';
import './forms.css';

/**
 * One field's frame, whatever its control: the label (or a group's legend), an optional description,
 * the control, and the line under it with the field's error or hint. The line is there even while it has
 * nothing to say, so a message appearing never moves the form; the control is tied to all of it for
 * assistive technology (`id`, `aria-describedby`, `aria-invalid`, `aria-required`).
 */

/**
 * The two sets of class names a field is drawn with: 'field' for the account screens, dialogs and the
 * editor's own fields (errors announced as alerts), 'std' for StandardInput (SPEC §3), whose step
 * announces its errors itself.
 */
export type FieldFamily = 'field' | 'std';

/** What the control inside a frame carries, so that it is read with its label and messages. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
};

/** The star after a required field's label; the control itself says it is required. */
export function RequiredStar() {
  return (
    <span className="required-star" aria-hidden="true">
      *
    </span>
  );
}

type FieldMessageProps = {
  id: string;
  family?: FieldFamily | undefined;
  error?: string | null | undefined;
  hint?: ReactNode;
  /** The hint is a passing notice (e.g. 'Digits only'), read out when it appears. */
  liveHint?: boolean | undefined;
  /** At the end of the line: a counter, a link. */
  aside?: ReactNode;
};

/** The line under a field: its error, or else its hint, and an aside. */
export function FieldMessage({ id, family = 'field', error, hint, liveHint, aside }: FieldMessageProps) {
  return (
    <div className={`${family}-message-line`}>
      {error ? (
        <p id={id} className={`${family}-error`} role={family === 'field' ? 'alert' : undefined}>
          {error}
        </p>
      ) : (
        <p id={id} className={`${family}-hint`} aria-live={liveHint ? 'polite' : undefined}>
          {hint}
        </p>
      )}
      {aside}
    </div>
  );
}

type FieldFrameBase = {
  label: ReactNode;
  family?: FieldFamily;
  /** The label is the field's name but is not shown (a placeholder or the layout says it). */
  hideLabel?: boolean | undefined;
  /** A star after the label, and `aria-required` on the control. */
  required?: boolean | undefined;
  /** A line between the label and the control. */
  description?: ReactNode;
  error?: string | null | undefined;
  hint?: ReactNode;
  liveHint?: boolean | undefined;
  aside?: ReactNode;
  /** Other texts about the field (e.g. its counter in the aside), read after its message. */
  describedBy?: readonly (string | undefined)[] | undefined;
  /** Wrong for a reason said elsewhere (the form's message, named in describedBy): marked invalid. */
  invalid?: boolean | undefined;
  /** Keep the line under the field while it is empty (true); a field in a row of buttons may not. */
  reserveLine?: boolean | undefined;
  /** The frame's classes, instead of the family's ('field' or 'std-field'). */
  className?: string | undefined;
  /** The editor's name for the field, which its error focus looks for. */
  dataField?: string | undefined;
  /** The control's id; made up when not given. */
  id?: string | undefined;
};

type FieldFrameProps = FieldFrameBase &
  (
    | {
        group?: false;
        /** A text before the control (e.g. 'https://'), read as part of its description. */
        prefix?: ReactNode;
        children: (control: FieldControlProps) => ReactNode;
      }
    | {
        /** A fieldset of several controls: the label is its legend and the description is its own. */
        group: true;
        prefix?: undefined;
        children: ReactNode;
      }
  );

/** The ids a frame hands out: the control's, and those of the texts that describe it. */
function useFieldIds(given: string | undefined) {
  const made = useId();
  const id = given ?? made;
  return { id, descId: `${id}-desc`, prefixId: `${id}-prefix`, messageId: `${id}-message` };
}

export function FieldFrame(props: FieldFrameProps) {
  const { label, family = 'field', hideLabel, required, description, error, hint, aside } = props;
  const ids = useFieldIds(props.id);
  const hasMessage = Boolean(error) || (hint !== undefined && hint !== null && hint !== false && hint !== '');
  const describedBy =
    [
      props.prefix ? ids.prefixId : undefined,
      description ? ids.descId : undefined,
      hasMessage ? ids.messageId : undefined,
      ...(props.describedBy ?? []),
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const frameClass =
    (props.className ?? (family === 'field' ? 'field' : 'std-field')) +
    (family === 'std' && error ? ' is-invalid' : '');
  const labelClass = hideLabel ? 'visually-hidden' : `${family}-label`;
  const labelText = (
    <>
      {label}
      {required && <RequiredStar />}
    </>
  );
  const desc = description ? (
    <p id={ids.descId} className={`${family}-desc`}>
      {description}
    </p>
  ) : null;
  const line =
    props.reserveLine === false && !hasMessage && !aside ? null : (
      <FieldMessage
        id={ids.messageId}
        family={family}
        error={error}
        hint={hint}
        liveHint={props.liveHint}
        aside={aside}
      />
    );

  if (props.group) {
    return (
      <fieldset
        className={frameClass}
        data-field={props.dataField}
        data-field-invalid={props.dataField && error ? '' : undefined}
        aria-describedby={describedBy}
      >
        <legend className={labelClass}>{labelText}</legend>
        {desc}
        {props.children}
        {line}
      </fieldset>
    );
  }

  const control = props.children({
    id: ids.id,
    'aria-describedby': describedBy,
    'aria-invalid': error || props.invalid ? true : undefined,
    'aria-required': required || undefined,
  });
  return (
    <div className={frameClass} data-field={props.dataField}>
      <label htmlFor={ids.id} className={labelClass}>
        {labelText}
      </label>
      {desc}
      {props.prefix ? (
        <div className={`${family}-affix`}>
          <span id={ids.prefixId} className={`${family}-prefix`}>
            {props.prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
      {line}
    </div>
  );
}
