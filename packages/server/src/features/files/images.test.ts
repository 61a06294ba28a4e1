import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import {
  animatedGif,
  gifWithHiddenText,
  phoneJpeg,
  pixelFloodPng,
  solid,
  transparentPng,
} from '../../test/images.ts';
import { processImage, sanitizeGif, sniffImageFormat } from './images.ts';

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    return error instanceof AppError ? error.code : `unexpected ${(error as Error).message}`;
  }
};

describe('sniffImageFormat', () => {
  it('knows the four accepted types by their first bytes', async () => {
    expect(sniffImageFormat(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await solid(4, 4).webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await solid(4, 4).gif().toBuffer())).toBe('gif');
  });

  it.each([
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['HTML', '<!doctype html><script>alert(1)</script>'],
    ['script', 'alert(document.cookie)'],
    ['RIFF that is not WebP', 'RIFF\u0000\u0000\u0000\u0000WAVEfmt '],
    ['a lone JPEG marker', '\u00ff\u00d8'],
  ])('refuses %s', (_label, text) => {
    expect(sniffImageFormat(Buffer.from(text, 'latin1'))).toBeNull();
  });
});

describe('sanitizeGif', () => {
  it('keeps the frames and loop, drops comments and whatever follows the trailer', async () => {
    const gif = await animatedGif();
    const dirty = gifWithHiddenText(gif, 'secret comment', '<script>alert(1)</script>');
    const { bytes, frames } = sanitizeGif(dirty);
    expect(frames).toBe(2);
    expect(bytes.equals(gif)).toBe(true);
    expect(bytes.includes('secret comment')).toBe(false);
    expect(bytes.includes('<script>')).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.pages).toBe(2);
    expect(metadata.loop).toBe(0);
  });

  it('refuses a broken structure', async () => {
    const gif = await animatedGif();
    expect(() => sanitizeGif(gif.subarray(0, 12))).toThrow(AppError);
    expect(() => sanitizeGif(gif.subarray(0, 40))).toThrow(AppError);
    const garbage = Buffer.concat([gif.subarray(0, 13 + 6), Buffer.from([0x99, 1, 2, 3])]);
    expect(() => sanitizeGif(garbage)).toThrow(AppError);
  });
});

describe('processImage', () => {
  it('turns a phone picture upright, strips its metadata and makes the SPEC sizes', async () => {
    const result = await processImage(await phoneJpeg(2000, 1000));
    expect(result.kind).toBe('jpeg');
    if (result.kind !== 'jpeg') return;
    expect([result.sizes.m.width, result.sizes.l.width, result.sizes.xl.width]).toEqual([80, 250, 1000]);
    expect(result.sizes.xl.height).toBe(2000);
    for (const size of Object.values(result.sizes)) {
      const metadata = await sharp(size.bytes).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(size.bytes.includes('Secret Copyright')).toBe(false);
    }
  });

  it('never upscales and caps xl at 1200 px', async () => {
    const small = await processImage(await transparentPng(50, 40));
    const large = await processImage(await solid(3000, 1500).webp().toBuffer());
    if (small.kind !== 'jpeg' || large.kind !== 'jpeg') throw new Error('expected JPEG sizes');
    expect([small.sizes.m.width, small.sizes.l.width, small.sizes.xl.width]).toEqual([50, 50, 50]);
    expect([large.sizes.m.width, large.sizes.l.width, large.sizes.xl.width]).toEqual([80, 250, 1200]);
    expect(large.sizes.xl.height).toBe(600);
  });

  it('crops in upright pixels and refuses a crop outside the picture', async () => {
    const picture = await solid(400, 300).png().toBuffer();
    const cropped = await processImage(picture, { crop: { left: 100, top: 50, width: 200, height: 100 } });
    if (cropped.kind !== 'jpeg') throw new Error('expected JPEG sizes');
    expect([cropped.sizes.xl.width, cropped.sizes.xl.height]).toEqual([200, 100]);
    expect(await codeOf(processImage(picture, { crop: { left: 300, top: 0, width: 101, height: 10 } }))).toBe(
      'validation.failed',
    );
  });

  it('keeps a GIF as one file', async () => {
    const result = await processImage(await animatedGif());
    expect(result).toMatchObject({ kind: 'gif', width: 30, height: 20 });
  });

  it('refuses empty files, other types, broken images and pixel floods', async () => {
    const jpeg = await solid(64, 64).jpeg().toBuffer();
    expect(await codeOf(processImage(new Uint8Array()))).toBe('file.empty');
    expect(await codeOf(processImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBe(
      'file.invalid.image',
    );
    expect(await codeOf(processImage(await solid(8, 8).tiff().toBuffer()))).toBe('file.invalid.image');
    expect(await codeOf(processImage(jpeg.subarray(0, jpeg.length / 2)))).toBe('file.invalid.image');
    expect(await codeOf(processImage(await pixelFloodPng(100_000, 100_000)))).toBe('request.too.large');
    expect(await codeOf(processImage(await pixelFloodPng(6400, 6400)))).toBe('request.too.large');
  });

  it('refuses a real decompression bomb: a small file that decodes to more than 40 megapixels', async () => {
    const bomb = await solid(8000, 5001, '#ffffff').png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(300_000);
    expect(await codeOf(processImage(bomb))).toBe('request.too.large');
  });
});
