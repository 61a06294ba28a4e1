import type { MessageKey, Messages } from '@masthead/core';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../lib/i18n';

/**
 * The few English texts of the error pages, for the one case where even the root loader failed and no
 * language is known. Kept here rather than importing the catalogues, which would ship every language
 * to every page; fallback-i18n.test.ts checks they equal the catalogue's English.
 */
export const FALLBACK_MESSAGES = {
  'error.service.unavailable': 'Sorry, service currently unavailable',
  'error.access_deny': 'Access Deny',
  'error.not_found': 'This content does not exist or has been deleted.',
  'notFound.home': 'Go to the home page',
  'notFound.title': 'Page not found',
  'ui.refreshAndRetry': 'Please refresh the page and try again.',
} satisfies Partial<Record<MessageKey, string>>;

export function FallbackI18nProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider lang="en" messages={FALLBACK_MESSAGES as Messages}>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
    </I18nProvider>
  );
}
