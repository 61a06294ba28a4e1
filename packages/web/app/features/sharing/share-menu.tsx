import {
  popupFeatures,
  SHARE_NETWORKS,
  SHARE_POPUP_SIZES,
  type ShareNetwork,
  shareUrl,
} from '@masthead/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { showSnackbar, useCopyToClipboard } from '../../ui/snackbar';
import { useSharePanel } from './share-panel';
import { absoluteUrl, shortLinkOf } from './short-link';
import './sharing.css';

export type ShareMenuProps = {
  /** Path or absolute address of the shared page. */
  url: string;
  title: string;
  description?: string;
  /** An image of the page (path or address), for the pinboard; without one the pinboard is not offered. */
  imageUrl?: string | null;
  /** SPEC §3 story share object: publisher.twitter or the site's twitterUsername, credited as 'via @name'. */
  via?: string | null;
  /** Names the menu for assistive technology; defaults to 'Share this story'. */
  label?: string;
};

type Item = { key: string; label: string; run(): void };

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="share-menu-icon">
      <path
        d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Share links with SPEC §9 popup sizes, the short link (made when the menu opens) and copy. A menu
 * button (WAI-ARIA pattern): arrows move, Escape closes and focus returns to the button. Owned by the
 * sharing feature.
 */
export function ShareMenu({ url, title, description, imageUrl, via, label }: ShareMenuProps) {
  const t = useT();
  const copy = useCopyToClipboard();
  const location = useLocation();
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [canShareNatively, setCanShareNatively] = useState(false);

  // Known only in the browser, so the server's page and the first client render agree.
  useEffect(() => setCanShareNatively(typeof navigator.share === 'function'), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu.
  useEffect(() => setOpen(false), [location.key]);

  useSharePanel(open, setOpen, { wrapper, menu });
  const { shortUrl, shortening } = useShortLink(open, url);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const target = () => ({
    url: shortUrl ?? absoluteUrl(url),
    title,
    description,
    imageUrl: imageUrl ? absoluteUrl(imageUrl) : undefined,
    via: via ?? undefined,
  });

  const openNetwork = (network: ShareNetwork) => {
    const address = shareUrl(network, target());
    const size = SHARE_POPUP_SIZES[network];
    close(true);
    if (!size) {
      window.location.href = address;
      return;
    }
    const features = popupFeatures(size, {
      left: window.screenX,
      top: window.screenY,
      width: window.outerWidth,
      height: window.outerHeight,
    });
    const popup = window.open(address, 'share', features);
    if (!popup) {
      showSnackbar(t('sharing.popupBlocked'));
      return;
    }
    // The network's page gets no hold on this one.
    popup.opener = null;
  };

  const networks = SHARE_NETWORKS.filter((network) => network !== 'pinterest' || imageUrl);
  const items: Item[] = [
    ...networks.map((network) => ({
      key: network,
      label: t(`sharing.network.${network}`),
      run: () => openNetwork(network),
    })),
    {
      key: 'copy',
      label: t('sharing.copyLink'),
      run: () => {
        close(true);
        void copy(shortUrl ?? absoluteUrl(url), t('ui.linkCopied'));
      },
    },
    ...(canShareNatively
      ? [
          {
            key: 'native',
            label: t('sharing.nativeShare'),
            run: () => {
              close(true);
              void navigator.share({ title, url: shortUrl ?? absoluteUrl(url) }).catch(() => {});
            },
          },
        ]
      : []),
  ];

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => entries[(next + entries.length) % entries.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(entries.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return (
    <div className="share-menu" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="pill-button share-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <ShareIcon />
        <span>{t('sharing.share')}</span>
      </button>
      {open && (
        <div
          id={menuId}
          ref={menu}
          role="menu"
          aria-label={label ?? t('sharing.menuLabel')}
          className="share-menu-panel"
          onKeyDown={onMenuKey}
        >
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`share-menu-item share-${item.key}`}
              onClick={item.run}
            >
              <span>{item.label}</span>
              {item.key === 'copy' && (
                <span className="share-menu-link" aria-live="polite">
                  {shortening ? t('sharing.shortening') : (shortUrl ?? '')}
                </span>
              )}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** The page's short link, made when the menu first opens (the long address until then, or when it fails). */
function useShortLink(open: boolean, url: string) {
  const [shortUrl, setShortUrl] = useState<string | null>(null);
  const [shortening, setShortening] = useState(false);
  useEffect(() => {
    if (!open || shortUrl) return;
    let current = true;
    setShortening(true);
    void shortLinkOf(absoluteUrl(url)).then((link) => {
      if (!current) return;
      setShortening(false);
      setShortUrl(link);
    });
    return () => {
      current = false;
    };
  }, [open, url, shortUrl]);
  return { shortUrl, shortening };
}
