import { randomBytes } from 'node:crypto';
import {
  type ErrorCode,
  type MessageKey,
  OAUTH_MESSAGE_TYPE,
  type OAuthPopupMessage,
  translate,
  type UiLanguage,
} from '@masthead/core';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside a script element: nothing in it can close the element or start markup. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * The page the provider sends the popup back to: it posts the outcome to the page that opened it,
 * only to this site's origin (and on a same-origin BroadcastChannel, for a browser that cut the
 * opener on the way through the provider), then closes. Without either it says so and links home.
 */
export function popupPage(input: { lang: UiLanguage; origin: string; message: OAuthPopupMessage }): {
  html: string;
  csp: string;
} {
  const nonce = randomBytes(16).toString('base64');
  const { lang, message } = input;
  const text = message.ok
    ? translate(lang, 'linked.popup.done')
    : translate(lang, `error.${message.errorCode as ErrorCode}` as MessageKey);
  const html = `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(translate(lang, 'linked.popup.title'))}</title>
</head>
<body>
<main>
<h1>${escapeHtml(translate(lang, 'linked.popup.title'))}</h1>
<p role="status">${escapeHtml(text)}</p>
<p><a href="/">${escapeHtml(input.origin.replace(/^https?:\/\//, ''))}</a></p>
</main>
<script type="application/json" id="oauth-result">${scriptJson({ origin: input.origin, message })}</script>
<script nonce="${nonce}">
(function () {
  var data = JSON.parse(document.getElementById('oauth-result').textContent);
  var sent = false;
  try {
    if (window.opener && !window.opener.closed) {
      window.opener.postMessage(data.message, data.origin);
      sent = true;
    }
  } catch (e) {}
  try {
    var channel = new BroadcastChannel('${OAUTH_MESSAGE_TYPE}');
    channel.postMessage(data.message);
    channel.close();
    sent = true;
  } catch (e) {}
  if (sent) window.close();
})();
</script>
</body>
</html>
`;
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  return { html, csp };
}
