import type { PhotosPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

export function createPhotosPageApi(_services: Services, _viewer: Viewer | null): PhotosPageApi {
  return {} as PhotosPageApi;
}
