import type { ErrorCode, MessageKey } from '@masthead/core';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiResult } from '../../lib/api';
import { useT } from '../../lib/i18n';
import {
  checkWithSchema,
  type FieldAliases,
  type FieldMessageKeys,
  failureCode,
  failureToFormErrors,
  type SafeParser,
} from './form-errors';

/** What a form does once its request succeeded: stay, or stay busy while the page changes. */
export type AfterSuccess = undefined | 'navigating';

export type FormValues = Record<string, string | boolean | readonly string[]>;

type Options<V extends FormValues, T> = {
  initial: V;
  /** The core schema of the request this form sends. */
  schema: SafeParser<T>;
  /** The request body built from the form's values (defaults to the values themselves). */
  toInput?: (values: V) => unknown;
  /** Checks beyond the schema that are still core's rules (the password result codes). */
  extraCheck?: (values: V) => FieldMessageKeys;
  /** Request field → form field, when they differ. */
  aliases?: FieldAliases;
};

/**
 * The state of one account form: values, the errors of core's schema for the fields a person has left
 * or tried to send, errors the server sent back, and whether a request is running.
 */
export function useAccountForm<V extends FormValues, T>({
  initial,
  schema,
  toInput,
  extraCheck,
  aliases,
}: Options<V, T>) {
  const t = useT();
  const [values, setValues] = useState<V>(initial);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** The server's error code behind formError (null for the form's own checks). */
  const [formErrorCode, setFormErrorCode] = useState<ErrorCode | null>(null);
  const [sending, setSending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const sendingRef = useRef(false);

  const check = useMemo(() => {
    const result = checkWithSchema(schema, toInput ? toInput(values) : values);
    const extra = extraCheck?.(values) ?? {};
    const fields: FieldMessageKeys = result.ok ? { ...extra } : { ...result.fields, ...extra };
    return { result, fields };
  }, [schema, toInput, extraCheck, values]);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setDirty((current) => (current.has(name) ? current : new Set(current).add(name)));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  /** A field's errors show once the person has typed in it and moved on. */
  const reveal = useCallback(
    (name: string) => {
      if (!dirty.has(name) || shown.has(name)) return;
      setShown((current) => new Set(current).add(name));
    },
    [dirty, shown],
  );

  const errorOf = (name: keyof V & string): string | undefined => {
    if (serverErrors[name]) return serverErrors[name];
    const key = check.fields[name];
    return key && shown.has(name) ? t(key) : undefined;
  };

  /** The props that tie a text field to this form: `<TextField {...form.field('email')} … />`. */
  const field = <K extends { [P in keyof V & string]: V[P] extends string ? P : never }[keyof V & string]>(
    name: K,
  ) => ({
    name,
    value: values[name] as string,
    onValueChange: (value: string) => setValue(name, value as V[K]),
    onBlur: () => reveal(name),
    error: errorOf(name),
  });

  const reset = useCallback((next: V) => {
    setValues(next);
    setShown(new Set());
    setDirty(new Set());
    setServerErrors({});
    setFormError(null);
  }, []);

  /**
   * Validates with the schema, sends, and maps a failure back onto the fields. `onSuccess` may answer
   * 'navigating' to keep the form busy while the page changes.
   */
  const handleSubmit =
    <R>(
      send: (data: T) => Promise<ApiResult<R>>,
      onSuccess: (data: R) => AfterSuccess | Promise<AfterSuccess>,
    ) =>
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (sendingRef.current) return;
      setShown(new Set(Object.keys(values)));
      setFormError(null);
      setFormErrorCode(null);
      if (!check.result.ok || Object.keys(check.fields).length > 0) {
        // A problem with no field of its own (say, a key the schema does not know) still gets said.
        const stray = Object.keys(check.fields).find((name) => !(name in values));
        if (stray) setFormError(t(check.fields[stray]!));
        setFocusRequest((n) => n + 1);
        return;
      }
      sendingRef.current = true;
      setSending(true);
      let keepBusy = false;
      try {
        const result = await send(check.result.data);
        if (result.ok) {
          keepBusy = (await onSuccess(result.data)) === 'navigating';
        } else {
          const mapped = failureToFormErrors(result.error, Object.keys(values), {
            ...(aliases ? { aliases } : {}),
            message: result.message,
            // Server messages arrive translated; a bare key (none today) would be looked up, text kept as is.
            translate: (message) => t(message as MessageKey),
          });
          setServerErrors(mapped.fields);
          setFormError(mapped.form);
          setFormErrorCode(mapped.form ? failureCode(result.error) : null);
          setFocusRequest((n) => n + 1);
        }
      } finally {
        if (!keepBusy) {
          sendingRef.current = false;
          setSending(false);
        }
      }
    };

  return {
    values,
    setValue,
    reveal,
    errorOf,
    field,
    formError,
    formErrorCode,
    setFormError,
    sending,
    formRef,
    handleSubmit,
    reset,
  };
}
