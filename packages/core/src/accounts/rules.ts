import { LIMITS } from '../limits.ts';

/** SPEC §5: letters, digits, underscore, hyphen or dot; @; a domain; a top-level part of 2 to 4 letters. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_.-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,4}$/;

export const isValidEmail = (email: string) => email.length <= LIMITS.emailMax && EMAIL_PATTERN.test(email);

/** SPEC §5: letters, digits, underscore and hyphen. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** SPEC §5 password result codes: 0 OK, 2 bad length, 3 confirmation does not match. */
export const PASSWORD_RESULT = { ok: 0, badLength: 2, mismatch: 3 } as const;
export type PasswordResult = (typeof PASSWORD_RESULT)[keyof typeof PASSWORD_RESULT];

export function checkPassword(password: string, confirmation?: string): PasswordResult {
  if (!password || password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax) {
    return PASSWORD_RESULT.badLength;
  }
  if (confirmation !== undefined && confirmation !== password) return PASSWORD_RESULT.mismatch;
  return PASSWORD_RESULT.ok;
}

/** SPEC §5: blank means empty or only whitespace. */
export const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * DESIGN §4: the form asks 3–20 characters, the server accepts 3–30 for older accounts.
 * Returns the message key of the first failing rule, or null.
 */
export function usernameProblem(username: string, max: number = LIMITS.usernameMax) {
  if (isBlank(username)) return 'validation.required' as const;
  if (!USERNAME_PATTERN.test(username)) return 'validation.username.chars' as const;
  if (username.length < LIMITS.usernameMin || username.length > max)
    return 'validation.username.length' as const;
  return null;
}

/** A website is a valid http(s) address; a bare domain is taken as https. */
export function normalizeWebsite(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '') return '';
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') || url.username || url.password) return null;
    return url.toString();
  } catch {
    return null;
  }
}
