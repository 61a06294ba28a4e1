import { UPLOAD_FILE_FIELD } from '@masthead/core';
import { type ApiResult, networkFailure, readApiAnswer } from '../../lib/api';
import { browserMessages } from '../../lib/messages';
import { uploadPercent } from '../accounts/upload-photo';

export const COMMENT_PHOTO_PATH = '/api2/comment/photo';

/**
 * Sends the photo of a just-posted comment (multipart: commentId and `photo`). XMLHttpRequest rather
 * than fetch, because only it reports upload progress.
 */
export function sendCommentPhoto(
  commentId: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<ApiResult<{ commentId: number; photoPath: string | null }>> {
  const form = new FormData();
  form.set('commentId', String(commentId));
  form.set(UPLOAD_FILE_FIELD, file);
  const messages = browserMessages();
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', COMMENT_PHOTO_PATH);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(uploadPercent(event.loaded, event.total));
    });
    request.addEventListener('load', () =>
      resolve(readApiAnswer(request.status, request.response, messages)),
    );
    request.addEventListener('error', () => resolve(networkFailure(messages)));
    request.addEventListener('abort', () => resolve(networkFailure(messages)));
    request.send(form);
  });
}
