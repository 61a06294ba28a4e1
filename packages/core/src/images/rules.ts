/** SPEC §3 and §9: stored images come in three widths, named by the suffix readers add to the path. */
export const IMAGE_SIZES = ['m', 'l', 'xl'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** SPEC §9: m up to 80 px, l up to 250 px, xl above that (stored at most 1200 px wide, never upscaled). */
export const IMAGE_SIZE_WIDTHS: Record<ImageSize, number> = { m: 80, l: 250, xl: 1200 };

/** DESIGN §7 / TESTING §5: what an upload may weigh and hold. */
export const UPLOAD_LIMITS = {
  /** One image file, in bytes (10 MiB). */
  maxFileBytes: 10 * 1024 * 1024,
  /** A pixel flood over this many pixels (width × height) is refused before decoding. */
  maxPixels: 40_000_000,
  /** An animated GIF is kept as it is; all its frames together stay under this (browsers decode them all). */
  maxAnimatedPixels: 400_000_000,
  /** Multipart parts, text fields and files per request. */
  maxParts: 20,
  maxFields: 10,
  maxFiles: 1,
  /** A text field of an upload form is a flag or a few numbers. */
  maxFieldBytes: 100,
  /** File names longer than this (in UTF-8 bytes, as file systems count them) are refused. */
  maxFileNameBytes: 255,
} as const;

/** The multipart field that carries the image on every upload route. */
export const UPLOAD_FILE_FIELD = 'photo';

/** Types accepted by content (not by name); the value suits an `<input type="file" accept>`. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** SPEC §9: which stored size to show at a displayed width, scaled by the device pixel ratio. */
export function imageSizeFor(displayWidthPx: number, devicePixelRatio = 1): ImageSize {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  const needed = (Number.isFinite(displayWidthPx) && displayWidthPx > 0 ? displayWidthPx : 0) * ratio;
  if (needed <= IMAGE_SIZE_WIDTHS.m) return 'm';
  if (needed <= IMAGE_SIZE_WIDTHS.l) return 'l';
  return 'xl';
}

/** Splits '/a/b.jpg?focalPoint=1,2#x' into the path and what follows it. */
function splitPath(path: string): { base: string; rest: string } {
  const cut = path.search(/[?#]/);
  return cut === -1 ? { base: path, rest: '' } : { base: path.slice(0, cut), rest: path.slice(cut) };
}

export const isGifPath = (path: string) => /\.gif$/i.test(splitPath(path).base);

/**
 * SPEC §3: the path of one stored size, '/images/u/1/abc.jpg' → '/images/u/1/abc-xl.jpg'.
 * GIFs are stored once and get no suffix; anything after the path (a focal point) is kept.
 */
export function imagePath(path: string, size: ImageSize): string {
  const { base, rest } = splitPath(path);
  if (isGifPath(base)) return path;
  const dot = base.lastIndexOf('.');
  const slash = base.lastIndexOf('/');
  if (dot <= slash + 1) return `${base}-${size}${rest}`;
  return `${base.slice(0, dot)}-${size}${base.slice(dot)}${rest}`;
}

/** SPEC §3: a point of interest as two percentages, x from the left and y from the top. */
export type FocalPoint = { x: number; y: number };

export const DEFAULT_FOCAL_POINT: FocalPoint = { x: 50, y: 50 };

/** What saving a cover's focal point answers: the point as stored, 'x,y'. */
export type CoverFocalPointResult = { focalPoint: string };

/** POST /api2/account/photo: the new profile photo's path (no size suffix), null once removed. */
export type ProfilePhotoResult = { photoPath: string | null };

/** POST /api2/user/cover/update: the new cover's path (null once removed) and its focal point 'x,y'. */
export type CoverResult = { profileBgPath: string | null; focalPoint: string };

/** A percentage of 0 to 100 with at most 6 decimals; no sign, exponent, spaces or hex. */
const PERCENT = '(?:100(?:\\.0{1,6})?|\\d{1,2}(?:\\.\\d{1,6})?)';
const FOCAL_POINT_PATTERN = new RegExp(`^(${PERCENT}),(${PERCENT})$`);

/** Parses 'x,y'; null for anything else ('NaN', '-1,2', '1e3,4', '50,50,evil', spaces). */
export function parseFocalPoint(text: string): FocalPoint | null {
  const match = FOCAL_POINT_PATTERN.exec(text);
  if (!match) return null;
  return { x: roundPercent(Number(match[1])), y: roundPercent(Number(match[2])) };
}

/** Stored and sent with two decimals at most. */
const roundPercent = (value: number) => Math.round(value * 100) / 100;

export const formatFocalPoint = (point: FocalPoint) => `${roundPercent(point.x)},${roundPercent(point.y)}`;

/** The focal point a stored value stands for; nothing stored means the default 50,50. */
export const focalPointOrDefault = (stored: string | null | undefined): FocalPoint =>
  (stored ? parseFocalPoint(stored) : null) ?? DEFAULT_FOCAL_POINT;

/** CSS `object-position` for a focal point, so a cropped cover keeps its subject in view. */
export const focalPointCss = (point: FocalPoint) => `${point.x}% ${point.y}%`;

const FOCAL_POINT_PARAM = 'focalPoint';

/** SPEC §3: a path may carry its focal point as a parameter; the default is left out. */
export function withFocalPoint(path: string, point: FocalPoint): string {
  const { base } = splitPath(path);
  if (point.x === DEFAULT_FOCAL_POINT.x && point.y === DEFAULT_FOCAL_POINT.y) return base;
  return `${base}?${FOCAL_POINT_PARAM}=${formatFocalPoint(point)}`;
}

/** The focal point a path carries, or the default. */
export function focalPointOfPath(path: string): FocalPoint {
  const { rest } = splitPath(path);
  const query = rest.startsWith('?') ? rest.slice(1).split('#')[0] : '';
  const value = new URLSearchParams(query).get(FOCAL_POINT_PARAM);
  return focalPointOrDefault(value);
}

/** A crop rectangle in pixels of the upright (EXIF-rotated) image. */
export type CropBox = { left: number; top: number; width: number; height: number };

const CROP_PATTERN = /^(\d{1,5}),(\d{1,5}),(\d{1,5}),(\d{1,5})$/;

/** Parses 'left,top,width,height' in whole pixels; null for anything else or an empty area. */
export function parseCrop(text: string): CropBox | null {
  const match = CROP_PATTERN.exec(text);
  if (!match) return null;
  const [left, top, width, height] = match.slice(1).map(Number) as [number, number, number, number];
  if (width < 1 || height < 1) return null;
  return { left, top, width, height };
}

export const formatCrop = (box: CropBox) => `${box.left},${box.top},${box.width},${box.height}`;

/** Whether a crop fits inside an image of the given size. */
export const cropFits = (box: CropBox, size: { width: number; height: number }) =>
  box.left + box.width <= size.width && box.top + box.height <= size.height;

/** Bidirectional and other invisible format controls that can disguise a name ('gpj.exe' shown as 'exe.jpg'). */
const FORMAT_CONTROLS = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * TESTING §5: an upload whose file name carries a path, a control or direction character, or more than
 * 255 bytes is refused. Stored files are always named by the server, so this only keeps hostile names
 * out of logs and answers. An empty name (a browser's 'no file chosen') passes here.
 */
export function isAcceptableFileName(name: string): boolean {
  if (new TextEncoder().encode(name).length > UPLOAD_LIMITS.maxFileNameBytes) return false;
  if (CONTROL_CHARACTERS.test(name) || FORMAT_CONTROLS.test(name)) return false;
  if (/[/\\]/.test(name) || name === '.' || name === '..') return false;
  return true;
}
