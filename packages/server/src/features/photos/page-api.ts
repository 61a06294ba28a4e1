import type { PhotosPageApi } from '@masthead/core';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** The photos feature has no page calls yet. */
export function createPhotosPageApi() {
  return viewerBinder<PhotosPageApi>({});
}
