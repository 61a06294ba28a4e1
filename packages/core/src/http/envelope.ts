import type { ErrorCode } from '../errors.ts';

/** DESIGN §3: every answer of the JSON API. */
export type ApiSuccess<T> = { success: true; data: T };

export type ApiFailure = {
  success: false;
  isError: true;
  errorCode: number;
  errorMsg: string;
  errorMsgKey: `error.${ErrorCode}`;
  errors: { system: string; fields?: Record<string, string> };
  /** Values substituted into the translated message, e.g. {name}. */
  errorData?: Record<string, string | number>;
};

export type ApiAnswer<T> = ApiSuccess<T> | ApiFailure;

/** SPEC §7: either shape means 'not signed in' and opens the login prompt. */
export const NO_LOGIN_SYSTEM = 'auth.fail.no.login';
export const NO_LOGIN_ERROR_CODE = 1000;

export const isLoginRequired = (answer: {
  success?: boolean;
  isError?: boolean;
  errorCode?: number;
  errors?: { system?: string };
}) =>
  (answer.isError === true && answer.errors?.system === NO_LOGIN_SYSTEM) ||
  (answer.success === false && answer.errorCode === NO_LOGIN_ERROR_CODE);
