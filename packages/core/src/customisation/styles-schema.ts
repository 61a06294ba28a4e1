import { z } from 'zod';
import { parseBrandColor } from '../magazines/brand-colors.ts';
import {
  COLOR_KEYS,
  COLOR_TEXT_MAX,
  type ColorKey,
  FONT_KEYS,
  type FontKey,
  PAGE_FONTS,
  TOGGLE_KEYS,
  type ToggleKey,
} from './styles.ts';

/**
 * The checks on saved page styles (SPEC §3): apart from styles.ts, which the pages read to draw a
 * customised page, so that a reader's story page carries no zod.
 */

/** A colour: hex or rgb()/rgba(), stored normalised; anything else ('red;}</style>') is refused. */
export const zPageColor = z
  .string({ error: 'validation.invalid' })
  .max(COLOR_TEXT_MAX, 'validation.customisation.color')
  .transform((text, ctx) => {
    const color = parseBrandColor(text);
    if (color) return color;
    ctx.addIssue({ code: 'custom', message: 'validation.customisation.color' });
    return z.NEVER;
  });
export const zPageFont = z.enum(PAGE_FONTS, { error: 'validation.customisation.font' });
export const zDisplayToggle = z.enum(['', 'none'], { error: 'validation.invalid' });

/** Styles as saved: any of the keys (the rest take their defaults), no other key. */
export const ZPageStyles = z
  .strictObject({
    ...(Object.fromEntries(COLOR_KEYS.map((key) => [key, zPageColor])) as Record<
      ColorKey,
      typeof zPageColor
    >),
    ...(Object.fromEntries(FONT_KEYS.map((key) => [key, zPageFont])) as Record<FontKey, typeof zPageFont>),
    ...(Object.fromEntries(TOGGLE_KEYS.map((key) => [key, zDisplayToggle])) as Record<
      ToggleKey,
      typeof zDisplayToggle
    >),
  })
  .partial();
export type TPageStyles = z.output<typeof ZPageStyles>;
