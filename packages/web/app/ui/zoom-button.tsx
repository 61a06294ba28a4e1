import { imagePath, isGifPath } from '@masthead/core';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import './zoom-button.css';

/** A stored picture's largest size (SPEC §9 xl); other addresses and GIFs are shown as they are. */
export function fullSizeOf(path: string): string {
  const base = path.split(/[?#]/)[0] ?? path;
  if (!base.startsWith('/images/') || isGifPath(base)) return base;
  // A picture in a story's text may name a size already ('-l.jpg'): the stored original is without it.
  return imagePath(base.replace(/-(?:m|l|xl)(\.[a-z0-9]+)$/i, '$1'), 'xl');
}

/**
 * Makes a picture open in the photo lightbox (SPEC §2). `group` names the pictures that previous and next
 * move through: a story's own, or its comments'. The page's lightbox host listens for the click.
 */
export function ZoomButton({
  group,
  path,
  alt = '',
  children,
}: {
  group: string;
  path: string;
  /** The picture's text alternative: the button is named by it, since its name hides the image's. */
  alt?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className="zoom-button"
      data-zoom={group}
      data-full={fullSizeOf(path)}
      aria-label={alt ? t('lightbox.openDescribed', { alt }) : t('lightbox.open')}
      aria-haspopup="dialog"
    >
      {children}
    </button>
  );
}

/**
 * Pictures inside a story's body (sanitised HTML the page does not render as React elements) get the
 * same zoom button, unless they already sit in a link or a button.
 */
export function wrapBodyImages(container: Element, group: string, label: string): void {
  for (const img of container.querySelectorAll('img')) {
    if (img.closest('a, button')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'zoom-button';
    button.dataset.zoom = group;
    button.dataset.full = fullSizeOf(img.getAttribute('src') ?? '');
    button.setAttribute('aria-label', label);
    button.setAttribute('aria-haspopup', 'dialog');
    img.replaceWith(button);
    button.append(img);
  }
}

export type LightboxImage = { src: string; alt: string };

/** The pictures of the clicked picture's group, in page order, and where the clicked one stands. */
export function zoomGroup(root: Element, trigger: HTMLElement): { images: LightboxImage[]; index: number } {
  const group = trigger.dataset.zoom;
  const buttons = [...root.querySelectorAll<HTMLElement>('[data-zoom]')].filter(
    (button) => button.dataset.zoom === group,
  );
  return {
    images: buttons.map((button) => ({
      src: button.dataset.full ?? '',
      alt: button.querySelector('img')?.getAttribute('alt') ?? '',
    })),
    index: Math.max(0, buttons.indexOf(trigger)),
  };
}
