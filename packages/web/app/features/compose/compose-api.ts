import {
  type ComposePreviewResult,
  type ComposeSaveResult,
  PHOTO_API,
  type StoredPhoto,
  UPLOAD_FILE_FIELD,
} from '@masthead/core';
import { type ApiResult, api } from '../../lib/api';
import type { ComposeSavePayload } from './draft-model';

/** The browser's calls of the compose API (signatures in core's compose/schemas.ts and types.ts). */

export const saveContent = (payload: ComposeSavePayload, signal?: AbortSignal) =>
  api<ComposeSaveResult>('/api2/compose/save', payload, signal ? { signal } : {});

export const publishContent = (cgroupId: number) =>
  api<ComposeSaveResult>('/api2/compose/publish', { cgroupId });

export const unpublishContent = (cgroupId: number) =>
  api<ComposeSaveResult>('/api2/compose/unpublish', { cgroupId });

export const deleteContent = (cgroupId: number) =>
  api<{ cgroupId: number }>('/api2/compose/delete', { cgroupId });

export const createPreview = (cgroupId: number) =>
  api<ComposePreviewResult>('/api2/compose/preview', { cgroupId });

export const revokePreview = (cgroupId: number) =>
  api<{ cgroupId: number }>('/api2/compose/preview/revoke', { cgroupId });

/** A picture for the body, from the writer's disk. */
export function uploadPhoto(file: File): Promise<ApiResult<StoredPhoto>> {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  return api<StoredPhoto>(PHOTO_API.upload, form);
}
