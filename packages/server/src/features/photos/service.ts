import type { ServiceDeps } from '../../services.ts';

/** Content photo uploads, the image library, external photos and image search providers. */
export function createPhotosService(_deps: ServiceDeps) {
  return {};
}

export type PhotosService = ReturnType<typeof createPhotosService>;
