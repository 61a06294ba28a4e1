import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { type LightboxImage, wrapBodyImages, zoomGroup } from '../../ui/zoom-button';

/** The lightbox's code is fetched the first time a reader opens a picture. */
const Lightbox = lazy(() => import('../../ui/lightbox'));

/**
 * The story page's lightbox host: pictures marked with a zoom button (the hero, the body's pictures,
 * comment photos) open full size, with previous and next through their group.
 */
export function useStoryLightbox<T extends HTMLElement = HTMLElement>(body: string | null) {
  const t = useT();
  const label = t('lightbox.open');
  const articleRef = useRef<T>(null);
  const [shown, setShown] = useState<{ images: LightboxImage[]; index: number } | null>(null);

  useEffect(() => {
    const article = articleRef.current;
    if (!article) return;
    // `body` is a dependency on purpose: a new body is new HTML to wrap.
    const bodyElement = body === null ? null : article.querySelector('.content-body');
    if (bodyElement) wrapBodyImages(bodyElement, 'story', label);
    const onClick = (event: MouseEvent) => {
      const trigger =
        event.target instanceof Element ? event.target.closest<HTMLElement>('[data-zoom]') : null;
      if (!trigger || !article.contains(trigger)) return;
      event.preventDefault();
      setShown(zoomGroup(article, trigger));
    };
    article.addEventListener('click', onClick);
    return () => article.removeEventListener('click', onClick);
  }, [body, label]);

  const lightbox = shown && (
    <Suspense fallback={null}>
      <Lightbox images={shown.images} start={shown.index} onClose={() => setShown(null)} />
    </Suspense>
  );
  return { articleRef, lightbox };
}
