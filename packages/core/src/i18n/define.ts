import type { UiLanguage } from './languages.ts';

/**
 * A catalogue of whole sentences: English defines the keys, every other language must give each one.
 * Variables are written `{name}`; a test checks that every translation uses the same variables.
 */
export function defineCatalog<const E extends Record<string, string>>(
  catalog: { en: E } & Record<Exclude<UiLanguage, 'en'>, Record<keyof E, string>>,
): Record<UiLanguage, Record<keyof E, string>> {
  return catalog;
}
