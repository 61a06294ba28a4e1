import {
  type ApiFailure,
  ERRORS,
  type ErrorCode,
  errorMessageKey,
  formatWait,
  isMessageKey,
  NO_LOGIN_SYSTEM,
  translate,
  type UiLanguage,
} from '@masthead/core';

export const ok = <T>(data: T) => ({ success: true as const, data });

/** DESIGN §3's error shape, translated into the reader's language. */
export function failure(
  code: ErrorCode,
  lang: UiLanguage,
  options: { fields?: Record<string, string>; data?: Record<string, string | number> } = {},
): ApiFailure {
  const key = errorMessageKey(code);
  // A wait in seconds is shown as a person reads it, in their language ('7 hours, 49 minutes').
  const vars =
    options.data && typeof options.data.seconds === 'number'
      ? { ...options.data, wait: formatWait(options.data.seconds, lang) }
      : options.data;
  const errorMsg = isMessageKey(key) ? translate(lang, key, vars) : translate(lang, 'error.fallback');
  const fields = options.fields
    ? Object.fromEntries(
        Object.entries(options.fields).map(([field, messageKey]) => [
          field,
          isMessageKey(messageKey) ? translate(lang, messageKey) : translate(lang, 'validation.invalid'),
        ]),
      )
    : undefined;
  return {
    success: false,
    isError: true,
    errorCode: ERRORS[code].errorCode,
    errorMsg,
    errorMsgKey: key,
    errors: {
      system: code === 'auth.fail.no.login' ? NO_LOGIN_SYSTEM : errorMsg,
      ...(fields ? { fields } : {}),
    },
    ...(vars ? { errorData: vars } : {}),
  };
}
