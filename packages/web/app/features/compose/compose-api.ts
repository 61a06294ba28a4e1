import { UPLOAD_FILE_FIELD } from '@masthead/core';
import { call } from '../../lib/api';
import type { ComposeSavePayload } from './draft-model';

/** The browser's calls of the compose API (their contracts in core's compose/endpoints.ts). */

export const saveContent = (payload: ComposeSavePayload, signal?: AbortSignal) =>
  call('POST /api2/compose/save', payload, signal ? { signal } : {});

export const publishContent = (cgroupId: number) => call('POST /api2/compose/publish', { cgroupId });

export const unpublishContent = (cgroupId: number) => call('POST /api2/compose/unpublish', { cgroupId });

export const deleteContent = (cgroupId: number) => call('POST /api2/compose/delete', { cgroupId });

export const createPreview = (cgroupId: number) => call('POST /api2/compose/preview', { cgroupId });

export const revokePreview = (cgroupId: number) => call('POST /api2/compose/preview/revoke', { cgroupId });

/** A picture for the body, from the writer's disk. */
export function uploadPhoto(file: File) {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  return call('POST /api2/photo/upload', form);
}
