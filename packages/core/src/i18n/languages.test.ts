import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGE,
  feedLanguages,
  isUiLanguage,
  parseAcceptLanguage,
  parseAddedLangs,
  resolveUiLanguage,
  UI_LANGUAGES,
} from './languages.ts';

describe('interface languages (DESIGN §4)', () => {
  it('are en, tw, cn and in, with English as the fallback', () => {
    expect(UI_LANGUAGES).toEqual(['en', 'tw', 'cn', 'in']);
    expect(FALLBACK_LANGUAGE).toBe('en');
    expect(isUiLanguage('in')).toBe(true);
    expect(isUiLanguage('id')).toBe(false);
    expect(isUiLanguage(undefined)).toBe(false);
  });

  it.each([
    ['en', 'en'],
    ['TW', 'tw'],
    [' cn ', 'cn'],
    ['in', 'in'],
    ['un', 'en'],
    ['i18n', 'en'],
    ['zh', 'cn'],
    ['zh-CN', 'cn'],
    ['zh-Hans', 'cn'],
    ['zh-SG', 'cn'],
    ['zh-TW', 'tw'],
    ['zh-HK', 'tw'],
    ['zh-Hant-TW', 'tw'],
    ['zh-Hans-CN', 'cn'],
    ['zh-Hant', 'tw'],
    ['id', 'in'],
    ['id-ID', 'in'],
    ['ms-MY', 'in'],
    ['en-GB', 'en'],
    ['fr-FR', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('resolves %j to %s', (code, expected) => expect(resolveUiLanguage(code)).toBe(expected));

  it('reads Accept-Language by quality, skipping * and q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.5, zh-TW, en;q=0.8, *;q=0.1, de;q=0')).toEqual(['zh-TW', 'en', 'fr']);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('en;q=abc')).toEqual([]);
    expect(parseAcceptLanguage(Array.from({ length: 50 }, (_, i) => `x${i}`).join(','))).toHaveLength(20);
  });

  it('SPEC §1: feed languages come from the profile, else the browser, always with English', () => {
    expect(feedLanguages(['tw', 'xx'], ['id'])).toEqual(['tw', 'en']);
    expect(feedLanguages([], ['id-ID', 'zh-TW'])).toEqual(['in', 'tw', 'en']);
    expect(feedLanguages(null, [])).toEqual(['en']);
    expect(feedLanguages(undefined, ['en-US', 'en'])).toEqual(['en']);
  });

  it("issue 13: a guest's added languages come before the browser's; a profile's list wins", () => {
    expect(parseAddedLangs('cn,tw,cn,xx,<b>')).toEqual(['cn', 'tw']);
    expect(parseAddedLangs(undefined)).toEqual([]);
    expect(feedLanguages(null, ['en'], ['tw'])).toEqual(['tw', 'en']);
    expect(feedLanguages(['in'], ['en'], ['tw'])).toEqual(['in', 'en']);
  });
});
