import { embedAttribute, parseEmbedOptions } from '@masthead/core/embed/options';
import { type Mounted, mountFeed } from './widget.ts';

/**
 * SPEC §1, /js/ext/feed.embed.js: one script tag shows a profile's feed on any site.
 *
 *   <script async src="https://SITE/js/ext/feed.embed.js" data-user-id="42" data-layout="single-column"></script>
 *
 * Options are the SPEC §3 embed options as data- attributes (userId → data-user-id), on the script tag
 * (the feed appears right after it) or on any element marked data-masthead-feed (the feed appears inside
 * it). Pages that build their own can call window.MastheadFeed.mount(element, { userId: '42', … }) with
 * the same options as a config object. A nonce on the script tag is reused for the fallback <style>.
 */

const script = document.currentScript as HTMLScriptElement | null;
const scriptOrigin = script?.src ? new URL(script.src).origin : location.origin;
const nonce = script?.nonce || script?.getAttribute('nonce') || '';

type Config = Record<string, string | number | boolean | undefined>;

function mountWith(host: Element, read: (option: string) => string | undefined): Mounted | null {
  const options = parseEmbedOptions(read);
  if (!options) return null;
  return mountFeed(host, options, { origin: scriptOrigin, nonce });
}

const fromAttributes = (element: Element) => (option: string) =>
  element.getAttribute(embedAttribute(option)) ?? undefined;

function mountAll() {
  if (script?.hasAttribute('data-user-id') && !script.dataset.mastheadMounted) {
    script.dataset.mastheadMounted = '1';
    const host = document.createElement('div');
    host.className = 'masthead-feed';
    if (script.parentElement && script.parentElement !== document.head) script.after(host);
    else document.body.append(host);
    mountWith(host, fromAttributes(script));
  }
  for (const element of document.querySelectorAll('[data-masthead-feed]')) {
    if (!element.shadowRoot) mountWith(element, fromAttributes(element));
  }
}

declare global {
  interface Window {
    MastheadFeed?: { mount(element: Element, config: Config): Mounted | null };
  }
}

window.MastheadFeed = {
  mount: (element, config) =>
    mountWith(element, (option) => (config[option] === undefined ? undefined : String(config[option]))),
};

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
else mountAll();
