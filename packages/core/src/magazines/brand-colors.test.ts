import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BRAND_COLORS_MAX,
  invertedTextColor,
  joinBrandColors,
  opaqueColor,
  parseBrandColor,
  parseBrandColors,
  splitBrandColors,
} from './brand-colors.ts';
import { ZBusinessUpdate, ZBusinessUpdateQuery } from './business-schemas.ts';

describe('parseBrandColor', () => {
  it.each([
    ['#ABC', '#aabbcc'],
    ['#abcd', '#aabbccdd'],
    ['#1A2b3C', '#1a2b3c'],
    ['#1a2b3cff', '#1a2b3c'],
    ['#1a2b3c80', '#1a2b3c80'],
    [' #000000 ', '#000000'],
    ['rgb(255, 0, 10)', '#ff000a'],
    ['RGB(1,2,3)', '#010203'],
    ['rgba(0, 0, 0, 0.5)', '#00000080'],
    ['rgba(0,0,0,.25)', '#00000040'],
    ['rgba(12, 34, 56, 1)', '#0c2238'],
    ['rgba(12, 34, 56, 0)', '#0c223800'],
  ])('%j → %s', (text, color) => {
    expect(parseBrandColor(text)).toBe(color);
  });

  it.each([
    '',
    'red',
    '#12',
    '#12345',
    '#ggg',
    'rgb(256, 0, 0)',
    'rgb(1, 2)',
    'rgba(1, 2, 3, 1.5)',
    'rgba(1, 2, 3, -1)',
    'rgb(1, 2, 3); background: url(javascript:alert(1))',
    '#fff;}body{display:none',
    'expression(alert(1))',
    'url(x)',
    'var(--x)',
    '#fff\u0000',
    'rgb(1,2,3) !important',
  ])('refuses %j', (text) => {
    expect(parseBrandColor(text)).toBeNull();
  });

  it('only ever answers a colour a style can take as it is', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const color = parseBrandColor(text);
        if (color !== null) expect(color).toMatch(/^#[0-9a-f]{6}([0-9a-f]{2})?$/);
      }),
    );
  });
});

describe('parseBrandColors (SPEC §3: joined by semicolons)', () => {
  it('normalises each colour, keeps their order and drops repeats and empty parts', () => {
    expect(parseBrandColors('#FFF;rgb(0,0,0); #ffffff ;')).toEqual({
      ok: true,
      colors: ['#ffffff', '#000000'],
    });
    expect(parseBrandColors('')).toEqual({ ok: true, colors: [] });
  });

  it('refuses the whole list for one bad colour, and more than the maximum', () => {
    expect(parseBrandColors('#fff;red')).toEqual({ ok: false, problem: 'validation.brandColors.invalid' });
    const many = Array.from(
      { length: BRAND_COLORS_MAX + 1 },
      (_, i) => `#0000${i.toString(16).padStart(2, '0')}`,
    );
    expect(parseBrandColors(joinBrandColors(many))).toEqual({
      ok: false,
      problem: 'validation.brandColors.tooMany',
    });
    expect(parseBrandColors(joinBrandColors(many.slice(0, BRAND_COLORS_MAX))).ok).toBe(true);
    expect(parseBrandColors(';'.repeat(401))).toEqual({
      ok: false,
      problem: 'validation.brandColors.tooMany',
    });
  });

  it('splits what it stored back into the same list', () => {
    const colors = ['#112233', '#aabbcc80'];
    expect(splitBrandColors(joinBrandColors(colors))).toEqual(colors);
    expect(splitBrandColors('')).toEqual([]);
  });
});

describe('the Business update schemas', () => {
  it('answer the colours normalised and say which rule failed', () => {
    expect(ZBusinessUpdate.parse({ userId: 3, brandColors: '#ABC;rgba(0,0,0,0.5)' })).toEqual({
      userId: 3,
      brandColors: '#aabbcc;#00000080',
    });
    expect(ZBusinessUpdateQuery.parse({ userId: '3', brandColors: '' })).toEqual({
      userId: 3,
      brandColors: '',
    });
    const refused = ZBusinessUpdate.safeParse({ userId: 3, brandColors: '#fff;</style><script>' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('validation.brandColors.invalid');
    expect(ZBusinessUpdate.safeParse({ userId: 3 }).success).toBe(false);
    expect(ZBusinessUpdate.safeParse({ userId: 3, brandColors: ['#fff'] }).success).toBe(false);
  });
});

describe('SPEC §5 inverted text on a brand colour', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#ffcc00', '#000000'],
    ['#ff9900', '#000000'],
    ['#000000', '#ffffff'],
    ['#0b6e4f', '#ffffff'],
    ['#1a2b3c80', '#ffffff'],
    ['#3366ff', '#ffffff'],
  ])('on %s the text is %s', (color, text) => {
    expect(invertedTextColor(color)).toBe(text);
  });

  it('paints a bar with the colour without its opacity', () => {
    expect(opaqueColor('#1a2b3c80')).toBe('#1a2b3c');
    expect(opaqueColor('#abc')).toBe('#aabbcc');
    expect(opaqueColor('not a colour')).toBe('#000000');
  });
});
