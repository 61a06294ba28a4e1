import {
  type ApiFailure,
  type ErrorCode,
  isErrorCode,
  type MessageKey,
  PASSWORD_RESULT,
  type PasswordResult,
  schemaMessageKey,
} from '@masthead/core';

/**
 * The part of a zod schema a form needs. Typed structurally so the web package validates with core's
 * schemas without declaring rules (or a zod dependency) of its own.
 */
export type SafeParser<T> = {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/** A message key per field, for the fields that fail; the first failing rule of a field wins. */
export type FieldMessageKeys = Record<string, MessageKey>;

export type SchemaCheck<T> = { ok: true; data: T } | { ok: false; fields: FieldMessageKeys };

/** Runs a core schema over a form's input and returns each failing field's message key. */
export function checkWithSchema<T>(schema: SafeParser<T>, input: unknown): SchemaCheck<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fields: FieldMessageKeys = {};
  for (const issue of result.error.issues) {
    const name = issue.path.length > 0 ? String(issue.path[0]) : '_';
    fields[name] ??= schemaMessageKey(issue.message);
  }
  return { ok: false, fields };
}

/** SPEC §5's password result codes as the messages a form shows (0 means no message). */
export function passwordResultMessage(result: PasswordResult): MessageKey | null {
  switch (result) {
    case PASSWORD_RESULT.badLength:
      return 'validation.password.length';
    case PASSWORD_RESULT.mismatch:
      return 'validation.password.mismatch';
    default:
      return null;
  }
}

/** The error code of a failure, read from its message key (`error.<code>`), never from its text. */
export function failureCode(failure: Pick<ApiFailure, 'errorMsgKey'>): ErrorCode | null {
  const code = failure.errorMsgKey?.startsWith('error.') ? failure.errorMsgKey.slice('error.'.length) : '';
  return isErrorCode(code) ? code : null;
}

/**
 * Errors the server answers without field detail, but that plainly belong to one field of the form
 * that sent them (the email is taken, the code is wrong…).
 */
export const ERROR_CODE_FIELDS: Partial<Record<ErrorCode, string>> = {
  'email.used': 'email',
  'email.not.registered': 'email',
  'username.used': 'username',
  'password.common': 'password',
  'password.current.incorrect': 'currentPassword',
  'tfa.invalid': 'code',
  'file.empty': 'photo',
  'file.invalid.image': 'photo',
};

/** Some forms name a field differently from the request (change password sends newPassword). */
export type FieldAliases = Record<string, string>;

export type FormErrors = {
  /** Translated messages by form field. */
  fields: Record<string, string>;
  /** A message that belongs to no field of the form, or null. */
  form: string | null;
};

/**
 * Maps the server's error envelope back onto a form: errors.fields (already translated by the server)
 * go under the fields they name, a field-shaped error code goes under its field, and anything else
 * becomes the form's message.
 */
export function failureToFormErrors(
  failure: Pick<ApiFailure, 'errorMsg' | 'errorMsgKey' | 'errors'>,
  formFields: readonly string[],
  options: { aliases?: FieldAliases; message?: string; translate?: (message: string) => string } = {},
): FormErrors {
  const aliases = options.aliases ?? {};
  const summary = options.message || failure.errorMsg;
  const translate = options.translate ?? ((message: string) => message);
  const known = new Set(formFields);
  const fields: Record<string, string> = {};
  let strays = 0;
  for (const [name, message] of Object.entries(failure.errors?.fields ?? {})) {
    const field = aliases[name] ?? name;
    if (known.has(field)) fields[field] ??= translate(message);
    else strays++;
  }
  if (Object.keys(fields).length === 0) {
    const code = failureCode(failure);
    const codeField = code ? ERROR_CODE_FIELDS[code] : undefined;
    const field = codeField ? (aliases[codeField] ?? codeField) : undefined;
    if (field && known.has(field) && strays === 0) return { fields: { [field]: summary }, form: null };
    return { fields, form: summary };
  }
  // The summary ('Please check the highlighted fields.') only helps when a message has no field to sit by.
  return { fields, form: strays > 0 ? summary : null };
}
