import { z } from 'zod';
import { zUserIdNumber, zUserIdText } from '../images/schemas.ts';
import { BRAND_COLORS_TEXT_MAX, joinBrandColors, parseBrandColors } from './brand-colors.ts';
import type { BusinessInfo } from './create-schemas.ts';

/** SPEC §7 Business calls: GET /api2/business and GET (or POST) /api2/business/update. */

/** SPEC §3 brandColors joined by semicolons; answered normalised, refused whole when one colour is bad. */
export const zBrandColors = z
  .string({ error: 'validation.invalid' })
  .max(BRAND_COLORS_TEXT_MAX, 'validation.brandColors.tooMany')
  .transform((text, ctx) => {
    const parsed = parseBrandColors(text);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }
    return joinBrandColors(parsed.colors);
  });

/** GET /api2/business?userId= */
export const ZBusinessQuery = z.strictObject({ userId: zUserIdText });

/** GET /api2/business/update?userId=&brandColors= (same-origin only, DESIGN §3). */
export const ZBusinessUpdateQuery = z.strictObject({ userId: zUserIdText, brandColors: zBrandColors });

/** POST /api2/business/update with a JSON body. */
export const ZBusinessUpdate = z.strictObject({ userId: zUserIdNumber, brandColors: zBrandColors });
export type TBusinessUpdate = z.infer<typeof ZBusinessUpdate>;

/** SPEC §3 Business: what anyone may know of a business's brand. */
export type Business = { userId: number; brandColors: string };

/**
 * GET /api2/business answers data.business; for a manager (changeSettings in it) also
 * data.businessInfo, the business as its settings page shows it (SPEC leaves this path open).
 */
export type BusinessAnswer = { business: Business; businessInfo?: BusinessInfo };

export type BusinessUpdateAnswer = { business: Business };
