import { isServiceBlocked, isSignedIn } from '@masthead/core';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { configureApi } from '../../lib/api';
import { I18nProvider, useT } from '../../lib/i18n';
import { messagesFor } from '../../lib/messages';
import type { RootData } from '../../lib/root-data';
import { browserStore, rememberRecentPage } from '../../lib/storage';
import { UiProvider } from '../../ui/ui-provider';
import { VerifyBanner } from '../accounts/verify-banner';
import { isFirstVisit, sessionStore } from '../tutorials/tour-progress';
import { Footer } from './footer';
import { Header } from './header';
import { LoginPromptProvider, openLoginPrompt } from './login-prompt';
import { RouteFocus } from './route-focus';

/** A business site's own header and footer (DESIGN §4): loaded only on a business's host. */
const BusinessHeader = lazy(() =>
  import('../magazines/business-site-frame').then((module) => ({ default: module.BusinessHeader })),
);
const BusinessFooter = lazy(() =>
  import('../magazines/business-site-frame').then((module) => ({ default: module.BusinessFooter })),
);

/** Everything around a page: providers, header, the page's <main>, footer and the popup hosts. */
export function AppShell({ data, children }: { data: RootData; children: ReactNode }) {
  const signedIn = isSignedIn(data.viewer);
  const messages = messagesFor(data.lang);

  // Set while rendering (client only) rather than in an effect: pages may call the API from their own
  // first effects, which run before this component's.
  if (typeof window !== 'undefined') {
    configureApi({
      pageKey: data.pageKey,
      signedIn,
      messages,
      onLoginRequired: () => openLoginPrompt(),
    });
  }

  // Marks the page interactive once React has taken it over (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <I18nProvider lang={data.lang} messages={messages}>
      <LoginPromptProvider signedIn={signedIn} serviceBlocked={isServiceBlocked(data.flavour, data.country)}>
        <UiProvider>
          <SkipLink />
          <RecentPages />
          <VisitFlag userId={signedIn ? (data.viewer?.userId ?? null) : null} />
          <RouteFocus />
          {data.businessSite ? (
            <Suspense fallback={null}>
              <BusinessHeader site={data.businessSite} />
            </Suspense>
          ) : (
            <Header />
          )}
          {signedIn && data.unverifiedEmail && <VerifyBanner email={data.unverifiedEmail} />}
          <main id="main" className="site-main" tabIndex={-1}>
            {children}
          </main>
          {data.businessSite ? (
            <Suspense fallback={null}>
              <BusinessFooter site={data.businessSite} />
            </Suspense>
          ) : (
            <Footer />
          )}
        </UiProvider>
      </LoginPromptProvider>
    </I18nProvider>
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('shell.skipToContent')}
    </a>
  );
}

/** SPEC §7: the last ten pages visited, kept in local storage. */
function RecentPages() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    try {
      rememberRecentPage(browserStore(), `${pathname}${search}`);
    } catch (error) {
      console.error('Recent pages could not be saved', error);
    }
  }, [pathname, search]);
  return null;
}

/** SPEC §4: the visited-before flag, set on the first page a person (or the public) opens in this browser. */
function VisitFlag({ userId }: { userId: number | null }) {
  useEffect(() => {
    try {
      isFirstVisit(browserStore(), sessionStore(), userId);
    } catch (error) {
      console.error('The visit flag could not be saved', error);
    }
  }, [userId]);
  return null;
}
