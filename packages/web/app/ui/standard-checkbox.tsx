import type { StandardInputField } from '@masthead/core';
import { type ReactNode, useId } from 'react';
import { useT } from '../lib/i18n';
import { FieldFrame, FieldMessage, RequiredStar } from './field-frame';

type StandardCheckboxProps = {
  field: StandardInputField;
  /** An i18n-translated message, or null. */
  problem: string | null;
  locked: boolean;
  hideLabel: boolean | undefined;
  onChange: (value: StandardInputField['value']) => void;
};

/** A group of checkboxes (value: the ticked ones) or, without options, one checkbox (value: boolean). */
export function StandardCheckbox(props: StandardCheckboxProps) {
  return props.field.options ? <CheckboxGroup {...props} /> : <SingleCheckbox {...props} />;
}

/** One checkbox, its label after the box; its description and message line under them. */
function SingleCheckbox({ field, problem, locked, onChange }: StandardCheckboxProps) {
  const id = useId();
  const descId = `${id}-desc`;
  const messageId = `${id}-message`;
  const describedBy = [field.desc ? descId : undefined, problem ? messageId : undefined]
    .filter(Boolean)
    .join(' ');
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
          aria-describedby={describedBy || undefined}
          aria-invalid={problem ? true : undefined}
          aria-required={field.isRequired || undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>
          {field.label}
          {field.isRequired && <RequiredStar />}
        </label>
      </div>
      {field.desc ? (
        <p id={descId} className="std-desc">
          {field.desc}
        </p>
      ) : null}
      <FieldMessage id={messageId} family="std" error={problem} />
    </div>
  );
}

function CheckboxGroup({ field, problem, locked, hideLabel, onChange }: StandardCheckboxProps) {
  const t = useT();
  const id = useId();
  const ticked = Array.isArray(field.value) ? field.value : [];
  const label: ReactNode = (
    <>
      {field.label}
      {field.isRequired && <RequiredStar />}
      {field.isRequired && <span className="visually-hidden">{t('forms.input.required')}</span>}
    </>
  );
  return (
    <FieldFrame
      group
      family="std"
      className="std-field std-group"
      label={label}
      hideLabel={hideLabel}
      description={field.desc}
      error={problem}
    >
      <div className="std-check-list">
        {(field.options ?? []).map((option, index) => (
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
    </FieldFrame>
  );
}
