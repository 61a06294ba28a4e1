import {
  type CropBox,
  cropFits,
  IMAGE_SIZE_WIDTHS,
  IMAGE_SIZES,
  type ImageSize,
  UPLOAD_LIMITS,
} from '@masthead/core';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../http/app-error.ts';

/** What an accepted upload becomes: three re-encoded JPEG sizes, or a GIF kept as it is (SPEC §3). */
export type ProcessedImage =
  | { kind: 'gif'; bytes: Buffer; width: number; height: number }
  | { kind: 'jpeg'; sizes: Record<ImageSize, { bytes: Buffer; width: number; height: number }> };

type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The type by content, from the file's first bytes (TESTING §5): SVG, HTML or a script named .jpg is
 * refused here, before any image decoder sees it.
 */
export function sniffImageFormat(bytes: Uint8Array): SniffedFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

const invalidImage = () => new AppError('file.invalid.image');

/** A GIF application extension worth keeping: the loop count that makes an animation repeat. */
const LOOP_EXTENSIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

/**
 * Copies a GIF block by block, keeping its frames and loop count and dropping comments, other
 * application data (XMP, ICC) and anything after the trailer (where GIF/script polyglots hide).
 * Frames are not re-encoded, so an animation stays exactly as it was. Malformed structure is refused.
 */
export function sanitizeGif(input: Uint8Array): { bytes: Buffer; frames: number } {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const kept: Buffer[] = [];
  let at = 0;
  const need = (count: number) => {
    if (at + count > bytes.length) throw invalidImage();
  };
  /** Skips a chain of data sub-blocks (each a length byte and data, ended by a zero length). */
  const skipSubBlocks = () => {
    for (;;) {
      need(1);
      const size = bytes[at++]!;
      if (size === 0) return;
      need(size);
      at += size;
    }
  };
  const colourTableSize = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

  need(13);
  at = 13 + colourTableSize(bytes[10]!);
  need(0);
  kept.push(bytes.subarray(0, at));

  let frames = 0;
  for (;;) {
    if (at >= bytes.length) {
      // A file cut short after whole blocks still shows in browsers; close it properly.
      if (frames === 0) throw invalidImage();
      break;
    }
    const start = at;
    const introducer = bytes[at++]!;
    if (introducer === 0x3b) break;
    if (introducer === 0x2c) {
      need(9);
      const packed = bytes[at + 8]!;
      at += 9 + colourTableSize(packed);
      need(1);
      at += 1; // LZW minimum code size
      skipSubBlocks();
      kept.push(bytes.subarray(start, at));
      frames += 1;
      continue;
    }
    if (introducer !== 0x21) throw invalidImage();
    need(1);
    const label = bytes[at++]!;
    let keep = label === 0xf9 || label === 0x01;
    if (label === 0xff) {
      need(12);
      keep = bytes[at] === 11 && LOOP_EXTENSIONS.has(bytes.subarray(at + 1, at + 12).toString('latin1'));
    }
    skipSubBlocks();
    if (keep) kept.push(bytes.subarray(start, at));
  }
  kept.push(Buffer.from([0x3b]));
  return { bytes: Buffer.concat(kept), frames };
}

/** libvips decodes on its own threads; a few uploads at a time keep memory bounded on a small machine. */
const MAX_PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

const decodeOptions = { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: 'error' } as const;

/**
 * Checks an upload by content and turns it into what is stored (DESIGN §2, §7): JPEG, PNG and WebP are
 * turned upright (EXIF orientation), optionally cropped, and re-encoded as JPEG in the SPEC sizes with
 * every piece of metadata dropped; a GIF is kept as it is, minus its metadata.
 */
export async function processImage(input: Uint8Array, options: { crop?: CropBox | undefined } = {}) {
  if (input.byteLength === 0) throw new AppError('file.empty');
  const format = sniffImageFormat(input);
  if (!format) throw invalidImage();

  return withImageSlot(async (): Promise<ProcessedImage> => {
    let metadata: Metadata;
    try {
      // Headers only, nothing decoded: the pixel limit is checked just below with its own answer.
      metadata = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw invalidImage();
    }
    if (metadata.format !== format || !metadata.width || !metadata.height) throw invalidImage();
    const frameHeight = metadata.pageHeight ?? metadata.height;
    // A pixel flood (a small file declaring a huge picture) is refused before anything is decoded.
    if (metadata.width * frameHeight > UPLOAD_LIMITS.maxPixels) throw new AppError('request.too.large');

    if (format === 'gif') {
      const { bytes, frames } = sanitizeGif(input);
      if (metadata.width * frameHeight * Math.max(frames, 1) > UPLOAD_LIMITS.maxAnimatedPixels) {
        throw new AppError('request.too.large');
      }
      return { kind: 'gif', bytes, width: metadata.width, height: frameHeight };
    }

    const upright = metadata.autoOrient ?? { width: metadata.width, height: frameHeight };
    if (options.crop && !cropFits(options.crop, upright)) {
      throw new AppError('validation.failed', { fields: { crop: 'validation.invalid' } });
    }

    try {
      // Decoded once into upright, cropped, opaque sRGB pixels no wider than the largest size.
      let pipeline = sharp(input, decodeOptions).timeout({ seconds: 20 }).autoOrient();
      if (options.crop) pipeline = pipeline.extract(options.crop);
      const { data, info } = await pipeline
        .resize({ width: IMAGE_SIZE_WIDTHS.xl, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };

      const entries = await Promise.all(
        IMAGE_SIZES.map(async (size) => {
          const output = await sharp(data, { raw })
            .resize({ width: IMAGE_SIZE_WIDTHS[size], withoutEnlargement: true })
            .jpeg({ quality: 85, mozjpeg: true })
            .toBuffer({ resolveWithObject: true });
          return [
            size,
            { bytes: output.data, width: output.info.width, height: output.info.height },
          ] as const;
        }),
      );
      return {
        kind: 'jpeg',
        sizes: Object.fromEntries(entries) as Record<
          ImageSize,
          { bytes: Buffer; width: number; height: number }
        >,
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      // A truncated or corrupt file (or one that is too slow to decode) is not an image we can use.
      throw invalidImage();
    }
  });
}
