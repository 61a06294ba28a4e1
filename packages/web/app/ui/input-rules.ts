import {
  type DateInputKind,
  isValidEmail,
  type MessageKey,
  normalizeDateInput,
  parseDateText,
  parseDateTimeText,
  parseTimeText,
  type StandardInputField,
  type StandardInputValue,
} from '@masthead/core';

/** The rules of one StandardInput's value by its type (SPEC §3, §5). */

/** The date kinds of the date and time types, whose text is normalised when the field is left. */
export const DATE_KINDS: Partial<Record<StandardInputField['type'], DateInputKind>> = {
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

/** A value as the text its field shows. */
export const textOf = (value: StandardInputValue) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The types whose maxLength is shown as a characters-left counter. */
export const COUNTED_TYPES: readonly StandardInputField['type'][] = ['text', 'textarea', 'url', 'email'];
