import { CROP_EXPORT, type PhotoSearchHit, UPLOAD_LIMITS } from '@masthead/core';
import { describe, expect, it } from 'vitest';
import { isGifType, isImageType } from './image-files';
import {
  clampArea,
  clampPercent,
  clampZoom,
  cropExportSize,
  exportFileName,
  extensionForType,
  focalPointFromPointer,
  isNearBottom,
  isShowableImageAddress,
  MAX_EXPORT_EDGE,
  mergeHits,
  moveFocalPoint,
  pageOfHits,
  photoFileProblem,
  safeHttpUrl,
  zoomForKey,
} from './photo-math';
import { uploadPercent } from './upload-progress';

describe('cropExportSize (SPEC §5: export zoom 2, never upscaled)', () => {
  it('draws the crop at twice the size it was shown, when the image has the pixels', () => {
    // A 3000 × 2000 crop shown in a 600 × 400 box: exported at 1200 × 800.
    expect(cropExportSize({ width: 3000, height: 2000 }, { width: 600, height: 400 })).toEqual({
      width: 1200,
      height: 800,
    });
    expect(CROP_EXPORT.exportZoom).toBe(2);
  });

  it('never makes more pixels than the crop holds (a deep zoom keeps the real pixels)', () => {
    expect(cropExportSize({ width: 300, height: 200 }, { width: 600, height: 400 })).toEqual({
      width: 300,
      height: 200,
    });
  });

  it('keeps the shape of the crop and respects the edge and pixel limits', () => {
    const noBox = cropExportSize({ width: 10_000, height: 5_000 }, null);
    expect(noBox.width).toBe(MAX_EXPORT_EDGE);
    expect(noBox.height).toBe(MAX_EXPORT_EDGE / 2);
    const tight = cropExportSize({ width: 4000, height: 4000 }, null, { maxPixels: 1_000_000 });
    expect(tight.width * tight.height).toBeLessThanOrEqual(1_000_000);
    expect(tight.width).toBe(tight.height);
    const limit = cropExportSize({ width: 9000, height: 9000 }, null);
    expect(limit.width * limit.height).toBeLessThanOrEqual(UPLOAD_LIMITS.maxPixels);
  });

  it('gives at least one pixel for nonsense sizes', () => {
    expect(cropExportSize({ width: Number.NaN, height: -3 }, { width: 0, height: 0 })).toEqual({
      width: 1,
      height: 1,
    });
    expect(cropExportSize({ width: 0.2, height: 0.2 }, { width: 100, height: 100 })).toEqual({
      width: 1,
      height: 1,
    });
  });
});

describe('clampArea', () => {
  it('rounds to whole pixels inside the image', () => {
    expect(clampArea({ x: 10.4, y: 20.6, width: 99.5, height: 50.2 }, { width: 800, height: 600 })).toEqual({
      x: 10,
      y: 21,
      width: 100,
      height: 50,
    });
  });

  it('cuts an area that runs past the edge, and moves a negative origin to 0', () => {
    expect(clampArea({ x: 700.7, y: -4, width: 200, height: 700 }, { width: 800, height: 600 })).toEqual({
      x: 701,
      y: 0,
      width: 99,
      height: 600,
    });
    expect(clampArea({ x: Number.NaN, y: 5000, width: 0, height: 1 }, { width: 80, height: 60 })).toEqual({
      x: 0,
      y: 59,
      width: 1,
      height: 1,
    });
  });
});

describe('zoom (SPEC §5: max zoom 5)', () => {
  it('clamps to 1..5', () => {
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(7)).toBe(CROP_EXPORT.maxZoom);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(clampZoom(2.5)).toBe(2.5);
  });

  it('+ and = zoom in, - zooms out, other keys do nothing', () => {
    expect(zoomForKey(1, '+')).toBe(1.25);
    expect(zoomForKey(1, '=')).toBe(1.25);
    expect(zoomForKey(2, '-')).toBe(1.75);
    expect(zoomForKey(1, '-')).toBe(1);
    expect(zoomForKey(5, '+')).toBe(5);
    expect(zoomForKey(2, 'a')).toBeNull();
  });
});

describe('focal point (SPEC §3, §9: percentages, default 50,50)', () => {
  const rect = { left: 100, top: 50, width: 400, height: 200 };

  it('is the pointer position as percentages of the drawn image', () => {
    expect(focalPointFromPointer({ clientX: 300, clientY: 150 }, rect)).toEqual({ x: 50, y: 50 });
    expect(focalPointFromPointer({ clientX: 100, clientY: 50 }, rect)).toEqual({ x: 0, y: 0 });
    expect(focalPointFromPointer({ clientX: 201, clientY: 101 }, rect)).toEqual({ x: 25.3, y: 25.5 });
  });

  it('clamps a pointer dragged outside the image to its edge', () => {
    expect(focalPointFromPointer({ clientX: -500, clientY: 9999 }, rect)).toEqual({ x: 0, y: 100 });
  });

  it('falls back to the centre for an image with no size', () => {
    expect(
      focalPointFromPointer({ clientX: 10, clientY: 10 }, { left: 0, top: 0, width: 0, height: 0 }),
    ).toEqual({
      x: 50,
      y: 50,
    });
  });

  it('moves 1% with the arrow keys and 10% with Shift, never past 0 or 100', () => {
    const start = { x: 50, y: 50 };
    expect(moveFocalPoint(start, 'ArrowLeft', false)).toEqual({ x: 49, y: 50 });
    expect(moveFocalPoint(start, 'ArrowRight', true)).toEqual({ x: 60, y: 50 });
    expect(moveFocalPoint(start, 'ArrowUp', false)).toEqual({ x: 50, y: 49 });
    expect(moveFocalPoint(start, 'ArrowDown', true)).toEqual({ x: 50, y: 60 });
    expect(moveFocalPoint({ x: 95, y: 3 }, 'ArrowRight', true)).toEqual({ x: 100, y: 3 });
    expect(moveFocalPoint({ x: 95, y: 3 }, 'ArrowUp', true)).toEqual({ x: 95, y: 0 });
    expect(moveFocalPoint({ x: 12, y: 80 }, 'Home', false)).toEqual({ x: 50, y: 50 });
    expect(moveFocalPoint(start, 'Enter', false)).toBeNull();
  });

  it('clampPercent keeps one decimal and turns nonsense into the centre', () => {
    expect(clampPercent(33.333)).toBe(33.3);
    expect(clampPercent(-1)).toBe(0);
    expect(clampPercent(101)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(50);
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(50);
  });
});

describe('files (SPEC §5: image types only; GIFs are not cropped)', () => {
  it('accepts only image types', () => {
    expect(isImageType('image/jpeg')).toBe(true);
    expect(isImageType('image/svg+xml')).toBe(true);
    expect(isImageType('text/html')).toBe(false);
    expect(isImageType('')).toBe(false);
    expect(isImageType('image/')).toBe(false);
    expect(isImageType('application/x-image/png')).toBe(false);
    expect(isGifType('image/gif')).toBe(true);
    expect(isGifType('image/GIF')).toBe(true);
    expect(isGifType('image/png')).toBe(false);
  });

  it('says why a file cannot go, before any upload', () => {
    expect(photoFileProblem({ type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(photoFileProblem({ type: 'image/png', size: 0 })).toBe('empty');
    expect(photoFileProblem({ type: 'image/png', size: UPLOAD_LIMITS.maxFileBytes + 1 })).toBe('tooLarge');
    expect(photoFileProblem({ type: 'image/png', size: UPLOAD_LIMITS.maxFileBytes })).toBeNull();
    // A photo the crop will re-encode is not refused for its size.
    expect(photoFileProblem({ type: 'image/jpeg', size: UPLOAD_LIMITS.maxFileBytes * 3 }, false)).toBeNull();
  });

  it('sends tame file names with the right extension', () => {
    expect(exportFileName('Holiday at the beach.HEIC')).toBe('Holiday-at-the-beach.jpg');
    expect(exportFileName('../../etc/passwd')).toBe('passwd.jpg');
    expect(exportFileName('C:\\Users\\mei\\cat.png')).toBe('cat.jpg');
    expect(exportFileName('\u202egpj.exe')).toBe('gpj.jpg');
    expect(exportFileName('')).toBe('photo.jpg');
    expect(exportFileName('a'.repeat(300), 'gif')).toBe(`${'a'.repeat(80)}.gif`);
    expect(extensionForType('image/jpeg')).toBe('jpg');
    expect(extensionForType('image/png')).toBe('png');
    expect(extensionForType('image/svg+xml')).toBe('svg');
    expect(extensionForType('nonsense')).toBe('img');
  });

  it('uploadPercent is a whole percent from 0 to 100', () => {
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(5, 4)).toBe(100);
    expect(uploadPercent(Number.NaN, 4)).toBe(0);
  });
});

const hit = (id: string, source: PhotoSearchHit['source'] = 'library'): PhotoSearchHit => ({
  id,
  photo: `/images/library/${id}.gif`,
  full: `/images/library/${id}.gif`,
  source,
  width: 100,
  height: 100,
  attribution: null,
});

describe('search pages (SPEC §9: 12 shown, 13 asked, more within 50 px)', () => {
  it('shows 12 and knows there is more when the 13th came back', () => {
    const thirteen = Array.from({ length: 13 }, (_, index) => hit(String(index)));
    expect(pageOfHits(thirteen).shown).toHaveLength(12);
    expect(pageOfHits(thirteen).hasMore).toBe(true);
    expect(pageOfHits(thirteen.slice(0, 12)).hasMore).toBe(false);
    expect(pageOfHits([]).hasMore).toBe(false);
  });

  it('does not show a picture twice when pages overlap', () => {
    const merged = mergeHits([hit('a'), hit('b')], [hit('b'), hit('c'), hit('a', 'giphy')]);
    expect(merged.map((item) => `${item.source}:${item.id}`)).toEqual([
      'library:a',
      'library:b',
      'library:c',
      'giphy:a',
    ]);
  });

  it('is near the bottom within 50 px', () => {
    expect(isNearBottom({ scrollTop: 450, clientHeight: 500, scrollHeight: 1000 })).toBe(true);
    expect(isNearBottom({ scrollTop: 449, clientHeight: 500, scrollHeight: 1000 })).toBe(false);
    expect(isNearBottom({ scrollTop: 0, clientHeight: 500, scrollHeight: 500 })).toBe(true);
  });

  it('links and shows only safe addresses', () => {
    expect(safeHttpUrl('https://unsplash.com/@someone')).toBe('https://unsplash.com/@someone');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
    expect(isShowableImageAddress('/images/library/a.gif')).toBe(true);
    expect(isShowableImageAddress('https://media.giphy.com/a.gif')).toBe(true);
    expect(isShowableImageAddress('//evil.example/a.gif')).toBe(false);
    expect(isShowableImageAddress('javascript:alert(1)')).toBe(false);
  });
});
