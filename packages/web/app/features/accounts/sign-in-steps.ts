import { COOKIE_NAMES, checkPassword, PASSWORD_RESULT, safeReturnPath } from '@masthead/core';
import { serializeCookie } from '../../lib/storage';
import { type FieldMessageKeys, passwordResultMessage } from './form-errors';

export const LOGIN_PAGE_PATH = '/loginpage.html';
export const CREATE_PROFILE_PATH = '/create_profile.html';
export const FORGOT_PASSWORD_PATH = '/forgot_password.html';

export type SignInKind = 'signin' | 'signup' | 'reset';

/**
 * SPEC §4: after sign-in, the previous-url cookie (or / when it is absent or names the sign-in page);
 * after sign-up, creating the profile comes first; after a password reset, home.
 */
export function signInDestination(kind: SignInKind, previousUrl: string | null | undefined): string {
  if (kind === 'signup') return CREATE_PROFILE_PATH;
  if (kind === 'reset') return '/';
  return safeReturnPath(previousUrl);
}

/** The Set-Cookie value a guest's redirect to the sign-in page carries, so sign-in comes back here. */
export function previousUrlCookie(url: URL): string {
  return serializeCookie(COOKIE_NAMES.previousUrl, `${url.pathname}${url.search}`);
}

/**
 * SPEC §5's password result codes placed on the form's fields: a bad length on the password, a
 * mismatch on the confirmation.
 */
export function passwordFieldMessages(
  password: string,
  confirmation: string,
  names: { password: string; confirmation: string },
): FieldMessageKeys {
  const result = checkPassword(password, confirmation);
  const message = passwordResultMessage(result);
  if (!message) return {};
  return result === PASSWORD_RESULT.badLength
    ? { [names.password]: message }
    : { [names.confirmation]: message };
}

/** The check of a form's new password and its confirmation, by their field names (stable: made once). */
export const newPasswordCheck =
  <P extends string, C extends string>(password: P, confirmation: C) =>
  (values: Record<P | C, string>) =>
    passwordFieldMessages(values[password], values[confirmation], { password, confirmation });
