import { MESSAGES_GLOBAL, type Messages, type UiLanguage } from '@masthead/core';

declare global {
  interface Window {
    [MESSAGES_GLOBAL]?: Messages;
  }
}

type MessagesSource = (lang: UiLanguage) => Messages;

let source: MessagesSource | null = null;

/**
 * Where the interface texts come from: on the server every catalogue (entry.server), in the browser the
 * one language the page loaded as a cached script (entry.client). Keyed by language, so concurrent
 * requests in other languages never share state.
 */
export function setMessagesSource(next: MessagesSource) {
  source = next;
}

export function messagesFor(lang: UiLanguage): Messages {
  if (!source) throw new Error('setMessagesSource was not called by the entry module');
  return source(lang);
}

/** The browser's source: the messages the page's /i18n script set. */
export const browserMessages = (): Messages => window[MESSAGES_GLOBAL] ?? ({} as Messages);
