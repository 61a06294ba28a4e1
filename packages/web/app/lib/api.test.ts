import { ERRORS, MESSAGES } from '@masthead/core';
import { describe, expect, it } from 'vitest';
import {
  buildApiRequest,
  failureMessage,
  fieldMessages,
  NETWORK_FAILURE,
  networkFailure,
  readApiAnswer,
} from './api';

const guest = { pageKey: 'pk_123', signedIn: false };
const member = { pageKey: 'pk_123', signedIn: true };

const noLogin = {
  success: false,
  isError: true,
  errorCode: 1000,
  errorMsg: 'Please sign in to continue.',
  errorMsgKey: 'error.auth.fail.no.login',
  errors: { system: 'auth.fail.no.login' },
} as const;

describe('building a request', () => {
  it('posts JSON by default and adds the page key k for guests', () => {
    const { url, init } = buildApiRequest('/api2/follow', { targetUserId: 5 }, 'POST', guest);
    expect(url).toBe('/api2/follow');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ targetUserId: 5, k: 'pk_123' });
  });

  it('sends no page key for signed-in people, and an empty object without a body', () => {
    expect(JSON.parse(String(buildApiRequest('/x', { a: 1 }, 'POST', member).init.body))).toEqual({ a: 1 });
    expect(JSON.parse(String(buildApiRequest('/x', undefined, 'POST', member).init.body))).toEqual({});
    expect(JSON.parse(String(buildApiRequest('/x', undefined, 'POST', guest).init.body))).toEqual({
      k: 'pk_123',
    });
  });

  it('puts GET payloads and the page key in the query, keeping an existing query', () => {
    const { url, init } = buildApiRequest(
      '/api2/notification/new?type=9',
      { limit: 10, offset: 0, skip: undefined, none: null, ids: [1, 2] },
      'GET',
      guest,
    );
    expect(url).toBe('/api2/notification/new?type=9&limit=10&offset=0&ids=1&ids=2&k=pk_123');
    expect(init.body).toBeUndefined();
    expect(buildApiRequest('/api2/langs/ui', undefined, 'GET', member).url).toBe('/api2/langs/ui');
  });

  it('sends a form as multipart, with k for guests', () => {
    const form = new FormData();
    form.set('userId', '3');
    const { init } = buildApiRequest('/api2/user/cover/update', form, 'POST', guest);
    expect(init.body).toBe(form);
    expect(form.get('k')).toBe('pk_123');
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('adds no key when the page has none (outside a page)', () => {
    expect(buildApiRequest('/x', undefined, 'GET', { pageKey: '', signedIn: false }).url).toBe('/x');
  });
});

describe('reading an answer', () => {
  it('returns data on success', () => {
    expect(readApiAnswer(200, { success: true, data: { shortUrl: 'https://s/1' } }, MESSAGES.en)).toEqual({
      ok: true,
      data: { shortUrl: 'https://s/1' },
    });
  });

  it('returns the failure with its message translated in the reader language, with its data', () => {
    const failure = {
      success: false,
      isError: true,
      errorCode: ERRORS['rate.limited'].errorCode,
      errorMsg: 'Too many attempts.',
      errorMsgKey: 'error.rate.limited',
      errors: { system: 'rate.limited' },
      errorData: { seconds: 30, wait: '30 seconds' },
    };
    const result = readApiAnswer(429, failure, MESSAGES.en);
    expect(result).toMatchObject({ ok: false, status: 429, error: failure });
    expect(!result.ok && result.message).toBe('Too many attempts. Please try again in 30 seconds.');
    const inTw = readApiAnswer(429, failure, MESSAGES.tw);
    expect(!inTw.ok && inTw.message).toBe(MESSAGES.tw['error.rate.limited'].replace('{wait}', '30 seconds'));
  });

  it('falls back to errorMsg, then to Error, for keys it does not know', () => {
    const unknownKey = { ...noLogin, errorMsgKey: 'error.not.in.catalogue', errorMsg: 'Server says no' };
    expect(failureMessage(unknownKey as never, MESSAGES.en)).toBe('Server says no');
    expect(failureMessage({ ...unknownKey, errorMsg: '' } as never, MESSAGES.en)).toBe('Error');
    expect(failureMessage({ ...unknownKey, errorMsg: '' } as never, null)).toBe('Error');
  });

  it('turns an answer that is not the envelope (an HTML error page, empty body) into unexpected_error', () => {
    const result = readApiAnswer(502, undefined, MESSAGES.en);
    expect(result).toMatchObject({
      ok: false,
      status: 502,
      error: { errorMsgKey: 'error.unexpected_error' },
    });
    expect(!result.ok && result.message).toBe(MESSAGES.en['error.unexpected_error']);
    expect(readApiAnswer(200, { data: 1 }, MESSAGES.en).ok).toBe(false);
  });

  it('keeps the not-signed-in answer recognisable for the login prompt', () => {
    const result = readApiAnswer(401, noLogin, MESSAGES.en);
    expect(result).toMatchObject({
      ok: false,
      error: { errorCode: 1000, errors: { system: 'auth.fail.no.login' } },
    });
  });

  it('translates field errors the server sends as message keys', () => {
    const failure = {
      ...noLogin,
      errors: { system: 'validation.failed', fields: { email: 'validation.email.invalid', x: 'raw' } },
    };
    expect(fieldMessages(failure as never, MESSAGES.en)).toEqual({
      email: MESSAGES.en['validation.email.invalid'],
      x: 'raw',
    });
  });
});

describe('a request without an answer', () => {
  it("says SPEC's 'Please try again' in the reader language", () => {
    const result = networkFailure(MESSAGES.cn);
    expect(result).toMatchObject({ ok: false, status: 0, error: { errors: { system: NETWORK_FAILURE } } });
    expect(!result.ok && result.message).toBe(MESSAGES.cn['ui.tryAgain']);
    expect(!result.ok && failureMessage(result.error, MESSAGES.cn)).toBe(MESSAGES.cn['ui.tryAgain']);
    expect(!networkFailure(null).ok && networkFailure(null)).toMatchObject({ message: 'Please try again' });
  });
});
