import type { ErrorCode } from '@masthead/core';

/** A refusal the user can understand: carries a code of the one error vocabulary (EXAMPLES §8). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly data: Record<string, string | number> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, string>;
      data?: Record<string, string | number>;
      headers?: Record<string, string>;
      /** What went wrong underneath a refusal that is not the user's doing: logged, never shown. */
      cause?: unknown;
    } = {},
  ) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.data = options.data;
    this.headers = options.headers;
  }
}

export const fail = (code: ErrorCode, options?: ConstructorParameters<typeof AppError>[1]): never => {
  throw new AppError(code, options);
};
