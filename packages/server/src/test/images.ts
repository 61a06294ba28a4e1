import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Images made at test time (no binary fixtures), for the upload tests. */

export const solid = (width: number, height: number, background = '#336699') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A JPEG that carries EXIF text and says 'rotate 90°' (orientation 6), as phone pictures do. */
export const phoneJpeg = (width: number, height: number) =>
  solid(width, height)
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Copyright', Artist: 'Hidden Artist' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

export const transparentPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** A two-frame animated GIF. */
export async function animatedGif() {
  const frames = await Promise.all(
    ['#ff0000', '#00ff00'].map((colour) => solid(30, 20, colour).png().toBuffer()),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ loop: 0, delay: [100, 100] })
    .toBuffer();
}

/** Inserts a comment extension before the first frame and appends a script after the trailer. */
export function gifWithHiddenText(gif: Buffer, comment: string, trailing: string) {
  const packed = gif[10]!;
  const tableEnd = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  const text = Buffer.from(comment, 'latin1');
  const extension = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]);
  return Buffer.concat([
    gif.subarray(0, tableEnd),
    extension,
    gif.subarray(tableEnd),
    Buffer.from(trailing, 'latin1'),
  ]);
}

/** A pixel flood: a tiny real PNG whose header claims a huge picture (CRC fixed, so decoders believe it). */
export async function pixelFloodPng(width: number, height: number) {
  const png = Buffer.from(await solid(8, 8).png().toBuffer());
  // Signature (8), IHDR length (4) and type (4), then width and height.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Builds a multipart body the way a browser's FormData does. */
export async function multipartBody(form: FormData) {
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')!,
  };
}

export const imageBlob = (bytes: Uint8Array, type = 'image/jpeg') =>
  new Blob([new Uint8Array(bytes)], { type });
