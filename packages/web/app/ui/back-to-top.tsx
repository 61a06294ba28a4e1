import { SIZES, TIMINGS } from '@masthead/core';
import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n';

/** Ease in and out, so the page neither jumps off nor stops abruptly. */
export const easeInOutCubic = (progress: number) =>
  progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;

function scrollToTop() {
  const start = window.scrollY;
  if (start <= 0) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / TIMINGS.backToTopScrollMs);
    window.scrollTo(0, Math.round(start * (1 - easeInOutCubic(progress))));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** SPEC §2/§9: shown once the reader has scrolled 80% of the viewport height; back up in 500 ms. */
export function BackToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > window.innerHeight * SIZES.backToTopViewportFraction);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={t('ui.backToTop')}
      onClick={() => {
        scrollToTop();
        // Keyboard users continue from the top of the page, not from the vanished button.
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
