import {
  OAUTH_MESSAGE_TYPE,
  type OAuthPopupMessage,
  type OAuthProvider,
  type OAuthPurpose,
  oauthStartPath,
} from '@masthead/core';

export type PopupOutcome = OAuthPopupMessage | { type: 'blocked' } | { type: 'closed' };

const isPopupMessage = (data: unknown, provider: OAuthProvider): data is OAuthPopupMessage =>
  !!data &&
  typeof data === 'object' &&
  (data as { type?: unknown }).type === OAUTH_MESSAGE_TYPE &&
  (data as { provider?: unknown }).provider === provider;

/**
 * SPEC §7: opens the provider's sign-in in a popup and waits for the page it comes back to. That page
 * posts to this origin only; a message from any other origin or window is ignored. A browser that cut
 * the popup's opener on the way through the provider still hears it on a same-origin BroadcastChannel.
 */
export function openOAuthPopup(
  provider: OAuthProvider,
  purpose: OAuthPurpose,
  options: { remember?: boolean } = {},
): Promise<PopupOutcome> {
  const path = `${oauthStartPath(provider, purpose)}${options.remember ? '&remember=1' : ''}`;
  const width = 520;
  const height = 640;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(
    path,
    `oauth-${provider}`,
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) return Promise.resolve({ type: 'blocked' });

  return new Promise((resolve) => {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OAUTH_MESSAGE_TYPE) : null;
    let settled = false;
    const finish = (outcome: PopupOutcome) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      channel?.close();
      window.clearInterval(watch);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      if (isPopupMessage(event.data, provider)) finish(event.data);
    };
    window.addEventListener('message', onMessage);
    if (channel)
      channel.onmessage = (event) => {
        if (isPopupMessage(event.data, provider)) finish(event.data);
      };
    // Closed without an answer: the person gave up. A last message may still be on its way.
    const watch = window.setInterval(() => {
      if (popup.closed) window.setTimeout(() => finish({ type: 'closed' }), 300);
    }, 400);
  });
}
