import { bodyClasses, isSignedIn, messagesScript, SITE_FEED_PATH } from '@masthead/core';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { getPageContext } from './context';
import { enforceBusinessSite } from './features/magazines/business-site-loader';
import { AppShell } from './features/shell/app-shell';
import { NotFoundPage, notFoundReason, ServerErrorPage } from './features/shell/error-page';
import { FallbackI18nProvider } from './features/shell/fallback-i18n';
import { htmlLang, metaTranslator } from './lib/i18n';
import { useRootData } from './lib/root-data';
import './styles.css';

export type { RootData } from './lib/root-data';
export { useRootData } from './lib/root-data';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Issue 18: the site's feed on every page (on a business's own host, /rss.xml is that business's).
  { rel: 'alternate', type: 'application/rss+xml', title: 'Masthead', href: SITE_FEED_PATH },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  // DESIGN §4: on a business's own host only its pages are served (404 for a host naming none).
  const businessSite = enforceBusinessSite(page, request);
  return {
    viewer: page.viewer,
    /** The magazine the session acts as (SPEC §7 switch), beside SPEC's current user; null: the person. */
    actingProfile: page.actingProfile,
    lang: page.lang,
    flavour: page.flavour,
    country: page.country,
    feedLangs: page.feedLangs,
    /** Issue 13: the viewer's own address while unverified ('check your inbox' banner). */
    unverifiedEmail: page.unverifiedEmail,
    pageKey: page.pageKey,
    nonce: page.nonce,
    devTools: page.devTools,
    businessSite,
    /** The language's messages, as a script cached across pages (not repeated in every page's data). */
    messagesScript: messagesScript(page.lang).path,
  };
}

export const meta: Route.MetaFunction = ({ matches, error }) => {
  const t = metaTranslator(matches);
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    const title = notFound ? t('notFound.title') : t('error.service.unavailable');
    return [{ title: t('shell.pageTitle', { title }) }, { name: 'robots', content: 'noindex' }];
  }
  return [{ title: 'Masthead' }, { name: 'description', content: t('home.meta.description') }];
};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  return (
    <html lang={htmlLang(data?.lang ?? 'en')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className={bodyClasses(data?.flavour ?? 'explore', isSignedIn(data?.viewer))}>
        {data ? (
          <AppShell data={data}>{children}</AppShell>
        ) : (
          <FallbackI18nProvider>{children}</FallbackI18nProvider>
        )}
        {data && <script src={data.messagesScript} nonce={data.nonce} />}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404)
    return <NotFoundPage reason={isRouteErrorResponse(error) ? notFoundReason(error.data) : null} />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ServerErrorPage status={status} />;
}
