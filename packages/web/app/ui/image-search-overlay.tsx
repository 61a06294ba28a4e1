import type { PhotoSearchType, StoredPhoto } from '@masthead/core';

export type ImageSearchOverlayProps = {
  open: boolean;
  /** 'gif' titles it 'Insert a GIF', 'img' 'Insert an image'. */
  kind: PhotoSearchType;
  onClose: () => void;
  /** Called with the picture once it is stored on this site (outside images are imported first). */
  onPick: (photo: StoredPhoto) => void;
};

/** SPEC §2 image and GIF search overlay with preview and 'Use image'. */
export function ImageSearchOverlay(_props: ImageSearchOverlayProps) {
  return null;
}
