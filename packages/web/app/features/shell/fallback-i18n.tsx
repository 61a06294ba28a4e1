import { MESSAGES } from '@masthead/core';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../lib/i18n';

/** The error page when even the root loader failed: no language is known, so English. */
export function FallbackI18nProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider lang="en" messages={MESSAGES.en}>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
    </I18nProvider>
  );
}
