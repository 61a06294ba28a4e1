import { schemaMessageKey } from '@masthead/core';
import { useCallback } from 'react';
import { useT } from '../../../lib/i18n';

/** The errors of the last save, shown by their path inside extra. */

/** The message of the last save's error at a path inside extra ('questions.0.options.1'), translated. */
export function useErrorAt(errors: Record<string, string>) {
  const t = useT();
  return useCallback(
    (path: string): string | null => {
      const value = errors[path];
      if (!value) return null;
      // Server field errors are validation.* keys (core's isMessageKey would bundle every catalogue).
      return value.startsWith('validation.') ? t(schemaMessageKey(value)) : value;
    },
    [errors, t],
  );
}

/**
 * Where the last save's error about a time (e.g. 'startsAt' missing) is shown: on the empty part of its
 * date and time, as 'This Field is Required', else on the date.
 */
export function useWallClockErrors(
  value: { date: string; time: string },
  error: string | null,
): { date: string | null; time: string | null } {
  const t = useT();
  if (!error) return { date: null, time: null };
  if (value.date.trim() === '') return { date: t('validation.required'), time: null };
  if (value.time.trim() === '') return { date: null, time: t('validation.required') };
  return { date: error, time: null };
}

/** Whether any error of the last save lies at or under one of these paths. */
export const hasErrorUnder = (errors: Record<string, string>, ...paths: string[]) =>
  Object.keys(errors).some((key) => paths.some((path) => key === path || key.startsWith(`${path}.`)));

/** An error of the last save, or of the form's own check, beside the part it is about. */
export function FormError({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p className="std-error tf-error" id={id}>
      {message}
    </p>
  );
}
