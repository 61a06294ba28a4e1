import { bodyClasses, MESSAGES } from '@masthead/core';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { getPageContext } from './context';
import { I18nProvider } from './lib/i18n';
import stylesUrl from './styles.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesUrl }];

export async function loader({ context }: Route.LoaderArgs) {
  const page = getPageContext(context);
  return {
    viewer: page.viewer,
    lang: page.lang,
    flavour: page.flavour,
    country: page.country,
    feedLangs: page.feedLangs,
    pageKey: page.pageKey,
    nonce: page.nonce,
    devTools: page.devTools,
    messages: MESSAGES[page.lang],
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export const useRootData = () => useRouteLoaderData<RootData>('root');

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const lang = data?.lang ?? 'en';
  const htmlLang = { en: 'en', tw: 'zh-Hant', cn: 'zh-Hans', in: 'id' }[lang];
  return (
    <html lang={htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className={bodyClasses(data?.flavour ?? 'explore', !!data?.viewer)}>
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider lang={loaderData.lang} messages={loaderData.messages}>
      <Outlet />
    </I18nProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="page page-error">
      <h1>{status === 404 ? 'This content does not exist or has been deleted.' : 'Sorry, service currently unavailable'}</h1>
      <p>
        <a href="/">Masthead</a>
      </p>
    </main>
  );
}
