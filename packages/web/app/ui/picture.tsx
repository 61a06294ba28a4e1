import {
  focalPointCss,
  focalPointOfPath,
  focalPointOrDefault,
  type ImageSize,
  imagePath,
  imageSizeFor,
  isGifPath,
} from '@masthead/core';

/** Stored images live here and come in SPEC §9's three sizes; other addresses are shown as they are. */
const STORED_PREFIX = '/images/';

/** Device pixel ratios a srcset offers (most screens are 1, 2 or 3). */
const RATIOS = [1, 2, 3] as const;

export type PictureSources = { src: string; srcSet: string | undefined };

/**
 * SPEC §3, §9: the stored size for the displayed width, scaled by the device pixel ratio (m up to 80 px,
 * l up to 250 px, xl above), offered as a srcset so the browser picks; GIFs are stored once, unsuffixed.
 */
export function pictureSources(path: string, displayWidth: number): PictureSources {
  const base = path.split(/[?#]/)[0] ?? path;
  if (!base.startsWith(STORED_PREFIX) || isGifPath(base)) return { src: base, srcSet: undefined };
  const sizes = new Map<ImageSize, number>();
  for (const ratio of RATIOS) {
    const size = imageSizeFor(displayWidth, ratio);
    if (!sizes.has(size)) sizes.set(size, ratio);
  }
  const src = imagePath(base, imageSizeFor(displayWidth, 1));
  const srcSet =
    sizes.size > 1
      ? [...sizes].map(([size, ratio]) => `${imagePath(base, size)} ${ratio}x`).join(', ')
      : undefined;
  return { src, srcSet };
}

type PictureProps = {
  path: string;
  /** The width the picture is shown at, in CSS pixels (it picks the stored size). */
  width: number;
  /** Reserves the space before the picture arrives, so nothing below it jumps. */
  height: number;
  /** Empty when the picture only decorates what the text already says. */
  alt: string;
  /** 'x,y' percentages (SPEC §3); the path's own focalPoint parameter is used when not given. */
  focalPoint?: string | null | undefined;
  className?: string | undefined;
  /** The picture a reader sees first on the page (loaded early rather than lazily). */
  priority?: boolean;
};

/** A stored picture at the right size, cropped around its focal point (object-position). */
export function Picture({ path, width, height, alt, focalPoint, className, priority }: PictureProps) {
  const { src, srcSet } = pictureSources(path, width);
  const point = focalPoint ? focalPointOrDefault(focalPoint) : focalPointOfPath(path);
  return (
    <img
      className={className ? `picture ${className}` : 'picture'}
      src={src}
      srcSet={srcSet}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      style={{ objectFit: 'cover', objectPosition: focalPointCss(point) }}
    />
  );
}
