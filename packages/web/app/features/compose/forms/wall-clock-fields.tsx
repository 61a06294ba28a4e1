import { DATE_TEXT_FORMATS } from '@masthead/core';
import { StandardInput } from '../../../ui/standard-input';
import type { WallClockValue } from './form-helpers';

const PARTS = ['date', 'time'] as const;

/** A date and a time side by side, in SPEC §5's formats (event start and end, a poll's and a live Q&A's). */
export function WallClockFields({
  name,
  value,
  labels,
  errors = {},
  required = false,
  disabled,
  onChange,
}: {
  /** The extra field they make, e.g. 'startsAt'. */
  name: string;
  value: WallClockValue;
  labels: { date: string; time: string };
  errors?: { date?: string | null; time?: string | null };
  required?: boolean;
  disabled: boolean;
  onChange: (change: Partial<WallClockValue>) => void;
}) {
  return (
    <div className="tf-pair">
      {PARTS.map((part) => (
        <StandardInput
          key={part}
          field={{
            fieldName: `${name}.${part}`,
            label: labels[part],
            type: part,
            value: value[part],
            placeholder: DATE_TEXT_FORMATS[part],
            isRequired: required,
          }}
          error={errors[part] ?? null}
          disabled={disabled}
          onChange={(text) => onChange({ [part]: String(text ?? '') })}
        />
      ))}
    </div>
  );
}
