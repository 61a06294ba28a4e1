/**
 * SPEC §3 Business brandColors: one string of colours joined by semicolons. Each colour is a hex value
 * or rgb()/rgba() (what the colour picker's Hex, R, G, B and A inputs make, SPEC §5); anything else is
 * refused, so a stored colour can go into a style as it is (TESTING §6: no CSS injection). Stored
 * normalised: lower-case '#rrggbb', or '#rrggbbaa' when not opaque.
 */

/** How many brand colours a business keeps (the picker's Brand Colors row). */
export const BRAND_COLORS_MAX = 10;
/** The longest brandColors text accepted (and stored: the column's bound). */
export const BRAND_COLORS_TEXT_MAX = 400;

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const CHANNEL = String.raw`\s*(\d{1,3})\s*`;
const ALPHA = String.raw`\s*(0|1|0?\.\d{1,4}|1\.0{1,4})\s*`;
const RGB = new RegExp(String.raw`^rgb\(${CHANNEL},${CHANNEL},${CHANNEL}\)$`, 'i');
const RGBA = new RegExp(String.raw`^rgba\(${CHANNEL},${CHANNEL},${CHANNEL},${ALPHA}\)$`, 'i');

const hex2 = (value: number) => value.toString(16).padStart(2, '0');

function fromChannels(red: number, green: number, blue: number, alpha: number): string | null {
  if ([red, green, blue].some((channel) => channel > 255) || alpha < 0 || alpha > 1) return null;
  const opacity = Math.round(alpha * 255);
  return `#${hex2(red)}${hex2(green)}${hex2(blue)}${opacity === 255 ? '' : hex2(opacity)}`;
}

/** One colour normalised ('#rrggbb' or '#rrggbbaa'), or null when it is not one we accept. */
export function parseBrandColor(text: string): string | null {
  const value = text.trim();
  const hex = HEX.exec(value)?.[1]?.toLowerCase();
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return full.endsWith('ff') && full.length === 8 ? `#${full.slice(0, 6)}` : `#${full}`;
  }
  const rgb = RGB.exec(value) ?? RGBA.exec(value);
  if (!rgb) return null;
  const [, red, green, blue, alpha] = rgb;
  return fromChannels(Number(red), Number(green), Number(blue), alpha === undefined ? 1 : Number(alpha));
}

export type BrandColorsProblem = 'validation.brandColors.invalid' | 'validation.brandColors.tooMany';

/**
 * The colours of a brandColors text, normalised, in order, without repeats; empty parts (a trailing
 * semicolon) are skipped and an empty text clears them.
 */
export function parseBrandColors(
  joined: string,
): { ok: true; colors: string[] } | { ok: false; problem: BrandColorsProblem } {
  if (joined.length > BRAND_COLORS_TEXT_MAX) return { ok: false, problem: 'validation.brandColors.tooMany' };
  const colors: string[] = [];
  for (const part of joined.split(';')) {
    if (part.trim() === '') continue;
    const color = parseBrandColor(part);
    if (!color) return { ok: false, problem: 'validation.brandColors.invalid' };
    if (!colors.includes(color)) colors.push(color);
  }
  if (colors.length > BRAND_COLORS_MAX) return { ok: false, problem: 'validation.brandColors.tooMany' };
  return { ok: true, colors };
}

/** SPEC §3: the colours as one string joined by semicolons. */
export const joinBrandColors = (colors: readonly string[]) => colors.join(';');

/** The stored text as a list (a stored text is normalised already; anything else is dropped). */
export const splitBrandColors = (stored: string) =>
  stored.split(';').flatMap((part) => parseBrandColor(part) ?? []);

/** A stored colour without its opacity: what a bar of the brand's colour is painted with. */
export const opaqueColor = (color: string) => (parseBrandColor(color) ?? '#000000').slice(0, 7);

/**
 * SPEC §5 inverted text: on a primary colour whose luminance is above 0.6 the text is black, otherwise
 * white (luminance as perceived: 0.299 R + 0.587 G + 0.114 B, of the opaque colour).
 */
export function invertedTextColor(color: string): '#000000' | '#ffffff' {
  const hex = opaqueColor(color);
  const [red, green, blue] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const luminance = 0.299 * red! + 0.587 * green! + 0.114 * blue!;
  return luminance > 0.6 ? '#000000' : '#ffffff';
}
