import { useEffect, useRef, useState } from 'react';
import { useT } from '../lib/i18n';
import { Modal } from './modal';
import type { LightboxImage } from './zoom-button';
import './lightbox.css';

/** A horizontal move this long (CSS pixels), and longer than it is tall, is a swipe. */
const SWIPE_MIN_PX = 50;

type LightboxProps = { images: LightboxImage[]; start: number; onClose: () => void };

/**
 * SPEC §2 photo lightbox: the picture full size, previous and next (buttons, arrow keys, a swipe on
 * touch screens), Escape and a close button; the Modal keeps focus inside and returns it on close.
 * Pinch-zoom stays the browser's: while the page is zoomed in, one finger pans instead of swiping.
 * Loaded on demand (the story page imports it lazily).
 */
export default function Lightbox({ images, start, onClose }: LightboxProps) {
  const t = useT();
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const count = images.length;
  const image = images[index];

  useEffect(() => {
    const go = (delta: number) => setIndex((value) => (value + delta + count) % count);
    const onKey = (event: KeyboardEvent) => {
      if (count < 2) return;
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
    };
    document.addEventListener('keydown', onKey);

    const viewport = window.visualViewport;
    const onZoom = () => setZoomed((viewport?.scale ?? 1) > 1.01);
    viewport?.addEventListener('resize', onZoom);

    const element = stage.current;
    let from: { x: number; y: number; id: number } | null = null;
    const down = (event: PointerEvent) => {
      if (event.isPrimary) from = { x: event.clientX, y: event.clientY, id: event.pointerId };
    };
    const up = (event: PointerEvent) => {
      if (!from || event.pointerId !== from.id) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      from = null;
      if (count < 2 || (viewport?.scale ?? 1) > 1.01) return;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
    };
    const cancel = () => {
      from = null;
    };
    element?.addEventListener('pointerdown', down);
    element?.addEventListener('pointerup', up);
    element?.addEventListener('pointercancel', cancel);
    return () => {
      document.removeEventListener('keydown', onKey);
      viewport?.removeEventListener('resize', onZoom);
      element?.removeEventListener('pointerdown', down);
      element?.removeEventListener('pointerup', up);
      element?.removeEventListener('pointercancel', cancel);
    };
  }, [count]);

  if (!image) return null;
  const step = (delta: number) => setIndex((value) => (value + delta + count) % count);
  return (
    <Modal open onClose={onClose} title={t('lightbox.title')} hideTitle className="lightbox">
      <div ref={stage} className={zoomed ? 'lightbox-stage is-zoomed' : 'lightbox-stage'}>
        <img className="lightbox-image" src={image.src} alt={image.alt} draggable={false} />
      </div>
      <div className="lightbox-bar">
        {count > 1 && (
          <button
            type="button"
            className="icon-button lightbox-previous"
            aria-label={t('lightbox.previous')}
            onClick={() => step(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        )}
        <p className="lightbox-count" aria-live="polite">
          {t('lightbox.count', { n: index + 1, total: count })}
        </p>
        {count > 1 && (
          <button
            type="button"
            className="icon-button lightbox-next"
            aria-label={t('lightbox.next')}
            onClick={() => step(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        )}
      </div>
    </Modal>
  );
}
