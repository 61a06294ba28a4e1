/**
 * SPEC §3 StandardInput and SPEC §4–§5 stepper rules, shared by the stepper form and the server's
 * checks of the forms built on it (event, quiz, submit blog).
 */

/** SPEC §3 StandardInput field. */
export type StandardInputField = {
  fieldName: string;
  label: string;
  type:
    | 'text'
    | 'textarea'
    | 'number'
    | 'url'
    | 'email'
    | 'date'
    | 'time'
    | 'datetime'
    | 'select'
    | 'checkbox';
  value: string | number | boolean | string[] | null;
  options?: { value: string; label: string }[];
  placeholder?: string;
  desc?: string;
  maxLength?: number;
  isRequired?: boolean;
  readOnly?: boolean;
  /** Text shown before the input, e.g. 'https://' or a currency. */
  prefix?: string;
};
