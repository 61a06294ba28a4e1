/** The photo a content or form holds: a stored path and its SPEC §3 focal point 'x,y'. */
export type PhotoValue = { photoPath: string; focalPoint: string } | null;

export type PhotoDropZoneProps = {
  value: PhotoValue;
  onChange: (value: PhotoValue) => void;
  /** The visible label, e.g. 'Cover photo'. */
  label: string;
  /** Crop aspect ratio (e.g. 16 / 9); undefined lets the writer crop freely. */
  aspect?: number;
  /** Offers 'Insert an image' and 'Insert a GIF' search beside upload. */
  allowSearch?: boolean;
  disabled?: boolean;
};

/**
 * SPEC §2 photo drop zone: upload (image types only) with a progress bar, change, remove, crop (SPEC §5:
 * JPEG 0.95, export zoom 2, max zoom 5; GIFs are not cropped; a crop that fails to load uploads the
 * photo uncropped) and 'Set Focal Point'.
 */
export function PhotoDropZone(_props: PhotoDropZoneProps) {
  return null;
}
