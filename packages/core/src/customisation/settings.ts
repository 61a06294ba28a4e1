import { z } from 'zod';
import { zUserIdNumber, zUserIdText } from '../images/schemas.ts';
import { ZFeaturedItems } from './featured.ts';
import { ZPageSections } from './sections.ts';
import { DEFAULT_LAYOUT, PAGE_LAYOUTS, type PageLayout, type PageStyles, resolveStyles } from './styles.ts';
import { type TPageStyles, ZPageStyles } from './styles-schema.ts';

/**
 * SPEC §3 customised page settings (layout, styles, advancedSettings; styles and advancedSettings kept
 * per layout) and SPEC §7's customize call, whose settings travel as JSON strings: each is parsed here
 * and checked against the strict schemas, so the server stores only what these allow.
 */

export const zPageLayout = z.enum(PAGE_LAYOUTS, { error: 'validation.customisation.layout' });

/** SPEC §3 advancedSettings: the preview and live flags. */
export const ZAdvancedSettings = z.strictObject({
  advancedCustomisationPreview: z.boolean().optional(),
  advancedCustomisationLive: z.boolean().optional(),
});
export type AdvancedSettings = z.output<typeof ZAdvancedSettings>;

/** One layout's settings as saved. */
export const ZLayoutSettings = z.strictObject({
  styles: ZPageStyles,
  advancedSettings: ZAdvancedSettings,
});
export type TLayoutSettings = z.output<typeof ZLayoutSettings>;

/** SPEC §3 profile payload's currentProfileSettings: the chosen layout with its settings. */
export const ZCurrentSettings = ZLayoutSettings.extend({ layout: zPageLayout });
export type TCurrentSettings = z.output<typeof ZCurrentSettings>;

/** allProfileSettings: the settings of each layout the page has used. */
export const ZAllSettings = z.strictObject({
  'multiple-columns': ZLayoutSettings.optional(),
  'single-column': ZLayoutSettings.optional(),
  'magazine-layout': ZLayoutSettings.optional(),
});
export type TAllSettings = z.output<typeof ZAllSettings>;

/** The longest settings JSON accepted (every key of every layout fits many times over). */
export const SETTINGS_JSON_MAX = 20_000;

/** A JSON string (SPEC §7) parsed, then checked by `schema`; bad JSON is a field error, never a 500. */
export function zJsonOf<S extends z.ZodType>(schema: S) {
  return z
    .string({ error: 'validation.invalid' })
    .max(SETTINGS_JSON_MAX, 'validation.customisation.settings')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'validation.customisation.settings' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** SPEC §7 POST /api2/user/setting/profile/customize, design tabs: the settings as JSON strings. */
export const ZCustomizeSettings = z.strictObject({
  userId: zUserIdNumber,
  allProfileSettings: zJsonOf(ZAllSettings),
  /** SPEC §3: always empty; accepted as '' or '{}' and never stored. */
  mobileProfileSettings: z.enum(['', '{}'], { error: 'validation.invalid' }).optional(),
  currentProfileSettings: zJsonOf(ZCurrentSettings),
});
export type TCustomizeSettings = z.output<typeof ZCustomizeSettings>;

/** SPEC §2 tab management: the custom profile's tabs, in order. */
export const PROFILE_TAB_KEYS = ['stories', 'topics', 'writers', 'about'] as const;
export type ProfileTabKey = (typeof PROFILE_TAB_KEYS)[number];
export const TAB_TITLE_MAX = 30;
export const TABS_MAX = 12;
/** An added tab links to a page of this site (a path, never another site or a script address). */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@/%?]*$/;

export const ZProfileTab = z.strictObject({
  /** A built-in tab's key, or 'custom-N' for an added one. */
  key: z.union([z.enum(PROFILE_TAB_KEYS), z.string().regex(/^custom-\d{1,6}$/)], {
    error: 'validation.invalid',
  }),
  title: z.string().trim().min(1, 'validation.required').max(TAB_TITLE_MAX, 'validation.too.long'),
  hidden: z.boolean(),
  path: z.string().max(300).regex(SITE_PATH, 'validation.customisation.tabPath').optional(),
});
export type ProfileTab = z.output<typeof ZProfileTab>;

export const ZProfileTabs = z
  .array(ZProfileTab)
  .max(TABS_MAX, 'validation.customisation.tabs')
  .refine((tabs) => new Set(tabs.map((tab) => tab.key)).size === tabs.length, 'validation.customisation.tabs')
  .refine(
    (tabs) => tabs.every((tab) => tab.key.startsWith('custom-') === (tab.path !== undefined)),
    'validation.customisation.tabPath',
  );

/** SPEC §7 customize, tab-management tab: tabs (JSON) and userId. */
export const ZCustomizeTabs = z.strictObject({ userId: zUserIdNumber, tabs: zJsonOf(ZProfileTabs) });
export type TCustomizeTabs = z.output<typeof ZCustomizeTabs>;

/** SPEC §7 customize, featured layout items (SPEC §3): the list (JSON) and userId. */
export const ZCustomizeFeatured = z.strictObject({
  userId: zUserIdNumber,
  featured: zJsonOf(ZFeaturedItems),
});
export type TCustomizeFeatured = z.output<typeof ZCustomizeFeatured>;

/** SPEC §2 subsection management: the page's sections (JSON) and userId. */
export const ZCustomizeSections = z.strictObject({ userId: zUserIdNumber, sections: zJsonOf(ZPageSections) });
export type TCustomizeSections = z.output<typeof ZCustomizeSections>;

/** The customize call takes any of the four bodies. */
export const ZCustomize = z.union([
  ZCustomizeSettings,
  ZCustomizeTabs,
  ZCustomizeFeatured,
  ZCustomizeSections,
]);
export type TCustomize = z.output<typeof ZCustomize>;
export const isTabsChange = (input: TCustomize): input is TCustomizeTabs => 'tabs' in input;
export const isFeaturedChange = (input: TCustomize): input is TCustomizeFeatured => 'featured' in input;
export const isSectionsChange = (input: TCustomize): input is TCustomizeSections => 'sections' in input;

/** The tabs a custom profile starts with (titles come from the catalogue when the title is empty). */
export const DEFAULT_TABS: ProfileTab[] = PROFILE_TAB_KEYS.map((key) => ({ key, title: key, hidden: false }));

/** GET /api2/user/setting/profile/customize?userId= and POST /api2/layoutsetting/recent {userId}. */
export const ZCustomizeQuery = z.strictObject({ userId: zUserIdText });
export const ZLayoutSettingRecent = z.strictObject({ userId: zUserIdNumber });

/** A layout's settings with every style key filled in. */
export type ResolvedSettings = { layout: PageLayout; styles: PageStyles; advancedSettings: AdvancedSettings };

/** The settings a page shows: the saved current layout over the defaults. */
export function resolveSettings(current: TCurrentSettings | null, primary?: string | null): ResolvedSettings {
  return {
    layout: current?.layout ?? DEFAULT_LAYOUT,
    styles: resolveStyles(current?.styles, primary),
    advancedSettings: current?.advancedSettings ?? {},
  };
}

export type { TPageStyles };
