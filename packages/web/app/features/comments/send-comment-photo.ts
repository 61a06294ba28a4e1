import { UPLOAD_FILE_FIELD } from '@masthead/core';
import { browserMessages } from '../../lib/messages';
import { uploadForm } from '../../ui/upload-progress';

/** Sends the photo of a just-posted comment (multipart: commentId and `photo`), reporting progress. */
export function sendCommentPhoto(commentId: number, file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.set('commentId', String(commentId));
  form.set(UPLOAD_FILE_FIELD, file);
  return uploadForm('POST /api2/comment/photo', form, {
    messages: browserMessages(),
    ...(onProgress ? { onProgress } : {}),
  });
}
