import { EMBED_SCRIPT_PATH, type EmbedOptions, embedAttributes } from '@masthead/core';
import { useEffect, useRef, useState } from 'react';
import { useRootData } from '../../lib/root-data';

type FeedApi = { mount(element: Element, config: Record<string, string>): { destroy(): void } | null };
declare global {
  interface Window {
    MastheadFeed?: FeedApi;
  }
}

/** Changes are drawn after this pause, so dragging a colour does not refetch the feed on every step. */
const REDRAW_DELAY_MS = 200;

let scriptLoad: Promise<FeedApi> | null = null;

/** Loads the real embed script once (the same file a publisher's site loads), with the page's nonce. */
function loadEmbedScript(nonce: string | undefined): Promise<FeedApi> {
  if (window.MastheadFeed) return Promise.resolve(window.MastheadFeed);
  scriptLoad ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = EMBED_SCRIPT_PATH;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () => (window.MastheadFeed ? resolve(window.MastheadFeed) : reject(new Error('no feed')));
    script.onerror = () => {
      scriptLoad = null;
      reject(new Error('the embed script did not load'));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

/** The live preview: the embed script itself draws the feed with the options as they are now. */
export function EmbedPreview({ options, label }: { options: EmbedOptions; label: string }) {
  const host = useRef<HTMLElement>(null);
  const nonce = useRootData()?.nonce;
  const [api, setApi] = useState<FeedApi | null>(null);

  useEffect(() => {
    let live = true;
    loadEmbedScript(nonce).then(
      (loaded) => live && setApi(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [nonce]);

  const config = JSON.stringify(embedAttributes({ ...options, isCustomizing: true }));
  useEffect(() => {
    const element = host.current;
    if (!api || !element) return;
    let mounted: { destroy(): void } | null = null;
    const timer = setTimeout(() => {
      mounted = api.mount(element, Object.fromEntries(JSON.parse(config) as [string, string][]));
    }, REDRAW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      mounted?.destroy();
    };
  }, [api, config]);

  return <section ref={host} className="embed-preview" aria-label={label} data-testid="embed-preview" />;
}
