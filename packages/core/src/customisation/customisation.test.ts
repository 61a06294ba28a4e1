import { describe, expect, it } from 'vitest';
import {
  hexOf,
  hsvaToRgba,
  opacityFraction,
  rgbaText,
  rgbaToHsva,
  storedColor,
  stripValue,
  toRgba,
} from './colors.ts';
import { cssVarName, styleVars } from './css.ts';
import {
  type CustomisationContext,
  checkCustomisationSave,
  customisationAbilities,
  customisationOn,
} from './permission.ts';
import { ZCustomize, ZCustomizeSettings, ZCustomizeTabs } from './settings.ts';
import {
  defaultStyles,
  INVERTED_TEXT_KEYS,
  mainFeedLimit,
  PRIMARY_COLOR_KEYS,
  STYLE_DEFAULTS,
  STYLE_KEYS,
} from './styles.ts';
import { ZPageStyles } from './styles-schema.ts';

const context = (group: 1 | 2 | 3, specialHandling = false): CustomisationContext => ({
  specialHandling,
  features: { enableAdvancedCustomisations: group >= 2, enableRemovingDefaultFooter: group >= 3 },
});

describe('style keys (SPEC §3)', () => {
  it('has SPEC’s defaults', () => {
    expect(STYLE_DEFAULTS).toMatchObject({
      coverHide: '',
      coverBgColor: '#000000',
      coverTextColor: '#ffffff',
      searchBarTextColor: '#000',
      footerBgColor: '#5A6F80',
      footerTextColor: '#ffffff',
      pageBgColor: '#ffffff',
      pageLoadMoreButtonColor: '#000000',
      globalFont: 'ProximaNova,sans-serif',
      articleHeaderBgColor: '#000',
      articleFixedHeaderTextColor: '#fff',
      articlePageBgColor: '#ffffff',
      articleFont: 'ProximaNova,sans-serif',
    });
    expect(Object.keys(STYLE_DEFAULTS).sort()).toEqual([...STYLE_KEYS].sort());
  });

  it('follows the brand primary colour, with inverted text by luminance (SPEC §5)', () => {
    const light = defaultStyles('#f4e04d');
    for (const key of PRIMARY_COLOR_KEYS) expect(light[key]).toBe('#f4e04d');
    for (const key of INVERTED_TEXT_KEYS) expect(light[key]).toBe('#000000');
    const dark = defaultStyles('#1d3557');
    for (const key of INVERTED_TEXT_KEYS) expect(dark[key]).toBe('#ffffff');
    // 0.6 exactly is not above 0.6: white text.
    expect(defaultStyles('rgb(153, 153, 153)').coverTextColor).toBe('#ffffff');
    expect(defaultStyles('rgb(154, 154, 154)').coverTextColor).toBe('#000000');
    expect(defaultStyles(null)).toEqual(STYLE_DEFAULTS);
  });

  it('main feed limit 6, 7 for magazine-layout (SPEC §9)', () => {
    expect(mainFeedLimit('multiple-columns')).toBe(6);
    expect(mainFeedLimit('single-column')).toBe(6);
    expect(mainFeedLimit('magazine-layout')).toBe(7);
  });
});

describe('style values cannot carry CSS or markup', () => {
  const hostile = [
    'red;}</style><script>alert(1)</script>',
    'red',
    'url(javascript:alert(1))',
    '#fff;background:url(x)',
    'expression(alert(1))',
    '#12345',
    'rgb(300,0,0)',
    'rgba(0,0,0,2)',
    '"><img src=x onerror=alert(1)>',
    'var(--x)',
  ];
  it.each(STYLE_KEYS)('refuses hostile values in %s', (key) => {
    for (const value of hostile)
      expect(ZPageStyles.safeParse({ [key]: value }).success, `${key}=${value}`).toBe(false);
  });
  it('normalises colours and keeps allowlisted fonts', () => {
    expect(ZPageStyles.parse({ coverBgColor: 'rgba(255, 0, 0, 0.5)', globalFont: 'Georgia,serif' })).toEqual({
      coverBgColor: '#ff000080',
      globalFont: 'Georgia,serif',
    });
    expect(ZPageStyles.safeParse({ unknownKey: '#fff' }).success).toBe(false);
  });
  it('renders only safe custom properties', () => {
    const vars = styleVars({ ...STYLE_DEFAULTS, coverBgColor: 'red;}</style>' });
    expect(vars['--mh-cover-bg-color']).toBeUndefined();
    expect(vars[cssVarName('footerBgColor')]).toBe('#5A6F80');
    expect(vars['--mh-global-font']).toBe('ProximaNova,sans-serif');
  });
  it("gives the 'Load more' button words that read on its colour", () => {
    expect(styleVars(STYLE_DEFAULTS)['--mh-page-load-more-text-color']).toBe('#ffffff');
    const light = styleVars({ ...STYLE_DEFAULTS, pageLoadMoreButtonColor: '#fdf6e3' });
    expect(light['--mh-page-load-more-text-color']).toBe('#000000');
  });
});

describe('customisation permission (SPEC §4, §6)', () => {
  it('is always on for special-handling accounts', () => {
    const special = context(1, true);
    expect(customisationOn(special, 'live', {})).toBe(true);
    expect(customisationOn(special, 'preview', { advancedCustomisationPreview: false })).toBe(true);
    expect(
      checkCustomisationSave(special, {
        advancedSettings: { advancedCustomisationLive: true },
        styles: { footerHide: 'none' },
      }),
    ).toEqual({ ok: true });
  });
  it('preview is on unless the preview flag is explicitly false', () => {
    expect(customisationOn(context(1), 'preview', {})).toBe(true);
    expect(customisationOn(context(1), 'preview', { advancedCustomisationPreview: true })).toBe(true);
    expect(customisationOn(context(1), 'preview', { advancedCustomisationPreview: false })).toBe(false);
  });
  it('live needs the live flag and enableAdvancedCustomisations', () => {
    expect(customisationOn(context(1), 'live', { advancedCustomisationLive: true })).toBe(false);
    expect(customisationOn(context(2), 'live', {})).toBe(false);
    expect(customisationOn(context(2), 'live', { advancedCustomisationLive: false })).toBe(false);
    expect(customisationOn(context(2), 'live', { advancedCustomisationLive: true })).toBe(true);
  });
  it('refuses going live on a free plan and removing the footer below group 3', () => {
    const live = { advancedSettings: { advancedCustomisationLive: true }, styles: {} };
    expect(checkCustomisationSave(context(1), live)).toEqual({ ok: false, reason: 'live-needs-plan' });
    expect(checkCustomisationSave(context(2), live)).toEqual({ ok: true });
    const footer = { advancedSettings: {}, styles: { footerHide: 'none' as const } };
    expect(checkCustomisationSave(context(2), footer)).toEqual({ ok: false, reason: 'footer-needs-plan' });
    expect(checkCustomisationSave(context(3), footer)).toEqual({ ok: true });
  });
  it('gives the panel its abilities, none without the customiseDesign right', () => {
    expect(customisationAbilities(context(3), true)).toEqual({
      customise: true,
      goLive: true,
      removeFooter: true,
    });
    expect(customisationAbilities(context(2), true)).toEqual({
      customise: true,
      goLive: true,
      removeFooter: false,
    });
    expect(customisationAbilities(context(1), true)).toEqual({
      customise: true,
      goLive: false,
      removeFooter: false,
    });
    expect(customisationAbilities(context(3), false)).toEqual({
      customise: false,
      goLive: false,
      removeFooter: false,
    });
  });
});

describe('colour picker conversions (SPEC §5, §9)', () => {
  it('clamps typed opacity to 0–100 and makes it a fraction', () => {
    expect(opacityFraction('50')).toBe(0.5);
    expect(opacityFraction('150')).toBe(1);
    expect(opacityFraction('-20')).toBe(0);
    expect(opacityFraction('abc')).toBe(1);
    expect(opacityFraction(33.3)).toBe(0.33);
  });
  it('turns Hex, R, G, B and A into an rgba value and back', () => {
    expect(rgbaText({ r: 18, g: 52, b: 86, a: 0.5 })).toBe('rgba(18, 52, 86, 0.5)');
    expect(toRgba('#123456')).toEqual({ r: 18, g: 52, b: 86, a: 1 });
    expect(toRgba('#12345680')).toEqual({ r: 18, g: 52, b: 86, a: 0.5 });
    expect(toRgba('nope')).toBeNull();
    expect(hexOf({ r: 255, g: 0, b: 16 })).toBe('#ff0010');
    expect(storedColor({ r: 255, g: 0, b: 16, a: 1 })).toBe('#ff0010');
    expect(storedColor({ r: 255, g: 0, b: 16, a: 0.5 })).toBe('#ff001080');
  });
  it('round-trips through hue, saturation and value', () => {
    for (const hex of ['#ff0000', '#00ff00', '#0000ff', '#1d3557', '#f4a261', '#808080', '#000000']) {
      const rgba = toRgba(hex)!;
      expect(hexOf(hsvaToRgba(rgbaToHsva(rgba)))).toBe(hex);
    }
  });
  it('has a 0.05 dead zone at both strip ends', () => {
    expect(stripValue(0)).toBe(0);
    expect(stripValue(0.05)).toBe(0);
    expect(stripValue(0.5)).toBeCloseTo(0.5);
    expect(stripValue(0.95)).toBe(1);
    expect(stripValue(1)).toBe(1);
  });
});

describe('customize call body (SPEC §7)', () => {
  const current = { layout: 'single-column', styles: { coverBgColor: '#112233' }, advancedSettings: {} };
  it('parses the settings from JSON strings', () => {
    const body = ZCustomizeSettings.parse({
      userId: 7,
      allProfileSettings: JSON.stringify({
        'single-column': { styles: current.styles, advancedSettings: {} },
      }),
      mobileProfileSettings: '',
      currentProfileSettings: JSON.stringify(current),
    });
    expect(body.currentProfileSettings.layout).toBe('single-column');
  });
  it('refuses bad JSON, unknown layouts and hostile styles with field errors', () => {
    const base = { userId: 7, allProfileSettings: '{}' };
    expect(ZCustomizeSettings.safeParse({ ...base, currentProfileSettings: '{nope' }).success).toBe(false);
    expect(
      ZCustomizeSettings.safeParse({
        ...base,
        currentProfileSettings: JSON.stringify({ ...current, layout: 'grid' }),
      }).success,
    ).toBe(false);
    expect(
      ZCustomizeSettings.safeParse({
        ...base,
        currentProfileSettings: JSON.stringify({
          ...current,
          styles: { pageBgColor: 'red;}</style><script>' },
        }),
      }).success,
    ).toBe(false);
  });
  it('takes the tab-management body', () => {
    const tabs = [
      { key: 'stories', title: 'Latest', hidden: false },
      { key: 'custom-1', title: 'Events', hidden: false, path: '/topic/events' },
    ];
    expect(ZCustomize.parse({ userId: 7, tabs: JSON.stringify(tabs) })).toEqual({ userId: 7, tabs });
    const bad = (list: unknown) =>
      ZCustomizeTabs.safeParse({ userId: 7, tabs: JSON.stringify(list) }).success;
    expect(bad([{ key: 'custom-1', title: 'x', hidden: false, path: 'javascript:alert(1)' }])).toBe(false);
    expect(bad([{ key: 'custom-1', title: 'x', hidden: false, path: '//evil.example' }])).toBe(false);
    expect(
      bad([
        { key: 'stories', title: 'a', hidden: false },
        { key: 'stories', title: 'b', hidden: false },
      ]),
    ).toBe(false);
  });
});
