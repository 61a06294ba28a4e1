import {
  type OAuthPopupMessage,
  type OAuthProvider,
  type OAuthPurpose,
  oauthStartPath,
} from '@masthead/core';
import type { createClient } from './app.ts';

/**
 * Tests only: what a browser does in the linked-account popup, over real HTTP to the local OpenID
 * Connect provider and through app.inject to the app: open the start path, sign in at the provider
 * (its form), come back to the callback, and read the message the popup page would post.
 */
type Client = ReturnType<typeof createClient>;

export type PopupResult = {
  status: number;
  message: OAuthPopupMessage | null;
  html: string;
  headers: Record<string, unknown>;
};

/** The message inside the popup page (the JSON its script posts to the opener). */
export function popupMessage(html: string): OAuthPopupMessage | null {
  const match = /<script type="application\/json" id="oauth-result">([^<]*)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as { message: OAuthPopupMessage }).message : null;
}

/** A cookie jar for the provider's own cookies (its interaction and session). */
export function providerBrowser() {
  const jar = new Map<string, string>();
  async function fetchAt(url: string, init: RequestInit = {}) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }
  return { jar, fetchAt };
}

/** Signs in at the provider as `login` and answers the app's callback address with code and state. */
export async function throughProvider(
  authorizationUrl: string,
  appUrl: string,
  login: string,
  browser = providerBrowser(),
): Promise<URL> {
  let url = authorizationUrl;
  for (let step = 0; step < 10; step++) {
    if (url.startsWith(appUrl)) return new URL(url);
    const response = await browser.fetchAt(url);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action)
      throw new Error(`the provider answered ${response.status} without a form: ${html.slice(0, 300)}`);
    const posted = await browser.fetchAt(new URL(action, url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login }).toString(),
    });
    const next = posted.headers.get('location');
    if (!next) throw new Error(`the provider's sign-in answered ${posted.status}`);
    url = new URL(next, url).href;
  }
  throw new Error('too many redirects at the provider');
}

export async function callbackOf(client: Client, callbackUrl: URL): Promise<PopupResult> {
  const response = await client.get(`${callbackUrl.pathname}${callbackUrl.search}`);
  const html = String(response.raw.body);
  return { status: response.status, message: popupMessage(html), html, headers: response.headers };
}

/** The whole popup: start, provider sign-in as `login`, callback. */
export async function runPopup(
  client: Client,
  input: { provider: OAuthProvider; purpose: OAuthPurpose; login: string; appUrl: string },
): Promise<PopupResult> {
  const start = await client.get(oauthStartPath(input.provider, input.purpose));
  if (start.status !== 302) {
    const html = String(start.raw.body);
    return { status: start.status, message: popupMessage(html), html, headers: start.headers };
  }
  const callbackUrl = await throughProvider(String(start.headers.location), input.appUrl, input.login);
  return callbackOf(client, callbackUrl);
}
