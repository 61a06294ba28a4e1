import {
  type AnswerOf,
  type ApiFailure,
  type ApiRoute,
  ERRORS,
  fillPath,
  type InputOf,
  interpolate,
  isLoginRequired,
  type MessageKey,
  type Messages,
  type MessageVars,
  type PathParamsOf,
  splitRoute,
} from '@masthead/core';

/**
 * The browser's JSON API client (SPEC §7): POST with JSON by default, the guest page key `k`, the
 * envelope of DESIGN §3 read into a result, and the login prompt on 'not signed in'. 4xx answers are
 * results, not exceptions.
 */

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiOptions = {
  method?: ApiMethod;
  signal?: AbortSignal;
  /** false for calls where 'not signed in' is expected and needs no prompt (sign-out). */
  promptLogin?: boolean;
};

export type ApiPayload = Record<string, unknown> | FormData;

export type ApiResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      error: ApiFailure;
      /** The failure in the reader's language, ready to show. */
      message: string;
      /** HTTP status; 0 when the request never got an answer. */
      status: number;
    };

/** errors.system of a request that got no answer at all. */
export const NETWORK_FAILURE = 'network.failure';
/** errors.system of a request its caller aborted (a newer one replaced it): nothing to show. */
export const REQUEST_ABORTED = 'request.aborted';

export type ApiSettings = {
  /** SPEC §7: guests add this page key as `k`. */
  pageKey: string;
  signedIn: boolean;
  messages: Messages | null;
  onLoginRequired: () => void;
};

const settings: ApiSettings = {
  pageKey: '',
  signedIn: false,
  messages: null,
  onLoginRequired: () => {},
};

/** Called by the app shell on the client with the root loader's data. */
export function configureApi(next: Partial<ApiSettings>): void {
  Object.assign(settings, next);
}

function appendQuery(params: URLSearchParams, name: string, value: unknown) {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendQuery(params, name, item);
    return;
  }
  params.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** Pure: the URL and fetch options for one call. */
export function buildApiRequest(
  path: string,
  body: ApiPayload | undefined,
  method: ApiMethod,
  context: { pageKey: string; signedIn: boolean },
): { url: string; init: RequestInit } {
  const addKey = !context.signedIn && context.pageKey !== '';
  const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json' } };

  if (method === 'GET') {
    const [base = '', existing = ''] = path.split('?', 2);
    const params = new URLSearchParams(existing);
    if (body && !(body instanceof FormData))
      for (const [name, value] of Object.entries(body)) appendQuery(params, name, value);
    if (addKey) params.set('k', context.pageKey);
    const query = params.toString();
    return { url: query ? `${base}?${query}` : base, init };
  }

  if (body instanceof FormData) {
    if (addKey) body.set('k', context.pageKey);
    init.body = body;
    return { url: path, init };
  }
  init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
  init.body = JSON.stringify(addKey ? { ...body, k: context.pageKey } : (body ?? {}));
  return { url: path, init };
}

function translateWith(messages: Messages | null, key: string, vars?: MessageVars): string | null {
  if (!messages || !Object.hasOwn(messages, key)) return null;
  return interpolate(messages[key as MessageKey], vars);
}

/** SPEC §8: errorMsgKey translated with its data, else the server's errorMsg, else 'Error'. */
export function failureMessage(failure: ApiFailure, messages: Messages | null): string {
  const system = failure.errors?.system;
  if ((system === NETWORK_FAILURE || system === REQUEST_ABORTED) && failure.errorMsg) return failure.errorMsg;
  return (
    translateWith(messages, failure.errorMsgKey, failure.errorData) ??
    (failure.errorMsg || translateWith(messages, 'error.fallback') || 'Error')
  );
}

const isFailureShape = (value: Record<string, unknown>): value is ApiFailure =>
  value.success === false && typeof value.errorCode === 'number';

function unexpectedFailure(messages: Messages | null): ApiFailure {
  return {
    success: false,
    isError: true,
    errorCode: ERRORS.unexpected_error.errorCode,
    errorMsg: translateWith(messages, 'error.unexpected_error') ?? '',
    errorMsgKey: 'error.unexpected_error',
    errors: { system: 'unexpected_error' },
  };
}

/** Pure: the parsed body of an answer (or undefined when it was not JSON) into a result. */
export function readApiAnswer<T>(status: number, body: unknown, messages: Messages | null): ApiResult<T> {
  if (body && typeof body === 'object') {
    const answer = body as Record<string, unknown>;
    if (answer.success === true) return { ok: true, data: answer.data as T };
    if (isFailureShape(answer))
      return { ok: false, error: answer, message: failureMessage(answer, messages), status };
  }
  const error = unexpectedFailure(messages);
  return { ok: false, error, message: failureMessage(error, messages), status };
}

/** A request that never got an answer: SPEC §8's 'Please try again'. */
export function networkFailure(messages: Messages | null, system = NETWORK_FAILURE): ApiResult<never> {
  const errorMsg = translateWith(messages, 'ui.tryAgain') ?? 'Please try again';
  const error: ApiFailure = {
    success: false,
    isError: true,
    errorCode: ERRORS['service.unavailable'].errorCode,
    errorMsg,
    errorMsgKey: 'error.service.unavailable',
    errors: { system },
  };
  return { ok: false, error, message: errorMsg, status: 0 };
}

/** Field errors of a failure, translated (the server sends message keys per field). */
export function fieldMessages(failure: ApiFailure, messages: Messages | null): Record<string, string> {
  const fields = failure.errors?.fields ?? {};
  return Object.fromEntries(
    Object.entries(fields).map(([name, key]) => [
      name,
      translateWith(messages, key, failure.errorData) ?? key,
    ]),
  );
}

/** One request to a path of the JSON API; features call it through `call` and `callRoute`, typed by route. */
async function request<T>(path: string, body?: ApiPayload, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const { url, init } = buildApiRequest(path, body, options.method ?? 'POST', settings);
  if (options.signal) init.signal = options.signal;
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (options.signal?.aborted) return networkFailure(settings.messages, REQUEST_ABORTED);
    // SPEC §7: the default ajax error handler only logs.
    console.error(`API call ${url} failed`, error);
    return networkFailure(settings.messages);
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    if (options.signal?.aborted) return networkFailure(settings.messages, REQUEST_ABORTED);
    parsed = undefined;
  }
  const result = readApiAnswer<T>(response.status, parsed, settings.messages);
  if (!result.ok) {
    if (isLoginRequired(result.error)) {
      if (options.promptLogin !== false) settings.onLoginRequired();
    } else if (response.status >= 500)
      console.error(`API call ${url} answered ${response.status}`, result.error);
  }
  return result;
}

/** Options of a typed call: the route's path values when it has `:name` segments. */
export type CallOptions<R extends ApiRoute> = Omit<ApiOptions, 'method'> &
  (PathParamsOf<R> extends undefined ? { params?: undefined } : { params: PathParamsOf<R> });

/** A call's arguments: the input may be left out when the route needs none; options when it has no path values. */
type CallArgs<R extends ApiRoute> =
  PathParamsOf<R> extends undefined
    ? undefined extends InputOf<R>
      ? [input?: InputOf<R>, options?: CallOptions<R>]
      : Record<never, never> extends InputOf<R>
        ? [input?: InputOf<R>, options?: CallOptions<R>]
        : [input: InputOf<R>, options?: CallOptions<R>]
    : [input: InputOf<R>, options: CallOptions<R>];

/**
 * Calls one route of the JSON API by its key in core's ApiRoutes ('POST /api2/vote'): the compiler
 * checks the input against the route's schema and types the answer as its handler returns it.
 */
export function call<R extends ApiRoute>(
  route: R,
  ...[input, options]: CallArgs<R>
): Promise<ApiResult<AnswerOf<R>>> {
  const { params, ...rest } = (options ?? {}) as CallOptions<R>;
  return send(route, input, params, rest);
}

/** The same for code that is generic over routes (a route without path values, its input given whole). */
export function callRoute<R extends ApiRoute>(
  route: R,
  input: InputOf<R>,
  options: Omit<ApiOptions, 'method'> = {},
): Promise<ApiResult<AnswerOf<R>>> {
  return send(route, input, undefined, options);
}

function send<R extends ApiRoute>(
  route: R,
  input: unknown,
  params: Record<string, string | number> | undefined,
  options: Omit<ApiOptions, 'method'>,
): Promise<ApiResult<AnswerOf<R>>> {
  const { method, path } = splitRoute(route);
  return request<AnswerOf<R>>(fillPath(path, params), input as ApiPayload | undefined, {
    ...options,
    method,
  });
}
