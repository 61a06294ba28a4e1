import {
  type AnswerOf,
  type ApiRoute,
  type BodyOf,
  type Messages,
  splitRoute,
  UPLOAD_FILE_FIELD,
} from '@masthead/core';
import { type ApiResult, NETWORK_FAILURE, networkFailure, REQUEST_ABORTED, readApiAnswer } from '../lib/api';

/** Whole percent for a progress bar; 0 until the size is known. */
export const uploadPercent = (loaded: number, total: number) =>
  total > 0 && Number.isFinite(loaded) ? Math.min(100, Math.max(0, Math.round((loaded / total) * 100))) : 0;

export type UploadOptions = {
  /** The reader's messages, so a failure comes back in words (SPEC §8 errorMsgKey). */
  messages: Messages | null;
  /** Whole percent of the bytes sent so far. */
  onProgress?: (percent: number) => void;
  /** Aborting ends the request; the result is then a failure with errors.system 'request.aborted'. */
  signal?: AbortSignal;
};

/** Whether a result is the caller's own cancellation (nothing to show but 'cancelled'). */
export const isAborted = (result: ApiResult<unknown>) =>
  !result.ok && result.error.errors?.system === REQUEST_ABORTED;

/** The routes that take a multipart form (their contract's body is FormData). */
export type UploadRoute = { [R in ApiRoute]: BodyOf<R> extends FormData ? R : never }[ApiRoute];

/**
 * Posts a multipart form to an upload route and reads the API envelope (DESIGN §3). XMLHttpRequest
 * rather than fetch, because only it reports upload progress; abortable through `signal`.
 */
export function uploadForm<R extends UploadRoute>(
  route: R,
  form: FormData,
  options: UploadOptions,
): Promise<ApiResult<AnswerOf<R>>> {
  type T = AnswerOf<R>;
  const { method, path } = splitRoute(route);
  return new Promise((resolve) => {
    if (options.signal?.aborted) {
      resolve(networkFailure(options.messages, REQUEST_ABORTED));
      return;
    }
    const request = new XMLHttpRequest();
    const onAbortSignal = () => request.abort();
    const finish = (result: ApiResult<T>) => {
      options.signal?.removeEventListener('abort', onAbortSignal);
      resolve(result);
    };
    request.open(method, path);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(uploadPercent(event.loaded, event.total));
    });
    request.upload.addEventListener('load', () => options.onProgress?.(100));
    request.addEventListener('load', () =>
      finish(readApiAnswer<T>(request.status, request.response, options.messages)),
    );
    request.addEventListener('error', () => finish(networkFailure(options.messages, NETWORK_FAILURE)));
    request.addEventListener('timeout', () => finish(networkFailure(options.messages, NETWORK_FAILURE)));
    request.addEventListener('abort', () => finish(networkFailure(options.messages, REQUEST_ABORTED)));
    options.signal?.addEventListener('abort', onAbortSignal, { once: true });
    options.onProgress?.(0);
    request.send(form);
  });
}

/** The form of the photo upload: the image in field `photo`, and the focal point 'x,y' when one is set. */
export function buildPhotoForm(file: Blob, fileName: string, focalPoint?: string | null): FormData {
  const form = new FormData();
  if (focalPoint) form.append('focalPoint', focalPoint);
  // Text fields first: a server reading the stream sees them before the file.
  form.append(UPLOAD_FILE_FIELD, file, fileName);
  return form;
}

/** Uploads one picture (already cropped, or a GIF as it is) and answers the stored photo. */
export function uploadPhoto(
  file: Blob,
  fileName: string,
  options: UploadOptions & { focalPoint?: string | null },
): Promise<ApiResult<AnswerOf<'POST /api2/photo/upload'>>> {
  return uploadForm('POST /api2/photo/upload', buildPhotoForm(file, fileName, options.focalPoint), options);
}
