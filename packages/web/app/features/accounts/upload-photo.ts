import type { Messages } from '@masthead/core';
import { type ApiResult, networkFailure, readApiAnswer } from '../../lib/api';

export const PHOTO_PATH = '/api2/account/photo';

/** SPEC §5: the photo input accepts only files whose type matches image. */
export const isImageFile = (file: Pick<File, 'type'>) => /^image\//i.test(file.type);

/** Whole percent for a progress bar; 0 until the size is known. */
export const uploadPercent = (loaded: number, total: number) =>
  total > 0 ? Math.min(100, Math.max(0, Math.round((loaded / total) * 100))) : 0;

/**
 * Sends the profile photo form (field `photo`, or `delete=1`). XMLHttpRequest rather than fetch,
 * because only it reports upload progress.
 */
export function sendPhotoForm(
  form: FormData,
  options: { messages: Messages | null; onProgress?: (percent: number) => void },
): Promise<ApiResult<{ photoPath: string | null }>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', PHOTO_PATH);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(uploadPercent(event.loaded, event.total));
    });
    request.addEventListener('load', () => {
      resolve(
        readApiAnswer<{ photoPath: string | null }>(request.status, request.response, options.messages),
      );
    });
    request.addEventListener('error', () => resolve(networkFailure(options.messages)));
    request.addEventListener('abort', () => resolve(networkFailure(options.messages)));
    request.send(form);
  });
}
