import type { Input } from '../http/endpoints.ts';
import type { PhotoSearchResult, StoredPhoto } from './rules.ts';
import type { ZExternalPhoto, ZPhotoSearch, ZRecentPhotos } from './schemas.ts';

/** Content photo uploads, external photos and image search (SPEC §5, §7); PHOTO_API names the same paths. */
export interface PhotosEndpoints {
  /** multipart: the `photo` file, optional focalPoint 'x,y' and crop. */
  'POST /api2/photo/upload': { body: FormData; answer: StoredPhoto };
  'POST /api2/photo/external': { body: Input<typeof ZExternalPhoto>; answer: StoredPhoto };
  'POST /api2/photoSearch/still': { body: Input<typeof ZPhotoSearch>; answer: PhotoSearchResult };
  'POST /api2/photoSearch/gif': { body: Input<typeof ZPhotoSearch>; answer: PhotoSearchResult };
  'GET /api2/photoSearch/recent': { query: Input<typeof ZRecentPhotos>; answer: PhotoSearchResult };
}
