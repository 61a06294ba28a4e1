import {
  type ApiFailure,
  checkPassword,
  ERRORS,
  ZChangePassword,
  ZLogin,
  ZSignup,
  ZTfaVerify,
  ZUpdateProfile,
} from '@masthead/core';
import { describe, expect, it } from 'vitest';
import { checkWithSchema, failureCode, failureToFormErrors, passwordResultMessage } from './form-errors';

const failure = (
  code: keyof typeof ERRORS,
  message: string,
  fields?: Record<string, string>,
): ApiFailure => ({
  success: false,
  isError: true,
  errorCode: ERRORS[code].errorCode,
  errorMsg: message,
  errorMsgKey: `error.${code}`,
  errors: { system: message, ...(fields ? { fields } : {}) },
});

describe('checkWithSchema', () => {
  it('returns the parsed data of a valid sign-up', () => {
    const result = checkWithSchema(ZSignup, {
      email: 'Ada@Example.com',
      password: 'correct horse',
      confirmPassword: 'correct horse',
      username: 'ada_l',
      displayName: 'Ada',
    });
    expect(result).toEqual({
      ok: true,
      data: {
        email: 'ada@example.com',
        password: 'correct horse',
        confirmPassword: 'correct horse',
        username: 'ada_l',
        displayName: 'Ada',
      },
    });
  });

  it("gives each failing field core's message key, the first rule per field", () => {
    const result = checkWithSchema(ZSignup, {
      email: 'not-an-email',
      password: '123',
      confirmPassword: '1234',
      username: 'a!',
      displayName: '',
    });
    expect(result).toEqual({
      ok: false,
      fields: {
        email: 'validation.email.invalid',
        password: 'validation.password.length',
        confirmPassword: 'validation.password.mismatch',
        username: 'validation.username.chars',
        displayName: 'validation.displayName.length',
      },
    });
  });

  it('uses the form hint of 3 to 20 characters for a new username', () => {
    const base = { email: 'a@b.co', password: 'secret1', username: '', displayName: 'A' };
    expect(checkWithSchema(ZSignup, { ...base, username: 'ab' })).toMatchObject({
      fields: { username: 'validation.username.length' },
    });
    expect(checkWithSchema(ZSignup, { ...base, username: 'a'.repeat(21) })).toMatchObject({
      fields: { username: 'validation.username.length' },
    });
    expect(checkWithSchema(ZSignup, { ...base, username: 'a'.repeat(20) }).ok).toBe(true);
  });

  it('asks for both sign-in fields and a 6-digit code', () => {
    expect(checkWithSchema(ZLogin, { login: ' ', password: '' })).toEqual({
      ok: false,
      fields: { login: 'validation.required', password: 'validation.required' },
    });
    expect(checkWithSchema(ZTfaVerify, { code: '12345' })).toEqual({
      ok: false,
      fields: { code: 'validation.tfa.code' },
    });
    expect(checkWithSchema(ZTfaVerify, { code: '123456' }).ok).toBe(true);
  });

  it('checks the profile limits (bio 0 to 255, website address)', () => {
    expect(
      checkWithSchema(ZUpdateProfile, {
        displayName: 'Ada',
        bio: 'x'.repeat(255),
        website: '',
        langs: ['en'],
      }).ok,
    ).toBe(true);
    expect(
      checkWithSchema(ZUpdateProfile, {
        displayName: 'Ada',
        bio: 'x'.repeat(256),
        website: 'not a site',
        langs: ['en'],
      }),
    ).toEqual({
      ok: false,
      fields: { bio: 'validation.bio.length', website: 'validation.website.invalid' },
    });
  });

  it('files a problem that belongs to no field under _', () => {
    const result = checkWithSchema(ZChangePassword, {
      currentPassword: 'a',
      newPassword: 'secret1',
      confirmPassword: 'secret1',
      extra: 1,
    });
    expect(result).toEqual({ ok: false, fields: { _: 'validation.invalid' } });
  });
});

describe('passwordResultMessage', () => {
  it('maps the result codes 0, 2 and 3 of SPEC §5', () => {
    expect(passwordResultMessage(checkPassword('secret1', 'secret1'))).toBeNull();
    expect(passwordResultMessage(checkPassword('12345', '12345'))).toBe('validation.password.length');
    expect(passwordResultMessage(checkPassword('x'.repeat(21)))).toBe('validation.password.length');
    expect(passwordResultMessage(checkPassword('secret1', 'secret2'))).toBe('validation.password.mismatch');
  });
});

describe('failureCode', () => {
  it('reads the code from the message key, never from the text', () => {
    expect(failureCode(failure('email.used', 'anything'))).toBe('email.used');
    expect(failureCode({ errorMsgKey: 'error.nonsense' as ApiFailure['errorMsgKey'] })).toBeNull();
  });
});

describe('failureToFormErrors', () => {
  const signupFields = ['email', 'username', 'displayName', 'password', 'confirmPassword'];

  it('puts errors.fields under the fields they name, with no summary', () => {
    const result = failureToFormErrors(
      failure('validation.failed', 'Please check the highlighted fields.', {
        username: 'Please input valid username with 3 to 20 characters long',
        email: 'Please input a valid email address',
      }),
      signupFields,
    );
    expect(result).toEqual({
      fields: {
        username: 'Please input valid username with 3 to 20 characters long',
        email: 'Please input a valid email address',
      },
      form: null,
    });
  });

  it('keeps the summary when a field error has no field of the form to sit by', () => {
    const result = failureToFormErrors(
      failure('validation.failed', 'Please check the highlighted fields.', {
        email: 'Bad email',
        k: 'This value is not valid',
      }),
      signupFields,
    );
    expect(result).toEqual({ fields: { email: 'Bad email' }, form: 'Please check the highlighted fields.' });
  });

  it('places field-shaped error codes under their field', () => {
    expect(
      failureToFormErrors(failure('email.used', 'An account with this email already exists.'), signupFields),
    ).toEqual({
      fields: { email: 'An account with this email already exists.' },
      form: null,
    });
    expect(failureToFormErrors(failure('username.used', 'Taken'), signupFields)).toEqual({
      fields: { username: 'Taken' },
      form: null,
    });
    expect(failureToFormErrors(failure('tfa.invalid', 'Wrong code'), ['code'])).toEqual({
      fields: { code: 'Wrong code' },
      form: null,
    });
    expect(
      failureToFormErrors(failure('password.current.incorrect', 'Current password incorrect.'), [
        'currentPassword',
        'newPassword',
        'confirmPassword',
      ]),
    ).toEqual({ fields: { currentPassword: 'Current password incorrect.' }, form: null });
    expect(
      failureToFormErrors(
        failure('email.not.registered', 'Sorry, that email address is not registered with us.'),
        ['email'],
      ),
    ).toEqual({
      fields: { email: 'Sorry, that email address is not registered with us.' },
      form: null,
    });
  });

  it('makes everything else a message for the whole form', () => {
    expect(
      failureToFormErrors(failure('login.failed', 'The email, username or password is not correct.'), [
        'login',
        'password',
      ]),
    ).toEqual({
      fields: {},
      form: 'The email, username or password is not correct.',
    });
    // A field code whose field is not on this form (sign-in has no `email` field).
    expect(failureToFormErrors(failure('email.used', 'Taken'), ['login', 'password'])).toEqual({
      fields: {},
      form: 'Taken',
    });
  });

  it('follows aliases and prefers the client-translated message', () => {
    const result = failureToFormErrors(
      failure('password.common', 'Too common (server)'),
      ['currentPassword', 'newPassword'],
      {
        aliases: { password: 'newPassword' },
        message: 'Too common (client)',
      },
    );
    expect(result).toEqual({ fields: { newPassword: 'Too common (client)' }, form: null });
  });

  it('translates field messages that arrive as keys', () => {
    const result = failureToFormErrors(
      failure('validation.failed', 'Check', { bio: 'validation.bio.length' }),
      ['bio'],
      {
        translate: (message) =>
          message === 'validation.bio.length' ? 'Bio must be 0 to 255 characters long' : message,
      },
    );
    expect(result.fields).toEqual({ bio: 'Bio must be 0 to 255 characters long' });
  });
});
