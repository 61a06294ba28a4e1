import { parseBrandColor } from '../magazines/brand-colors.ts';

/**
 * SPEC §5 colour picker rules as pure conversions: typed opacity clamped to 0–100 and made a
 * fraction; Hex, R, G, B and A made one rgba value; and the hue/saturation/value maths of the colour
 * block and strips (SPEC §9: strips with a 0.05 dead zone at their ends).
 */

export type Rgba = { r: number; g: number; b: number; a: number };
export type Hsva = { h: number; s: number; v: number; a: number };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** SPEC §5: typed opacity (percent) clamped to 0–100 and converted to a fraction; junk is opaque. */
export function opacityFraction(typed: string | number): number {
  const value = typeof typed === 'number' ? typed : Number.parseFloat(typed);
  if (!Number.isFinite(value)) return 1;
  return Math.round(clamp(value, 0, 100)) / 100;
}

/** A colour channel typed in R, G or B: a whole number 0–255 (junk is 0). */
export function channel(typed: string | number): number {
  const value = typeof typed === 'number' ? typed : Number.parseInt(typed, 10);
  return Number.isFinite(value) ? clamp(Math.round(value), 0, 255) : 0;
}

/** A colour value (hex or rgb/rgba) as channels, or null. */
export function toRgba(color: string): Rgba | null {
  const hex = parseBrandColor(color);
  if (!hex) return null;
  const part = (at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  const a = hex.length === 9 ? Math.round((part(7) / 255) * 100) / 100 : 1;
  return { r: part(1), g: part(3), b: part(5), a };
}

/** SPEC §5: the inputs as one rgba value. */
export const rgbaText = ({ r, g, b, a }: Rgba) => `rgba(${r}, ${g}, ${b}, ${a})`;

const hex2 = (value: number) => Math.round(value).toString(16).padStart(2, '0');
/** '#rrggbb' of the channels (the Hex field shows no opacity: A has its own field). */
export const hexOf = ({ r, g, b }: Pick<Rgba, 'r' | 'g' | 'b'>) => `#${hex2(r)}${hex2(g)}${hex2(b)}`;

/** The stored form of a picked colour: '#rrggbb', or '#rrggbbaa' when not opaque. */
export const storedColor = (rgba: Rgba) => parseBrandColor(rgbaText(rgba)) ?? hexOf(rgba);

export function rgbaToHsva({ r, g, b, a }: Rgba): Hsva {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const delta = max - Math.min(red, green, blue);
  let h = 0;
  if (delta > 0) {
    if (max === red) h = ((green - blue) / delta) % 6;
    else if (max === green) h = (blue - red) / delta + 2;
    else h = (red - green) / delta + 4;
    h = (h * 60 + 360) % 360;
  }
  return { h, s: max === 0 ? 0 : delta / max, v: max, a };
}

export function hsvaToRgba({ h, s, v, a }: Hsva): Rgba {
  const c = v * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = v - c;
  const sector = Math.floor((((h % 360) + 360) % 360) / 60);
  const [red = 0, green = 0, blue = 0] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector] ?? [0, 0, 0];
  return {
    r: Math.round((red + m) * 255),
    g: Math.round((green + m) * 255),
    b: Math.round((blue + m) * 255),
    a,
  };
}

/** SPEC §9 colour picker sizes. */
export const PICKER_BLOCK_WIDTH = 300;
export const PICKER_STRIP_HEIGHT = 30;
export const PICKER_DEAD_ZONE = 0.05;

/**
 * A position along a strip (0–1 of its length) as the strip's value (0–1): the first and last 5% are
 * dead zones that give the strip's end values, so the ends are easy to hit.
 */
export function stripValue(position: number): number {
  if (position <= PICKER_DEAD_ZONE) return 0;
  if (position >= 1 - PICKER_DEAD_ZONE) return 1;
  return (position - PICKER_DEAD_ZONE) / (1 - 2 * PICKER_DEAD_ZONE);
}

/** Where a strip value sits along the strip (the inverse of stripValue, for the handle). */
export const stripPosition = (value: number) =>
  PICKER_DEAD_ZONE + clamp(value, 0, 1) * (1 - 2 * PICKER_DEAD_ZONE);
