import type { StandardInputField } from '@masthead/core';

export type StandardInputProps = {
  field: StandardInputField;
  onChange: (value: StandardInputField['value']) => void;
  /** An i18n-translated message, or null. */
  error?: string | null;
};

/** SPEC §3 StandardInput: one labelled field of any type, with its description, prefix and limits. */
export function StandardInput(_props: StandardInputProps) {
  return null;
}
