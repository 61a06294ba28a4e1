import { isUiLanguage, type UiLanguage } from './languages.ts';
import { MESSAGES, type Messages } from './translate.ts';

/** The global the browser reads its one language's messages from (set by the script below). */
export const MESSAGES_GLOBAL = '__MASTHEAD_MESSAGES__';

/** FNV-1a, 32 bits: enough to tell one catalogue version from the next in a cache-busting name. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

type MessagesScript = { path: string; hash: string; body: string };

/** Mail is written on the server only: its texts (`mail.*`, `plans.mail.*`…) never go to the browser. */
const isServerOnly = (key: string) => key.startsWith('mail.') || key.includes('.mail.');

/** The messages the browser needs of one language. */
export const browserCatalogue = (lang: UiLanguage): Partial<Messages> =>
  Object.fromEntries(
    Object.entries(MESSAGES[lang]).filter(([key]) => !isServerOnly(key)),
  ) as Partial<Messages>;
const scripts = new Map<UiLanguage, MessagesScript>();

/**
 * One language's messages as a small script under a content-hashed name, cached for a year by the
 * browser, instead of inside every page's data.
 */
export function messagesScript(lang: UiLanguage): MessagesScript {
  let script = scripts.get(lang);
  if (!script) {
    const body = `window.${MESSAGES_GLOBAL}=${JSON.stringify(browserCatalogue(lang))};\n`;
    const hash = fnv1a(body);
    script = { path: `/i18n/${lang}-${hash}.js`, hash, body };
    scripts.set(lang, script);
  }
  return script;
}

/** Reads `/i18n/{lang}-{hash}.js` back into its parts; null when the name is not of that form. */
export function parseMessagesScriptName(file: string): { lang: UiLanguage; hash: string } | null {
  const match = /^([a-z]{2})-([0-9a-f]{8})\.js$/.exec(file);
  return match && isUiLanguage(match[1]) ? { lang: match[1], hash: match[2]! } : null;
}
