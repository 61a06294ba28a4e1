import { accountsMessages } from './catalog/accounts.ts';
import { errorMessages } from './catalog/errors.ts';
import { mailMessages } from './catalog/mail.ts';
import { settingsMessages } from './catalog/settings.ts';
import { shellMessages } from './catalog/shell.ts';
import { uiMessages } from './catalog/ui.ts';
import { validationMessages } from './catalog/validation.ts';
import { FALLBACK_LANGUAGE, type UiLanguage } from './languages.ts';

/** Every catalogue of the app. A feature adds its catalogue file here. */
const catalogs = [
  errorMessages,
  validationMessages,
  shellMessages,
  accountsMessages,
  settingsMessages,
  uiMessages,
  mailMessages,
] as const;

type CatalogKeys<C> = C extends Record<UiLanguage, Record<infer K, string>> ? K : never;
export type MessageKey = CatalogKeys<(typeof catalogs)[number]>;
export type Messages = Record<MessageKey, string>;

export const MESSAGES = Object.fromEntries(
  (['en', 'tw', 'cn', 'in'] as const).map((lang) => [
    lang,
    Object.assign({}, ...catalogs.map((c) => c[lang])),
  ]),
) as Record<UiLanguage, Messages>;

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(MESSAGES.en, key);

export type MessageVars = Record<string, string | number>;

/** Fills `{name}` variables; a variable without a value stays visible rather than vanishing. */
export function interpolate(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

export function translate(lang: UiLanguage, key: MessageKey, vars?: MessageVars): string {
  const template = MESSAGES[lang]?.[key] ?? MESSAGES[FALLBACK_LANGUAGE][key] ?? key;
  return interpolate(template, vars);
}

/** The `{name}` variables a message uses, for the catalogue test. */
export const messageVariables = (template: string) =>
  [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
