import { ATTACHMENT_FILE_FIELD, ATTACHMENT_MAX_BYTES, attachmentKindOf, type InputOf } from '@masthead/core';
import { call } from '../../lib/api';
import { type UploadOptions, uploadForm } from '../../ui/upload-progress';

/** Content requests' calls from the browser (the server's /api2/content-request… routes). */

export const createRequest = (input: InputOf<'POST /api2/content-request/create'>) =>
  call('POST /api2/content-request/create', input);

export const updateRequest = (input: InputOf<'POST /api2/content-request/update'>) =>
  call('POST /api2/content-request/update', input);

export const moveRequest = (input: InputOf<'POST /api2/content-request/move'>) =>
  call('POST /api2/content-request/move', input);

export const sendMessage = (input: InputOf<'POST /api2/content-request/message'>) =>
  call('POST /api2/content-request/message', input);

export const rateRequest = (input: InputOf<'POST /api2/content-request/rate'>) =>
  call('POST /api2/content-request/rate', input);

export const saveAvailability = (input: InputOf<'POST /api2/content-request/availability'>) =>
  call('POST /api2/content-request/availability', input);

export const publishRequest = (input: InputOf<'POST /api2/content-request/publish'>) =>
  call('POST /api2/content-request/publish', input);

export const removeAttachment = (input: InputOf<'POST /api2/content-request/attachment/remove'>) =>
  call('POST /api2/content-request/attachment/remove', input);

/** One file for a brief, with the upload's progress. */
export function uploadAttachment(requestId: number, file: File, options: UploadOptions) {
  const form = new FormData();
  // Text fields first: the server reads the request's id before the file.
  form.append('id', String(requestId));
  form.append(ATTACHMENT_FILE_FIELD, file, file.name);
  return uploadForm('POST /api2/content-request/attachment', form, options);
}

/**
 * The browser's check of a chosen file, by core's rule (its bytes and size), so that a refusal is
 * said before anything is sent; the server checks again. Null when it may be attached.
 */
export async function attachmentProblem(file: File): Promise<'size' | 'kind' | null> {
  if (file.size > ATTACHMENT_MAX_BYTES) return 'size';
  const head = new Uint8Array(await file.slice(0, 65_536).arrayBuffer());
  // Plain text is checked whole (valid UTF-8 throughout); other kinds by their first bytes.
  const bytes = /\.(txt|md)$/i.test(file.name) ? new Uint8Array(await file.arrayBuffer()) : head;
  return attachmentKindOf(bytes, file.name) ? null : 'kind';
}
