import {
  CROP_EXPORT,
  type FocalPoint,
  PHOTO_SEARCH_PAGE_SIZE,
  PHOTO_SEARCH_SCROLL_EDGE_PX,
  type PhotoSearchHit,
  UPLOAD_LIMITS,
} from '@masthead/core';
import { isImageType } from './image-files';

/**
 * The arithmetic behind the photo drop zone, the crop and focal-point dialogs and the image search
 * overlay: pure, so it is tested without a browser.
 */

export type Size = { width: number; height: number };
/** A rectangle in pixels of the upright image (react-easy-crop's croppedAreaPixels). */
export type Area = Size & { x: number; y: number };

/** Canvases far beyond this fail silently on some phones; the server keeps at most 1200 px anyway. */
export const MAX_EXPORT_EDGE = 4096;

const finitePositive = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * The crop area in whole pixels, inside an image of the given size (react-easy-crop can hand back
 * fractions and, after rounding, a pixel past the edge). At least 1 × 1.
 */
export function clampArea(area: Area, image: Size): Area {
  const imageWidth = Math.max(1, Math.round(finitePositive(image.width)));
  const imageHeight = Math.max(1, Math.round(finitePositive(image.height)));
  const x = Math.min(imageWidth - 1, Math.max(0, Math.round(Number.isFinite(area.x) ? area.x : 0)));
  const y = Math.min(imageHeight - 1, Math.max(0, Math.round(Number.isFinite(area.y) ? area.y : 0)));
  const width = Math.min(imageWidth - x, Math.max(1, Math.round(finitePositive(area.width))));
  const height = Math.min(imageHeight - y, Math.max(1, Math.round(finitePositive(area.height))));
  return { x, y, width, height };
}

/**
 * SPEC §5 crop export size: the crop is drawn at the export zoom (2) times the size it had on screen,
 * so it stays sharp on high-density screens, but never larger than the pixels the image really has
 * (no upscaling), nor past MAX_EXPORT_EDGE or the upload pixel limit. Keeps the crop's shape.
 */
export function cropExportSize(
  area: Size,
  shownCropBox: Size | null,
  options: { exportZoom?: number; maxEdge?: number; maxPixels?: number } = {},
): Size {
  const exportZoom = options.exportZoom ?? CROP_EXPORT.exportZoom;
  const maxEdge = options.maxEdge ?? MAX_EXPORT_EDGE;
  const maxPixels = options.maxPixels ?? UPLOAD_LIMITS.maxPixels;
  const width = Math.max(1, finitePositive(area.width));
  const height = Math.max(1, finitePositive(area.height));
  let scale = 1;
  const shownWidth = shownCropBox ? finitePositive(shownCropBox.width) : 0;
  if (shownWidth > 0) scale = Math.min(scale, (shownWidth * exportZoom) / width);
  scale = Math.min(scale, maxEdge / Math.max(width, height));
  scale = Math.min(scale, Math.sqrt(maxPixels / (width * height)));
  return {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
  };
}

/** SPEC §5: zoom runs from 1 to the maximum zoom (5). */
export const MIN_ZOOM = 1;
export const ZOOM_STEP = 0.25;

export const clampZoom = (zoom: number, maxZoom: number = CROP_EXPORT.maxZoom) =>
  Number.isFinite(zoom) ? Math.min(maxZoom, Math.max(MIN_ZOOM, zoom)) : MIN_ZOOM;

/** The zoom after a key press in the crop dialog ('+' or '=' in, '-' out), or null for other keys. */
export function zoomForKey(zoom: number, key: string, maxZoom: number = CROP_EXPORT.maxZoom): number | null {
  if (key === '+' || key === '=') return clampZoom(zoom + ZOOM_STEP, maxZoom);
  if (key === '-' || key === '_') return clampZoom(zoom - ZOOM_STEP, maxZoom);
  return null;
}

/** A percentage of 0 to 100, one decimal (what a pointer can sensibly aim at). */
export const clampPercent = (value: number) =>
  Number.isFinite(value) ? Math.round(Math.min(100, Math.max(0, value)) * 10) / 10 : 50;

/** The focal point under a pointer on an image drawn in `rect` (its bounding box on screen). */
export function focalPointFromPointer(
  pointer: { clientX: number; clientY: number },
  rect: { left: number; top: number; width: number; height: number },
): FocalPoint {
  const width = finitePositive(rect.width);
  const height = finitePositive(rect.height);
  if (width === 0 || height === 0) return { x: 50, y: 50 };
  return {
    x: clampPercent(((pointer.clientX - rect.left) / width) * 100),
    y: clampPercent(((pointer.clientY - rect.top) / height) * 100),
  };
}

/** Arrow keys move the focal point 1%, with Shift 10%; null for any other key. */
export function moveFocalPoint(point: FocalPoint, key: string, shiftKey: boolean): FocalPoint | null {
  const step = shiftKey ? 10 : 1;
  switch (key) {
    case 'ArrowLeft':
      return { x: clampPercent(point.x - step), y: point.y };
    case 'ArrowRight':
      return { x: clampPercent(point.x + step), y: point.y };
    case 'ArrowUp':
      return { x: point.x, y: clampPercent(point.y - step) };
    case 'ArrowDown':
      return { x: point.x, y: clampPercent(point.y + step) };
    case 'Home':
      return { x: 50, y: 50 };
    default:
      return null;
  }
}

export type PhotoFileProblem = 'notImage' | 'empty' | 'tooLarge';

/**
 * Why a chosen file cannot be uploaded as it is, before any byte is sent; null when it may go.
 * `checkSize` is false for a file the crop dialog will re-encode (a large photo cropped fits).
 */
export function photoFileProblem(
  file: { type: string; size: number },
  checkSize = true,
): PhotoFileProblem | null {
  if (!isImageType(file.type)) return 'notImage';
  if (file.size <= 0) return 'empty';
  if (checkSize && file.size > UPLOAD_LIMITS.maxFileBytes) return 'tooLarge';
  return null;
}

/**
 * The name a cropped photo is sent under: the chosen file's name, tamed to letters, digits, '-' and
 * '_', with the JPEG extension (the server names stored files itself; this only reads well in logs).
 */
export function exportFileName(original: string, extension = 'jpg'): string {
  const base = (original.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const tamed = base
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${tamed || 'photo'}.${extension}`;
}

/** SPEC §9: 12 results are shown per page; 13 were asked for, and a 13th means there is more. */
export function pageOfHits(hits: readonly PhotoSearchHit[]): { shown: PhotoSearchHit[]; hasMore: boolean } {
  return { shown: hits.slice(0, PHOTO_SEARCH_PAGE_SIZE), hasMore: hits.length > PHOTO_SEARCH_PAGE_SIZE };
}

/** Adds a page of results to those shown, without showing a picture twice (sources may repeat one). */
export function mergeHits(
  shown: readonly PhotoSearchHit[],
  next: readonly PhotoSearchHit[],
): PhotoSearchHit[] {
  const seen = new Set(shown.map((hit) => `${hit.source}:${hit.id}`));
  const merged = [...shown];
  for (const hit of next) {
    const key = `${hit.source}:${hit.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(hit);
  }
  return merged;
}

/** SPEC §9: the overlay asks for more once its list is scrolled within 50 px of the bottom. */
export function isNearBottom(
  box: { scrollTop: number; clientHeight: number; scrollHeight: number },
  edge: number = PHOTO_SEARCH_SCROLL_EDGE_PX,
): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= edge;
}

/** An address from a provider is linked only when it is http(s) (never javascript: or data:). */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** What a result's picture may be shown from: a stored path of this site or an http(s) address. */
export const isShowableImageAddress = (url: string) =>
  (url.startsWith('/') && !url.startsWith('//')) || safeHttpUrl(url) !== null;

/** The extension a picture of this type is sent under (the server checks the content, not the name). */
export function extensionForType(type: string): string {
  const subtype = /^image\/([\w.+-]+)$/i.exec(type)?.[1]?.toLowerCase() ?? '';
  if (subtype === 'jpeg' || subtype === 'pjpeg' || subtype === 'jpg') return 'jpg';
  if (subtype === 'svg+xml') return 'svg';
  return /^[a-z0-9]{1,8}$/.test(subtype) ? subtype : 'img';
}
